'use client';

import type { ChatMessage, ChatUpdateFrame } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { replaceWhere, revalidateEntries, updateEntries, type SWRHandle } from './cache.js';

/** Whether a cached object is a copy of `message`: a chat message (a partner's `id` is a user id) with its id. */
const copyOf = (message: ChatMessage) => (value: Record<string, unknown>) =>
  value.id === message.id && typeof value.sender_username === 'string' && typeof value.receiver_username === 'string' && typeof value.created_at === 'string';

/**
 * Puts a changed message (edited, deleted, reacted to) in every cached chat entry that shows it, at
 * once and without refetching: history pages (`useChatMessages`), the inbox's last messages
 * (`useChatUsers`) and search hits (`useChatSearch`). An edit or a deletion also refetches the
 * searches on screen: the words a message is found by changed.
 */
export function cacheChangedMessage(swr: SWRHandle, message: ChatMessage, change: ChatUpdateFrame['type']): void {
  updateEntries(swr, estateKeys.chat.root(), (data) => replaceWhere(data, copyOf(message), () => ({ ...message })));
  if (change !== 'reaction') void revalidateEntries(swr, estateKeys.chat.searches());
}
