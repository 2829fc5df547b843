'use client';

import type { SWRConfiguration } from 'swr';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './debounce.js';
import type { EstateClient } from '../client/client.js';
import type { Page } from '../client/types.js';
import { estateKeys, type EstateKey } from '../keys.js';
import { usePageList } from './lists.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';

export interface SearchOptions {
  /** 500 ms by default (spec §9). */
  delayMs?: number;
  swr?: SWRConfiguration;
}

function useDebouncedQuery(query: string | null | undefined, delayMs = SEARCH_DEBOUNCE_MS) {
  const typed = (query ?? '').trim();
  const settled = useDebouncedValue(typed, delayMs);
  // Clearing the box clears the results at once; only typing waits.
  const debounced = typed ? settled : '';
  return { typed, debounced, isDebouncing: typed !== debounced };
}

/** Searches once typing has paused; a blank query, or no session, searches nothing. */
function useSearchList<T, Name extends string>(area: Name, query: string | null | undefined, options: SearchOptions, key: (query: string) => EstateKey, search: (client: EstateClient, query: string) => Promise<Page<T>>) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const { debounced, isDebouncing } = useDebouncedQuery(query, options.delayMs);
  return { ...usePageList(area, signedIn && debounced ? key(debounced) : null, () => search(client, debounced), options.swr), query: debounced, isDebouncing };
}

/**
 * People whose name or username matches `query`, searched once typing has paused for 500 ms. A
 * blank query searches nothing. Needs a session.
 */
export function useUserSearch(query: string | null | undefined, options: SearchOptions = {}) {
  return useSearchList('users', query, options, estateKeys.search.users, (client, text) => client.users.search(text));
}

/** Agents matching `query`, searched once typing has paused for 500 ms. A blank query searches nothing. Needs a session. */
export function useAgentSearch(query: string | null | undefined, options: SearchOptions = {}) {
  return useSearchList('agents', query, options, estateKeys.search.agents, (client, text) => client.profiles.searchAgents(text));
}
