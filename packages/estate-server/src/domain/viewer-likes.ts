import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { propertyLikes } from '../db/schema.js';

interface Likeable {
  id: number;
  is_liked: boolean;
}

/** Which of `ids` the viewer likes: one query on the likes' primary key. */
async function likedAmong(db: Db, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: propertyLikes.propertyId })
    .from(propertyLikes)
    .where(and(eq(propertyLikes.userId, viewerId), inArray(propertyLikes.propertyId, ids)));
  return new Set(rows.map((row) => row.propertyId));
}

/** Everything the viewer likes, by the likes' user index. */
async function likedBy(db: Db, viewerId: number): Promise<Set<number>> {
  const rows = await db.select({ propertyId: propertyLikes.propertyId }).from(propertyLikes).where(eq(propertyLikes.userId, viewerId));
  return new Set(rows.map((row) => row.propertyId));
}

/**
 * Copies of listings read for no one, each with whether the viewer likes it: from the viewer's
 * likes kept in the read cache (a like or an unlike is a write, which clears it), or with the
 * cache off from one query for these listings.
 */
export async function withViewerLikes<T extends Likeable>(app: FastifyInstance, viewerId: number, listings: T[]): Promise<T[]> {
  const liked = app.readCache.enabled
    ? await app.readCache.get(`likes ${viewerId}`, () => likedBy(app.db, viewerId))
    : await likedAmong(app.db, viewerId, listings.map((listing) => listing.id));
  return listings.map((listing) => ({ ...listing, is_liked: liked.has(listing.id) }));
}
