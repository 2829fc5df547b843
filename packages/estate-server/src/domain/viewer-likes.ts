import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { propertyLikes } from '../db/schema.js';

/** Which of `ids` the viewer likes: one query on the likes' primary key. */
async function likedAmong(db: Db, viewerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: propertyLikes.propertyId })
    .from(propertyLikes)
    .where(and(eq(propertyLikes.userId, viewerId), inArray(propertyLikes.propertyId, [...ids])));
  return new Set(rows.map((row) => row.propertyId));
}

/** Everything the viewer likes, by the likes' user index. */
async function likedBy(db: Db, viewerId: number): Promise<Set<number>> {
  const rows = await db.select({ propertyId: propertyLikes.propertyId }).from(propertyLikes).where(eq(propertyLikes.userId, viewerId));
  return new Set(rows.map((row) => row.propertyId));
}

/**
 * The listings among `ids` the viewer likes (the set may hold others): everything they like, kept
 * in the read cache (a like or an unlike is a write, which clears it), or with the cache off one
 * query for these listings.
 */
export function viewerLikes(app: FastifyInstance, viewerId: number, ids: readonly number[]): Promise<ReadonlySet<number>> {
  return app.readCache.enabled ? app.readCache.get(`likes ${viewerId}`, () => likedBy(app.db, viewerId)) : likedAmong(app.db, viewerId, ids);
}
