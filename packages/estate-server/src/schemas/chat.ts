import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { ProfileSummary } from './profile.js';

/** Longest text a message may hold, in characters; the socket refuses a longer one. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** One chat message, as the history lists it and the socket delivers it. Exactly one of `message` and `image` is set. */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  message: Nullable(Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH, description: 'The text, trimmed; null for an image. The socket refuses a longer text.' })),
  image: Nullable(Type.String({ description: 'A media path (`/media/chat/...`); null for a text.' })),
  sender_username: Type.String(),
  receiver_username: Type.String(),
  created_at: Timestamp,
});
export type ChatMessage = Static<typeof ChatMessage>;

/** Someone I have chatted with, and the last message between us. */
export const ChatPartner = Type.Object({
  ...ProfileSummary.properties,
  last_message: ChatMessage,
  unread_count: Type.Integer({ minimum: 0, description: 'Messages from this person I have not read yet (past my read mark; see `{"read"}` on the chat socket).' }),
});
export type ChatPartner = Static<typeof ChatPartner>;

/** Everything unread in my inbox, for a badge. */
export const ChatUnread = Type.Object({
  unread_count: Type.Integer({ minimum: 0, description: 'Messages to me past my read mark, in every conversation.' }),
  conversations: Type.Integer({ minimum: 0, description: 'Conversations holding any of them.' }),
});
export type ChatUnread = Static<typeof ChatUnread>;
