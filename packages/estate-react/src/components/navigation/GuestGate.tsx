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
      <div className="est-guest-gate-body">
        <span className="est-guest-gate-icon" aria-hidden>
          <UserPlus size={24} />
        </span>
        <p className="est-guest-gate-message">{t('registeredOnly')}</p>
        <p className="est-guest-gate-hint">{t('guestGateBody')}</p>
      </div>
      <div className="est-guest-gate-actions">
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

const GuestGateContext = createContext<(() => void) | null>(null);
GuestGateContext.displayName = 'GuestGateContext';

/**
 * One guest popup for a whole tree: every `useGuestGate()` below opens this one, and their
 * `popup` is null. Without a provider each hook brings its own popup to render.
 */
export function GuestGateProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  return (
    <GuestGateContext.Provider value={show}>
      {children}
      <GuestGate open={open} onOpenChange={setOpen} />
    </GuestGateContext.Provider>
  );
}

export interface GuestGateControls {
  /** Runs `action` for a registered user; opens the guest popup for a guest or a visitor. Says whether it ran. */
  guard: (action: () => void) => boolean;
  isRegistered: boolean;
  /** The popup to render next to the control (null under a `GuestGateProvider`, which renders one for all). */
  popup: ReactNode;
}

/**
 * Guards a feature for registered users (spec §6: creating, agent search):
 *
 * ```tsx
 * const { guard, popup } = useGuestGate();
 * return <>{popup}<Button onClick={() => guard(() => setCreating(true))}>Create</Button></>;
 * ```
 */
export function useGuestGate(): GuestGateControls {
  const shared = useContext(GuestGateContext);
  const { isRegistered } = useSession();
  const [open, setOpen] = useState(false);
  const guard = useCallback(
    (action: () => void) => {
      if (isRegistered) {
        action();
        return true;
      }
      if (shared) shared();
      else setOpen(true);
      return false;
    },
    [isRegistered, shared],
  );
  const popup = shared ? null : <GuestGate open={open} onOpenChange={setOpen} />;
  return { guard, isRegistered, popup };
}
