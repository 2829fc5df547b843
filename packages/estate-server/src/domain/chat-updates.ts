import type { Realtime } from '../plugins/realtime.js';
import type { ChatMessage } from '../schemas/chat.js';
import type { ChangedMessage, ChatChange } from './chat-changes.js';
import { toChatMessage } from './chat-render.js';

/** The frames that tell both sides of a conversation that a message changed (docs/chat.md). */
export type ChatUpdateType = 'message_edited' | 'message_deleted' | 'reaction';

/** What a `reaction` frame says besides the message: who put which emoji on it or took it off. */
export interface ReactionChange {
  username: string;
  emoji: string;
  added: boolean;
}

/** The frame a change makes: its type, and for a reaction who put which emoji on or took it off. */
function updateOf(change: ChatChange, username: string): { type: ChatUpdateType } & Partial<ReactionChange> {
  const { action } = change;
  if (action.kind === 'edit') return { type: 'message_edited' };
  if (action.kind === 'delete') return { type: 'message_deleted' };
  return { type: 'reaction', username, emoji: action.emoji, added: action.kind === 'react' };
}

/**
 * Renders a changed message for each of its two people (the receiver's copy keeps its scam warning)
 * and, when the change changed anything (and was not a replay of one applied before), delivers
 * `{"type", "message"}` (with the reaction's `username`, `emoji` and `added`) to every chat socket of
 * both, on every process, whether the change came over HTTP or on a socket. Answers the changer's
 * copy, for the HTTP answer or the socket's acknowledgement.
 */
export async function announceChatUpdate(realtime: Realtime, change: ChatChange, outcome: ChangedMessage): Promise<ChatMessage> {
  const { row, people, extras } = outcome;
  const copyFor = (userId: number) => toChatMessage(row, people, userId, extras);
  if (outcome.changed && !outcome.replay) {
    const { type, ...reaction } = updateOf(change, people.find((person) => person.id === change.userId)?.username ?? '');
    await Promise.all([...new Set([row.senderId, row.receiverId])].map((userId) => realtime.deliver([userId], { type, message: copyFor(userId), ...reaction })));
  }
  return copyFor(change.userId);
}
