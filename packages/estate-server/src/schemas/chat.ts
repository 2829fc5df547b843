import { Type, type Static } from 'typebox';
import { Choice, Nullable, Timestamp } from './common.js';
import { SCAM_KINDS, SCAM_REASONS } from '../domain/scam-rules.js';
import { ProfileSummary } from './profile.js';
import { Viewing } from './viewing.js';

/** Longest text a message may hold, in characters; the socket refuses a longer one. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/**
 * A scam warning on a received message (domain/scam-rules.ts): the message asks for money (a deposit, a
 * viewing fee, an M-Pesa till or paybill) or moves the talk off the platform before any viewing.
 */
export const ChatWarning = Type.Object(
  {
    kind: Choice(SCAM_KINDS, {
      description: '`payment_request`: asks for money (a deposit, a viewing fee, an M-Pesa till or paybill) before a viewing; `off_platform`: moves the talk to WhatsApp, Telegram, a phone number, e-mail or a deal outside the site.',
    }),
    reason: Choice(SCAM_REASONS, { description: 'The rule that fired, for the wording and for moderators.' }),
  },
  { description: "What the receiver is warned of. Only ever in the receiver's copy of a message: the sender's copy has null." },
);
export type ChatWarning = Static<typeof ChatWarning>;

/** One chat message, as the history lists it and the socket delivers it. Exactly one of `message` and `image` is set. */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  message: Nullable(Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH, description: 'The text, trimmed; null for an image. The socket refuses a longer text.' })),
  image: Nullable(Type.String({ description: 'A media path (`/media/chat/...`); null for a text.' })),
  sender_username: Type.String(),
  receiver_username: Type.String(),
  created_at: Timestamp,
  warning: Type.Optional(Nullable(ChatWarning)),
  /** On viewing cards only (issue 27); see `Viewing`. */
  viewing: Type.Optional(Viewing),
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
