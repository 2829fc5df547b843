'use client';

import { useSession } from '@estate/sdk/react';
import { ExternalLink, UserPlus } from 'lucide-react';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, DialogClose } from '../../primitives/Dialog.js';

export interface GuestGateViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Register button: the connected gate signs the guest out and opens the register page in a new tab. */
  onRegister: () => void;
  className?: string;
}

/** The popup guests see instead of a feature for registered users (spec §2, "Popup for guests"). */
export function GuestGateView({ open, onOpenChange, onRegister, className }: GuestGateViewProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('guestGateTitle')} size="sm" name="guest-gate" className={className}>
      <div className="est-guest-gate-body est-text-center est-stack est-gap-3">
        <span className="est-guest-gate-icon est-text-accent est-circle" aria-hidden>
          <UserPlus size={24} />
        </span>
        <p className="est-guest-gate-message est-text-lg est-semibold est-tight">{t('registeredOnly')}</p>
        <p className="est-guest-gate-hint est-muted">{t('guestGateBody')}</p>
      </div>
      <div className="est-guest-gate-actions est-flex est-gap-2">
        <DialogClose asChild>
          <Button variant="secondary">{t('close')}</Button>
        </DialogClose>
        <Button onClick={onRegister} icon={<ExternalLink size={16} aria-hidden />}>
          {t('register')}
        </Button>
      </div>
    </Dialog>
  );
}

export interface GuestGateProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
}

/**
 * The guest popup, connected: Register signs the guest out (`useSession().logout`) and opens the
 * register page (`paths.register()`) in a new tab. The tab is opened inside the click itself, so
 * popup blockers let it through.
 */
export function GuestGate({ open, onOpenChange, className }: GuestGateProps) {
  const { paths } = useEstateUI();
  const { logout } = useSession();
  const onRegister = () => {
    globalThis.window?.open(paths.register(), '_blank', 'noopener,noreferrer');
    onOpenChange(false);
    void logout();
  };
  return <GuestGateView open={open} onOpenChange={onOpenChange} onRegister={onRegister} className={className} />;
}

/**
 * What a guard asks for when a guest (or a visitor) tries it: the kit names its own ('like',
 * 'comment', 'reply', 'search', 'save-search'); an app may pass any name of its own.
 */
export type GuestFeature = 'like' | 'comment' | 'reply' | 'search' | 'save-search' | (string & {});

/** Called instead of the guest popup when a guest tries a feature for registered users. */
export type GuestAction = (feature: GuestFeature | undefined) => void;

const GuestGateContext = createContext<GuestAction | null>(null);
GuestGateContext.displayName = 'GuestGateContext';

export interface GuestGateProviderProps {
  /** What a guest gets instead of the popup (the app's own sign-in prompt, say); the popup when left out. */
  onGuestAction?: GuestAction;
  children?: ReactNode;
}

/**
 * One guest gate for a whole tree: every `useGuestGate()` below opens this one popup (or calls
 * `onGuestAction`), and their `popup` is null. `EstateProvider` renders one, so apps need not;
 * without any, each hook brings its own popup to render.
 */
export function GuestGateProvider({ onGuestAction, children }: GuestGateProviderProps) {
  const [open, setOpen] = useState(false);
  const show = useCallback<GuestAction>((feature) => (onGuestAction ? onGuestAction(feature) : setOpen(true)), [onGuestAction]);
  return (
    <GuestGateContext.Provider value={show}>
      {children}
      {!onGuestAction && <GuestGate open={open} onOpenChange={setOpen} />}
    </GuestGateContext.Provider>
  );
}

export interface GuestGateControls {
  /**
   * Runs `action` for a registered user; for a guest or a visitor opens the guest popup (or the
   * provider's `onGuestAction`, told `feature`). Says whether it ran.
   */
  guard: (action: () => void, feature?: GuestFeature) => boolean;
  isRegistered: boolean;
  /** The signed-in user's id (a guest's too), from the access token. */
  userId: number | undefined;
  /** The popup to render next to the control (null under a `GuestGateProvider`, as inside `EstateProvider`). */
  popup: ReactNode;
}

/**
 * The one guest gate of the kit (spec §6: guests may look, not write, create or search agents):
 *
 * ```tsx
 * const { guard, popup } = useGuestGate();
 * return <>{popup}<Button onClick={() => guard(() => setCreating(true))}>Create</Button></>;
 * ```
 */
export function useGuestGate(): GuestGateControls {
  const shared = useContext(GuestGateContext);
  const { isRegistered, userId } = useSession();
  const [open, setOpen] = useState(false);
  const guard = useCallback(
    (action: () => void, feature?: GuestFeature) => {
      if (isRegistered) {
        action();
        return true;
      }
      if (shared) shared(feature);
      else setOpen(true);
      return false;
    },
    [isRegistered, shared],
  );
  const popup = shared ? null : <GuestGate open={open} onOpenChange={setOpen} />;
  return { guard, isRegistered, userId, popup };
}
