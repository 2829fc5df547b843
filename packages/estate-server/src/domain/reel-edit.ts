import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { properties, reels } from '../db/schema.js';
import { type FieldErrorCollector, forbidden, notFound } from '../lib/errors.js';
import { REEL_DESCRIPTION_MAX_LENGTH, REEL_TITLE_MAX_LENGTH } from '../schemas/reel.js';
import type { ReelRow } from './reels.js';

/*
 * An owner's changes to a reel (issue 22): its caption (title and description), the listing it
 * shows (one of the owner's own), and deleting it. The slug stays, so shared links keep working.
 */

export interface ReelChanges {
  title?: string;
  description?: string;
  propertyId?: number | null;
}

/** The reel, when `userId` owns it: a 404 when there is none, a 403 when it is someone else's. */
export function ownReel(reel: ReelRow | undefined, userId: number): ReelRow {
  if (!reel) throw notFound('reel_not_found');
  if (reel.userId !== userId) throw forbidden('reel_edit_own');
  return reel;
}

/** Whether a listing exists and is the user's: a reel may only show its owner's listings. */
async function ownsListing(db: Db, propertyId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(properties).where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
  return (row?.n ?? 0) > 0;
}

/**
 * Checks the fields a create or edit form sends: captions within their lengths, a listing link
 * (`property_id`, blank or null to unlink) to one of the owner's listings. Problems go to `errors`.
 */
export async function checkReelChanges(db: Db, userId: number, fields: Record<string, unknown>, errors: FieldErrorCollector): Promise<ReelChanges> {
  const changes: ReelChanges = {};
  for (const [name, max] of [['title', REEL_TITLE_MAX_LENGTH], ['description', REEL_DESCRIPTION_MAX_LENGTH]] as const) {
    if (fields[name] === undefined || fields[name] === null) continue;
    const value = String(fields[name]).trim();
    if (value.length > max) errors.add(name, 'max_length', { max });
    else changes[name] = value;
  }
  const link = fields.property_id;
  if (link === null || (typeof link === 'string' && link.trim() === '')) changes.propertyId = null;
  else if (link !== undefined) {
    const id = Number(link);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) errors.add('property_id', 'invalid_integer');
    else if (!(await ownsListing(db, id, userId))) errors.add('property_id', 'reel_link_own');
    else changes.propertyId = id;
  }
  return changes;
}

export async function updateReel(db: Db, reelId: number, changes: ReelChanges): Promise<void> {
  if (Object.keys(changes).length > 0) await db.update(reels).set(changes).where(eq(reels.id, reelId));
}

/**
 * Deletes a reel (its likes, views and comments go with it by the schema's cascades). Answers its
 * video when no other reel plays the same file (the demo's reels share a few), for the caller to remove.
 */
export async function deleteReel(db: Db, reel: ReelRow): Promise<string[]> {
  await db.delete(reels).where(eq(reels.id, reel.id));
  const [others] = await db.select({ n: count() }).from(reels).where(eq(reels.video, reel.video));
  return (others?.n ?? 0) > 0 ? [] : [reel.video];
}
