'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { EstateClient } from '../client/client.js';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import { isRegistered } from '../client/session.js';
import type { Viewing, ViewingAnswer, ViewingHoursInput, ViewingProposal, ViewingSlots } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { revalidateEntries, updateEntries } from './cache.js';
import { isFirstLoad } from './first-load.js';
import { usePageList, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';

export interface UseViewingsOptions extends ListOptions {
  /** Only the viewings of this listing. */
  property?: number | null;
  /** Only those where I am the buyer, or the owner. */
  role?: 'buyer' | 'owner' | null;
}

/**
 * My viewings (issue 27), as buyer or as owner: the coming ones soonest first, then the past ones;
 * each with the `actions` I may take. Guests and signed-out visitors fetch nothing (they have none).
 */
export function useViewings({ property = null, role = null, ...options }: UseViewingsOptions = {}) {
  const client = useEstateClient();
  const registered = isRegistered(useUserInfo());
  const filters = { property, role };
  const list = usePageList(
    'viewings',
    registered ? estateKeys.viewings.list(filters, options) : null,
    () => client.viewings.list({ property: property ?? undefined, role: role ?? undefined }, options),
    options.swr,
  );
  return { ...list, retry: useCallback(() => void list.mutate(), [list.mutate]) };
}

/**
 * A listing owner's weekly viewing hours and free times of the next 14 days (`propertyId`), or
 * mine (none given). `slots` are the times a buyer picks from; with `hasHours` false the owner keeps
 * none and any time may be proposed. Fetched once signed in (guests may read a listing's).
 */
export function useViewingSlots(propertyId: number | null = null, { swr: config }: { swr?: SWRConfiguration<ViewingSlots, EstateError> } = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const swr = useSWR<ViewingSlots, EstateError>(signedIn ? estateKeys.viewings.slots(propertyId) : null, () => client.viewings.slots(propertyId), config);
  return {
    hours: swr.data,
    slots: swr.data?.slots ?? [],
    hasHours: swr.data?.has_hours ?? false,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    isValidating: swr.isValidating,
    retry: useCallback(() => void swr.mutate(), [swr.mutate]),
    mutate: swr.mutate,
  };
}

/**
 * A mutation that makes one viewing call, then fetches again what it changes: my viewings, the free
 * times (an acceptance takes one), and the agent dashboard's coming viewings.
 */
function useViewingMutation<Arg, Result>(name: string, call: (client: EstateClient, arg: Arg) => Promise<Result>) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  return useSWRMutation(estateKeys.mutation(name), async (_key, { arg }: { arg: Arg }) => {
    const result = await call(client, arg);
    await Promise.all([revalidateEntries(swr, estateKeys.viewings.root()), revalidateEntries(swr, estateKeys.dashboard.root())]);
    return result;
  });
}

const stateOf = (mutation: { isMutating: boolean; error: unknown; reset: () => void }) => ({
  isSaving: mutation.isMutating,
  error: mutation.error as EstateError | undefined,
  reset: mutation.reset,
});

/**
 * `propose({ property, start, own_time? })`: the buyer proposes a time to view a listing. Resolves
 * to the viewing, or to the refusal (`{ok: false, error}`, also in `error`): my own listing, a time
 * past or too far (`error.fieldErrors.start`), not one of the owner's free times without `own_time`,
 * a viewing of this listing already open.
 */
export function useProposeViewing() {
  const mutation = useViewingMutation('viewing-propose', (client, proposal: ViewingProposal) => client.viewings.propose(proposal));
  return {
    propose: (proposal: ViewingProposal): Promise<ActionResult<Viewing>> => settle(() => mutation.trigger(proposal)),
    viewing: mutation.data,
    ...stateOf(mutation),
  };
}

/**
 * Answers a viewing: `accept(id)`, `decline(id)`, `cancel(id)`, `proposeTime(id, start, ownTime?)`
 * (another time; resolves to the new proposal), or `answer(id, {action, ...})`. Each resolves to the
 * viewing after it, or to the server's worded refusal (a time passed, not my turn, closed already).
 */
export function useAnswerViewing() {
  const mutation = useViewingMutation('viewing-answer', (client, { id, answer }: { id: number; answer: ViewingAnswer }) => client.viewings.answer(id, answer));
  const answer = (id: number, body: ViewingAnswer): Promise<ActionResult<Viewing>> => settle(() => mutation.trigger({ id, answer: body }));
  return {
    answer,
    accept: (id: number) => answer(id, { action: 'accept' }),
    decline: (id: number) => answer(id, { action: 'decline' }),
    cancel: (id: number) => answer(id, { action: 'cancel' }),
    proposeTime: (id: number, start: string, ownTime?: boolean) => answer(id, { action: 'propose', start, ...(ownTime === undefined ? {} : { own_time: ownTime }) }),
    viewing: mutation.data,
    ...stateOf(mutation),
  };
}

/**
 * `save({ time_zone, weekly })`: keeps my weekly viewing hours; my hours and free times show the
 * answer at once. Refusals are by field (`time_zone`, `weekly.0.start`, ...).
 */
export function useSaveViewingHours() {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation('viewing-hours'), async (_key, { arg }: { arg: ViewingHoursInput }) => {
    const saved = await client.viewings.saveHours(arg);
    updateEntries(swr, estateKeys.viewings.slots(null), () => saved);
    return saved;
  });
  return {
    save: (hours: ViewingHoursInput): Promise<ActionResult<ViewingSlots>> => settle(() => mutation.trigger(hours)),
    hours: mutation.data,
    ...stateOf(mutation),
  };
}
