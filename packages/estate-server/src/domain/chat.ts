import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.js';
import { chatMessages, conversations, profiles, users } from '../db/schema.js';
import { jsonRows } from '../lib/json-rows.js';
import type { PageWindow } from '../lib/pagination.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type ChatPartner } from '../schemas/chat.js';
import { unreadCounts } from './chat-receipts.js';
import { loadExtras, messageColumns, messageRowOf, NO_EXTRAS, renderMessages, toChatMessage, rawMessageColumns, type ChatUser, type RawMessageRow } from './chat-render.js';
import { BEFORE_VIEWING, scamWarningFor, type ConversationState, type ScamWarning } from './scam-rules.js';
import { withViewingCards } from './viewings.js';
import { withListingCards } from './chat-listing-cards.js';
import { summaryColumns } from './profiles.js';
import { findUserByUsername, type UserRow } from './users.js';

/** Longest text a message may hold, in characters (the document's `ChatMessage.message.maxLength`). */
export const MAX_MESSAGE_LENGTH = CHAT_MESSAGE_MAX_LENGTH;
/** Messages a history page holds unless `page_size` says otherwise. */
export const HISTORY_PAGE_SIZE = 50;

export { senderCopy, type ChatUser } from './chat-render.js';

/** A conversation's key: the smaller id first, as `conversations_pair_key` stores it. */
export const pairOf = (a: number, b: number) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/** Someone who can be chatted with; guests and accounts not activated yet cannot. */
export async function findChatPartner(db: Db, username: string): Promise<UserRow | undefined> {
  const user = await findUserByUsername(db, username);
  return user && user.isActive && !user.isGuest ? user : undefined;
}

export interface NewChatMessage {
  sender: ChatUser;
  receiver: ChatUser;
  /** Exactly one of `message` (checked text) and `image` (a stored media path). */
  message?: string;
  image?: string;
  /**
   * The id the sender's client gave the message (a UUID, lower case): a message sent again with the
   * same one is not stored again; the one stored first is answered instead.
   */
  clientId?: string;
  /** The message this one quotes: one of this conversation (`findQuotable`), else none is kept. */
  replyToId?: number;
  /**
   * What the scam rules know of the conversation (scam-rules.ts, read by `conversationState`):
   * before a viewing when not given.
   */
  conversation?: ConversationState;
  /** A viewing card (domain/viewing-cards.ts): `message` is its text fallback; no scam warning, and no `chat_message` notification (the viewing's own is sent). */
  viewingId?: number;
  /** A listing card (domain/chat-listing-cards.ts): `message` is its text fallback; no scam warning, no notification, never unread. */
  propertyId?: number;
}

/** A message handed to `writeChatMessages`, as stored: `duplicate` when its client id had been stored already. */
export interface StoredChatMessage {
  /** As its receiver sees it (with its warning); `senderCopy` gives the sender's. */
  message: ChatMessage;
  /** True when the message was stored before (the same sender and client id): nothing was stored or told now. */
  duplicate: boolean;
}

/** The columns that keep a message's scam warning (both null without one). */
export const warningColumns = (warning: ScamWarning | null) => ({ warning_kind: warning?.kind ?? null, warning_reason: warning?.reason ?? null });

/**
 * Stores one message, moves its conversation to the top of both inboxes and tells the receiver,
 * all in one statement (see `storeChatMessages`).
 */
export async function storeChatMessage(db: Db, input: NewChatMessage): Promise<ChatMessage> {
  const [message] = await storeChatMessages(db, [input]);
  return message!;
}

/** `writeChatMessages`, answering each message only (a duplicate as stored the first time). */
export async function storeChatMessages(db: Db, inputs: NewChatMessage[]): Promise<ChatMessage[]> {
  return (await writeChatMessages(db, inputs)).map((stored) => stored.message);
}

/** The message `sender` sent `receiver` with this client id, as the receiver sees it; undefined when there is none. */
export async function findSentMessage(db: Db, sender: ChatUser, receiver: ChatUser, clientId: string): Promise<ChatMessage | undefined> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, sender.id), eq(chatMessages.clientId, clientId), eq(chatMessages.receiverId, receiver.id)));
  return (await renderMessages(db, rows, [sender, receiver], receiver.id))[0];
}

/** A stored message as the batch statement answers it, with its place in the batch. */
interface StoredRow extends RawMessageRow {
  n: number;
  duplicate: boolean;
}

/**
 * The text as its UTF-8 bytes read back: a lone surrogate (which JSON would carry as an escape that
 * PostgreSQL refuses) becomes U+FFFD, as it does when the text is sent as a query parameter.
 */
