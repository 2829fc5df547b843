import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessages, conversations, properties, users } from '../db/schema.js';
import type { Realtime } from '../plugins/realtime.js';
import type { ChatListingCard, ChatMessage } from '../schemas/chat.js';
import { pairOf, senderCopy, storeChatMessage, type ChatUser } from './chat.js';

/**
 * Listing cards (issue 27): a chat started from a listing ('Message {owner}', `POST
 * /properties/{id}/lead/`) opens with that listing's card, and the card stays in the conversation's
 * history. A card is a chat message from the member to the listing's owner whose `property_id` names
 * the listing (its text, the title, is the fallback a client without cards shows). It is stored once:
 * not again while that listing is already the conversation's latest card. It is never unread, sends no
 * notification, is no chat on the owner's dashboard and no search hit. Each read brings the listing
 * as it is now (`listing`); a listing deleted or hidden by moderation since leaves `listing` out, and
 * the card says the listing is no longer available.
 */

/** The card text a client without cards shows. */
const fallbackText = (title: string) => title.trim() || 'A listing';

/** The listings of `ids` a card may show: those still there and not hidden by moderation. */
async function loadCardListings(db: Db, ids: number[]): Promise<Map<number, ChatListingCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      cover_photo: properties.coverPhoto,
      price: properties.price,
      advert_type: properties.advertType,
      city: properties.city,
      country: properties.country,
      owner_username: users.username,
      hidden: properties.moderationHidden,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(inArray(properties.id, ids));
  return new Map(rows.filter((row) => !row.hidden).map(({ hidden: _hidden, ...card }) => [card.id, card]));
}

/** `messages` with each listing card's listing as it is now (left out when it is gone). */
export async function withListingCards<Message extends ChatMessage>(db: Db, messages: Message[]): Promise<Message[]> {
  const ids = [...new Set(messages.flatMap((message) => (message.property_id === undefined ? [] : [message.property_id])))];
  if (ids.length === 0) return messages;
  const found = await loadCardListings(db, ids);
  return messages.map((message) => {
    const listing = message.property_id === undefined ? undefined : found.get(message.property_id);
    return listing ? { ...message, listing } : message;
  });
}

/** The listing of the latest card in the conversation of `a` and `b`, if it has any. */
async function latestCardListing(db: Db, a: ChatUser, b: ChatUser): Promise<number | null> {
  const { userLow, userHigh } = pairOf(a.id, b.id);
  const [row] = await db
    .select({ propertyId: chatMessages.propertyId })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(eq(conversations.userLow, userLow), eq(conversations.userHigh, userHigh), isNotNull(chatMessages.propertyId)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.propertyId ?? null;
}

/** A card just stored, as its receiver sees it, and the two ends. */
export interface StoredListingCard {
  message: ChatMessage;
  sender: ChatUser;
  receiver: ChatUser;
}

/**
 * Stores the card of `listing` from `member` to its `owner`, unless that listing is already the
 * latest card of their conversation (then undefined). One transaction, holding a lock on the pair,
 * so two 'Message {owner}' clicks at once store one card.
 */
export async function storeListingCard(
  db: Db,
  member: ChatUser,
  owner: ChatUser,
  listing: { id: number; title: string },
): Promise<StoredListingCard | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { userLow, userHigh } = pairOf(member.id, owner.id);
    await tx.execute(sqlLock(userLow, userHigh));
    if ((await latestCardListing(tx, member, owner)) === listing.id) return undefined;
    const message = await storeChatMessage(tx, { sender: member, receiver: owner, message: fallbackText(listing.title), propertyId: listing.id });
    const [withListing] = await withListingCards(tx, [message]);
    return { message: withListing!, sender: member, receiver: owner };
  });
}

/** A lock held until the transaction ends, on one pair's listing cards. */
const sqlLock = (low: number, high: number) => sql`select pg_advisory_xact_lock(hashtext(${`chat-listing-card:${low}:${high}`}))`;

/** After the commit: the card goes to every chat socket of both ends, as a message does. */
export async function deliverListingCard(realtime: Realtime, card: StoredListingCard): Promise<void> {
  await Promise.all([realtime.deliver([card.receiver.id], card.message), realtime.deliver([card.sender.id], senderCopy(card.message))]);
}
