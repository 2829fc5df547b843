'use client';

import type { EstateError } from '@estate/sdk';
import { useSession } from '@estate/sdk/react';
import { CheckCircle2, ShieldCheck } from '../../icons/index.js';
import { useEffect, useRef, useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import type { EstateUIMessageKey, EstateUIMessages } from '../../messages/index.js';
import { useRootProps } from '../../config/root.js';
import { Button } from '../../primitives/Button.js';
import { useToast } from '../../primitives/Toast.js';
import { useErrorText } from '../shared/error-text.js';

/** Spec §9: the activation message stays 3 s before the sign-in screen. */
export const ACTIVATION_REDIRECT_MS = 3000;

export type ActivationStatus = 'idle' | 'activating' | 'activated' | 'failed';

/**
 * The link's refusals as a sentence with the next step, by code: the server refuses a link as a
 * field error (`{uid: [...]}`, `{token: [...]}`), which read 'Uid: Invalid user id or user doesn't
 * exist.' when worded field by field.
 */
const ACTIVATION_REFUSALS: Record<string, EstateUIMessageKey> = {
  invalid_uid: 'activationLinkInvalid',
  token_invalid: 'activationLinkInvalid',
  token_expired: 'activationLinkExpired',
  stale_token: 'activationAlreadyDone',
};

/** Why the link was refused, as a person reads it; undefined for any other failure (network...). */
export function activationRefusalText(messages: EstateUIMessages, error: Pick<EstateError, 'code' | 'issues'>): string | undefined {
  const codes = [error.code, ...Object.values(error.issues ?? {}).flatMap((issues) => issues.map((issue) => issue.code))];
  const key = codes.map((code) => ACTIVATION_REFUSALS[code]).find(Boolean);
  return key && messages[key];
}

export interface ActivationPanelViewProps {
  status: ActivationStatus;
  /** The Activate Account button. */
  onActivate?: () => void;
  /** Why it failed and what to do next; a general text when absent. */
  reason?: string;
  className?: string;
}

/**
 * The activation screen's card (spec §2): 'Activate Your Account' and its button, then 'Your
 * account has been activated! You can log in now.' Errors are the connected panel's toast.
 */
export function ActivationPanelView({ status, onActivate, reason, className }: ActivationPanelViewProps) {
  const t = useTranslate();
  const root = useRootProps('activation', 'est-full', 'est-text-center', 'est-card est-stack est-gap-4', className);
  const activated = status === 'activated';
  return (
    <section {...root} data-status={status} aria-labelledby="est-activation-title" aria-busy={status === 'activating' || undefined}>
      <span className="est-activation-icon est-justify-center est-text-accent est-inline est-pill" aria-hidden>
        {activated ? <CheckCircle2 size={32} /> : <ShieldCheck size={32} />}
      </span>
      <h1 id="est-activation-title" className="est-activation-title est-tracking-tight est-text-2xl est-bold est-tight">
        {t('activateTitle')}
      </h1>
      {activated ? (
        <div className="est-activation-done est-stack est-gap-2" role="status">
          <p className="est-activation-message est-text-base est-medium">{t('accountActivated')}</p>
          <p className="est-activation-hint est-text-sm est-muted">{t('activateRedirecting')}</p>
        </div>
      ) : (
        <>
          <p className="est-activation-intro est-text-sm est-muted">{t('activateIntro')}</p>
          {status === 'failed' && <p className="est-auth-error est-break est-text-sm est-medium">{reason || t('activateFailed')}</p>}
          <Button size="lg" className="est-auth-submit est-full" loading={status === 'activating'} onClick={onActivate}>
            {status === 'activating' ? t('activating') : t('activateButton')}
          </Button>
        </>
      )}
    </section>
  );
}

export interface ActivationPanelProps {
  /** The link's two parts, `/activate/{uid}/{token}/`. */
  uid: string;
  token: string;
  /** Called `ACTIVATION_REDIRECT_MS` after the account is activated: go to the sign-in screen. */
  onActivated?: () => void;
  /** Activate on load (spec §2); the button stays for a retry. Default true. */
  auto?: boolean;
  className?: string;
}

/**
 * Activates through `useSession().activate`, once on load (once even when React runs effects
 * twice in development) and again from the button; the server's refusal shows as a toast (spec §8).
 */
export function ActivationPanel({ uid, token, onActivated, auto = true, className }: ActivationPanelProps) {
  const { activate } = useSession();
  const toast = useToast();
  const errorText = useErrorText();
  const { messages } = useEstateUI();
  const [status, setStatus] = useState<ActivationStatus>(auto ? 'activating' : 'idle');
  const [reason, setReason] = useState<string>();
  const started = useRef<string | undefined>(undefined);
  const onActivatedRef = useRef(onActivated);
  onActivatedRef.current = onActivated;

  const run = async () => {
    setStatus('activating');
    const result = await activate({ uid, token });
    if (result.ok) return setStatus('activated');
    const text = activationRefusalText(messages, result.error) ?? errorText(result.error);
    setReason(text);
    setStatus('failed');
    toast(text, { tone: 'danger', durationMs: 6000 });
  };

  useEffect(() => {
    const link = `${uid}/${token}`;
    if (!auto || started.current === link) return;
    started.current = link;
    void run();
    // `run` is recreated each render; the link is what decides whether to activate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, uid, token]);

  useEffect(() => {
    if (status !== 'activated') return;
    const timer = setTimeout(() => onActivatedRef.current?.(), ACTIVATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return <ActivationPanelView status={status} onActivate={() => void run()} reason={reason} className={className} />;
}
