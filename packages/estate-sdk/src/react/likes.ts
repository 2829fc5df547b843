'use client';

import { useSWRConfig, type Cache } from 'swr';
import useSWRMutation from 'swr/mutation';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import type { LikeState } from '../client/types.js';
import { replaceWhere, revalidateLoading, updateEntries, type SWRHandle } from './cache.js';
import { estateKeys, keysUnder } from '../keys.js';
import { useEstateClient } from './provider.js';

/** What a like toggle needs of a property or reel: the fields every list and details entry has. */
export interface Likeable {
  id: number;
  is_liked: boolean;
  like_count: number;
}

type Area = 'properties' | 'reels';

const isEntity = (id: number) => (value: Record<string, unknown>) =>
  value.id === id && typeof value.is_liked === 'boolean' && typeof value.like_count === 'number';

/** Shows the item as liked or not, moving its count by 1 only where it shows the other state. */
function showLiked(swr: SWRHandle, area: Area, id: number, liked: boolean): void {
  updateEntries(swr, estateKeys[area].root(), (data) =>
    replaceWhere(data, isEntity(id), (item) =>
      item.is_liked === liked ? item : { ...item, is_liked: liked, like_count: Math.max(0, (item.like_count as number) + (liked ? 1 : -1)) },
    ),
  );
}

/** Writes the server's `{is_liked, like_count}` into every entry that shows the item. */
function showServerState(swr: SWRHandle, area: Area, id: number, state: LikeState): void {
  updateEntries(swr, estateKeys[area].root(), (data) =>
    replaceWhere(data, isEntity(id), (item) => ({ ...item, is_liked: state.is_liked, like_count: state.like_count })),
  );
}

/**
 * Toggles on the same item may overlap (a double click). Only the newest settles the cache, and a
 * failure rolls back to the last state the server confirmed, not to what the newest click saw.
 */
interface Pending {
  latest: number;
  confirmed: boolean;
}
const pendingToggles = new WeakMap<Cache, Map<string, Pending>>();

function pendingFor(cache: Cache, name: string, item: Likeable): { pending: Pending; ticket: number; done: () => void } {
  let byItem = pendingToggles.get(cache);
  if (!byItem) pendingToggles.set(cache, (byItem = new Map()));
  let pending = byItem.get(name);
  if (!pending) byItem.set(name, (pending = { latest: 0, confirmed: item.is_liked }));
  const ticket = ++pending.latest;
  const current = pending;
  return { pending: current, ticket, done: () => byItem.get(name) === current && byItem.delete(name) };
}

function useLikeToggle(area: Area) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const api = area === 'properties' ? client.properties : client.reels;
  const mutation = useSWRMutation(estateKeys.mutation(`${area}-like`), async (_key, { arg: item }: { arg: Likeable }): Promise<LikeState> => {
    const liked = !item.is_liked;
    const { pending, ticket, done } = pendingFor(swr.cache, `${area}:${item.id}`, item);
    showLiked(swr, area, item.id, liked);
    try {
      const state = await (liked ? api.like(item.id) : api.unlike(item.id));
      pending.confirmed = state.is_liked;
      if (ticket === pending.latest) {
        showServerState(swr, area, item.id, state);
        revalidateLoading(swr, estateKeys[area].root());
        done();
        // The favourites list gains or loses the property: fetch it again where it shows.
        if (area === 'properties') void swr.mutate(keysUnder(estateKeys.properties.liked().slice(0, -1)));
      }
      return state;
    } catch (error) {
      if (ticket === pending.latest) {
        showLiked(swr, area, item.id, pending.confirmed);
        done();
      }
      throw error;
    }
  });
  return {
    /**
     * Flips `is_liked` and moves `like_count` by 1 at once everywhere the item shows, then sends
     * like or unlike; settles with the server's answer, or rolls back and sets `error`. Resolves to
     * the server's `{is_liked, like_count}` (`{ok: true, value}`), or to the failure (`{ok: false, error}`).
     */
    toggle: (item: Likeable): Promise<ActionResult<LikeState>> => settle(() => mutation.trigger(item)),
    isToggling: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}

/** Like and unlike properties (spec §4), optimistically in every list, page and details entry. */
export function usePropertyLike() {
  return useLikeToggle('properties');
}

/** Like and unlike reels (spec §4), optimistically in every list, page and details entry. */
export function useReelLike() {
  return useLikeToggle('reels');
}
