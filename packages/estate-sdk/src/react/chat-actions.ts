'use client';

import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { settle, type ActionResult } from '../client/errors.js';
import { changeOverHttp } from '../client/chat-changes.js';
import type { ChatMessage, ChatMessageChange, ChatReactionEmoji, ChatUpdateFrame } from '../client/types.js';
import type { EstateMessages } from '../messages.js';
import { checkChatEdit } from '../rules/chat.js';
import { valueOrThrow } from '../rules/result.js';
import { cacheChangedMessage } from './chat-cache.js';
import { useEstateClient } from './provider.js';

export interface ChatMessageActionOptions {
  /** Told of each message as the server answered the change (`useChat` shows it in its conversation at once). */
  onChanged?: (message: ChatMessage) => void;
  /** Overrides for the texts of refused edits. */
  messages?: Partial<EstateMessages>;
  /**
   * Sends a change another way first: `useChat` gives its socket's `change`, which sends it as a
   * frame while the socket is open and answers undefined when it is not (the change then goes over HTTP).
   */
  via?: (change: ChatMessageChange) => Promise<ChatMessage> | undefined;
}

/**
 * What the signed-in member can do to a message after it was sent (issue 27): `edit` their own
 * text within 15 minutes, `remove` it for everyone, `react` and `unreact` with an emoji of
 * `CHAT_REACTIONS`. Each resolves to an `ActionResult`: the message as the server answered it, or
 * why it was refused (an `EstateError`: the server's words, such as 'A message can be edited for 15
 * minutes…', or a `RuleError` for a blank or too long edit, which is not sent). The answer replaces
 * every cached copy of the message (history pages, the inbox, search hits); the other side hears
 * of it on its chat socket. `useChat` gives these for its conversation, sent on its socket as
 * change frames while it is open (over HTTP otherwise; see `ChatSocket.change`).
 */
export function useChatMessageActions(options: ChatMessageActionOptions = {}) {
  const client = useEstateClient();
  const { cache, mutate } = useSWRConfig();
  const { onChanged, messages, via } = options;
  const change = useCallback(
    (kind: ChatUpdateFrame['type'], made: () => ChatMessageChange): Promise<ActionResult<ChatMessage>> =>
      settle(async () => {
        const wanted = made();
        const message = await (via?.(wanted) ?? changeOverHttp(client.chat, wanted));
        onChanged?.(message);
        cacheChangedMessage({ cache, mutate }, message, kind);
        return message;
      }),
    [cache, mutate, onChanged, via, client],
  );
  return useMemo(
    () => ({
      /** Changes the text of my message (trimmed); refused without sending when blank or too long. */
      edit: (id: number, text: string) => change('message_edited', () => ({ kind: 'edit', id, message: valueOrThrow(checkChatEdit(text, { messages })).message })),
      /** Deletes my message for everyone: both sides then show 'This message was deleted'. */
      remove: (id: number) => change('message_deleted', () => ({ kind: 'delete', id })),
      /** Puts my `emoji` on a message (again changes nothing). */
      react: (id: number, emoji: ChatReactionEmoji) => change('reaction', () => ({ kind: 'react', id, emoji })),
      /** Takes my `emoji` off a message. */
      unreact: (id: number, emoji: ChatReactionEmoji) => change('reaction', () => ({ kind: 'unreact', id, emoji })),
    }),
    [change, messages],
  );
}
