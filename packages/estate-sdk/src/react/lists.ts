'use client';

import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator, type SWRConfiguration } from 'swr';
import useSWRInfinite, { unstable_serialize as infiniteKeyOf, type SWRInfiniteKeyedMutator } from 'swr/infinite';
import type { EstateError } from '../client/errors.js';
import type { Page, PageParams } from '../client/types.js';
import { registerInfiniteList } from './cache.js';
import { DEFAULT_PAGE_SIZE, pageOf, type EstateKey, type PageKey } from '../keys.js';
import { isFirstLoad } from './first-load.js';

/** Options of the list hooks: which page, and SWR options for this hook only. */
export interface ListOptions extends PageParams {
  swr?: SWRConfiguration;
}

/** Options of the infinite lists (feeds): the page size, and SWR options for this hook only. */
export interface FeedOptions {
  pageSize?: number;
  swr?: SWRConfiguration;
}

export interface PageListState<T> {
  /** The page as the server sent it (`{count, next, previous, results}`). */
  data: Page<T> | undefined;
  count: number;
  /** Loaded, and nothing in it. */
  isEmpty: boolean;
  error: EstateError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<Page<T>>;
}

const NOTHING: never[] = [];

/** One page of a list, under `name` (`properties`, `reels`, ...). A null key fetches nothing. */
export function usePageList<T, Name extends string>(
  name: Name,
  key: EstateKey | null,
  fetchPage: () => Promise<Page<T>>,
  config?: SWRConfiguration
): PageListState<T> & Record<Name, T[]> {
  const swr = useSWR<Page<T>, EstateError>(key, fetchPage, config);
  const data = swr.data;
  return {
    [name]: data?.results ?? NOTHING,
    data,
    count: data?.count ?? 0,
    isEmpty: data !== undefined && data.results.length === 0,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  } as PageListState<T> & Record<Name, T[]>;
}

export interface FeedState<T> {
  /** The pages loaded so far. */
  pages: Page<T>[];
  /** How many items the server has in all. */
  count: number;
  /** Loads the next page; does nothing while one loads or when there is none. */
  loadMore: () => void;
  hasMore: boolean;
  isEmpty: boolean;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  isValidating: boolean;
  error: EstateError | undefined;
  /** Pages asked for. */
  size: number;
  mutate: SWRInfiniteKeyedMutator<Page<T>[]>;
}

/**
 * A feed loaded page by page with `useSWRInfinite` as the user scrolls, under `name`. `listKey`
 * gives the key of one page and must be a stable function (one from `estateKeys`). The list is
 * registered with the cache so likes can update it (see `cache.ts`).
 */
export function useFeed<T, Name extends string>(
  name: Name,
  listKey: (params: PageParams) => EstateKey,
  fetchPage: (page: PageKey) => Promise<Page<T>>,
  options: FeedOptions = {},
  enabled = true
): FeedState<T> & Record<Name, T[]> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const getKey = useCallback(
    (index: number, previous: Page<T> | null) => {
      if (!enabled || (previous && !previous.next)) return null;
      return listKey({ page: index + 1, pageSize });
    },
    [enabled, listKey, pageSize]
  );
  const { cache } = useSWRConfig();
  const firstKey = getKey(0, null);
  if (firstKey) registerInfiniteList(cache, infiniteKeyOf(getKey), firstKey.slice(0, -1));

  const swr = useSWRInfinite<Page<T>, EstateError>(getKey, (key: EstateKey) => fetchPage(pageOf(key)), options.swr);
  const pages = swr.data ?? NOTHING;
  const items = useMemo(() => pages.flatMap((page) => page.results), [pages]);
  const last = pages[pages.length - 1];
  const hasMore = Boolean(last?.next);
  const isLoadingMore = swr.data !== undefined && swr.size > pages.length;
  const busy = isFirstLoad(swr) || isLoadingMore;
  const { setSize } = swr;
  const loadMore = useCallback(() => {
    if (hasMore && !busy) void setSize((size) => size + 1);
  }, [hasMore, busy, setSize]);

  return {
    [name]: items,
    pages,
    count: pages[0]?.count ?? 0,
    loadMore,
    hasMore,
    isEmpty: pages.length > 0 && items.length === 0,
    isLoading: isFirstLoad(swr),
    isLoadingMore,
    isValidating: swr.isValidating,
    error: swr.error,
    size: swr.size,
    mutate: swr.mutate,
  } as FeedState<T> & Record<Name, T[]>;
}
