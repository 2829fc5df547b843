'use client';

import type { SWRConfiguration } from 'swr';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './debounce.js';
import { estateKeys } from '../keys.js';
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

/**
 * People whose name or username matches `query`, searched once typing has paused for 500 ms. A
 * blank query searches nothing. Needs a session.
 */
export function useUserSearch(query: string | null | undefined, options: SearchOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const { debounced, isDebouncing } = useDebouncedQuery(query, options.delayMs);
  const key = signedIn && debounced ? estateKeys.search.users(debounced) : null;
  return { ...usePageList('users', key, () => client.users.search(debounced), options.swr), query: debounced, isDebouncing };
}

/** Agents matching `query`, searched once typing has paused for 500 ms. A blank query searches nothing. Needs a session. */
export function useAgentSearch(query: string | null | undefined, options: SearchOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const { debounced, isDebouncing } = useDebouncedQuery(query, options.delayMs);
  const key = signedIn && debounced ? estateKeys.search.agents(debounced) : null;
  return { ...usePageList('agents', key, () => client.profiles.searchAgents(debounced), options.swr), query: debounced, isDebouncing };
}
