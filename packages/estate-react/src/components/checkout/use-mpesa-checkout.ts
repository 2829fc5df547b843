'use client';

import { checkPlanChoice, fieldErrorTexts, formatKenyanPhone, normaliseKenyanPhone, type PaymentData } from '@estate/sdk';
import { useMpesaPayment } from '@estate/sdk/react';
import { useEffect, useState } from 'react';
import { useEstateUI } from '../../config/context.js';
import { useErrorText } from '../shared/error-text.js';
import type { CheckoutSummaryProfile } from './CheckoutSummary.js';
import type { MpesaPaymentViewProps } from './MpesaPayment.js';

/** `254712345678` -> `712 345 678`: what goes after the field's fixed +254. */
const localPart = (normalised: string | null) => (normalised ? formatKenyanPhone(normalised).replace(/^\+254 /, '') : '');

/** Whole seconds until `deadline`, ticking each second; undefined without one. */
function useSecondsLeft(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The M-Pesa side of `CheckoutSummary`, through `useMpesaPayment`: the number (the profile's when it
 * is a Kenyan mobile), the countdown to the end of the wait (then the server is asked at once), the
 * number's errors in the page's language.
 */
export function useMpesaCheckout(paymentData: PaymentData | null | undefined, profile: CheckoutSummaryProfile | null | undefined): Omit<MpesaPaymentViewProps, 'amount' | 'plan' | 'blocked'> {
  const { messages } = useEstateUI();
  const errorText = useErrorText();
  const mpesa = useMpesaPayment({ messages });
  const [phone, setPhone] = useState<string>();
  const secondsLeft = useSecondsLeft(mpesa.phase === 'waiting' ? mpesa.deadline : undefined);
  const { phase, check } = mpesa;

  useEffect(() => {
    if (phase === 'waiting' && secondsLeft === 0) void check();
  }, [phase, secondsLeft, check]);

  const phoneErrors = mpesa.error ? fieldErrorTexts(messages, mpesa.error).phone : undefined;
  const otherError = mpesa.error && !phoneErrors ? errorText(mpesa.error) : undefined;
  const typed = phone ?? localPart(normaliseKenyanPhone(profile?.phone_number));

  return {
    phase,
    phone: typed,
    onPhoneChange: (value) => {
      setPhone(value);
      // A refusal of the number no longer stands once it is edited.
      if (mpesa.error && mpesa.phase === 'idle') mpesa.reset();
    },
    phoneErrors,
    error: otherError,
    chargedPhone: mpesa.charge ? formatKenyanPhone(mpesa.charge.phone) : undefined,
    secondsLeft,
    totalSeconds: mpesa.charge?.wait_seconds,
    reason: mpesa.reason,
    onPay: () => {
      if (!paymentData) return;
      const choice = checkPlanChoice({ profile, plan: paymentData.plan_name }, { messages });
      void mpesa.pay(paymentData.plan_name, typed, choice.ok ? choice.value.order_data : undefined);
    },
    onRetry: mpesa.reset,
  };
}
