import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { clipComments, profiles, properties, reelLikes, reels, reelViews, users } from '../db/schema.js';
import { countryCode } from '../lib/countries.js';
import { FieldErrorCollector } from '../lib/errors.js';
import type { Upload } from '../lib/forms.js';
import type { PageWindow } from '../lib/pagination.js';
import { MAX_ROW_ID } from '../schemas/common.js';
import { REEL_DESCRIPTION_MAX_LENGTH, REEL_TITLE_MAX_LENGTH, type Reel } from '../schemas/reel.js';
import { notify, type LiveNotifier } from './notifications.js';

const SLUG_BASE_MAX_LENGTH = 60;

export type ReelRow = typeof reels.$inferSelect;

/** Where a reel lives in the app, as notifications link to it. */
export const clipLink = (slug: string) => `/clip/${slug}/`;

/** How a notification names a reel: by its title when it has one. */
export const clipName = (reel: Pick<ReelRow, 'title'>) => (reel.title ? `your clip "${reel.title}"` : 'your clip');

/** A URL-safe slug: ASCII letters and digits joined by dashes, never all digits (those read as ids). */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_BASE_MAX_LENGTH)
    .replace(/-+$/, '');
  if (!slug) return fallback;
  return /^\d+$/.test(slug) ? `${fallback}-${slug}` : slug;
}

