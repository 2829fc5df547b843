import type { Db } from '../db/connect.js';
import type { Realtime } from '../plugins/realtime.js';
import type { ChatMessage } from '../schemas/chat.js';
import { loadExtras, toChatMessage, type ChatUser, type MessageRow } from './chat-render.js';

/** The frames that tell both sides of a conversation that a message changed (docs/chat.md). */
export type ChatUpdateType = 'message_edited' | 'message_deleted' | 'reaction';

/** What a `reaction` frame says besides the message: who put which emoji on it or took it off. */
export interface ReactionChange {
  username: string;
  emoji: string;
  added: boolean;
}

/**
 * Renders a changed message for each of its two people (the receiver's copy keeps its scam warning)
 * and, when `changed`, delivers `{"type", "message"}` (with the reaction's `username`, `emoji` and
 * `added`) to every chat socket of both, on every process. Answers `viewerId`'s copy, for the HTTP answer.
 */
export async function announceChatUpdate(
  db: Db,
  realtime: Realtime,
  people: ChatUser[],
  row: MessageRow,
  viewerId: number,
  update: { type: ChatUpdateType; changed: boolean; reaction?: ReactionChange },
): Promise<ChatMessage> {
  const extras = await loadExtras(db, [row]);
  const copyFor = (userId: number) => toChatMessage(row, people, userId, extras);
  if (update.changed) {
    await Promise.all(
      [...new Set([row.senderId, row.receiverId])].map((userId) => realtime.deliver([userId], { type: update.type, message: copyFor(userId), ...update.reaction })),
    );
  }
  return copyFor(viewerId);
}
