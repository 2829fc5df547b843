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

/** The reactions a chat message takes (one per person per emoji); anything else is refused. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export type ChatReactionEmoji = (typeof CHAT_REACTIONS)[number];

/** Minutes after sending during which the sender may still edit a message's text. */
export const CHAT_EDIT_MINUTES = 15;
/** Characters of the quoted message a reply carries. */
export const CHAT_QUOTE_LENGTH = 140;

/** One emoji on a message: how many reacted with it and who. */
export const ChatReaction = Type.Object({
  emoji: Choice(CHAT_REACTIONS),
  count: Type.Integer({ minimum: 1 }),
  usernames: Type.Array(Type.String(), { description: 'Who reacted with it, first reaction first.' }),
});
export type ChatReaction = Static<typeof ChatReaction>;

/** The message a reply quotes, short. */
export const ChatQuote = Type.Object(
  {
    id: Type.Integer(),
    sender_username: Type.String(),
    message: Nullable(Type.String({ description: `The quoted text's first ${CHAT_QUOTE_LENGTH} characters (with … when cut); null for an image or a deleted message.` })),
    image: Nullable(Type.String({ description: 'The quoted image (a media path), for a thumbnail; null otherwise.' })),
    deleted: Type.Boolean({ description: 'Whether the quoted message was deleted since: the quote then says so.' }),
  },
  { description: 'The message this one replies to.' },
);
export type ChatQuote = Static<typeof ChatQuote>;

/** The listing a listing card shows (issue 27): what a compact card needs, as the listing is now. */
export const ChatListingCard = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    cover_photo: Type.String({ description: 'A media path.' }),
    price: Type.Number(),
    advert_type: Type.String(),
    city: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2.' }),
    owner_username: Type.String(),
  },
  { description: 'The listing a chat was started from, as it is now.' },
);
export type ChatListingCard = Static<typeof ChatListingCard>;

/**
 * One chat message, as the history lists it and the socket delivers it. Exactly one of `message` and
 * `image` is set, except in a deleted message (both null, `deleted_at` set).
 */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  message: Nullable(Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH, description: 'The text, trimmed; null for an image or a deleted message. The socket refuses a longer text.' })),
  image: Nullable(Type.String({ description: 'A media path (`/media/chat/...`); null for a text or a deleted message.' })),
  sender_username: Type.String(),
  receiver_username: Type.String(),
  created_at: Timestamp,
  warning: Type.Optional(Nullable(ChatWarning)),
  /** On viewing cards only (issue 27); see `Viewing`. */
  viewing: Type.Optional(Viewing),
  property_id: Type.Optional(
    Type.Integer({ description: "On listing cards only (issue 27): the listing the chat was started from ('Message {owner}'); `message` is its title, a text fallback." }),
  ),
  listing: Type.Optional(
    Type.Unsafe<ChatListingCard>({
      ...ChatListingCard,
      description: 'On listing cards whose listing is still there (not deleted, not hidden by moderation); absent otherwise, when the card says the listing is no longer available.',
    }),
  ),
  client_id: Type.Optional(
    Nullable(Type.String({ format: 'uuid', description: "The id the sender's client gave the message when it was typed; null when it gave none. A message sent again with the same id is stored once." })),
  ),
  reply_to: Type.Optional(Nullable(ChatQuote)),
  edited_at: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'When the sender last edited the text (shown as edited); null if never.' }))),
  deleted_at: Type.Optional(Nullable(Type.String({ format: 'date-time', description: "When the sender deleted it for everyone: the bubble says 'This message was deleted'." }))),
  reactions: Type.Optional(Type.Array(ChatReaction, { description: 'The emoji on it, in the order of the reaction set, each with its count and who reacted; empty for none.' })),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** `PATCH /chat/messages/{id}/`: the new text. */
export const ChatEditBody = Type.Object({
  message: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH, description: 'The new text, trimmed.' }),
});

/** `POST /chat/messages/{id}/reactions/`: one emoji of the set. */
export const ChatReactionBody = Type.Object({
  emoji: Choice(CHAT_REACTIONS, { description: 'One of the reaction set; a heart without its variation selector (U+FE0F) counts as the heart.' }),
});

/** One hit of the chat search. */
export const ChatSearchHit = Type.Object({
  partner: ProfileSummary,
  message: ChatMessage,
  snippet: Type.String({ description: 'The part of the text around the words found, plain text (at most about 30 words).' }),
});
export type ChatSearchHit = Static<typeof ChatSearchHit>;

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
