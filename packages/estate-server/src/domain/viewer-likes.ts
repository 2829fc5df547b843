import { and, eq, inArray } from 'drizzle-orm';
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

/** Copies of listings read for no one, each with whether the viewer likes it. */
export async function withViewerLikes<T extends Likeable>(db: Db, viewerId: number, listings: T[]): Promise<T[]> {
  const liked = await likedAmong(db, viewerId, listings.map((listing) => listing.id));
  return listings.map((listing) => ({ ...listing, is_liked: liked.has(listing.id) }));
}