/** The columns of a Reel as the API shows it, for a caller (null when anonymous). */
function reelColumns(viewerId: number | null) {
  return {
    id: reels.id,
    slug: reels.slug,
    title: reels.title,
    description: reels.description,
    country: reels.country,
    video: reels.video,
    user: reels.userId,
    username: users.username,
    profile_photo: profiles.profilePhoto,
    is_liked:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${reelLikes} where ${reelLikes.reelId} = ${reels.id} and ${reelLikes.userId} = ${viewerId})`,
    like_count: reels.likeCount,
    comment_count: sql<number>`(select count(*) from ${clipComments} where ${clipComments.reelId} = ${reels.id})`.mapWith(Number),
    views: reels.views,
    property: {
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      cover_photo: properties.coverPhoto,
      price: properties.price,
      final_property_price: sql<number>`round(${properties.price} + ${properties.price} * ${properties.tax}, 2)`.mapWith(Number),
      advert_type: properties.advertType,
      availability: properties.availability,
    },
    created_at: reels.createdAt,
  };
}

function selectReels(db: Db, viewerId: number | null) {
  return db
    .select(reelColumns(viewerId))
    .from(reels)
    .innerJoin(users, eq(users.id, reels.userId))
    .leftJoin(profiles, eq(profiles.id, reels.userId))
    .leftJoin(properties, eq(properties.id, reels.propertyId));
}

type ReelSelection = Omit<Reel, 'created_at' | 'property'> & { created_at: Date; property: { id: number | null } & Omit<NonNullable<Reel['property']>, 'id'> | null };

const toReel = ({ property, ...row }: ReelSelection): Reel => ({
  ...row,
  // Drizzle answers a left join's missing row as null, or (with a computed column in it) as nulls.
  property: property?.id == null ? null : { ...property, id: property.id },
  created_at: row.created_at.toISOString(),
});

export async function loadReel(db: Db, id: number, viewerId: number | null): Promise<Reel | undefined> {
  const [row] = await selectReels(db, viewerId).where(eq(reels.id, id));
  return row && toReel(row);
}

/** The reel a path names: digits are an id, anything else a slug. */
export async function findReelRow(db: Db, idOrSlug: string | number): Promise<ReelRow | undefined> {
  const text = String(idOrSlug);
  let where: SQL;
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    if (id > MAX_ROW_ID) return undefined;
    where = eq(reels.id, id);
  } else {
    where = eq(reels.slug, text);
  }
  const [row] = await db.select().from(reels).where(where);
  return row;
}

/** Reels newest first, all of them or one person's; uses `reels_created_idx` / `reels_user_idx`. */
export async function listReels(db: Db, filter: { userId?: number }, window: PageWindow, viewerId: number | null): Promise<{ count: number; rows: Reel[] }> {
  // Hidden reels (a moderation case) leave the feed and others' lists; their owner still sees theirs.
  const where =
    filter.userId === undefined
      ? eq(reels.moderationHidden, false)
      : filter.userId === viewerId
        ? eq(reels.userId, filter.userId)
        : and(eq(reels.userId, filter.userId), eq(reels.moderationHidden, false));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reels).where(where),
    selectReels(db, viewerId).where(where).orderBy(desc(reels.createdAt), desc(reels.id)).limit(window.limit).offset(window.offset),
  ]);
  return { count: total?.n ?? 0, rows: rows.map(toReel) };
}

export interface ReelInput {
  title: string;
  description: string;
  country: string;
  video: Upload;
}

/**
 * Checks the create-clip form, reporting its errors together with the file errors already in
 * `errors`. The country defaults to the poster's profile country.
 */
export function checkReelForm(
  fields: Record<string, string>,
  video: Upload | undefined,
  defaultCountry: string,
  errors = new FieldErrorCollector(),
): ReelInput {
  const title = (fields.title ?? '').trim();
  const description = (fields.description ?? '').trim();
  if (title.length > REEL_TITLE_MAX_LENGTH) errors.add('title', 'max_length', { max: REEL_TITLE_MAX_LENGTH });
  if (description.length > REEL_DESCRIPTION_MAX_LENGTH) {
    errors.add('description', 'max_length', { max: REEL_DESCRIPTION_MAX_LENGTH });
  }
  const givenCountry = fields.country?.trim();
  const country = givenCountry ? countryCode(givenCountry) : defaultCountry;
  if (!country) errors.add('country', 'invalid_choice', { value: givenCountry ?? '' });
  if (!video && !errors.has('video')) errors.add('video', 'no_file');
  errors.throwIfAny();
  return { title, description, country: country!, video: video! };
}

const SLUG_ATTEMPTS = 5;

/**
 * Stores a reel under a slug made from its title (or description): the plain slug while it is
 * free, else the slug with a random suffix. The unique index decides between two posters racing
 * for the same slug, and the loser tries another suffix.
 */
export async function createReel(db: Db, userId: number, input: Omit<ReelInput, 'video'> & { video: string; propertyId?: number | null }): Promise<number> {
  const base = slugify(input.title || input.description, 'clip');
  const [taken] = await db.select({ id: reels.id }).from(reels).where(eq(reels.slug, base));
  for (let attempt = taken ? 1 : 0; attempt <= SLUG_ATTEMPTS; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [row] = await db
      .insert(reels)
      .values({ userId, slug, title: input.title, description: input.description, country: input.country, video: input.video, propertyId: input.propertyId ?? null })
      .onConflictDoNothing({ target: reels.slug })
      .returning({ id: reels.id });
    if (row) return row.id;
  }
  throw new Error(`No free slug for "${base}" after ${SLUG_ATTEMPTS} attempts`);
}

/** Counts a view once a viewer; `reels.views` moves only when the viewer is new. */
export async function recordReelView(db: Db, reelId: number, viewer: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(reelViews).values({ reelId, viewer }).onConflictDoNothing().returning({ reelId: reelViews.reelId });
    if (inserted.length > 0) await tx.update(reels).set({ views: sql`${reels.views} + 1` }).where(eq(reels.id, reelId));
  });
}

export interface LikeState {
  is_liked: boolean;
  like_count: number;
}

async function likeCountOf(db: Db, reelId: number): Promise<number> {
  const [row] = await db.select({ likeCount: reels.likeCount }).from(reels).where(eq(reels.id, reelId));
  return row?.likeCount ?? 0;
}

/** Likes a reel once, however often it is asked; a new like tells the owner. */
export async function likeReel(db: Db, live: LiveNotifier, reel: ReelRow, user: { id: number; username: string }): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(reelLikes).values({ reelId: reel.id, userId: user.id }).onConflictDoNothing().returning({ reelId: reelLikes.reelId });
    if (inserted.length === 0) return { is_liked: true, like_count: await likeCountOf(tx, reel.id) };
    const [updated] = await tx
      .update(reels)
      .set({ likeCount: sql`${reels.likeCount} + 1` })
      .where(eq(reels.id, reel.id))
      .returning({ likeCount: reels.likeCount });
    await notify(tx, live, {
      userId: reel.userId,
      actorId: user.id,
      kind: 'reel_like',
      message: `${user.username} liked ${clipName(reel)}`,
      link: clipLink(reel.slug),
    });
    return { is_liked: true, like_count: updated?.likeCount ?? 0 };
  });
}

/** Takes a like back; unliking what was never liked changes nothing. */
export async function unlikeReel(db: Db, reelId: number, userId: number): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(reelLikes)
      .where(and(eq(reelLikes.reelId, reelId), eq(reelLikes.userId, userId)))
      .returning({ reelId: reelLikes.reelId });
    if (deleted.length === 0) return { is_liked: false, like_count: await likeCountOf(tx, reelId) };
    const [updated] = await tx
      .update(reels)
      .set({ likeCount: sql`greatest(${reels.likeCount} - 1, 0)` })
      .where(eq(reels.id, reelId))
      .returning({ likeCount: reels.likeCount });
    return { is_liked: false, like_count: updated?.likeCount ?? 0 };
  });
}
