import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { pairOf, type ChatUser } from './chat.js';

/**
 * Read marks ('Seen' receipts and unread counts). Each conversation keeps, for each side, the id of
 * the newest message that side has seen (`low_read_id` for `user_low`, `high_read_id` for
 * `user_high`; 0 before any). A mark only moves forward, and only onto a message the reader received
 * in that conversation; every message to me with a larger id is unread.
 */

/** My column and my partner's, by which end of the pair I am. */
const markColumns = (me: ChatUser, partner: ChatUser) =>
  me.id < partner.id ? { mine: sql.raw('low_read_id'), theirs: sql.raw('high_read_id') } : { mine: sql.raw('high_read_id'), theirs: sql.raw('low_read_id') };

/** What `markRead` did: `mark` is my read mark afterwards; `moved` whether this call moved it. */
export interface ReadMarkResult {
  moved: boolean;
  mark: number;
}

/**
 * Moves my read mark in the conversation with `partner` forward to `messageId`, in one statement.
 * Answers undefined when `messageId` is not a message `partner` sent me in this conversation (an
 * unknown id, my own message, another conversation's), so nobody can mark what they never received.
 */
export async function markRead(db: Db, me: ChatUser, partner: ChatUser, messageId: number): Promise<ReadMarkResult | undefined> {
  const { userLow, userHigh } = pairOf(me.id, partner.id);
  const { mine } = markColumns(me, partner);
  const result = (await db.execute(sql`
    with target as (
      select c.id, c.${mine} as before
      from conversations c
      join chat_messages m on m.conversation_id = c.id
      where c.user_low = ${userLow} and c.user_high = ${userHigh}
        and m.id = ${messageId} and m.receiver_id = ${me.id} and m.sender_id = ${partner.id}
    ),
    moved as (
      update conversations c set ${mine} = ${messageId}
      from target t
      where c.id = t.id and c.${mine} < ${messageId}
      returning c.${mine} as mark
    )
    select t.before, (select mark from moved) as mark from target t
  `)) as unknown as { rows: { before: number; mark: number | null }[] };
  const [row] = result.rows;
  if (!row) return undefined;
  return row.mark === null ? { moved: false, mark: row.before } : { moved: true, mark: row.mark };
}

/** My partner's read mark in our conversation: the newest of my messages they have seen (0 for none). */
export async function partnerReadMark(db: Db, me: ChatUser, partner: ChatUser): Promise<number> {
  const { userLow, userHigh } = pairOf(me.id, partner.id);
  const { theirs } = markColumns(me, partner);
  const result = (await db.execute(sql`
    select ${theirs} as mark from conversations where user_low = ${userLow} and user_high = ${userHigh}
  `)) as unknown as { rows: { mark: number }[] };
  return result.rows[0]?.mark ?? 0;
}

/** My read mark in a conversation row, whichever end of it I am. */
const myMarkSql = (meId: number) => sql`case when c.user_low = ${meId} then c.low_read_id else c.high_read_id end`;

/**
 * Unread messages per conversation: messages to me with an id past my read mark. Reads only the
 * conversations given, each through `chat_messages_conversation_idx` from its newest message down.
 */
export async function unreadCounts(db: Db, me: ChatUser, conversationIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (conversationIds.length === 0) return counts;
  const result = (await db.execute(sql`
    select m.conversation_id as id, count(*)::int as n
    from conversations c
    join chat_messages m on m.conversation_id = c.id and m.id > ${myMarkSql(me.id)}
    where c.id in (${sql.join(conversationIds.map((id) => sql`${id}`), sql`, `)})
      and m.receiver_id = ${me.id} and m.property_id is null
    group by m.conversation_id
  `)) as unknown as { rows: { id: number; n: number }[] };
  for (const row of result.rows) counts.set(row.id, row.n);
  return counts;
}

/**
 * Everything unread for me: the messages past my read mark in every conversation, and how many
 * conversations hold any. Conversations whose newest message is not past my mark are skipped
 * before any message is counted.
 */
export async function unreadTotal(db: Db, me: ChatUser): Promise<{ unread_count: number; conversations: number }> {
  const result = (await db.execute(sql`
    select count(*)::int as n, count(distinct m.conversation_id)::int as conversations
    from conversations c
    join chat_messages m on m.conversation_id = c.id and m.id > ${myMarkSql(me.id)}
    where (c.user_low = ${me.id} or c.user_high = ${me.id})
      and c.last_message_id > ${myMarkSql(me.id)}
      and m.receiver_id = ${me.id} and m.property_id is null
  `)) as unknown as { rows: { n: number; conversations: number }[] };
  const [row] = result.rows;
  return { unread_count: row?.n ?? 0, conversations: row?.conversations ?? 0 };
}
