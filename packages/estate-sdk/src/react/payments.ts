'use client';

import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { EstateError, messageFromBody, settle, type ActionResult } from '../client/errors.js';
import type { OrderData, PaymentData, Plan, Profile, Verification } from '../client/types.js';
import { estateKeys, keysUnder } from '../keys.js';
import { resolveMessages, type EstateMessages } from '../messages.js';
import { checkCheckout, checkPlanChoice, type CheckoutProfile, type CheckoutResult, type PlanChoice } from '../rules/payment.js';
import { updateEntries } from './cache.js';
import { useEstateClient } from './provider.js';
import { valueOrThrow } from '../rules/result.js';
import { isFirstLoad } from './first-load.js';

const NO_PLANS: Plan[] = [];

/** The paid plans (spec §3), in display order. No session is needed. */
export function usePlans(config?: SWRConfiguration) {
  const client = useEstateClient();
  const swr = useSWR<Plan[], EstateError>(estateKeys.payments.plans(), () => client.payments.plans(), config);
  return {
    plans: swr.data ?? NO_PLANS,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}

export interface PaymentOptions {
  /** Overrides for the texts of the plan-choice and checkout checks, and of a failed initiation. */
  messages?: Partial<EstateMessages>;
}

/** The initiated payment lives in the cache, never fetched: it only changes when `initiate` writes it. */
const STORED_ONLY: SWRConfiguration = {
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
};

/**
 * Whether the server worded why it refused: a `detail` or field errors ('Please update your
 * profile license to proceed with checkout', 'Your account already has the Agent plan.'), or the
 * SDK's own 'User is not authenticated'. Anything else (no answer, a bare 5xx) gets the spec's alert.
 */
function serverWorded(error: EstateError): boolean {
  if (error.kind === 'not-authenticated') return true;
  return error.kind === 'http' && messageFromBody(error.body, '') !== '';
}

/**
 * Upgrading to a plan (spec §4 Payment flow, §5 plan choice and checkout checks).
 *
 * - `initiate(plan, profile, orderData?)` runs `checkPlanChoice` first: no profile yet gives 'Please
 *   wait while we fetch your profile data.', no plan code 'Please select a plan.' (a `RuleError`,
 *   an `EstateError` of kind `invalid`, nothing sent; the server answers an unknown plan code with
 *   the same `fieldErrors`: `{plan_code: ['Please select a plan.']}`). It builds `order_data` from the profile (names, e-mail, phone, city, country,
 *   license number, plan name, total price), with `orderData` over it, and sends it.
 * - The payment data is kept in the cache (`estateKeys.payments.initiated()`), so every
 *   `useInitiatePayment` shows it — the plan page initiates, the /checkout page reads it. It goes
 *   with the rest of the cache when the user changes.
 * - A failure the server worded keeps the server's text and code; any other (network, timeout, a
 *   bare server error) becomes the spec's 'Error initiating payment. Please try again.', code
 *   `payment_initiate_failed` (the failure underneath as its `cause`).
 * - `checkout(profile)` runs the six ordered checks of `checkCheckout` on the payment data and
 *   gives back the result: `value.authorizationUrl` to send the browser to, or the first failing
 *   `error`. The hook never navigates: the app calls `window.location.assign(url)`.
 */
export function useInitiatePayment(options: PaymentOptions = {}) {
  const client = useEstateClient();
  const { cache, mutate } = useSWRConfig();
  const { messages } = options;
  const stored = useSWR<PaymentData>(
    estateKeys.payments.initiated(),
    () => cache.get(unstable_serialize(estateKeys.payments.initiated()))?.data as PaymentData,
    STORED_ONLY
  );

  const mutation = useSWRMutation(
    estateKeys.mutation('initiate-payment'),
    async (
      _key,
      {
        arg,
      }: { arg: { plan: PlanChoice | Plan | string | null | undefined; profile: CheckoutProfile | Profile | null | undefined; orderData?: Partial<OrderData> } }
    ): Promise<PaymentData> => {
      const payload = valueOrThrow(checkPlanChoice({ profile: arg.profile, plan: arg.plan }, { messages }));
      let data: PaymentData;
      try {
        data = await client.payments.initiate({ ...payload, order_data: { ...payload.order_data, ...arg.orderData } });
      } catch (error) {
        if (!(error instanceof EstateError) || serverWorded(error)) throw error;
        // The spec's alert, by its code; what went wrong underneath stays as `cause`.
        throw Object.assign(
          new EstateError(resolveMessages(messages).paymentInitiateFailed, error.kind, error.status, error.body, undefined, 'payment_initiate_failed'),
          { cause: error }
        );
      }
      await mutate(estateKeys.payments.initiated(), data, { revalidate: false });
      return data;
    }
  );

  const { trigger } = mutation;
  const initiate = useCallback(
    (
      plan: PlanChoice | Plan | string | null | undefined,
      profile: CheckoutProfile | Profile | null | undefined,
      orderData?: Partial<OrderData>
    ): Promise<ActionResult<PaymentData>> => settle(() => trigger({ plan, profile, orderData })),
    [trigger]
  );

  const checkout = useCallback(
    (profile: CheckoutProfile | Profile | null | undefined, paymentData?: PaymentData | null): CheckoutResult =>
      checkCheckout(
        // Read at call time, so `checkout` right after `await initiate(...)` sees the new payment.
        { paymentData: paymentData ?? (cache.get(unstable_serialize(estateKeys.payments.initiated()))?.data as PaymentData | undefined), profile },
        { messages }
      ),
    [cache, messages]
  );

  return {
    /** Resolves to the payment data, or to why a rule or the server refused (also in `error`). */
    initiate,
    /** The last payment initiated by this user (any `useInitiatePayment` of the page). */
    paymentData: stored.data,
    isSubmitting: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
    /** The six checkout checks on the payment data; `value.authorizationUrl` is where to send the browser. */
    checkout,
    reset: mutation.reset,
  };
}

/**
 * After a settled payment the role changed: the own profile is fetched again and put in every entry
 * that shows it (the role badge), and the agent lists load again.
 */
export async function showNewRole(client: ReturnType<typeof useEstateClient>, swr: Pick<ReturnType<typeof useSWRConfig>, 'cache' | 'mutate'>): Promise<void> {
  const { cache, mutate } = swr;
  try {
    const { profile } = await client.profiles.me();
    await mutate(estateKeys.profiles.me(), profile, { revalidate: false });
    updateEntries({ cache, mutate }, estateKeys.profiles.byId(profile.id), () => profile);
    updateEntries({ cache, mutate }, estateKeys.profiles.byUsername(profile.username), () => profile);
  } catch {
    // The payment is settled all the same; the profile loads again where it shows.
    void mutate(estateKeys.profiles.me());
  }
  void mutate(keysUnder(estateKeys.profiles.agents().slice(0, -1)));
  void mutate(keysUnder(estateKeys.profiles.topAgents().slice(0, -1)));
}

/**
 * Verifies a payment once per reference (spec §2 Payment success), e.g. with the `reference` the
 * provider sent back to /payment/success/{ref}; nothing is sent without one. When it is settled,
 * the role changed: the own profile is fetched again and put in every entry that shows it, and the
 * agent lists load again. `licenseNumber` is for the agent plans.
 */
export function useVerifyPayment(reference: string | null | undefined, options: { licenseNumber?: string; swr?: SWRConfiguration } = {}) {
  const client = useEstateClient();
  const { mutate, cache } = useSWRConfig();
  const ref = reference?.trim();
  const swr = useSWR<Verification, EstateError>(
    ref ? estateKeys.payments.verification(ref) : null,
    async () => {
      const verification = await client.payments.verify(ref!, { licenseNumber: options.licenseNumber?.trim() || undefined });
      await showNewRole(client, { cache, mutate });
      return verification;
    },
    // Once: not again on focus, reconnect or a remount, and no retry (an unpaid payment stays unpaid).
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false, ...options.swr }
  );
  return {
    verification: swr.data,
    /** The plan now held (`seller`, `agent` or `top_agent`). */
    planName: swr.data?.plan_name,
    isLoading: isFirstLoad(swr),
    error: swr.error,
    mutate: swr.mutate,
  };
}
