import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { properties, propertyPhotos } from '../db/schema.js';
import { type FieldErrorCollector, forbidden, notFound } from '../lib/errors.js';
import type { NewPropertyFields } from './property-form.js';

/*
 * An owner's changes to a listing (issue 22): every field, the photos added, removed and
 * reordered, the cover replaced, and deleting it. Only the owner may; there is no moderator role
 * yet. Files are the caller's: these answer which stored files are no longer used.
 */

export interface OwnedListing {
  id: number;
  coverPhoto: string;
  photos: { id: number; photo: string }[];
}

/** The listing, when `userId` owns it: a 404 when there is none, a 403 when it is someone else's. */
export async function ownedListing(db: Db, id: number, userId: number): Promise<OwnedListing> {
  const [row] = await db.select({ id: properties.id, userId: properties.userId, coverPhoto: properties.coverPhoto }).from(properties).where(eq(properties.id, id));
  if (!row) throw notFound('property_not_found');
  if (row.userId !== userId) throw forbidden('property_edit_own');
  const photos = await db
    .select({ id: propertyPhotos.id, photo: propertyPhotos.photo })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, id))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id));
  return { id: row.id, coverPhoto: row.coverPhoto, photos };
}

/** Ids as a form sends them: `3,5,8` (blank is none); undefined when one is not an id. */
export function readIds(text: string | undefined): number[] | undefined {
  const parts = (text ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return parts.every((part) => /^\d{1,10}$/.test(part)) ? parts.map(Number) : undefined;
}

export interface PhotoPlan {
  /** Existing photos kept, in their new order. */
  keep: number[];
  remove: number[];
}

/**
 * What becomes of a listing's photos: `remove_photos` names those to drop, `photo_order` (all the
 * kept ones, once each) their new order; new uploads go after them. Problems go to `errors`.
 */
export function planPhotos(listing: OwnedListing, fields: Record<string, string>, errors: FieldErrorCollector): PhotoPlan {
  const existing = listing.photos.map((photo) => photo.id);
  const remove = readIds(fields.remove_photos);
  if (!remove) errors.add('remove_photos', 'invalid_integer');
  const stranger = remove?.find((id) => !existing.includes(id));
  if (stranger !== undefined) errors.add('remove_photos', 'photo_not_in_listing', { value: stranger });
  const kept = existing.filter((id) => !remove?.includes(id));
  if (fields.photo_order === undefined) return { keep: kept, remove: remove ?? [] };
  const order = readIds(fields.photo_order);
  if (!order) errors.add('photo_order', 'invalid_integer');
  else if (order.length !== kept.length || new Set(order).size !== order.length || order.some((id) => !kept.includes(id))) {
    errors.add('photo_order', 'photo_order_incomplete');
  }
  return { keep: order ?? kept, remove: remove ?? [] };
}

/**
 * Writes an owner's changes in one transaction: the fields, the photos' new order with the new
 * ones after them, and a new cover. Answers the stored files no longer used, for the caller to remove.
 */
export async function updateListing(
  db: Db,
  listing: OwnedListing,
  fields: Partial<NewPropertyFields>,
  photos: PhotoPlan & { added: string[]; cover?: string },
): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ ...fields, ...(photos.cover && { coverPhoto: photos.cover }), updatedAt: new Date() })
      .where(eq(properties.id, listing.id));
    if (photos.remove.length) await tx.delete(propertyPhotos).where(and(eq(propertyPhotos.propertyId, listing.id), inArray(propertyPhotos.id, photos.remove)));
    for (const [position, id] of photos.keep.entries()) await tx.update(propertyPhotos).set({ position }).where(eq(propertyPhotos.id, id));
    if (photos.added.length) {
      await tx.insert(propertyPhotos).values(photos.added.map((photo, index) => ({ propertyId: listing.id, photo, position: photos.keep.length + index })));
    }
  });
  const removed = listing.photos.filter((photo) => photos.remove.includes(photo.id)).map((photo) => photo.photo);
  return photos.cover ? [...removed, listing.coverPhoto] : removed;
}

/**
 * Deletes a listing; its photos, likes, views, comments, leads and saved-search matches go with it
 * (the schema's cascades), and reels that showed it are unlinked. Answers its files, for the caller.
 */
export async function deleteListing(db: Db, listing: OwnedListing): Promise<string[]> {
  await db.delete(properties).where(eq(properties.id, listing.id));
  return [listing.coverPhoto, ...listing.photos.map((photo) => photo.photo)];
}
