'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ActionResult, EstateError } from '../client/errors.js';
import type { AgentReview, AgentReviewPage, PageParams, ReviewInput } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { revalidateEntries } from './cache.js';
import { useEstateClient } from './provider.js';
import { useActionStatus } from './session.js';
import { isFirstLoad } from './first-load.js';

/** Reviews a page unless `pageSize` says otherwise. */
export const REVIEWS_PAGE_SIZE = 10;

export interface UseAgentReviewsOptions extends PageParams {
  swr?: SWRConfiguration<AgentReviewPage, EstateError>;
}

const NO_REVIEWS: AgentReview[] = [];

/**
 * One page of an agent's reviews (newest first, 10 a page by default), with the agent's totals
 * (`summary`: average, count, how many gave each number of stars) and what I may do (`viewer`:
 * whether I may write one and why not, my review's id, whether I am the agent). No token is
 * needed; with one, my own review and the ones I reported are marked. Changing page keeps the last
 * page on screen while the next loads. Signing in or out empties the cache, so the flags follow
 * who is looking.
 */
export function useAgentReviews(username: string | null | undefined, { page = 1, pageSize = REVIEWS_PAGE_SIZE, swr: config }: UseAgentReviewsOptions = {}) {
  const client = useEstateClient();
  const key = username ? estateKeys.reviews.page(username, { page, pageSize }) : null;
  const swr = useSWR<AgentReviewPage, EstateError>(key, () => client.reviews.ofAgent(username!, { page, pageSize }), { keepPreviousData: true, ...config });
  const data = swr.data;
  return {
    data,
    reviews: data?.results ?? NO_REVIEWS,
    summary: data?.summary,
    viewer: data?.viewer,
    count: data?.count ?? 0,
    pageCount: data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1,
    hasNext: Boolean(data?.next),
    hasPrevious: Boolean(data?.previous),
    isEmpty: data !== undefined && data.count === 0,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    isValidating: swr.isValidating,
    /** Fetches again (the error state's "Try again"). */
    retry: useCallback(() => void swr.mutate(), [swr.mutate]),
    mutate: swr.mutate,
  };
}

/** Every page of the agent's reviews, and their profile (its average and count), fetched again after a change. */
function useRefreshAgent(username: string | null | undefined) {
  const swr = useSWRConfig();
  return useCallback(async () => {
    if (!username) return;
    await Promise.all([revalidateEntries(swr, estateKeys.reviews.ofAgent(username)), revalidateEntries(swr, estateKeys.profiles.byUsername(username))]);
  }, [swr, username]);
}

/**
 * A review action: `run` sends it and, once it is taken, fetches the agent's reviews and profile
 * again. Actions never throw: they resolve to an `ActionResult` (`error` is an `EstateError` with
 * the server's `code`, `issues` and message), and `error` holds the last refusal.
 */
function useReviewAction(username: string | null | undefined) {
  const refresh = useRefreshAgent(username);
  const status = useActionStatus();
  const run = useCallback(
    <T>(send: () => Promise<T>): Promise<ActionResult<T>> =>
      status.run(async () => {
        const value = await send();
        await refresh();
        return value;
      }),
    [status.run, refresh]
  );
  return { run, isSaving: status.loading, error: status.error, clearError: status.clearError };
}

/** `create({ rating, content })`: rates `username` (an agent I have written to in the chat), once; resolves to the saved review. */
export function useCreateReview(username: string | null | undefined) {
  const client = useEstateClient();
  const { run, ...state } = useReviewAction(username);
  const create = useCallback((input: ReviewInput) => run(() => client.reviews.create(username!, input)), [run, client, username]);
  return { create, ...state };
}

/** `update(id, { rating?, content? })`: changes my review. */
export function useUpdateReview(username: string | null | undefined) {
  const client = useEstateClient();
  const { run, ...state } = useReviewAction(username);
  const update = useCallback((id: number, input: Partial<ReviewInput>) => run(() => client.reviews.update(id, input)), [run, client]);
  return { update, ...state };
}

/** `reply(id, text)`: the reviewed agent's one answer to a review of them. */
export function useReplyToReview(username: string | null | undefined) {
  const client = useEstateClient();
  const { run, ...state } = useReviewAction(username);
  const reply = useCallback((id: number, text: string) => run(() => client.reviews.reply(id, text)), [run, client]);
  return { reply, ...state };
}

/** `report(id, reason?)`: reports someone else's review, once. */
export function useReportReview(username: string | null | undefined) {
  const client = useEstateClient();
  const { run, ...state } = useReviewAction(username);
  const report = useCallback((id: number, reason = '') => run(() => client.reviews.report(id, reason)), [run, client]);
  return { report, ...state };
}
