import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.js';
import { chatMessages, conversations, profiles, users } from '../db/schema.js';
import type { PageWindow } from '../lib/pagination.js';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type ChatPartner } from '../schemas/chat.js';
import { notify } from './notifications.js';
import { summaryColumns } from './profiles.js';
import { findUserByUsername, type UserRow } from './users.js';

/** Longest text a message may hold, in characters (the document's `ChatMessage.message.maxLength`). */
export const MAX_MESSAGE_LENGTH = CHAT_MESSAGE_MAX_LENGTH;
/** Messages a history page holds unless `page_size` says otherwise. */
export const HISTORY_PAGE_SIZE = 50;

/** Who is on one end of a chat. */
export interface ChatUser {
  id: number;
  username: string;
}

/** A conversation's key: the smaller id first, as `conversations_pair_key` stores it. */
export const pairOf = (a: number, b: number) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/** Someone who can be chatted with; guests and accounts not activated yet cannot. */
export async function findChatPartner(db: Db, username: string): Promise<UserRow | undefined> {
  const user = await findUserByUsername(db, username);
  return user && user.isActive && !user.isGuest ? user : undefined;
}

type MessageRow = typeof chatMessages.$inferSelect;

function toChatMessage(row: MessageRow, people: ChatUser[]): ChatMessage {
  const usernameOf = (id: number) => people.find((person) => person.id === id)?.username ?? '';
  return {
    id: row.id,
    message: row.message,
    image: row.image,
    sender_username: usernameOf(row.senderId),
    receiver_username: usernameOf(row.receiverId),
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewChatMessage {
  sender: ChatUser;
  receiver: ChatUser;
  /** Exactly one of `message` (checked text) and `image` (a stored media path). */
  message?: string;
  image?: string;
}

/**
 * Stores one message, moves its conversation to the top of both inboxes and tells the receiver,
 * all in one transaction. The upsert locks the conversation row until commit, so the messages of
 * one conversation get their ids and their `clock_timestamp()` stamps in the same order.
 */
export async function storeChatMessage(db: Db, input: NewChatMessage): Promise<ChatMessage> {
  const { sender, receiver } = input;
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ ...pairOf(sender.id, receiver.id), lastMessageAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: [conversations.userLow, conversations.userHigh], set: { lastMessageAt: sql`clock_timestamp()` } })
      .returning({ id: conversations.id });
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId: conversation!.id,
        senderId: sender.id,
        receiverId: receiver.id,
        message: input.message ?? null,
        image: input.image ?? null,
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessageId: row!.id, lastMessageAt: row!.createdAt })
      .where(eq(conversations.id, conversation!.id));
    await notify(tx, {
      userId: receiver.id,
      actorId: sender.id,
      kind: 'chat_message',
      message: `${sender.username} sent you a message`,
      link: '/inbox',
    });
    return toChatMessage(row!, [sender, receiver]);
  });
}

/**
 * The people I have chatted with, most recent conversation first. A conversation is found from
 * either end through its own index (`conversations_low_idx`, `conversations_high_idx`), and the two
 * ordered reads are merged, so a page never reads more than `offset + limit` rows of each.
 */
export async function listChatPartners(db: Db, me: ChatUser, window: PageWindow): Promise<{ count: number; rows: ChatPartner[] }> {
  const hasMessage = isNotNull(conversations.lastMessageId);
  const fromLowEnd = db
    .select({ id: conversations.id, partnerId: conversations.userHigh, lastMessageId: conversations.lastMessageId, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .where(and(eq(conversations.userLow, me.id), hasMessage));
  const fromHighEnd = db
    .select({ id: conversations.id, partnerId: conversations.userLow, lastMessageId: conversations.lastMessageId, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .where(and(eq(conversations.userHigh, me.id), hasMessage));
  const [[total], page] = await Promise.all([
    db
      .select({ n: count() })
      .from(conversations)
      .where(and(or(eq(conversations.userLow, me.id), eq(conversations.userHigh, me.id)), hasMessage)),
    unionAll(fromLowEnd, fromHighEnd)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  if (page.length === 0) return { count: total?.n ?? 0, rows: [] };

  const [people, lastMessages] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, page.map((conversation) => conversation.partnerId))),
    db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.id, page.map((conversation) => conversation.lastMessageId!))),
  ]);
  const rows: ChatPartner[] = [];
  for (const conversation of page) {
    const partner = people.find((person) => person.id === conversation.partnerId);
    const last = lastMessages.find((message) => message.id === conversation.lastMessageId);
    if (!partner || !last) continue;
    rows.push({ ...partner, last_message: toChatMessage(last, [me, partner]) });
  }
  return { count: total?.n ?? 0, rows };
}

/**
 * One page of the thread between two people, counted from the newest message backwards: page 1
 * holds the newest `limit` messages, page 2 the ones before them. Each page reads oldest first,
 * as a chat shows it. Uses `conversations_pair_key`, then `chat_messages_conversation_idx`.
 */
export async function listChatHistory(
  db: Db,
  me: ChatUser,
  partner: ChatUser,
  window: PageWindow,
): Promise<{ count: number; rows: ChatMessage[] }> {
  const { userLow, userHigh } = pairOf(me.id, partner.id);
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLow, userLow), eq(conversations.userHigh, userHigh)));
  if (!conversation) return { count: 0, rows: [] };
  const inThread = eq(chatMessages.conversationId, conversation.id);
  const [[total], newestFirst] = await Promise.all([
    db.select({ n: count() }).from(chatMessages).where(inThread),
    db.select().from(chatMessages).where(inThread).orderBy(desc(chatMessages.id)).limit(window.limit).offset(window.offset),
  ]);
  return { count: total?.n ?? 0, rows: newestFirst.reverse().map((row) => toChatMessage(row, [me, partner])) };
}
