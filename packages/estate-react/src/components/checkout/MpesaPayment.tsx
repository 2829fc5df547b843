'use client';

import type { MpesaFailureReason } from '@estate/sdk';
import { useId, type FormEvent } from 'react';
import { CheckCircle2, CircleAlert, RotateCcw, Smartphone, User } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { FieldErrors } from '../../primitives/Field.js';
import { ProgressBar } from '../../primitives/ProgressBar.js';
import { Spinner } from '../../primitives/Spinner.js';

/** Where the M-Pesa payment stands: `useMpesaPayment().phase`. */
export type MpesaPaymentPhase = 'idle' | 'sending' | 'waiting' | 'success' | 'failed';

const REASONS: Record<MpesaFailureReason, EstateUIMessageKey> = {
  declined: 'mpesaReasonDeclined',
  insufficient_funds: 'mpesaReasonInsufficientFunds',
  timeout: 'mpesaReasonTimeout',
};

export interface MpesaPaymentViewProps {
  phase: MpesaPaymentPhase;
  /** The number as typed, after the fixed `+254`. */
  phone: string;
  onPhoneChange?: (phone: string) => void;
  /** Why the number was refused (the SDK's rule or the server's field error). */
  phoneErrors?: string[];
  /** A refusal that is not about the number (the plan, the server, the network). */
  error?: string;
  /** What is charged, formatted: 'KES 1,300'. */
  amount: string;
  /** The plan's name: 'Agent'. */
  plan: string;
  /** The number the request went to, as a person reads it: '+254 712 345 678'. */
  chargedPhone?: string;
  /** Seconds left to enter the PIN; 0 once the wait is over and the server is asked a last time. */
  secondsLeft?: number;
  /** The whole wait, for the bar. */
  totalSeconds?: number;
  reason?: MpesaFailureReason;
  /** A checkout check failed (shown above): Pay does nothing. */
  blocked?: boolean;
  onPay?: () => void;
  onRetry?: () => void;
  className?: string;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The M-Pesa side of the checkout from plain props: the number (after a fixed +254), then 'Check
 * your phone and enter your M-Pesa PIN' with the time left, then the plan active or why it failed
 * with Try again. `CheckoutSummary` drives it with `useMpesaPayment`.
 */
export function MpesaPaymentView({
  phase,
  phone,
  onPhoneChange,
  phoneErrors,
  error,
  amount,
  plan,
  chargedPhone,
  secondsLeft,
  totalSeconds,
  reason,
  blocked,
  onPay,
  onRetry,
  className,
}: MpesaPaymentViewProps) {
  const t = useTranslate();
  const { components, paths } = useEstateUI();
  const { Link } = components;
  const id = useId();
  const root = `est-mpesa est-stack est-gap-3${className ? ` ${className}` : ''}`;

  if (phase === 'waiting') {
    const over = secondsLeft !== undefined && secondsLeft <= 0;
    return (
      <div className={root} data-phase={phase} role="status" aria-live="polite">
        <div className="est-mpesa-state est-stack est-gap-2">
          <span className="est-mpesa-icon est-inline est-justify-center est-pill" data-tone="accent" aria-hidden>
            <Smartphone size={26} />
          </span>
          <h3 className="est-text-lg est-semibold">{t('mpesaWaitingTitle')}</h3>
          <p className="est-text-sm est-muted">{t('mpesaWaitingBody', { amount, phone: chargedPhone ?? '' })}</p>
        </div>
        {over ? (
          <p className="est-mpesa-checking est-inline est-justify-center est-gap-2 est-text-sm est-medium">
            <Spinner size={16} />
            {t('mpesaChecking')}
          </p>
        ) : (
          secondsLeft !== undefined && (
            <div className="est-mpesa-countdown est-stack est-gap-2">
              <div className="est-row est-between est-text-sm">
                <span className="est-muted">{t('mpesaTimeLeft')}</span>
                <span className="est-mpesa-clock est-semibold" data-testid="mpesa-countdown">
                  {clock(secondsLeft)}
                </span>
              </div>
              <ProgressBar value={totalSeconds ? secondsLeft / totalSeconds : undefined} label={t('mpesaTimeLeft')} />
            </div>
          )
        )}
      </div>
    );
  }

  if (phase === 'success') {
    return (
      <div className={root} data-phase={phase} role="status">
        <div className="est-mpesa-state est-stack est-gap-2">
          <span className="est-mpesa-icon est-inline est-justify-center est-pill" data-tone="success" aria-hidden>
            <CheckCircle2 size={28} />
          </span>
          <h3 className="est-text-lg est-semibold">{t('mpesaSuccessTitle')}</h3>
          <p className="est-text-sm est-muted">{t('mpesaSuccessBody', { plan })}</p>
        </div>
        <Link href={paths.myProfile()} className="est-button est-full" data-variant="primary" data-size="lg">
          <User size={16} aria-hidden />
          {t('mpesaGoToProfile')}
        </Link>
      </div>
    );
  }

  if (phase === 'failed') {
    return (
      <div className={root} data-phase={phase}>
        <div className="est-mpesa-state est-stack est-gap-2" role="alert">
          <span className="est-mpesa-icon est-inline est-justify-center est-pill" data-tone="danger" aria-hidden>
            <CircleAlert size={28} />
          </span>
          <h3 className="est-text-lg est-semibold">{t('mpesaFailedTitle')}</h3>
          <p className="est-text-sm est-muted">{t(REASONS[reason ?? 'declined'])}</p>
        </div>
        <Button size="lg" className="est-full" icon={<RotateCcw size={16} aria-hidden />} onClick={onRetry}>
          {t('mpesaTryAgain')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onPay?.();
  };
  const invalid = Boolean(phoneErrors?.length);
  return (
    <form className={root} data-phase={phase} onSubmit={submit} noValidate>
      <div className="est-field" data-invalid={invalid || undefined}>
        <label className="est-field-label" htmlFor={`${id}-phone`}>
          {t('mpesaPhoneLabel')}
        </label>
        <div className="est-mpesa-phone est-row">
          <span className="est-mpesa-prefix est-inline est-gap-1 est-text-sm est-medium" aria-hidden>
            <span className="est-mpesa-flag">🇰🇪</span>+254
          </span>
          <input
            id={`${id}-phone`}
            className="est-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="712 345 678"
            value={phone}
            onChange={(event) => onPhoneChange?.(event.target.value)}
            readOnly={phase === 'sending'}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          />
        </div>
        <p id={`${id}-hint`} className="est-field-hint">
          {t('mpesaPhoneHint')}
        </p>
        <FieldErrors id={`${id}-error`} errors={phoneErrors} />
      </div>
      {error && (
        <p className="est-checkout-error est-text-sm est-medium" role="alert">
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className="est-checkout-button est-full"
        loading={phase === 'sending'}
        icon={<Smartphone size={16} aria-hidden />}
        aria-disabled={blocked ? true : undefined}
        data-dimmed={blocked ? true : undefined}
      >
        {phase === 'sending' ? t('mpesaSending') : t('mpesaPay', { amount })}
      </Button>
      <p className="est-checkout-secure est-text-center est-text-xs est-muted">{t('mpesaSecure')}</p>
    </form>
  );
}
