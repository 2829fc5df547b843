'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { EstateClient } from '../client/client.js';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import type { SavedSearch, SavedSearchInput, SavedSearchUpdate, Unsubscribed } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { replaceWhere, revalidateEntries, updateEntries } from './cache.js';
import { usePageList, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';
import { isRegistered } from '../client/session.js';

/**
 * My saved searches, newest first (20 a page, which is also how many one person may keep). Guests
 * and signed-out visitors fetch nothing: saved searches are for registered users.
 */
export function useSavedSearches(options: ListOptions = {}) {
  const client = useEstateClient();
  const userInfo = useUserInfo();
  const registered = isRegistered(userInfo);
  const list = usePageList('savedSearches', registered ? estateKeys.savedSearches.all(options) : null, () => client.savedSearches.all(options), options.swr);
  return { ...list, retry: useCallback(() => void list.mutate(), [list.mutate]) };
}

/** What every saved-search mutation exposes besides its action; `error` is the server's refusal (`fieldErrors` by field). */
function mutationState(mutation: { isMutating: boolean; error: unknown; reset: () => void }) {
  return { isSaving: mutation.isMutating, error: mutation.error as EstateError | undefined, reset: mutation.reset };
}

/** A mutation that makes one call, then fetches my saved searches again. */
function useListMutation<Arg, Result>(name: string, call: (client: EstateClient, arg: Arg) => Promise<Result>) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  return useSWRMutation(estateKeys.mutation(name), async (_key, { arg }: { arg: Arg }) => {
    const result = await call(client, arg);
    await revalidateEntries(swr, estateKeys.savedSearches.root());
    return result;
  });
}

/**
 * `save({ name, ...filters })`: saves the filters of a listing page under a name. My list is
 * fetched again; resolves to the saved search, or to the refusal (`{ok: false, error}`, also in
 * `error`: a name in use, no filter set, or the limit of 20 reached, each by its code).
 */
export function useSaveSearch() {
  const mutation = useListMutation('saved-search-create', (client, input: SavedSearchInput) => client.savedSearches.create(input));
  return {
    save: (input: SavedSearchInput): Promise<ActionResult<SavedSearch>> => settle(() => mutation.trigger(input)),
    savedSearch: mutation.data,
    ...mutationState(mutation),
  };
}

const sameSearch = (id: number) => (value: Record<string, unknown>) => value.id === id && 'alerts' in value && 'name' in value;

/**
 * `update(id, changes)`: renames a search, changes its filters or turns its alerts on or off. The
 * change shows at once in every cached page (an alerts toggle does not wait for the server) and is
 * put back when refused.
 */
export function useUpdateSavedSearch() {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation('saved-search-update'), async (_key, { arg }: { arg: { id: number; changes: SavedSearchUpdate } }) => {
    const root = estateKeys.savedSearches.root();
    updateEntries(swr, root, (data) => replaceWhere(data, sameSearch(arg.id), (value) => ({ ...value, ...arg.changes })));
    try {
      const saved = await client.savedSearches.update(arg.id, arg.changes);
      updateEntries(swr, root, (data) => replaceWhere(data, sameSearch(arg.id), () => ({ ...saved })));
      return saved;
    } catch (error) {
      await revalidateEntries(swr, root);
      throw error;
    }
  });
  return {
    update: (id: number, changes: SavedSearchUpdate): Promise<ActionResult<SavedSearch>> => settle(() => mutation.trigger({ id, changes })),
    savedSearch: mutation.data,
    ...mutationState(mutation),
  };
}

/** `remove(id)`: deletes one of my searches; resolves to `{ok: true}` when gone. My list is fetched again. */
export function useDeleteSavedSearch() {
  const mutation = useListMutation('saved-search-delete', (client, id: number) => client.savedSearches.remove(id));
  return {
    remove: (id: number): Promise<ActionResult<void>> => settle(() => mutation.trigger(id)),
    isDeleting: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}

/**
 * `unsubscribe(token)`: turns a search's alerts off from the link of its digest e-mail, signed in
 * or not (the `/unsubscribe/:token` page). `result` names the search; an unknown token is a 404
 * `error`. Repeating it is harmless. My list, when cached, is fetched again.
 */
export function useUnsubscribe() {
  const mutation = useListMutation('saved-search-unsubscribe', (client, token: string) => client.savedSearches.unsubscribe(token));
  return {
    /** Resolves to what was unsubscribed, or to the refusal (an unknown token's `unsubscribe_link_invalid`). */
    unsubscribe: (token: string): Promise<ActionResult<Unsubscribed>> => settle(() => mutation.trigger(token)),
    result: mutation.data,
    isWorking: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
  };
}
