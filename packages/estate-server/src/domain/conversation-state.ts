import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { viewings } from '../db/schema.js';
import type { ConversationState } from './scam-rules.js';

/**
 * What the scam rules know of the conversation between `a` and `b`: whether a viewing between
 * them has taken place (accepted, and its end passed). After one, talk of a deposit or a phone
 * number is how a sale goes on, so only a viewing fee still warns (scam-rules.ts).
 */
export async function conversationState(db: Db, a: number, b: number): Promise<ConversationState> {
  const held = await db
    .select({ id: viewings.id })
    .from(viewings)
    .where(
      and(
        eq(viewings.status, 'accepted'),
        lt(sql`${viewings.startAt} + make_interval(mins => ${viewings.durationMinutes})`, sql`now()`),
        or(and(eq(viewings.buyerId, a), eq(viewings.ownerId, b)), and(eq(viewings.buyerId, b), eq(viewings.ownerId, a))),
      ),
    )
    .limit(1);
  return { viewingHeld: held.length > 0 };
}

/** How long a chat socket trusts the state it read before reading it again. */
export const CONVERSATION_STATE_TTL_MS = 60_000;

/**
 * The state of one conversation for a socket that stores many messages: read at the first
 * message, then again at most once a `CONVERSATION_STATE_TTL_MS` (a viewing ends rarely, a
 * message is sent often).
 */
export function cachedConversationState(db: Db, a: number, b: number, now: () => number = Date.now): () => Promise<ConversationState> {
  let read: { at: number; state: Promise<ConversationState> } | null = null;
  return () => {
    if (!read || now() - read.at >= CONVERSATION_STATE_TTL_MS) {
      const state = conversationState(db, a, b);
      read = { at: now(), state };
      // A failed read is tried again at the next message rather than kept.
      state.catch(() => {
        if (read?.state === state) read = null;
      });
    }
    return read.state;
  };
}
