import { toCountryCode, type AdvertType, type PropertyStatus, type PropertyType } from '@estate/sdk';
import type { ChoiceDimension } from './filter-choices.js';

/** What a listing screen is filtered by. */
export interface ListingFilters {
  /** A two-letter code: the country routes (`/KE/...`) when set. */
  country?: string | null;
  propertyType?: PropertyType | null;
  advertType?: AdvertType | null;
  status?: PropertyStatus | null;
}

const segment = encodeURIComponent;

/**
 * The spec §2 route that lists `filters`. Within a country, a type and an advert type combine
 * (`/KE/House/For%20Sale/`); the status has routes of its own, with the plural in a country
 * (`/property-status/KE/Ongoing%20Projects`). With nothing set it is the country page, or `/`.
 */
export function listingHref(filters: ListingFilters): string {
  const country = toCountryCode(filters.country);
  const { propertyType, advertType, status } = filters;
  if (status) return country ? `/property-status/${country}/${segment(`${status}s`)}` : `/property-status/${segment(status)}`;
  if (country && propertyType && advertType) return `/${country}/${segment(propertyType)}/${segment(advertType)}/`;
  if (propertyType) return country ? `/property-type/${country}/${segment(propertyType)}` : `/property-type/${segment(propertyType)}`;
  if (advertType) return country ? `/advert-type/${country}/${segment(advertType)}` : `/advert-type/${segment(advertType)}`;
  return country ? `/${country}` : '/';
}

/**
 * The filters after picking `value` (null: All) in one dimension, kept to what a route can show:
 * only a country's list combines type and advert type, so elsewhere a pick replaces the others,
 * and a status always stands alone.
 */
export function pickListingFilter(current: ListingFilters, dimension: ChoiceDimension, value: string | null): ListingFilters {
  const country = toCountryCode(current.country) ?? null;
  if (!value) return { ...current, country, [dimension]: null };
  if (dimension === 'status' || !country) return { country, [dimension]: value };
  return { ...current, country, status: null, [dimension]: value };
}
