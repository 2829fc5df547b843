import { asc, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessageReactions, chatMessages } from '../db/schema.js';
import { CHAT_QUOTE_LENGTH, CHAT_REACTIONS, type ChatMessage, type ChatQuote, type ChatReaction } from '../schemas/chat.js';
import type { ScamKind, ScamReason } from './scam-rules.js';

/** Who is on one end of a chat. */
export interface ChatUser {
  id: number;
  username: string;
}

/** The columns of a message the API shows. */
export const messageColumns = getTableColumns(chatMessages);
export type MessageRow = typeof chatMessages.$inferSelect;

/** A message row as a raw statement answers it (`rawMessageColumns`): its times in epoch milliseconds. */
export interface RawMessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  receiver_id: number;
  message: string | null;
  image: string | null;
  warning_kind: string | null;
  warning_reason: string | null;
  client_id: string | null;
  reply_to_id: number | null;
  edited_ms: number | null;
  deleted_ms: number | null;
  viewing_id: number | null;
  property_id: number | null;
  created_ms: number;
}

/** The columns of a `RawMessageRow`, of the chat_messages row named `alias` in a raw statement. */
export const rawMessageColumns = (alias: string) =>
  sql.raw(
    ['id', 'conversation_id', 'sender_id', 'receiver_id', 'message', 'image', 'warning_kind', 'warning_reason']
      .map((column) => `${alias}.${column}`)
      .concat(
        `${alias}.client_id::text as client_id`,
        `${alias}.reply_to_id`,
        ...['edited', 'deleted'].map((time) => `(extract(epoch from ${alias}.${time}_at) * 1000)::float8 as ${time}_ms`),
        `${alias}.viewing_id`,
        `${alias}.property_id`,
        `(extract(epoch from ${alias}.created_at) * 1000)::float8 as created_ms`,
      )
      .join(', '),
  );

export const messageRowOf = (row: RawMessageRow): MessageRow => ({
  id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  receiverId: row.receiver_id,
  message: row.message,
  image: row.image,
  warningKind: row.warning_kind,
  warningReason: row.warning_reason,
  clientId: row.client_id,
  replyToId: row.reply_to_id,
  editedAt: row.edited_ms === null ? null : new Date(row.edited_ms),
  deletedAt: row.deleted_ms === null ? null : new Date(row.deleted_ms),
  viewingId: row.viewing_id,
  propertyId: row.property_id,
  createdAt: new Date(row.created_ms),
});

/** A quoted message, as much of it as a quote shows. */
interface QuotedRow {
  id: number;
  senderId: number;
  text: string | null;
  image: string | null;
  deletedAt: Date | null;
}

/** What a message shows beyond its own row: its reactions and the message it quotes. */
export interface MessageExtras {
  /** Each message's reactions, first reaction first. */
  reactions: Map<number, { userId: number; emoji: string }[]>;
  quotes: Map<number, QuotedRow>;
}

export const NO_EXTRAS: MessageExtras = { reactions: new Map(), quotes: new Map() };

/**
 * The reactions and the quoted messages of `rows`, in two reads at most: the reactions through their
 * primary key (`message_id` first), the quotes by id. `reactions: false` skips the first, for
 * messages just stored (none has any yet).
 */
