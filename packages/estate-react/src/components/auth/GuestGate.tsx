'use client';

import { isRegistered as isRegisteredSession } from '@estate/sdk';
import { useEstateClient, useSession } from '@estate/sdk/react';
import { ArrowLeft, ExternalLink, LogIn, UserPlus } from '../../icons/index.js';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { LoginForm } from './LoginForm.js';

/** What the gate shows: the spec's prompt, or the sign-in form in its place (issue 23). */
export type GuestGateStep = 'prompt' | 'sign-in';

export interface GuestGateViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Register button: the connected gate signs the guest out and opens the register page in a new tab. */
  onRegister: () => void;
  /** Which step shows; 'prompt' when left out. */
  step?: GuestGateStep;
  /** 'Sign in' on the prompt asks for 'sign-in', Back for 'prompt'; without it the prompt has no Sign in. */
  onStepChange?: (step: GuestGateStep) => void;
  /** The form of the 'sign-in' step (the connected gate gives the kit's `LoginForm`). */
  signInForm?: ReactNode;
  /** A guest tried something: the sign-in step says it will be finished once signed in. */
  resuming?: boolean;
  className?: string;
}

/**
 * The popup guests see instead of a feature for registered users (spec §2, "Popup for guests"),
 * with a way in where the guest stands (issue 23): Sign in turns the popup into the sign-in form,
 * and Register stays as the spec has it.
 */
export function GuestGateView({ open, onOpenChange, onRegister, step = 'prompt', onStepChange, signInForm, resuming = false, className }: GuestGateViewProps) {
  const t = useTranslate();
  if (step === 'sign-in') {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={t('guestSignInTitle')} size="sm" name="guest-gate" className={className}>
        <div className="est-guest-gate-sign-in est-stack est-gap-4">
          <p className="est-muted">{resuming ? t('guestSignInResume') : t('guestSignInLead')}</p>
          {signInForm}
          {onStepChange && (
            <Button variant="ghost" size="sm" className="est-guest-gate-back" icon={<ArrowLeft size={16} aria-hidden />} onClick={() => onStepChange('prompt')}>
              {t('guestSignInBack')}
            </Button>
          )}
        </div>
      </Dialog>
    );
  }
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
        {onStepChange && (
          <Button variant="secondary" onClick={() => onStepChange('sign-in')} icon={<LogIn size={16} aria-hidden />}>
            {t('guestSignIn')}
          </Button>
        )}
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
  /** The step to show; the gate keeps its own (starting at the prompt) when left out. */
  step?: GuestGateStep;
  onStepChange?: (step: GuestGateStep) => void;
  /** The guest is signed in from the gate's form (then the gate closes). */
  onSignedIn?: () => void;
  resuming?: boolean;
  className?: string;
}

/**
 * The guest popup, connected: Sign in shows the kit's `LoginForm` in the popup and signs in where
 * the guest stands; Register signs the guest out (`useSession().logout`) and opens the register
 * page (`paths.register()`) in a new tab. The tab is opened inside the click itself, so popup
 * blockers let it through.
 */
export function GuestGate({ open, onOpenChange, step: controlledStep, onStepChange, onSignedIn, resuming, className }: GuestGateProps) {
  const { paths } = useEstateUI();
  const { logout } = useSession();
  const [ownStep, setOwnStep] = useState<GuestGateStep>('prompt');
  const step = controlledStep ?? ownStep;
  const changeStep = (next: GuestGateStep) => (onStepChange ? onStepChange(next) : setOwnStep(next));
  const onRegister = () => {
    globalThis.window?.open(paths.register(), '_blank', 'noopener,noreferrer');
    onOpenChange(false);
    void logout();
  };
  const signedIn = () => {
    onSignedIn?.();
    onOpenChange(false);
  };
  return (
    <GuestGateView
      open={open}
      onOpenChange={onOpenChange}
      onRegister={onRegister}
      step={step}
      onStepChange={changeStep}
      resuming={resuming}
      signInForm={step === 'sign-in' && <LoginForm onSignedIn={signedIn} />}
      className={className}
    />
  );
}

/**
 * What a guard asks for when a guest (or a visitor) tries it: the kit names its own ('like',
 * 'comment', 'reply', 'search', 'save-search', 'message'); an app may pass any name of its own.
 */
export type GuestFeature = 'like' | 'comment' | 'reply' | 'search' | 'save-search' | 'message' | (string & {});

/** Called instead of the guest popup when a guest tries a feature for registered users. */
export type GuestAction = (feature: GuestFeature | undefined) => void;

/** One request to the gate: what was tried, what to finish after signing in, which step to show. */
interface GateRequest {
  feature?: GuestFeature;
  resume?: () => void;
  step?: GuestGateStep;
}

/**
 * The gate's state and its popup: open, the step, and the action a guest tried, kept until the
 * guest signs in from the popup (then run, so the like or the message goes through) or closes it.
 */
function useGate() {
  const [state, setState] = useState<{
    open: boolean;
    step: GuestGateStep;
    resuming: boolean;
  }>({ open: false, step: 'prompt', resuming: false });
  const resume = useRef<(() => void) | undefined>(undefined);
  const request = useCallback((next: GateRequest) => {
    resume.current = next.resume;
    setState({
      open: true,
      step: next.step ?? 'prompt',
      resuming: next.resume !== undefined,
    });
  }, []);
  const popup = (
    <GuestGate
      open={state.open}
      step={state.step}
      resuming={state.resuming}
      onStepChange={(step) => setState((current) => ({ ...current, step }))}
      onOpenChange={(open) => {
        if (!open) resume.current = undefined;
        setState((current) => ({ ...current, open }));
      }}
      onSignedIn={() => {
        const action = resume.current;
        resume.current = undefined;
        action?.();
      }}
    />
  );
  return { request, popup };
}

const GuestGateContext = createContext<((request: GateRequest) => void) | null>(null);
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
  const gate = useGate();
  const { request } = gate;
  const show = useCallback((next: GateRequest) => (onGuestAction ? onGuestAction(next.feature) : request(next)), [onGuestAction, request]);
  return (
    <GuestGateContext.Provider value={show}>
      {children}
      {!onGuestAction && gate.popup}
    </GuestGateContext.Provider>
  );
}

export interface GuestGateControls {
  /**
   * Runs `action` for a registered user; for a guest or a visitor opens the guest popup (or the
   * provider's `onGuestAction`, told `feature`) and keeps `action` to run once the guest signs in
   * from it. Says whether it ran now.
   */
  guard: (action: () => void, feature?: GuestFeature) => boolean;
  /** Opens the sign-in form in the popup (the header's 'Sign in'); `then` runs once signed in. */
  signIn: (then?: () => void) => void;
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
  const own = useGate();
  const { isRegistered, userId } = useSession();
  const client = useEstateClient();
  const request = shared ?? own.request;
  const guard = useCallback(
    (action: () => void, feature?: GuestFeature) => {
      // The stored session as it is at the tap: right after a server-rendered page hydrates, the
      // page may not show the member yet, and a member's tap is still a member's.
      if (isRegisteredSession(client.session.userInfo)) {
        action();
        return true;
      }
      request({ feature, resume: action });
      return false;
    },
    [client, request]
  );
  const signIn = useCallback((then?: () => void) => request({ step: 'sign-in', resume: then }), [request]);
  return {
    guard,
    signIn,
    isRegistered,
    userId,
    popup: shared ? null : own.popup,
  };
}
