import { canDeleteChatMessage, canEditChatMessage, type ChatListMessage, type ChatMessage, type ChatReaction, type ChatReactionEmoji } from '@estate/sdk';
import { isSameUser } from './chat-utils.js';

/**
 * What the reader can do to a message from its bubble (issue 27), handed down by `MessageList`:
 * react, reply, and on their own messages edit (within 15 minutes) and delete; the quote above a
 * reply jumps to the message it quotes. Without them a bubble shows its state only (edited, deleted,
 * reactions, quote) and offers no actions.
 */
export interface ChatMessageActions {
  /** Puts my `emoji` on the message (`add`), or takes it off. */
  onReact: (message: ChatMessage, emoji: ChatReactionEmoji, add: boolean) => void;
  onReply: (message: ChatMessage) => void;
  /** Starts editing (the composer takes the text). */
  onEdit: (message: ChatMessage) => void;
  /** Asks to delete it for everyone (a confirmation first). */
  onDelete: (message: ChatMessage) => void;
  /** Shows the quoted message (scrolls the list to it). */
  onJumpTo: (id: number) => void;
}

/** Whether a message has its server id yet (one still in the outbox has none): only then can it be changed. */
export const isStored = (message: ChatListMessage): message is ChatMessage & { status?: undefined } => typeof message.id === 'number' && !message.status;

/** Whether the message reads as deleted: its tombstone. */
export const isDeleted = (message: Pick<ChatMessage, 'deleted_at'>): boolean => !!message.deleted_at;

/** What I may do to a message now: nothing to a deleted or unsent one; edit and delete only my own (edit within 15 minutes of `now`). */
export function allowedActions(message: ChatListMessage, me: string | null | undefined, now: number = Date.now()) {
  const open = isStored(message) && !isDeleted(message);
  return {
    react: open,
    reply: open,
    edit: open && canEditChatMessage(message, me, now),
    delete: open && canDeleteChatMessage(message, me),
  };
}

/** My newest message I may still edit (ArrowUp in an empty composer, as in Slack), or undefined. */
export function lastEditable(messages: readonly ChatListMessage[], me: string | null | undefined, now: number = Date.now()): ChatMessage | undefined {
  for (let at = messages.length - 1; at >= 0; at -= 1) {
    const message = messages[at]!;
    // Mine still in the outbox cannot be edited yet: the one before it may be.
    if (!isSameUser(message.sender_username, me) || !isStored(message)) continue;
    return allowedActions(message, me, now).edit ? message : undefined;
  }
  return undefined;
}

/** Whether I put `reaction`'s emoji on the message. */
export const reactedByMe = (reaction: Pick<ChatReaction, 'usernames'>, me: string | null | undefined): boolean => reaction.usernames.some((name) => isSameUser(name, me));

/**
 * Who reacted, for a chip's title and accessible name: me as 'You' (first), the partner by name,
 * anyone else by username, joined in the locale ('You and Grace Achieng').
 */
export function reactorNames(reaction: Pick<ChatReaction, 'usernames'>, names: { me: string | null | undefined; you: string; partner: string; partnerName: string }, intlLocale: string): string {
  const mine = reaction.usernames.filter((name) => isSameUser(name, names.me)).map(() => names.you);
  const others = reaction.usernames.filter((name) => !isSameUser(name, names.me)).map((name) => (isSameUser(name, names.partner) ? names.partnerName : name));
  const all = [...mine, ...others];
  return typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(all) : all.join(', ');
}

/** A message's text shortened for a quote or the 'Replying to' strip: one line, at most `max` characters. */
export function excerpt(text: string | null | undefined, max = 90): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length > max ? `${characters.slice(0, max - 1).join('').trimEnd()}…` : line;
}
