import { CHAT_REACTIONS, type ChatReactionEmoji } from '../schemas/chat.js';

/**
 * Reactions: the two people of a conversation put emoji of a small fixed set (`CHAT_REACTIONS`) on
 * its messages, each emoji once per person (written by chat-changes.ts). A deleted message takes
 * none (and lost its own).
 */

/** The variation selector that asks for the emoji presentation (the heart has it); keyboards send the heart with or without it. */
const VARIATION_SELECTOR = /\uFE0F/g;
const BY_BARE_FORM = new Map<string, ChatReactionEmoji>(CHAT_REACTIONS.map((emoji) => [emoji.replace(VARIATION_SELECTOR, ''), emoji]));

/** The emoji of the set that `value` is, with or without its variation selector; `value` itself otherwise (the schema then refuses it). */
export const canonicalEmoji = (value: string): string => BY_BARE_FORM.get(value.replace(VARIATION_SELECTOR, '')) ?? value;

/** The emoji of the set that `value` is (see `canonicalEmoji`), or undefined for anything else. */
export const reactionEmoji = (value: unknown): ChatReactionEmoji | undefined =>
  typeof value === 'string' ? BY_BARE_FORM.get(value.replace(VARIATION_SELECTOR, '')) : undefined;
