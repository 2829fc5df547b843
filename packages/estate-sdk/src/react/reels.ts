'use client';

import type { SWRConfiguration } from 'swr';
import { estateKeys } from '../keys.js';
import { useFeed, usePageList, type FeedOptions, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { recordState, useRecordBy } from './record.js';
import { useUserInfo } from './session.js';

/** The feed of all reels, newest first, a page at a time. */
export function useReels(options?: FeedOptions) {
  const client = useEstateClient();
  return useFeed('reels', estateKeys.reels.all, (page) => client.reels.all(page), options);
}

/** One reel by id or slug; anyone may read it. */
export function useReel(idOrSlug: string | number | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  const swr = useRecordBy(idOrSlug, estateKeys.reels.details, (id) => client.reels.details(id), config);
  return { reel: swr.data, ...recordState(swr) };
}

/** The reels of `username`, or the signed-in user's own when it is not given. Needs a session. */
export function useAgentReels(username?: string | null, options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const key = signedIn ? estateKeys.reels.ofAgent(username ?? undefined, options) : null;
  return usePageList('reels', key, () => client.reels.ofAgent({ ...options, username: username ?? undefined }), options.swr);
}
