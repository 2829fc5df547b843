import { matchChoice } from '../domain/property-choices.js';
import { countryCode } from '../lib/countries.js';
import type { AdvertType, PropertyStatus, PropertyType } from '../schemas/property.js';

/** What a listing page lists: the filters of its path. */
export interface ListingRoute {
  country?: string;
  propertyType?: PropertyType;
  advertType?: AdvertType;
  status?: PropertyStatus;
}

/** A page path of the app (spec §2), read once into what its head needs. */
export type PageRoute =
  | { kind: 'home' | 'clips' | 'explore' }
  | { kind: 'property'; slug: string }
  | { kind: 'clip'; slug: string }
  | { kind: 'profile'; username: string }
  | { kind: 'listing'; filters: ListingRoute }
  /** Screens of one's own (sign-in, inbox, checkout...): nothing to preview, kept out of search. */
  | { kind: 'private' }
  | { kind: 'not-found'; what: 'page' | 'country' };

/** First segments of the screens that are no one's public page (robots.ts keeps crawlers out of them too). */
export const PRIVATE_SEGMENTS: ReadonlySet<string> = new Set([
  'root',
  'login',
  'register',
  'activate',
  'unsubscribe',
  'google-auth-callback',
  'payment',
  'inbox',
  'favourites',
  'notifications',
  'dashboard',
  'my-profile',
  'checkout',
]);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const notFound = (what: 'page' | 'country' = 'page'): PageRoute => ({ kind: 'not-found', what });

/** A listing route from its (already decoded) parts; not found when any part names nothing. */
function listing(parts: { country?: string; propertyType?: string; advertType?: string; status?: string }): PageRoute {
  const filters: ListingRoute = {};
  if (parts.country !== undefined) {
    filters.country = countryCode(parts.country);
    if (!filters.country) return notFound('country');
  }
  const choices = [
    ['propertyType', 'property_type', parts.propertyType],
    ['advertType', 'advert_type', parts.advertType],
    ['status', 'property_status', parts.status],
  ] as const;
  for (const [key, field, value] of choices) {
    if (value === undefined) continue;
    const match = matchChoice(field, value);
    if (!match) return notFound();
    (filters as Record<string, string>)[key] = match;
  }
  return { kind: 'listing', filters };
}

/** The page a path names, as the app's router (examples/marketplace) reads it. */
export function pageRoute(pathname: string): PageRoute {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments.some((segment) => segment === undefined)) return notFound();
  const [first, second, third, ...rest] = segments as string[];
  const count = segments.length;
  if (count === 0) return { kind: 'home' };
  if (PRIVATE_SEGMENTS.has(first!) || (first === 'profile' && second === 'edit')) return { kind: 'private' };
  if (count === 1 && (first === 'clips' || first === 'explore')) return { kind: first };
  if (rest.length) return notFound();
  if (count === 2 && first === 'property') return { kind: 'property', slug: second! };
  if (count === 2 && first === 'clip') return { kind: 'clip', slug: second! };
  if (count === 2 && first === 'profile') return { kind: 'profile', username: second! };
  const scoped = (key: 'propertyType' | 'advertType' | 'status') =>
    count === 2 ? listing({ [key]: second }) : count === 3 ? listing({ country: second, [key]: third }) : notFound();
  if (first === 'property-type') return scoped('propertyType');
  if (first === 'advert-type') return scoped('advertType');
  if (first === 'property-status') return scoped('status');
  if (count === 1) return listing({ country: first });
  if (count === 3) return listing({ country: first, propertyType: second, advertType: third });
  return notFound();
}

const segment = encodeURIComponent;

/**
 * The path the app links a listing page by (@estate/react's `listingHref`, spec §2): the status with
 * its plural in a country, a country's type and advert type together. The canonical address.
 */
export function listingPath({ country, propertyType, advertType, status }: ListingRoute): string {
  if (status) return country ? `/property-status/${country}/${segment(`${status}s`)}` : `/property-status/${segment(status)}`;
  if (country && propertyType && advertType) return `/${country}/${segment(propertyType)}/${segment(advertType)}/`;
  if (propertyType) return country ? `/property-type/${country}/${segment(propertyType)}` : `/property-type/${segment(propertyType)}`;
  if (advertType) return country ? `/advert-type/${country}/${segment(advertType)}` : `/advert-type/${segment(advertType)}`;
  return country ? `/${country}` : '/';
}

export const propertyPath = (slug: string) => `/property/${segment(slug)}/`;
export const clipPath = (slug: string) => `/clip/${segment(slug)}/`;
export const profilePath = (username: string) => `/profile/${segment(username)}/`;
