import { issue, type Issue } from '../lib/errors.js';
import { CHAT_REACTIONS, type ChatReactionEmoji } from '../schemas/chat.js';
import { checkedText, FRAME_ERRORS, FrameError, isMessageId } from './chat-frames.js';
import { reactionEmoji } from './chat-reactions.js';

/**
 * The chat socket's change frames (issue 27), the socket's side of `PATCH`/`DELETE
 * /chat/messages/{id}/` and the reaction routes, which a busy chat cannot afford one request each:
 *
 *     {"edit": 41, "message": "new text", "client_id": "…"}
 *     {"delete": 41, "client_id": "…"}
 *     {"react": 41, "emoji": "👍", "client_id": "…"}
 *     {"unreact": 41, "emoji": "👍", "client_id": "…"}
 *
 * The `client_id` (a UUID the client chose) is required: the acknowledgement `{"ack": client_id,
 * "message"}` and any refusal name it, and a change sent again with it is applied once.
 */

/** The keys that name a change, each the id of the message it changes. */
export const CHANGE_KEYS = ['edit', 'delete', 'react', 'unreact'] as const;
export type ChangeKey = (typeof CHANGE_KEYS)[number];

/** A change frame, after the checks that need no database. */
export interface ChatChangeFrame {
  kind: 'change';
  messageId: number;
  clientId: string;
  action: { kind: 'edit'; text: string } | { kind: 'delete' } | { kind: 'react' | 'unreact'; emoji: ChatReactionEmoji };
}

export const CHANGE_ERRORS = {
  alone: issue('chat_change_alone'),
  /** As the reaction routes refuse an emoji outside the set. */
  emoji: issue('choose_one_of', { options: CHAT_REACTIONS.join(', ') }),
} as const satisfies Record<string, Issue>;

export const changeType = (change: ChangeKey): Issue => issue('chat_change_type', { change });

/** The change keys a frame has (present, not null). */
export const changeKeysOf = (frame: Record<string, unknown>): ChangeKey[] => CHANGE_KEYS.filter((key) => frame[key] !== undefined && frame[key] !== null);

/**
 * Reads a frame with exactly one change key (`changeKeysOf`): the message's id, the client id
 * (required), an edit's text checked as a message's is (trimmed, not blank, at most 4000
 * characters), a reaction's emoji of the set (a heart without U+FE0F counts as the heart). Throws
 * `FrameError` (the caller names the client id).
 */
export function readChange(frame: Record<string, unknown>, key: ChangeKey, clientId: string | undefined): ChatChangeFrame {
  const { image, image_upload: upload, typing, read, emoji, message } = frame;
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  if ([image, upload, typing, read].some(present) || (key !== 'edit' && present(message))) throw new FrameError(CHANGE_ERRORS.alone);
  const messageId = frame[key];
  if (!isMessageId(messageId)) throw new FrameError(changeType(key));
  if (clientId === undefined) throw new FrameError(FRAME_ERRORS.clientIdType);
  if (key === 'edit') return { kind: 'change', messageId, clientId, action: { kind: 'edit', text: checkedText(message) } };
  if (key === 'delete') return { kind: 'change', messageId, clientId, action: { kind: 'delete' } };
  const chosen = reactionEmoji(emoji);
  if (chosen === undefined) throw new FrameError(CHANGE_ERRORS.emoji);
  return { kind: 'change', messageId, clientId, action: { kind: key, emoji: chosen } };
}
