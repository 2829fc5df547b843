'use client';

import type { SWRConfiguration } from 'swr';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './debounce.js';
import type { EstateClient } from '../client/client.js';
import type { ChatSearchHit, Page, PageParams } from '../client/types.js';
import { CHAT_SEARCH_MIN_LENGTH } from '../generated/contract.js';
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

/** Searches once typing has paused; a query shorter than `minLength` (blank by default), or no session, searches nothing. */
function useSearchList<T, Name extends string>(
  area: Name,
  query: string | null | undefined,
  options: SearchOptions,
  key: (query: string) => EstateKey,
  search: (client: EstateClient, query: string) => Promise<Page<T>>,
  minLength = 1,
) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const { debounced, isDebouncing } = useDebouncedQuery(query, options.delayMs);
  const searching = signedIn && Array.from(debounced).length >= minLength;
  return { ...usePageList(area, searching ? key(debounced) : null, () => search(client, debounced), options.swr), query: debounced, isDebouncing };
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

export interface ChatSearchOptions extends SearchOptions, PageParams {
  /** A username: search only my conversation with this person. */
  with?: string | null;
}

/**
 * My chat messages holding every word of `query` (the last one as the start of a word), newest
 * first, under `hits` (`{partner, message, snippet}`); with `with`, in one conversation only.
 * Searched on the server (full text, my own conversations only) once typing has paused for 500 ms
 * and `query` has `CHAT_SEARCH_MIN_LENGTH` (2) characters; shorter searches nothing. Needs a session.
 * A hit's message follows edits and reactions live; an edit or a deletion loads the search again.
 */
export function useChatSearch(query: string | null | undefined, options: ChatSearchOptions = {}) {
  const { with: partner, page, pageSize } = options;
  return useSearchList<ChatSearchHit, 'hits'>(
    'hits',
    query,
    options,
    (text) => estateKeys.chat.search(text, { with: partner, page, pageSize }),
    (client, text) => client.chat.search(text, { with: partner?.trim() || null, page, pageSize }),
    CHAT_SEARCH_MIN_LENGTH,
  );
}
