import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessages, users } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { messageColumns, type ChatUser, type MessageRow } from './chat-render.js';

/**
 * Finding a message to quote or to change: only the two people of a conversation can find its
 * messages; to anyone else a message is not there. The changes themselves are chat-changes.ts.
 */

/** Whether `messageId` is a message between me and my partner (either way), which a reply may quote. */
export async function isQuotable(db: Db, me: ChatUser, partner: ChatUser, messageId: number): Promise<boolean> {
  const between = (from: ChatUser, to: ChatUser) => and(eq(chatMessages.senderId, from.id), eq(chatMessages.receiverId, to.id));
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), or(between(me, partner), between(partner, me))));
  return row !== undefined;
}

/** A message and the two people of its conversation, as one of them finds it. */
export interface FoundMessage {
  row: MessageRow;
  people: ChatUser[];
}

/** A message of one of my conversations, with its two people; 404 `message_not_found` for any other (or none). */
export async function findMyMessage(db: Db, messageId: number, meId: number): Promise<FoundMessage> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), or(eq(chatMessages.senderId, meId), eq(chatMessages.receiverId, meId))));
  if (!row) throw notFound('message_not_found');
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [row.senderId, row.receiverId]));
  return { row, people };
}
