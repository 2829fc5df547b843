import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { properties, propertyLikes, propertyPhotos, propertyViews, users } from '../db/schema.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { notify, type LiveNotifier } from './notifications.js';
import type { NewPropertyFields } from './property-form.js';

/** Words kept from a title for its slug; the rest of a long title adds nothing to a URL. */
const SLUG_BASE_MAX = 80;
const SLUG_ATTEMPTS = 5;

export const randomSlugSuffix = () => randomBytes(3).toString('hex');

/** `3 Bedroom House in Kilimani!` -> `3-bedroom-house-in-kilimani`; accents dropped, cut at a word. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_BASE_MAX) return slug;
  const cut = slug.slice(0, SLUG_BASE_MAX + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_BASE_MAX)).replace(/-+$/, '');
}

/** The readable part of a listing's slug: its title, else what it is and where. */
function slugBase(fields: Pick<NewPropertyFields, 'title' | 'propertyType' | 'city'>): string {
  return slugify(fields.title) || slugify(`${fields.propertyType} ${fields.city ? `in ${fields.city}` : ''}`) || 'property';
}

const isSlugTaken = (error: unknown) => isUniqueViolation(error, 'properties_slug_key');

export interface StoredMedia {
  coverPhoto: string;
  /** Paths in the order the photos were sent. */
  photos: string[];
}

/**
 * Stores a listing and its photos together under a slug made from the title and a random suffix
 * (`3-bedroom-house-in-kilimani-4f9a2c`). Should the suffix ever repeat, it draws another.
 */
export async function createProperty(
  db: Db,
  userId: number,
  fields: NewPropertyFields,
  media: StoredMedia,
  suffix: () => string = randomSlugSuffix,
): Promise<number> {
  const base = slugBase(fields);
  for (let attempt = 1; ; attempt += 1) {
    const slug = `${base}-${suffix()}`;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({ ...fields, userId, slug, coverPhoto: media.coverPhoto })
          .returning({ id: properties.id });
        const id = row!.id;
        if (media.photos.length > 0) {
          await tx.insert(propertyPhotos).values(media.photos.map((photo, position) => ({ propertyId: id, photo, position })));
        }
        return id;
      });
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isSlugTaken(error)) throw error;
    }
  }
}

/**
 * Counts a view once a viewer: the first visit inserts the viewer's row and bumps the counter in
 * the same transaction; later visits change nothing.
 */
export async function recordView(db: Db, propertyId: number, viewer: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(propertyViews)
      .values({ propertyId, viewer })
      .onConflictDoNothing()
      .returning({ propertyId: propertyViews.propertyId });
    if (inserted.length > 0) {
      await tx
        .update(properties)
        .set({ views: sql`${properties.views} + 1` })
        .where(eq(properties.id, propertyId));
    }
  });
}

export interface LikeState {
  is_liked: boolean;
  like_count: number;
}

interface LikedListing {
  id: number;
  userId: number;
  slug: string;
  title: string;
}

async function findListing(db: Db, id: number): Promise<LikedListing | undefined> {
  const [row] = await db
    .select({ id: properties.id, userId: properties.userId, slug: properties.slug, title: properties.title })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/**
 * Likes a listing once: the like row and the counter change in one transaction, so repeating the
 * call changes neither. A new like tells the owner. Undefined when the listing does not exist.
 */
export async function likeProperty(db: Db, live: LiveNotifier, propertyId: number, userId: number): Promise<LikeState | undefined> {
  const listing = await findListing(db, propertyId);
  if (!listing) return undefined;
  const { isNew, likeCount } = await db.transaction(async (tx) => {
    const inserted = await tx.insert(propertyLikes).values({ propertyId, userId }).onConflictDoNothing().returning({ userId: propertyLikes.userId });
    const [row] = inserted.length > 0
      ? await tx.update(properties).set({ likeCount: sql`${properties.likeCount} + 1` }).where(eq(properties.id, propertyId)).returning({ likeCount: properties.likeCount })
      : await tx.select({ likeCount: properties.likeCount }).from(properties).where(eq(properties.id, propertyId));
    return { isNew: inserted.length > 0, likeCount: row?.likeCount ?? 0 };
  });
  if (isNew) await tellOwnerOfLike(db, live, listing, userId);
  return { is_liked: true, like_count: likeCount };
}

/** Takes a like back, once; the counter never goes below zero. Undefined when the listing does not exist. */
export async function unlikeProperty(db: Db, propertyId: number, userId: number): Promise<LikeState | undefined> {
  const listing = await findListing(db, propertyId);
  if (!listing) return undefined;
  const likeCount = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(propertyLikes)
      .where(and(eq(propertyLikes.propertyId, propertyId), eq(propertyLikes.userId, userId)))
      .returning({ userId: propertyLikes.userId });
    const [row] = removed.length > 0
      ? await tx.update(properties).set({ likeCount: sql`greatest(${properties.likeCount} - 1, 0)` }).where(eq(properties.id, propertyId)).returning({ likeCount: properties.likeCount })
      : await tx.select({ likeCount: properties.likeCount }).from(properties).where(eq(properties.id, propertyId));
    return row?.likeCount ?? 0;
  });
  return { is_liked: false, like_count: likeCount };
}

async function tellOwnerOfLike(db: Db, live: LiveNotifier, listing: LikedListing, likerId: number): Promise<void> {
  if (listing.userId === likerId) return;
  const [liker] = await db.select({ username: users.username }).from(users).where(eq(users.id, likerId));
  if (!liker) return;
  const what = listing.title ? `your property "${listing.title}"` : 'your property';
  await notify(db, live, {
    userId: listing.userId,
    actorId: likerId,
    kind: 'property_like',
    message: `${liker.username} liked ${what}`,
    link: `/property/${listing.slug}/`,
  });
}
