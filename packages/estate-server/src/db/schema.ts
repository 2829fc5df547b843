import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A ring of [longitude, latitude] points, stored as a Postgres polygon (a saved search's map area). */
const polygon = customType<{ data: [number, number][]; driverData: string }>({
  dataType: () => 'polygon',
  toDriver: (points) => `(${points.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`,
  fromDriver: (text) => [...text.matchAll(/\(([^(),]+),([^(),]+)\)/g)].map((match) => [Number(match[1]), Number(match[2])] as [number, number]),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 150 }).notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isGuest: boolean('is_guest').notNull().default(false),
    dateJoined: timestamp('date_joined', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    /** Works the moderation queue; set only from the command line (`estate-server moderator add EMAIL`). */
    isModerator: boolean('is_moderator').notNull().default(false),
    /** When a moderator suspended the account (null: not suspended); see domain/moderation. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The people search's ILIKE '%text%' on the username and the full name (pg_trgm, on PGlite too).
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/** One profile a user; its id is the user's id, so "profile id" and "user id" never disagree. */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: varchar('phone_number', { length: 30 }).notNull().default(''),
    aboutMe: text('about_me').notNull().default(''),
    license: varchar('license', { length: 100 }).notNull().default(''),
    gender: varchar('gender', { length: 10 }).notNull().default('Other'),
    country: varchar('country', { length: 2 }).notNull().default('KE'),
    city: varchar('city', { length: 180 }).notNull().default('Nairobi'),
    profilePhoto: text('profile_photo'),
    isBuyer: boolean('is_buyer').notNull().default(true),
    isSeller: boolean('is_seller').notNull().default(false),
    isAgent: boolean('is_agent').notNull().default(false),
    topAgent: boolean('top_agent').notNull().default(false),
    numReviews: integer('num_reviews').notNull().default(0),
    /** The mean of the agent's review ratings (0 with none), kept with `numReviews` by domain/reviews.ts. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    facebookUrl: varchar('facebook_url', { length: 300 }).notNull().default(''),
    twitterUrl: varchar('twitter_url', { length: 300 }).notNull().default(''),
    instagramUrl: varchar('instagram_url', { length: 300 }).notNull().default(''),
    threadsUrl: varchar('threads_url', { length: 300 }).notNull().default(''),
    /** The agency an agent works for, shown beside their name; blank for independents and non-agents. */
    agency: varchar('agency', { length: 120 }).notNull().default(''),
    /** The year of the agent's practising certificate from the Estate Agents Registration Board (`license` holds the registration number); 0: not given. */
    licenseYear: smallint('license_year').notNull().default(0),
    /** When a moderator checked `license` and `licenseYear` against the board's register (null: not verified; cleared when either changes). */
    licenseVerifiedAt: timestamp('license_verified_at', { withTimezone: true, mode: 'date' }),
    licenseVerifiedBy: integer('license_verified_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('profiles_agents_idx').on(t.isAgent, t.topAgent)],
);

/**
 * Refresh tokens already used (rotated) or given up at logout, kept until they would have expired
 * anyway. The primary key is what makes rotation atomic: of two refreshes with one token, only one
 * insert of its jti succeeds.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    /** The token's family: the refresh tokens descended from one login. */
    family: varchar('family', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Refresh-token families that no longer refresh: logged out, or one of their tokens was used twice
 * (taken as theft, RFC 9700 section 4.14.2). Kept until every token of the family has expired.
 */
export const revokedTokenFamilies = pgTable(
  'revoked_token_families',
  {
    family: varchar('family', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_token_families_expires_idx').on(t.expiresAt)],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 250 }).notNull().default(''),
    slug: varchar('slug', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
    coverPhoto: text('cover_photo').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    tax: numeric('tax', { precision: 6, scale: 4, mode: 'number' }).notNull().default(0.15),
    country: varchar('country', { length: 2 }).notNull(),
    city: varchar('city', { length: 180 }).notNull().default(''),
    postalCode: varchar('postal_code', { length: 20 }).notNull().default(''),
    streetAddress: varchar('street_address', { length: 250 }).notNull().default(''),
    propertyNumber: integer('property_number').notNull().default(0),
    plotArea: numeric('plot_area', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    totalFloors: integer('total_floors').notNull().default(0),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    advertType: varchar('advert_type', { length: 20 }).notNull(),
    propertyType: varchar('property_type', { length: 20 }).notNull().default('Other'),
    propertyStatus: varchar('property_status', { length: 30 }).notNull(),
    interiorFeatures: text('interior_features').notNull().default(''),
    exteriorFeatures: text('exterior_features').notNull().default(''),
    views: integer('views').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /**
     * Comments and replies: kept by triggers on property_comments (migration 0003) in the
     * statement that adds or removes them, so cascades and the seed keep it right too.
     */
    commentCount: integer('comment_count').notNull().default(0),
    /** Where the owner put the pin (null: not placed). Kept exact; the public point is `location`. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Whether the public may see the exact point; otherwise `location` is rounded to about 100 m. */
    locationExact: boolean('location_exact').notNull().default(false),
    /**
     * The point the public sees and the map searches: the pin rounded to 3 decimals (about 100 m)
     * unless the owner chose the exact one, derived in the database so no query can find a listing
     * more precisely than its page shows it.
     */
    publicLatitude: doublePrecision('public_latitude').generatedAlwaysAs(
      sql`case when location_exact then latitude else round(latitude::numeric, 3)::float8 end`,
    ),
    publicLongitude: doublePrecision('public_longitude').generatedAlwaysAs(
      sql`case when location_exact then longitude else round(longitude::numeric, 3)::float8 end`,
    ),
    /** available, under_offer, sold or let: sold and let listings leave the public lists. */
    availability: varchar('availability', { length: 20 }).notNull().default('available'),
    /** Out of every public list while a moderation case holds it hidden (the owner still sees it, marked). */
    moderationHidden: boolean('moderation_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_slug_key').on(t.slug),
    // The map's box and polygon searches: a latitude band, the longitudes checked in the index. A
    // btree, whose statistics tell the planner how much of the table a box holds (a GiST index on a
    // point has none, so a city-wide box was sorted whole instead of walked newest first). It also
    // holds what every list filters and sorts by beside the area (on the market, advert type, newest
    // first), so a drawn area is counted and ordered from the index alone, without the table's rows.
    index('properties_public_location_idx').on(t.publicLatitude, t.publicLongitude, t.availability, t.advertType, t.createdAt, t.id),
    index('properties_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('properties_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('properties_type_idx').on(t.propertyType, t.createdAt.desc().nullsFirst()),
    index('properties_advert_idx').on(t.advertType, t.createdAt.desc().nullsFirst()),
    index('properties_status_idx').on(t.propertyStatus, t.createdAt.desc().nullsFirst()),
    // A country's list, newest first, with the filters people combine most (advert type, property
    // type, both): each reads its page in index order and counts its matches from the index alone.
    index('properties_country_idx').on(t.country, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('properties_country_advert_idx').on(t.country, t.advertType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('properties_country_type_idx').on(t.country, t.propertyType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The sorts beyond newest first (issue 13): price either way and most liked, whole list and by country.
    index('properties_price_idx').on(t.price, t.id),
    index('properties_likes_idx').on(t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('properties_country_price_idx').on(t.country, t.price, t.id),
    index('properties_country_advert_type_idx').on(t.country, t.advertType, t.propertyType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    photo: text('photo').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('property_photos_property_idx').on(t.propertyId, t.position)],
);

export const propertyLikes = pgTable(
  'property_likes',
  {
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index('property_likes_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** One row a viewer (user id, else client address) a property, so `views` counts people, not page loads. */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    viewer: varchar('viewer', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.viewer] })],
);

export const reels = pgTable(
  'reels',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 250 }).notNull().default(''),
    slug: varchar('slug', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
    country: varchar('country', { length: 2 }).notNull().default('KE'),
    video: text('video').notNull(),
    /** The owner's listing the reel shows, if any; unlinked when the listing is deleted. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Out of the feed while a moderation case holds it hidden (the owner still sees it, marked). */
    moderationHidden: boolean('moderation_hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reels_slug_key').on(t.slug),
    index('reels_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reels_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('reels_property_idx').on(t.propertyId),
  ],
);

export const reelLikes = pgTable(
  'reel_likes',
  {
    reelId: integer('reel_id').notNull().references(() => reels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reelId, t.userId] }), index('reel_likes_user_idx').on(t.userId)],
);

export const reelViews = pgTable(
  'reel_views',
  {
    reelId: integer('reel_id').notNull().references(() => reels.id, { onDelete: 'cascade' }),
    viewer: varchar('viewer', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reelId, t.viewer] })],
);

/** Comments on properties; a reply has a parent, and replies hang off top-level comments only. */
export const propertyComments = pgTable(
  'property_comments',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_comments_property_idx').on(t.propertyId, t.parentId, t.createdAt.desc().nullsFirst()),
    index('property_comments_parent_idx').on(t.parentId, t.createdAt),
  ],
);

export const clipComments = pgTable(
  'clip_comments',
  {
    id: serial('id').primaryKey(),
    reelId: integer('reel_id').notNull().references(() => reels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('clip_comments_reel_idx').on(t.reelId, t.createdAt.desc().nullsFirst())],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    message: text('message').notNull(),
    link: text('link').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The newest a chat partner left a user, which the chat tells live after every batch
    // (`chatNotificationTeller`): one index entry, however many notifications the user has.
    index('notifications_chat_from_idx')
      .on(t.userId, t.actorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.kind} = 'chat_message'`),
  ],
);

/**
 * How many of each user's notifications are unread, kept by triggers on `notifications` in the
 * statement that writes them (migration 0016), so a live notification reads one row instead of
 * counting the unread (a busy chat leaves one a message). No row: none unread.
 */
export const notificationUnread = pgTable('notification_unread', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
});

/** One row a pair of people who have chatted (`userLow` < `userHigh`), so the inbox list is one indexed read. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userLow: integer('user_low').notNull().references(() => users.id, { onDelete: 'cascade' }),
    userHigh: integer('user_high').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The newest message id each side has seen ('Seen' receipts, unread counts); 0 before any. */
    lowReadId: integer('low_read_id').notNull().default(0),
    highReadId: integer('high_read_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userLow, t.userHigh),
    index('conversations_low_idx').on(t.userLow, t.lastMessageAt.desc().nullsFirst()),
    index('conversations_high_idx').on(t.userHigh, t.lastMessageAt.desc().nullsFirst()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    image: text('image'),
    /**
     * The scam warning its receiver sees (domain/scam-rules.ts), decided when it was stored: the kind
     * (`payment_request`, `off_platform`) and the rule that fired; both null for most messages.
     */
    warningKind: varchar('warning_kind', { length: 20 }),
    warningReason: varchar('warning_reason', { length: 30 }),
    /** A viewing card (issue 27): the proposal or answer this message shows; `message` is its text fallback. */
    viewingId: integer('viewing_id').references((): AnyPgColumn => viewings.id, { onDelete: 'set null' }),
    /**
     * A listing card (issue 27): the listing a chat was started from ('Message {owner}'), stored once
     * by `POST /properties/{id}/lead/` (domain/chat-listing-cards.ts); `message` is its text fallback.
     * No foreign key: the id outlives a deleted listing, whose card then says it is no longer available.
     */
    propertyId: integer('property_id'),
    /**
     * The id the sender's client gave the message when it was typed (a UUID): with the sender, the
     * key that stores a message sent twice (an outbox replay) once. Null for clients that give none.
     */
    clientId: uuid('client_id'),
    /** The message this one quotes, in the same conversation; null when it quotes none (or that one was removed by a moderator). */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    /** When its sender last changed the text (within 15 minutes of sending); null if never. */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** When its sender deleted it for everyone: the row stays as a tombstone, its text and image cleared. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    // An agent's response time: the messages they received, recent first (domain/agent-directory.ts).
    index('chat_messages_receiver_idx').on(t.receiverId, t.createdAt),
    // A conversation's latest listing card (the once-only rule of domain/chat-listing-cards.ts).
    index('chat_messages_listing_idx').on(t.conversationId, t.id.desc().nullsFirst()).where(sql`${t.propertyId} is not null`),
    // Idempotent sends: one message per sender and client id (messages without one never collide: nulls are distinct).
    uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientId),
    // The chat search: each word of the text twice, once under the sender's id and once under the
    // receiver's ('12.viewing'), so a member's search, prefixes included, reads only the member's own
    // words (chat_member_words, migration 0014; domain/chat-search.ts).
    index('chat_messages_member_words_idx').using('gin', sql`chat_member_words(${t.senderId}, ${t.receiverId}, ${t.message})`),
  ],
);

/** The emoji reactions on chat messages: one row per message, person and emoji (domain/chat-reactions.ts). */
export const chatMessageReactions = pgTable(
  'chat_message_reactions',
  {
    messageId: integer('message_id').notNull().references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    emoji: varchar('emoji', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);

/**
 * The changes a chat socket applied to messages (edits, deletions, reactions), by the client id the
 * sender gave each: replayed (an SDK sending it again after a drop), a change is answered without
 * being applied again (domain/chat-changes.ts). Kept a day, then swept by the writer.
 */
export const chatMessageChanges = pgTable(
  'chat_message_changes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index('chat_message_changes_created_idx').on(t.createdAt)],
);

/** The paid plans; seeded by migration, so every database has them. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 60 }).notNull(),
  priceUsd: numeric('price_usd', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  amountKes: integer('amount_kes').notNull(),
  description: text('description').notNull().default(''),
  popular: boolean('popular').notNull().default(false),
  requiresLicense: boolean('requires_license').notNull().default(false),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull().references(() => plans.id),
    reference: varchar('reference', { length: 100 }).notNull().unique(),
    /** In the currency's subunit (cents of a shilling), as Paystack counts. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('KES'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    email: varchar('email', { length: 254 }).notNull(),
    orderData: text('order_data').notNull().default('{}'),
    authorizationUrl: text('authorization_url'),
    accessCode: varchar('access_code', { length: 100 }),
    /** `card` (Paystack's hosted checkout) or `mpesa` (the Charge API's mobile money, paid on the phone). */
    channel: varchar('channel', { length: 20 }).notNull().default('card'),
    /** M-Pesa only: the number charged, normalised (`2547XXXXXXXX`). */
    phone: varchar('phone', { length: 20 }),
    /** M-Pesa only: why it did not go through (`declined`, `insufficient_funds`, `timeout`). */
    failureReason: varchar('failure_reason', { length: 30 }),
    /** M-Pesa only: when the page stops waiting for the PIN and asks Paystack a last time. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/**
 * A user's saved filters (issue 13). Each filter is its own column, null when unset, so matching a
 * new listing against every search with alerts is one query. `unsubscribeToken` makes the e-mail's
 * unsubscribe link work without signing in.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    country: varchar('country', { length: 2 }),
    advertType: varchar('advert_type', { length: 20 }),
    propertyType: varchar('property_type', { length: 20 }),
    propertyStatus: varchar('property_status', { length: 30 }),
    minPrice: numeric('min_price', { precision: 14, scale: 2, mode: 'number' }),
    maxPrice: numeric('max_price', { precision: 14, scale: 2, mode: 'number' }),
    minBedrooms: integer('min_bedrooms'),
    minBathrooms: integer('min_bathrooms'),
    minPlotArea: numeric('min_plot_area', { precision: 12, scale: 2, mode: 'number' }),
    maxPlotArea: numeric('max_plot_area', { precision: 12, scale: 2, mode: 'number' }),
    /** The map area drawn or shown when saved (a box is kept as its four corners); alerts match listings inside it. */
    area: polygon('area'),
    /** newest | price | -price | likes */
    sort: varchar('sort', { length: 10 }).notNull().default('newest'),
    alerts: boolean('alerts').notNull().default(true),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull(),
    /** When the last digest e-mail went out: at most one a day. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('saved_searches_unsubscribe_key').on(t.unsubscribeToken),
    index('saved_searches_alerts_idx').on(t.alerts, t.country),
  ],
);

/** A listing that matched a saved search; `digestedAt` is set once an e-mail digest has carried it. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    digestedAt: timestamp('digested_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index('saved_search_matches_property_idx').on(t.propertyId, t.createdAt),
    index('saved_search_matches_pending_idx').on(t.savedSearchId, t.digestedAt),
  ],
);

/** A signed-in user who opened a chat with the agent from a listing: the dashboard's "chats started". */
export const propertyLeads = pgTable(
  'property_leads',
  {
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index('property_leads_created_idx').on(t.propertyId, t.createdAt)],
);

/** A rating of an agent by someone who has chatted with them: one per pair, editable; the agent replies once. */
export const agentReviews = pgTable(
  'agent_reviews',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_reviews_pair_key').on(t.agentId, t.authorId),
    index('agent_reviews_agent_idx').on(t.agentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A report of a review by a signed-in user, once each. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer('review_id').notNull().references(() => agentReviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterId] })],
);

/** What a member can report (reviews keep their own `review_reports`). */
export const REPORT_TARGETS = ['property', 'reel', 'profile', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['scam', 'wrong_information', 'unavailable', 'offensive', 'other'] as const;
export type ReportReasonCode = (typeof REPORT_REASONS)[number];

/** A member's report of a listing, reel, profile or chat message: once a member an item. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    targetKind: varchar('target_kind', { length: 20 }).$type<ReportTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    /** Whose item it is (the listing's or reel's owner, the profile's user, the message's sender), for the history. */
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 30 }).$type<ReportReasonCode>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_once_key').on(t.targetKind, t.targetId, t.reporterId),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc().nullsFirst()),
    index('reports_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
  ],
);

/** open: awaiting a moderator; hidden: out of every list pending review; dismissed; removed. */
export const CASE_STATUSES = ['open', 'hidden', 'dismissed', 'removed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** One a reported item: its state in the moderation queue, and its owner's single appeal. */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: serial('id').primaryKey(),
    targetKind: varchar('target_kind', { length: 20 }).$type<ReportTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<CaseStatus>().notNull().default('open'),
    /** When the item left the lists (two unconnected reporters, or a moderator's 'hide'); null while shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** The owner's one appeal, and when it came. */
    appeal: text('appeal'),
    appealedAt: timestamp('appealed_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('moderation_cases_target_key').on(t.targetKind, t.targetId),
    index('moderation_cases_queue_idx').on(t.status, t.updatedAt.desc().nullsFirst()),
    index('moderation_cases_owner_idx').on(t.ownerId),
  ],
);

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'suspend', 'unsuspend', 'verify_license', 'reject_license'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** Every moderator's decision, with who took it and why: the record the queue and the histories read. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    /** The case it decided (null for an account's suspension or a licence check outside a case). */
    caseId: integer('case_id').references(() => moderationCases.id, { onDelete: 'cascade' }),
    /** Whose item or account it concerned. */
    subjectId: integer('subject_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20 }).$type<ModerationActionKind>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_case_idx').on(t.caseId, t.createdAt), index('moderation_actions_subject_idx').on(t.subjectId, t.createdAt.desc().nullsFirst())],
);

/** A viewing's states: see domain/viewings.ts for who may move it where. */
export const VIEWING_STATUSES = ['proposed', 'accepted', 'declined', 'cancelled', 'countered'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/**
 * One proposed time to view a listing (issue 27). A counter-proposal does not change a row: the
 * row it answers becomes `countered` and a new row holds the new time (`replacesId` names the one
 * it answers, `threadId` the first proposal of the negotiation), so every time ever proposed is kept.
 */
export const viewings = pgTable(
  'viewings',
  {
    id: serial('id').primaryKey(),
    /** The first proposal of this negotiation (its own id for the first). */
    threadId: integer('thread_id').notNull(),
    replacesId: integer('replaces_id').references((): AnyPgColumn => viewings.id, { onDelete: 'set null' }),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    /** Who wants to see the listing. */
    buyerId: integer('buyer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's owner (agent or seller), who shows it. */
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull().default(30),
    status: varchar('status', { length: 20 }).$type<ViewingStatus>().notNull().default('proposed'),
    /** Who proposed this time (the buyer, or the owner for a counter-proposal). */
    proposedBy: integer('proposed_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Who acted on it last (proposed, accepted, declined, cancelled or countered it). */
    actedBy: integer('acted_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's own time, not one of the owner's free slots (false when the owner keeps none). */
    ownTime: boolean('own_time').notNull().default(false),
    /** When the day-before and the hour-before reminders were claimed (domain/viewing-reminders.ts). */
    dayReminderAt: timestamp('day_reminder_at', { withTimezone: true, mode: 'date' }),
    hourReminderAt: timestamp('hour_reminder_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('viewings_buyer_idx').on(t.buyerId, t.startAt),
    index('viewings_owner_idx').on(t.ownerId, t.startAt),
    index('viewings_thread_idx').on(t.threadId, t.id),
    // One open proposal per buyer and listing, even when two arrive at once.
    uniqueIndex('viewings_one_open_key').on(t.propertyId, t.buyerId).where(sql`${t.status} = 'proposed'`),
    // The reminder sweep: accepted viewings by start.
    index('viewings_accepted_start_idx').on(t.startAt).where(sql`${t.status} = 'accepted'`),
    check('viewings_duration_check', sql`${t.durationMinutes} between 15 and 240`),
  ],
);

/** One weekly window in which an owner shows listings, in their `timeZone`: ISO weekday 1 (Monday) to 7, minutes from midnight. */
export interface WeeklyWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** An owner's weekly viewing hours (one row an owner; no row: no hours kept, any time may be proposed). */
export const viewingAvailability = pgTable('viewing_availability', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** The IANA zone the windows are in, e.g. Africa/Nairobi. */
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  weekly: jsonb('weekly').$type<WeeklyWindow[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
