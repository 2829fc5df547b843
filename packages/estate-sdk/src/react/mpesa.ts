'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { EstateError, settle, type ActionResult } from '../client/errors.js';
import type { MpesaCharge, OrderData, PlanCode } from '../client/types.js';
import { estateKeys } from '../keys.js';
import type { EstateMessages } from '../messages.js';
import { checkMpesaPhone } from '../rules/mpesa.js';
import { valueOrThrow } from '../rules/result.js';
import { showNewRole } from './payments.js';
import { useEstateClient } from './provider.js';

export interface MpesaPaymentOptions {
  /** Overrides for the number's field error. */
  messages?: Partial<EstateMessages>;
  /** How often a pending charge is asked about, in ms (2 s by default). */
  pollMs?: number;
}

/** Where the M-Pesa payment of the page stands. */
export type MpesaPhase = 'idle' | 'sending' | 'waiting' | 'success' | 'failed';

/**
 * Paying for a plan with M-Pesa (Paystack's Charge API): the payer's phone asks for the PIN.
 *
 * - `pay(plan, phone, orderData?)` checks the number (`checkMpesaPhone`: a refused number is a
 *   `RuleError` on `phone`, nothing sent), then asks the server to charge it; `charge` is the answer.
 * - While `pending`, the charge is asked about every `pollMs` (and on focus); the server follows it
 *   with Paystack and settles a paid one with the same verification as a card. Once `success`, the
 *   own profile is fetched again and put everywhere it shows (the new role badge), as `useVerifyPayment` does.
 * - `deadline` is when, by this browser's clock, the wait for the PIN ends (`wait_seconds` after the
 *   answer): a countdown reads it. The server says `timeout` once it is past.
 * - `reset()` forgets the charge, for 'Try again'.
 */
export function useMpesaPayment(options: MpesaPaymentOptions = {}) {
  const client = useEstateClient();
  const swrConfig = useSWRConfig();
  const { messages, pollMs = 2000 } = options;
  const [charge, setCharge] = useState<MpesaCharge>();
  const [deadline, setDeadline] = useState<number>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<EstateError>();
  const shown = useRef<string>(undefined);

  const reference = charge?.status === 'pending' ? charge.reference : null;
  const followed = useSWR<MpesaCharge, EstateError>(reference ? estateKeys.payments.mpesa(reference) : null, () => client.payments.mpesaStatus(reference!), {
    refreshInterval: pollMs,
    dedupingInterval: Math.min(pollMs, 1000),
    revalidateOnMount: false,
    shouldRetryOnError: false,
  });
  const latest = followed.data;

  useEffect(() => {
    if (latest && latest.reference === charge?.reference && latest.status !== charge.status) setCharge(latest);
  }, [latest, charge]);

  useEffect(() => {
    if (charge?.status !== 'success' || shown.current === charge.reference) return;
    shown.current = charge.reference;
    void showNewRole(client, swrConfig);
  }, [charge, client, swrConfig]);

  const pay = useCallback(
    (plan: PlanCode | string, phone: string, orderData?: Partial<OrderData>): Promise<ActionResult<MpesaCharge>> =>
      settle(async () => {
        setError(undefined);
        setSending(true);
        try {
          const normalised = valueOrThrow(checkMpesaPhone(phone, { messages }));
          const answer = await client.payments.mpesa({ plan_code: plan, phone: normalised, order_data: orderData });
          setDeadline(Date.now() + answer.wait_seconds * 1000);
          setCharge(answer);
          return answer;
        } catch (failure) {
          if (failure instanceof EstateError) setError(failure);
          throw failure;
        } finally {
          setSending(false);
        }
      }),
    [client, messages]
  );

  /** Asks about the pending charge now, e.g. when the countdown reaches zero. */
  const check = useCallback(() => followed.mutate(), [followed]);

  const reset = useCallback(() => {
    setCharge(undefined);
    setDeadline(undefined);
    setError(undefined);
  }, []);

  const phase: MpesaPhase = sending ? 'sending' : !charge ? 'idle' : charge.status === 'pending' ? 'waiting' : charge.status;
  return {
    pay,
    check,
    reset,
    phase,
    /** The charge as the server last told it. */
    charge,
    /** Why it failed: `declined`, `insufficient_funds` or `timeout`. */
    reason: charge?.reason ?? undefined,
    /** When the wait for the PIN ends, in ms since the epoch (this browser's clock). */
    deadline,
    /** A refused number or plan, or a failure to reach the server. */
    error: error ?? followed.error,
  };
}
