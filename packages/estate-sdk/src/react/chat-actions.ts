'use client';

import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { settle, type ActionResult } from '../client/errors.js';
import type { ChatMessage, ChatReactionEmoji, ChatUpdateFrame } from '../client/types.js';
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
}

/**
 * What the signed-in member can do to a message after it was sent (issue 27): `edit` their own
 * text within 15 minutes, `remove` it for everyone, `react` and `unreact` with an emoji of
 * `CHAT_REACTIONS`. Each resolves to an `ActionResult`: the message as the server answered it, or
 * why it was refused (an `EstateError`: the server's words, such as 'A message can be edited for 15
 * minutes…', or a `RuleError` for a blank or too long edit, which is not sent). The answer replaces
 * every cached copy of the message (history pages, the inbox, search hits); the other side hears
 * of it on its chat socket. `useChat` gives these for its conversation.
 */
export function useChatMessageActions(options: ChatMessageActionOptions = {}) {
  const client = useEstateClient();
  const { cache, mutate } = useSWRConfig();
  const { onChanged, messages } = options;
  const change = useCallback(
    (kind: ChatUpdateFrame['type'], call: () => Promise<ChatMessage>): Promise<ActionResult<ChatMessage>> =>
      settle(async () => {
        const message = await call();
        onChanged?.(message);
        cacheChangedMessage({ cache, mutate }, message, kind);
        return message;
      }),
    [cache, mutate, onChanged],
  );
  return useMemo(
    () => ({
      /** Changes the text of my message (trimmed); refused without sending when blank or too long. */
      edit: (id: number, text: string) => change('message_edited', () => client.chat.edit(id, valueOrThrow(checkChatEdit(text, { messages })).message)),
      /** Deletes my message for everyone: both sides then show 'This message was deleted'. */
      remove: (id: number) => change('message_deleted', () => client.chat.remove(id)),
      /** Puts my `emoji` on a message (again changes nothing). */
      react: (id: number, emoji: ChatReactionEmoji) => change('reaction', () => client.chat.react(id, emoji)),
      /** Takes my `emoji` off a message. */
      unreact: (id: number, emoji: ChatReactionEmoji) => change('reaction', () => client.chat.unreact(id, emoji)),
    }),
    [change, client, messages],
  );
}
