import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { profiles, properties, reels, users } from '../db/schema.js';
import { MAX_COUNT, type PageWindow } from '../lib/pagination.js';
import type { Profile, ProfileSummary, Role } from '../schemas/profile.js';

type PropertySummary = Profile['properties'][number];
import { licenseFields } from './licenses.js';
import { fullName } from './users.js';

const PROFILE_LIST_LIMIT = 60;

export const roleOf = (profile: { isSeller: boolean; isAgent: boolean; topAgent: boolean }): Role =>
  profile.topAgent ? 'top_agent' : profile.isAgent ? 'agent' : profile.isSeller ? 'seller' : 'buyer';

/** The summary columns, to select beside `users` joined with `profiles`. */
export const summaryColumns = {
  id: users.id,
  username: users.username,
  full_name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  profile_photo: profiles.profilePhoto,
};

/**
 * One profile as the API shows it. Contact details are private: the e-mail only to its owner, the
 * phone number to its owner and, for agents (who want to be called), to everyone.
 */
export async function loadProfile(db: Db, userId: number, viewerId: number | null): Promise<Profile | undefined> {
  const [row] = await db.select().from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId));
  if (!row) return undefined;
  const { users: user, profiles: profile } = row;
  const isSelf = viewerId === userId;
  // Others never see what a moderation case holds hidden; the owner sees all of theirs.
  const shownProperties = isSelf ? eq(properties.userId, userId) : and(eq(properties.userId, userId), eq(properties.moderationHidden, false));
  const shownReels = isSelf ? eq(reels.userId, userId) : and(eq(reels.userId, userId), eq(reels.moderationHidden, false));
  const [ownProperties, ownClips, [propertyCount], [clipCount]] = await Promise.all([
    db
      .select({
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        cover_photo: properties.coverPhoto,
        price: properties.price,
        country: properties.country,
        city: properties.city,
        advert_type: properties.advertType,
        property_type: properties.propertyType,
        availability: properties.availability,
        created_at: properties.createdAt,
      })
      .from(properties)
      .where(shownProperties)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(PROFILE_LIST_LIMIT),
    db
      .select({ id: reels.id, slug: reels.slug, title: reels.title, video: reels.video, views: reels.views, created_at: reels.createdAt })
      .from(reels)
      .where(shownReels)
      .orderBy(desc(reels.createdAt), desc(reels.id))
      .limit(PROFILE_LIST_LIMIT),
    db.select({ n: count() }).from(properties).where(shownProperties),
    db.select({ n: count() }).from(reels).where(shownReels),
  ]);
  const isAgent = profile.isAgent || profile.topAgent;
  return {
    id: user.id,
    username: user.username,
    full_name: fullName(user),
    profile_photo: profile.profilePhoto,
    first_name: user.firstName,
    last_name: user.lastName,
    email: isSelf ? user.email : '',
    phone_number: isSelf || isAgent ? profile.phoneNumber : '',
    license: profile.license,
    license_number: profile.license,
    license_year: profile.licenseYear || null,
    ...licenseFields(profile),
    is_moderator: isSelf && user.isModerator,
    agency: profile.agency,
    about_me: profile.aboutMe,
    gender: profile.gender as Profile['gender'],
    country: profile.country,
    city: profile.city,
    is_buyer: profile.isBuyer,
    is_seller: profile.isSeller,
    is_agent: profile.isAgent,
    top_agent: profile.topAgent,
    is_guest: user.isGuest,
    role: roleOf(profile),
    num_reviews: profile.numReviews,
    rating_average: Number(profile.ratingAverage),
    facebook_url: profile.facebookUrl,
    twitter_url: profile.twitterUrl,
    instagram_url: profile.instagramUrl,
    threads_url: profile.threadsUrl,
    properties_count: propertyCount?.n ?? 0,
    clips_count: clipCount?.n ?? 0,
    properties: ownProperties.map((property) => ({
      ...property,
      // Stored only through `matchChoice`, so the columns hold the enums' values.
      advert_type: property.advert_type as PropertySummary['advert_type'],
      property_type: property.property_type as PropertySummary['property_type'],
      availability: property.availability as PropertySummary['availability'],
      created_at: property.created_at.toISOString(),
    })),
    clips: ownClips.map((clip) => ({ ...clip, created_at: clip.created_at.toISOString() })),
    date_joined: user.dateJoined.toISOString(),
  };
}

export interface PeopleFilter {
  search?: string;
  agentsOnly?: boolean;
  topAgentsOnly?: boolean;
}

/** Registered, active people matching a filter, by name; guests never appear in lists. */
export async function listPeople(db: Db, filter: PeopleFilter, window: PageWindow): Promise<{ count: number; rows: ProfileSummary[] }> {
  const conditions: SQL[] = [eq(users.isActive, true), eq(users.isGuest, false)];
  if (filter.agentsOnly) conditions.push(or(eq(profiles.isAgent, true), eq(profiles.topAgent, true))!);
  if (filter.topAgentsOnly) conditions.push(eq(profiles.topAgent, true));
  const text = filter.search?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.username, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!);
  }
  const where = and(...conditions);
  const matches = db.select({ one: sql`1` }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where).limit(MAX_COUNT + 1).as('matches');
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(matches),
    db
      .select(summaryColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(desc(profiles.topAgent), asc(sql`lower(${users.username})`))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total?.n ?? 0, rows };
}