export const wellFormed = (text: string | null) => (text !== null && /[\uD800-\uDFFF]/.test(text) ? Buffer.from(text, 'utf8').toString('utf8') : text);

/** The unique index that makes sending idempotent. */
const CLIENT_KEY = 'chat_messages_sender_client_key';

/**
 * Stores several messages in one statement, so a busy chat pays for one round trip and one commit
 * (with its flush to disk) per batch rather than six round trips and a commit per message. One
 * statement is all or nothing, as a transaction would be. Each message takes its id and its
 * `clock_timestamp()` stamp in the order given; each conversation is upserted (in the order of its
 * key, so two batches never wait on each other in a circle) to point at its newest message — the
 * newest by id, should a batch stamped earlier commit later — and each receiver is told (nobody is
 * told of their own message, as `notify` does). Each text is read by the scam rules first, and the
 * warning they give is stored with it. Answers the stored messages in the order of `inputs`.
 *
 * Idempotent by client id: a message whose sender and client id are stored already (an outbox
 * sending again what the server stored before the connection dropped) is neither stored nor told
 * again, and is answered as it is stored (`duplicate`). The same message twice in one batch is
 * stored once. Two batches racing with the same key meet at the unique index: the loser's statement
 * fails as a whole and is run once more, when it finds the winner's row.
 */
export async function writeChatMessages(db: Db, inputs: NewChatMessage[]): Promise<StoredChatMessage[]> {
  if (inputs.length === 0) return [];
  // The first of each sender's client id in the batch is written; the others answer as its duplicates.
  const firstOf = new Map<string, number>();
  const sameAs = inputs.map((input, n) => {
    if (input.clientId === undefined) return n;
    const key = `${input.sender.id}:${input.clientId}`;
    if (!firstOf.has(key)) firstOf.set(key, n);
    return firstOf.get(key)!;
  });
  const written = inputs.filter((_input, n) => sameAs[n] === n);
  let rows: StoredRow[];
  try {
    rows = await runBatch(db, written);
  } catch (error) {
    if (!isUniqueViolation(error, CLIENT_KEY)) throw error;
    rows = await runBatch(db, written);
  }
  if (rows.length !== written.length) throw new Error(`stored ${rows.length} of ${written.length} chat messages`);
  const stored = inputs.map((input, n) => {
    const row = rows[written.indexOf(inputs[sameAs[n]!]!)]!;
    return { input, row: messageRowOf(row), duplicate: row.duplicate || sameAs[n] !== n };
  });
  // A new message has no reactions yet; one stored before may have, and a reply shows its quote.
  const anyDuplicate = stored.some((each) => each.duplicate);
  const extras =
    anyDuplicate || stored.some((each) => each.row.replyToId !== null)
      ? await loadExtras(db, stored.map((each) => each.row), { reactions: anyDuplicate })
      : NO_EXTRAS;
  return stored.map(({ input, row, duplicate }) => ({ message: toChatMessage(row, [input.sender, input.receiver], input.receiver.id, extras), duplicate }));
}