export async function loadExtras(db: Db, rows: MessageRow[], options: { reactions?: boolean } = {}): Promise<MessageExtras> {
  const ids = rows.map((row) => row.id);
  const quotedIds = [...new Set(rows.flatMap((row) => (row.replyToId === null ? [] : [row.replyToId])))];
  const [reactionRows, quotedRows] = await Promise.all([
    options.reactions === false || ids.length === 0
      ? []
      : db
          .select({ messageId: chatMessageReactions.messageId, userId: chatMessageReactions.userId, emoji: chatMessageReactions.emoji })
          .from(chatMessageReactions)
          .where(inArray(chatMessageReactions.messageId, ids))
          .orderBy(asc(chatMessageReactions.createdAt), asc(chatMessageReactions.userId)),
    quotedIds.length === 0
      ? []
      : db
          .select({
            id: chatMessages.id,
            senderId: chatMessages.senderId,
            // One character past the quote's length, to know whether it was cut.
            text: sql<string | null>`left(${chatMessages.message}, ${CHAT_QUOTE_LENGTH + 1})`,
            image: chatMessages.image,
            deletedAt: chatMessages.deletedAt,
          })
          .from(chatMessages)
          .where(inArray(chatMessages.id, quotedIds)),
  ]);
  const reactions = new Map<number, { userId: number; emoji: string }[]>();
  for (const { messageId, ...reaction } of reactionRows) reactions.set(messageId, [...(reactions.get(messageId) ?? []), reaction]);
  return { reactions, quotes: new Map(quotedRows.map((quoted) => [quoted.id, quoted])) };
}

/** A text cut to the quote's length, with … when cut (counted in characters, not UTF-16 units). */
function shortened(text: string): string {
  const characters = Array.from(text);
  return characters.length > CHAT_QUOTE_LENGTH ? `${characters.slice(0, CHAT_QUOTE_LENGTH).join('').trimEnd()}…` : text;
}

function quoteOf(quoted: QuotedRow | undefined, usernameOf: (id: number) => string): ChatQuote | null {
  if (!quoted) return null;
  const deleted = quoted.deletedAt !== null;
  return {
    id: quoted.id,
    sender_username: usernameOf(quoted.senderId),
    message: deleted || quoted.text === null ? null : shortened(quoted.text),
    image: deleted ? null : quoted.image,
    deleted,
  };
}

/** Reactions by emoji, in the order of the reaction set; the people are the two of the conversation. */
function reactionsOf(reactions: { userId: number; emoji: string }[] | undefined, usernameOf: (id: number) => string): ChatReaction[] {
  if (!reactions?.length) return [];
  return CHAT_REACTIONS.flatMap((emoji) => {
    const usernames = reactions.filter((reaction) => reaction.emoji === emoji).map((reaction) => usernameOf(reaction.userId));
    return usernames.length === 0 ? [] : [{ emoji, count: usernames.length, usernames }];
  });
}

/**
 * A stored message as `viewer` sees it: the scam warning is the receiver's alone, so the sender's
 * copy (and anyone else's) carries `warning: null`. A deleted message shows as its tombstone.
 */
export function toChatMessage(row: MessageRow, people: ChatUser[], viewerId: number, extras: MessageExtras = NO_EXTRAS): ChatMessage {
  const usernameOf = (id: number) => people.find((person) => person.id === id)?.username ?? '';
  const warned = row.warningKind !== null && row.warningReason !== null && row.receiverId === viewerId && row.senderId !== viewerId;
  return {
    id: row.id,
    message: row.message,
    image: row.image,
    sender_username: usernameOf(row.senderId),
    receiver_username: usernameOf(row.receiverId),
    created_at: row.createdAt.toISOString(),
    warning: warned ? { kind: row.warningKind as ScamKind, reason: row.warningReason as ScamReason } : null,
    client_id: row.clientId,
    reply_to: row.replyToId === null ? null : quoteOf(extras.quotes.get(row.replyToId), usernameOf),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    reactions: reactionsOf(extras.reactions.get(row.id), usernameOf),
    ...(row.propertyId === null ? {} : { property_id: row.propertyId }),
  };
}

/** Messages of one conversation as `viewerId` sees them, with their reactions and quotes. */
export async function renderMessages(db: Db, rows: MessageRow[], people: ChatUser[], viewerId: number): Promise<ChatMessage[]> {
  const extras = await loadExtras(db, rows);
  return rows.map((row) => toChatMessage(row, people, viewerId, extras));
}

/** The sender's copy of a message as its receiver sees it: no warning. */
export const senderCopy = (message: ChatMessage): ChatMessage => ({ ...message, warning: null });
