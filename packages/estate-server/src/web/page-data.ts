import type { FastifyInstance } from 'fastify';
import { DEFAULT_LISTING_SORT, listingQuery } from '../domain/listing-filters.js';
import { loadProfile } from '../domain/profiles.js';
import { findPropertyRef, listProperties, loadProperty } from '../domain/property-queries.js';
import { findReelRow, listReels, loadReel } from '../domain/reels.js';
import { findUserByUsername } from '../domain/users.js';
import type { Profile } from '../schemas/profile.js';
import type { Property } from '../schemas/property.js';
import type { Reel } from '../schemas/reel.js';
import type { ListingRoute, PageRoute } from './page-route.js';

/**
 * What a page's head shows, read in process through the domain functions the API's handlers use,
 * so a head says what the API says. Not through the details endpoints: those count a view, and a
 * link-preview bot or a crawler fetching the page is not a viewer (the app counts the person's view
 * when it asks the API). Read for no one (no likes, no private fields).
 */
export type PageData =
  | { kind: 'property'; property: Property }
  | { kind: 'clip'; reel: Reel }
  | { kind: 'profile'; profile: Profile }
  /** A list's size and its first item's picture (the preview of a list). */
  | { kind: 'list'; count: number; image?: string; imageAlt?: string }
  | { kind: 'missing' }
  | { kind: 'none' };

const FIRST = { page: 1, pageSize: 1, offset: 0, limit: 1 };

async function listingData(app: FastifyInstance, route: ListingRoute): Promise<PageData> {
  const { where, orderBy } = listingQuery({
    country: route.country,
    propertyType: route.propertyType,
    advertType: route.advertType,
    propertyStatus: route.status,
    sort: DEFAULT_LISTING_SORT,
  });
  const { count, rows } = await listProperties(app.db, where, null, FIRST, orderBy);
  return { kind: 'list', count, image: rows[0]?.cover_photo, imageAlt: rows[0]?.title };
}

/** The picture of a reel: its listing's cover, else its author's photo (reels have no poster of their own yet). */
export const reelImage = (reel: Pick<Reel, 'property' | 'profile_photo'>) => reel.property?.cover_photo ?? reel.profile_photo ?? undefined;

async function load(app: FastifyInstance, route: PageRoute): Promise<PageData> {
  switch (route.kind) {
    case 'property': {
      // The page's head is for everyone: a listing hidden on members' reports is missing there.
      const ref = await findPropertyRef(app.db, route.slug);
      const property = ref === undefined || ref.moderationHidden ? undefined : await loadProperty(app.db, ref.id, null);
      return property ? { kind: 'property', property } : { kind: 'missing' };
    }
    case 'clip': {
      const row = await findReelRow(app.db, route.slug);
      const reel = row && !row.moderationHidden ? await loadReel(app.db, row.id, null) : undefined;
      return reel ? { kind: 'clip', reel } : { kind: 'missing' };
    }
    case 'profile': {
      const user = await findUserByUsername(app.db, route.username);
      // As the API: guests and accounts never activated have no public profile.
      const profile = user && user.isActive && !user.isGuest ? await loadProfile(app.db, user.id, null) : undefined;
      return profile ? { kind: 'profile', profile } : { kind: 'missing' };
    }
    case 'listing':
      return listingData(app, route.filters);
    case 'home':
    case 'explore':
      return listingData(app, {});
    case 'clips': {
      const { count, rows } = await listReels(app.db, {}, FIRST, null);
      return { kind: 'list', count, image: rows[0] && reelImage(rows[0]), imageAlt: rows[0]?.title };
    }
    default:
      return { kind: 'none' };
  }
}

/** The data of a page's head, from the read cache (cleared by every write, as the API's reads are). */
export function pageData(app: FastifyInstance, route: PageRoute): Promise<PageData> {
  if (route.kind === 'private' || route.kind === 'not-found') return Promise.resolve({ kind: 'none' });
  return app.readCache.get(`page-head ${JSON.stringify(route)}`, () => load(app, route));
}
