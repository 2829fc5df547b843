import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessageReactions, chatMessages, users } from '../db/schema.js';
import { badRequestDetail, forbidden, notFound } from '../lib/errors.js';
import { CHAT_EDIT_MINUTES } from '../schemas/chat.js';
import { removeAll, type MediaStorage } from '../plugins/storage.js';
import { messageColumns, type ChatUser, type MessageRow } from './chat-render.js';
import { warningColumns } from './chat.js';
import { BEFORE_VIEWING, scamWarningFor, type ConversationState } from './scam-rules.js';

/**
 * Changing a message after it was sent: its sender edits the text (within `CHAT_EDIT_MINUTES`) or
 * deletes it for everyone (a tombstone stays, its text and image cleared). Only the two people of a
 * conversation can find its messages: to anyone else a message is not there.
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

/**
 * Changes the text of my message: only its sender, only a text (not an image), not once deleted, and
 * only within `CHAT_EDIT_MINUTES` of sending (by the database's clock, which stamped it). The scam
 * rules read the new text, and the receiver's warning follows it. `edited_at` is set.
 */
export async function editChatMessage(db: Db, found: FoundMessage, meId: number, text: string, conversation: ConversationState = BEFORE_VIEWING): Promise<MessageRow> {
  const { row } = found;
  if (row.senderId !== meId) throw forbidden('message_edit_own');
  if (row.deletedAt !== null) throw badRequestDetail('message_deleted');
  if (row.message === null) throw badRequestDetail('message_edit_image');
  const warning = warningColumns(scamWarningFor(text, conversation));
  const [edited] = await db
    .update(chatMessages)
    .set({ message: text, editedAt: sql`now()`, warningKind: warning.warning_kind, warningReason: warning.warning_reason })
    .where(
      and(
        eq(chatMessages.id, row.id),
        isNull(chatMessages.deletedAt),
        gt(chatMessages.createdAt, sql`now() - make_interval(mins => ${CHAT_EDIT_MINUTES})`),
      ),
    )
    .returning(messageColumns);
  if (edited) return edited;
  // Deleted in the meantime, or simply too old.
  const [now] = await db.select({ deletedAt: chatMessages.deletedAt }).from(chatMessages).where(eq(chatMessages.id, row.id));
  if (now?.deletedAt) throw badRequestDetail('message_deleted');
  throw forbidden('edit_window_closed', { minutes: CHAT_EDIT_MINUTES });
}

/**
 * Deletes my message for everyone: the row stays as a tombstone (`deleted_at`), its text, image,
 * warning and reactions gone, the image file removed. Deleting it again changes nothing.
 */
export async function deleteChatMessage(db: Db, storage: MediaStorage, found: FoundMessage, meId: number): Promise<MessageRow> {
  const { row } = found;
  if (row.senderId !== meId) throw forbidden('message_delete_own');
  if (row.deletedAt !== null) return row;
  const deleted = await db.transaction(async (tx) => {
    const [tombstone] = await tx
      .update(chatMessages)
      .set({ message: null, image: null, warningKind: null, warningReason: null, deletedAt: sql`now()` })
      .where(and(eq(chatMessages.id, row.id), isNull(chatMessages.deletedAt)))
      .returning(messageColumns);
    if (tombstone) await tx.delete(chatMessageReactions).where(eq(chatMessageReactions.messageId, row.id));
    return tombstone;
  });
  if (!deleted) return (await findMyMessage(db, row.id, meId)).row;
  if (row.image) await removeAll(storage, [row.image]);
  return deleted;
}