/** The batch statement of `writeChatMessages`: each input's row, new or stored before, in the order given. */
async function runBatch(db: Db, inputs: NewChatMessage[]): Promise<StoredRow[]> {
  const rows = inputs.map((input, n) => {
    const { userLow, userHigh } = pairOf(input.sender.id, input.receiver.id);
    return {
      n,
      sender_id: input.sender.id,
      sender_username: input.sender.username,
      receiver_id: input.receiver.id,
      user_low: userLow,
      user_high: userHigh,
      message: wellFormed(input.message ?? null),
      image: input.image ?? null,
      client_id: input.clientId ?? null,
      reply_to_id: input.replyToId ?? null,
      ...warningColumns(input.viewingId === undefined && input.propertyId === undefined ? scamWarningFor(input.message, input.conversation ?? BEFORE_VIEWING) : null),
      viewing_id: input.viewingId ?? null,
      property_id: input.propertyId ?? null,
    };
  });
  const columns =
    'n int, sender_id int, sender_username text, receiver_id int, user_low int, user_high int, message text, image text, ' +
    'client_id uuid, reply_to_id int, warning_kind text, warning_reason text, viewing_id int, property_id int';
  const result = (await db.execute(sql`
    with input as materialized (
      select * from ${jsonRows(rows, columns)} as x
    ),
    known as materialized (
      select i.n, m.id from input i join chat_messages m on m.sender_id = i.sender_id and m.client_id = i.client_id and m.receiver_id = i.receiver_id
    ),
    fresh as materialized (
      select * from input where n not in (select n from known)
    ),
    stamped as materialized (
      select n, nextval(pg_get_serial_sequence('chat_messages', 'id'))::int as id, clock_timestamp() as created_at
      from (select n from fresh order by n) as in_order
    ),
    newest as (
      select distinct on (i.user_low, i.user_high) i.user_low, i.user_high, s.id, s.created_at
      from fresh i join stamped s using (n)
      order by i.user_low, i.user_high, s.id desc
    ),
    conversation as (
      insert into conversations (user_low, user_high, last_message_id, last_message_at)
      select user_low, user_high, id, created_at from newest order by user_low, user_high
      on conflict (user_low, user_high) do update set
        last_message_id = greatest(conversations.last_message_id, excluded.last_message_id),
        last_message_at = case when conversations.last_message_id > excluded.last_message_id
          then conversations.last_message_at else excluded.last_message_at end
      returning id, user_low, user_high
    ),
    message as (
      insert into chat_messages (id, conversation_id, sender_id, receiver_id, message, image, warning_kind, warning_reason, client_id, reply_to_id, viewing_id, property_id, created_at)
      select s.id, c.id, i.sender_id, i.receiver_id, i.message, i.image, i.warning_kind, i.warning_reason, i.client_id,
        (select q.id from chat_messages q where q.id = i.reply_to_id and q.conversation_id = c.id),
        i.viewing_id, i.property_id, s.created_at
      from fresh i join stamped s using (n) join conversation c on c.user_low = i.user_low and c.user_high = i.user_high
      order by s.id
      returning id, conversation_id, sender_id, receiver_id, message, image, warning_kind, warning_reason, client_id, reply_to_id, viewing_id, property_id, created_at
    ),
    told as (
      insert into notifications (user_id, actor_id, kind, message, link)
      select receiver_id, sender_id, 'chat_message', sender_username || ' sent you a message', '/inbox'
      from fresh where receiver_id <> sender_id and viewing_id is null and property_id is null order by n
    )
    select s.n, false as duplicate, m.id, m.conversation_id, m.sender_id, m.receiver_id, m.message, m.image, m.warning_kind, m.warning_reason,
      m.client_id::text as client_id, m.reply_to_id, null::float8 as edited_ms, null::float8 as deleted_ms, m.viewing_id, m.property_id,
      (extract(epoch from m.created_at) * 1000)::float8 as created_ms
    from message m join stamped s using (id)
    union all
    select k.n, true, ${rawMessageColumns('m')}
    from known k join chat_messages m on m.id = k.id
    order by n
  `)) as unknown as { rows: StoredRow[] };
  return result.rows;
}

/**
 * The people I have chatted with, most recent conversation first, each with the messages to me
 * past my read mark (`unread_count`). A conversation is found from
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

  const [people, lastMessages, unread] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, page.map((conversation) => conversation.partnerId))),
    db
      .select(messageColumns)
      .from(chatMessages)
      .where(inArray(chatMessages.id, page.map((conversation) => conversation.lastMessageId!))),
    unreadCounts(
      db,
      me,
      page.map((conversation) => conversation.id),
    ),
  ]);
  const extras = await loadExtras(db, lastMessages);
  const rows: ChatPartner[] = [];
  const cards: (number | null)[] = [];
  for (const conversation of page) {
    const partner = people.find((person) => person.id === conversation.partnerId);
    const last = lastMessages.find((message) => message.id === conversation.lastMessageId);
    if (!partner || !last) continue;
    rows.push({ ...partner, last_message: toChatMessage(last, [me, partner], me.id, extras), unread_count: unread.get(conversation.id) ?? 0 });
    cards.push(last.viewingId);
  }
  const lastWithCards = await withListingCards(db, await withViewingCards(db, me.id, cards, rows.map((row) => row.last_message)));
  return { count: total?.n ?? 0, rows: rows.map((row, index) => ({ ...row, last_message: lastWithCards[index]! })) };
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
    db.select(messageColumns).from(chatMessages).where(inThread).orderBy(desc(chatMessages.id)).limit(window.limit).offset(window.offset),
  ]);
  const oldestFirst = newestFirst.reverse();
  const messages = await renderMessages(db, oldestFirst, [me, partner], me.id);
  const withViewings = await withViewingCards(db, me.id, oldestFirst.map((row) => row.viewingId), messages);
  return { count: total?.n ?? 0, rows: await withListingCards(db, withViewings) };
}
