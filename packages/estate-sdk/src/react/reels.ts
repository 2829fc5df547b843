'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import type { EstateError } from '../client/errors.js';
import type { Reel } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { useFeed, usePageList, type FeedOptions, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';

/** The feed of all reels, newest first, a page at a time. */
export function useReels(options?: FeedOptions) {
  const client = useEstateClient();
  return useFeed('reels', estateKeys.reels.all, (page) => client.reels.all(page), options);
}

/** One reel by id or slug; anyone may read it. */
export function useReel(idOrSlug: string | number | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  const present = idOrSlug !== null && idOrSlug !== undefined && idOrSlug !== '';
  const swr = useSWR<Reel, EstateError>(present ? estateKeys.reels.details(idOrSlug) : null, () => client.reels.details(idOrSlug!), config);
  return {
    reel: swr.data,
    isNotFound: swr.error?.status === 404,
    error: swr.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}

/** The reels of `username`, or the signed-in user's own when it is not given. Needs a session. */
export function useAgentReels(username?: string | null, options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const key = signedIn ? estateKeys.reels.ofAgent(username ?? undefined, options) : null;
  return usePageList('reels', key, () => client.reels.ofAgent({ ...options, username: username ?? undefined }), options.swr);
}
