import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessageReactions } from '../db/schema.js';
import { badRequestDetail } from '../lib/errors.js';
import { CHAT_REACTIONS, type ChatReactionEmoji } from '../schemas/chat.js';
import type { FoundMessage } from './chat-edits.js';

/**
 * Reactions: the two people of a conversation put emoji of a small fixed set (`CHAT_REACTIONS`) on
 * its messages, each emoji once per person. A deleted message takes none (and lost its own).
 */

/** The variation selector that asks for the emoji presentation (the heart has it); keyboards send the heart with or without it. */
const VARIATION_SELECTOR = /\uFE0F/g;
const BY_BARE_FORM = new Map<string, ChatReactionEmoji>(CHAT_REACTIONS.map((emoji) => [emoji.replace(VARIATION_SELECTOR, ''), emoji]));

/** The emoji of the set that `value` is, with or without its variation selector; `value` itself otherwise (the schema then refuses it). */
export const canonicalEmoji = (value: string): string => BY_BARE_FORM.get(value.replace(VARIATION_SELECTOR, '')) ?? value;

/** Puts my `emoji` on the message; false when it was there already. */
export async function addReaction(db: Db, found: FoundMessage, meId: number, emoji: ChatReactionEmoji): Promise<boolean> {
  if (found.row.deletedAt !== null) throw badRequestDetail('message_deleted');
  const added = await db
    .insert(chatMessageReactions)
    .values({ messageId: found.row.id, userId: meId, emoji })
    .onConflictDoNothing()
    .returning({ emoji: chatMessageReactions.emoji });
  return added.length > 0;
}

/** Takes my `emoji` off the message; false when it was not there. */
export async function removeReaction(db: Db, found: FoundMessage, meId: number, emoji: ChatReactionEmoji): Promise<boolean> {
  const removed = await db
    .delete(chatMessageReactions)
    .where(and(eq(chatMessageReactions.messageId, found.row.id), eq(chatMessageReactions.userId, meId), eq(chatMessageReactions.emoji, emoji)))
    .returning({ emoji: chatMessageReactions.emoji });
  return removed.length > 0;
}
