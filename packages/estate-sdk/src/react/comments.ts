'use client';

import { useSWRConfig, unstable_serialize, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import type { ClipComment, CreatedReply, Page, Profile, PropertyComment, Reply } from '../client/types.js';
import { PAGE_SIZE } from '../generated/contract.js';
import { checkComment, checkReply } from '../rules/comments.js';
import { updateEntries, type SWRHandle } from './cache.js';
import { estateKeys } from '../keys.js';
import { usePageList } from './lists.js';
import { useEstateClient } from './provider.js';
import { valueOrThrow } from '../rules/result.js';

/** Comment lists hold the newest comments, as many as the server gives in one page (the contract's `PAGE_SIZE.maximum`). */
export const COMMENTS_PAGE_SIZE = PAGE_SIZE.maximum;

/** A property's comments, newest first, each with its replies. No token is needed. */
export function usePropertyComments(propertyId: number | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  const key = typeof propertyId === 'number' ? estateKeys.comments.property(propertyId) : null;
  return usePageList('comments', key, () => client.comments.forProperty(propertyId!, { pageSize: COMMENTS_PAGE_SIZE }), config);
}

/** A reel's comments, newest first. No token is needed. */
export function useClipComments(reelId: number | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  const key = typeof reelId === 'number' ? estateKeys.comments.clip(reelId) : null;
  return usePageList('comments', key, () => client.comments.forClip(reelId!, { pageSize: COMMENTS_PAGE_SIZE }), config);
}

let lastTemporaryId = 0;
/** Ids of comments not yet saved: negative, so they can never be a server's id. */
const temporaryId = () => --lastTemporaryId;

/** Who the optimistic comment shows as: the own profile when it is cached. */
function author(swr: SWRHandle): { author: string; author_name: string; profile_photo: string | null } {
  const me = swr.cache.get(unstable_serialize(estateKeys.profiles.me()))?.data as Profile | undefined;
  return { author: me?.username ?? '', author_name: me?.full_name ?? '', profile_photo: me?.profile_photo ?? null };
}

type Item = { id: number };
const prepend = <T extends Item>(page: Page<T>, item: T): Page<T> => ({ ...page, count: page.count + 1, results: [item, ...page.results] });
const replace = <T extends Item>(page: Page<T>, id: number, item: T): Page<T> => ({ ...page, results: page.results.map((each) => (each.id === id ? item : each)) });
const remove = <T extends Item>(page: Page<T>, id: number): Page<T> => ({ ...page, count: page.count - 1, results: page.results.filter((each) => each.id !== id) });

/**
 * Spec §4: the comment is added at once with a temporary (negative) id, then sent; the server's
 * comment replaces it, or it is removed when the call fails.
 */
async function postOptimistically<T extends Item>(swr: SWRHandle, key: readonly unknown[], temporary: T, send: () => Promise<T>): Promise<T> {
  updateEntries(swr, key, (page) => prepend(page as Page<T>, temporary));
  try {
    const saved = await send();
    updateEntries(swr, key, (page) => replace(page as Page<T>, temporary.id, saved));
    return saved;
  } catch (error) {
    updateEntries(swr, key, (page) => remove(page as Page<T>, temporary.id));
    throw error;
  }
}

/**
 * Comment on a property. Blank text, or text over the server's limit, is not sent: the failure is
 * then a `RuleError`, an `EstateError` like the server's refusal (`code`, `issues`, `message`).
 */
export function useAddPropertyComment(propertyId: number | null | undefined) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation('property-comment'), async (_key, { arg: content }: { arg: string }) => {
    const payload = valueOrThrow(checkComment({ post: propertyId, content }));
    const temporary: PropertyComment = {
      id: temporaryId(),
      ...author(swr),
      content: payload.content,
      created_at: new Date().toISOString(),
      post: payload.post,
      replies: [],
      reply_count: 0,
    };
    return postOptimistically(swr, estateKeys.comments.property(payload.post), temporary, () => client.comments.create(payload));
  });
  return {
    /** Resolves to the saved comment, or to why a rule or the server refused it (also in `error`). */
    add: (content: string): Promise<ActionResult<PropertyComment>> => settle(() => mutation.trigger(content)),
    ...postingState(mutation),
    comment: mutation.data,
  };
}

/** Comment on a reel; refused as `useAddPropertyComment` is, with the limit of clip comments. */
export function useAddClipComment(reelId: number | null | undefined) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation('clip-comment'), async (_key, { arg: content }: { arg: string }) => {
    const payload = valueOrThrow(checkComment({ post: reelId, content }, { on: 'clip' }));
    const temporary: ClipComment = { id: temporaryId(), ...author(swr), content: payload.content, created_at: new Date().toISOString(), post: payload.post };
    return postOptimistically(swr, estateKeys.comments.clip(payload.post), temporary, () => client.comments.createForClip(payload));
  });
  return {
    add: (content: string): Promise<ActionResult<ClipComment>> => settle(() => mutation.trigger(content)),
    ...postingState(mutation),
    comment: mutation.data,
  };
}

/** The comments page with `change` applied to the thread that holds `commentId` (itself or one of its replies). */
function inThread(page: Page<PropertyComment>, commentId: number, change: (thread: PropertyComment) => PropertyComment): Page<PropertyComment> {
  return {
    ...page,
    results: page.results.map((thread) => (thread.id === commentId || thread.replies.some((reply) => reply.id === commentId) ? change(thread) : thread)),
  };
}

/**
 * Reply to a comment of a property (a reply to a reply joins its thread, as the server does). The
 * reply shows at once with a temporary id, is replaced by the server's, or removed on failure. A
 * blank reply is not sent (spec §5).
 */
export function useReplyToComment(propertyId: number | null | undefined) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(
    estateKeys.mutation('comment-reply'),
    async (_key, { arg }: { arg: { commentId: number; content: string } }): Promise<CreatedReply> => {
      const payload = valueOrThrow(checkReply({ comment: arg.commentId, content: arg.content }));
      const temporary: Reply = { id: temporaryId(), ...author(swr), content: payload.content, created_at: new Date().toISOString() };
      const key = typeof propertyId === 'number' ? estateKeys.comments.property(propertyId) : null;
      const update = (change: (thread: PropertyComment) => PropertyComment) => {
        if (key) updateEntries(swr, key, (page) => inThread(page as Page<PropertyComment>, payload.comment, change));
      };
      update((thread) => ({ ...thread, replies: [...thread.replies, temporary], reply_count: thread.reply_count + 1 }));
      try {
        const saved = await client.comments.reply(payload.comment, payload.content);
        const reply: Reply = { id: saved.id, author: saved.author, author_name: saved.author_name, content: saved.content, created_at: saved.created_at, profile_photo: saved.profile_photo };
        update((thread) => ({ ...thread, replies: thread.replies.map((each) => (each.id === temporary.id ? reply : each)) }));
        return saved;
      } catch (error) {
        update((thread) => ({ ...thread, replies: thread.replies.filter((each) => each.id !== temporary.id), reply_count: thread.reply_count - 1 }));
        throw error;
      }
    },
  );
  return {
    reply: (commentId: number, content: string): Promise<ActionResult<CreatedReply>> => settle(() => mutation.trigger({ commentId, content })),
    ...postingState(mutation),
    saved: mutation.data,
  };
}

/** What every comment mutation exposes besides its action and result; `error` is an `EstateError` whoever refused. */
function postingState(mutation: { isMutating: boolean; error: unknown; reset: () => void }) {
  return { isPosting: mutation.isMutating, error: mutation.error as EstateError | undefined, reset: mutation.reset };
}
