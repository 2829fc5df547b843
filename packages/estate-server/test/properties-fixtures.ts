import type { App } from '../src/app.js';
import { properties, propertyPhotos } from '../src/db/schema.js';
import { encodePng } from '../src/seed/png.js';
import { type FilePart, multipart, png } from './helper.js';

export const CREATE_URL = '/api/v1/properties/create/';

/** A complete, valid create-property form. */
export const listingForm = (overrides: Record<string, string | number> = {}): Record<string, string | number> => ({
  title: '3 Bedroom House in Kilimani',
  description: 'A bright family home close to Yaya Centre.',
  interior_features: 'Open kitchen, fitted wardrobes',
  exterior_features: 'Garden, two parking bays',
  country: 'KE',
  city: 'Nairobi',
  postal_code: '00100',
  street_address: 'Argwings Kodhek Road',
  property_number: 12,
  property_status: 'Completed Project',
  price: '250000.00',
  plot_area: '420.5',
  total_floors: 2,
  bedrooms: 3,
  bathrooms: 2,
  advert_type: 'For Sale',
  property_type: 'House',
  ...overrides,
});

export const coverPart = (content: Buffer = png(), filename = 'cover.png'): FilePart => ({ name: 'cover_photo', filename, content, type: 'image/png' });

export const photoParts = (count: number): FilePart[] =>
  Array.from({ length: count }, (_, index) => ({ name: 'photos', filename: `photo-${index}.png`, content: png(8 + index, 8), type: 'image/png' }));

/** A PNG of noise, which does not compress, so it is larger than `bytes`. */
export const noisyPng = (bytes: number) => {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 4;
  let state = 2463534242;
  const next = () => {
    // xorshift32: the same noise every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 256;
  };
  return encodePng(side, side, () => [next(), next(), next()]);
};

export async function postListing(app: App, headers: Record<string, string>, fields = listingForm(), files: FilePart[] = [coverPart()]) {
  const body = await multipart(fields, files);
  return app.inject({ method: 'POST', url: CREATE_URL, headers: { ...headers, ...body.headers }, payload: body.payload });
}

let seeded = 0;

/**
 * Listings written straight to the database, for lists that need many rows or set creation times.
 * A write that bypasses the API clears the read cache itself, as the API's own writes do.
 */
export async function insertListings(
  app: App,
  userId: number,
  rows: Partial<typeof properties.$inferInsert>[],
): Promise<(typeof properties.$inferSelect)[]> {
  if (rows.length === 0) return [];
  app.readCache.invalidate();
  return app.db
    .insert(properties)
    .values(
      rows.map((row) => {
        seeded += 1;
        return {
          userId,
          title: `Listing ${seeded}`,
          slug: `listing-${seeded}-${Math.random().toString(16).slice(2, 8)}`,
          coverPhoto: '/media/properties/cover.png',
          price: 1000,
          country: 'KE',
          city: 'Nairobi',
          advertType: 'For Sale',
          propertyType: 'House',
          propertyStatus: 'Completed Project',
          ...row,
        };
      }),
    )
    .returning();
}

export async function insertPhotos(app: App, propertyId: number, photos: { photo: string; position: number }[]) {
  app.readCache.invalidate();
  return app.db.insert(propertyPhotos).values(photos.map((photo) => ({ propertyId, ...photo }))).returning();
}

/** Creation times a minute apart, the last one newest. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
