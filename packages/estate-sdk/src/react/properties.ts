'use client';

import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { EstateError } from '../client/errors.js';
import type { CountryFilters, Page, PageParams, Property, PropertyDetail } from '../client/types.js';
import { estateKeys, setFilters, type PageKey } from '../keys.js';
import { useFeed, usePageList, type FeedOptions, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';

/** The feed of all properties, newest first, a page at a time (`loadMore` as the user scrolls). */
export function useProperties(options?: FeedOptions) {
  const client = useEstateClient();
  return useFeed('properties', estateKeys.properties.all, (page) => client.properties.all(page), options);
}

export function usePropertiesByType(propertyType: string | null | undefined, options: ListOptions = {}) {
  const client = useEstateClient();
  const key = propertyType ? estateKeys.properties.byType(propertyType, options) : null;
  return usePageList('properties', key, () => client.properties.byType(propertyType!, options), options.swr);
}

export function usePropertiesByAdvertType(advertType: string | null | undefined, options: ListOptions = {}) {
  const client = useEstateClient();
  const key = advertType ? estateKeys.properties.byAdvertType(advertType, options) : null;
  return usePageList('properties', key, () => client.properties.byAdvertType(advertType!, options), options.swr);
}

/** By project status: `Ongoing Project` or `Completed Project` (the legacy `For Rent` / `For Sale` too). */
export function usePropertiesByStatus(status: string | null | undefined, options: ListOptions = {}) {
  const client = useEstateClient();
  const key = status ? estateKeys.properties.byStatus(status, options) : null;
  return usePageList('properties', key, () => client.properties.byStatus(status!, options), options.swr);
}

/** A country's listings (two-letter code), filtered by type, advert type and status when set. */
export function useCountryProperties(country: string | null | undefined, filters: CountryFilters = {}, options: ListOptions = {}) {
  const client = useEstateClient();
  const key = country ? estateKeys.properties.byCountry(country, filters, options) : null;
  return usePageList('properties', key, () => client.properties.byCountry(country!, setFilters(filters), options), options.swr);
}

/** What a listing screen shows: a country and/or one property type, advert type or status (spec §2 listing routes). */
export interface PropertyListingQuery {
  /** Two-letter code; with it, the other three filter the country's list together. */
  country?: string | null;
  propertyType?: string | null;
  advertType?: string | null;
  status?: string | null;
}

/**
 * A listing screen's properties as a feed, loaded a page at a time as the user scrolls (the list
 * hooks above give one page). With a country it is `useCountryProperties`' list, filtered by every
 * value set; without one the server lists by one value only, so the first set of property type,
 * advert type and status is used; with nothing set it is every property. Likes update it too.
 */
export function usePropertyListing(query: PropertyListingQuery, options?: FeedOptions) {
  const client = useEstateClient();
  const country = query.country?.trim() || null;
  const propertyType = query.propertyType?.trim() || null;
  const advertType = query.advertType?.trim() || null;
  const status = query.status?.trim() || null;
  // Both functions are stable while the query is: useFeed builds its page keys from them.
  const listKey = useCallback(
    (params: PageParams) => {
      if (country) return estateKeys.properties.byCountry(country, { property_type: propertyType ?? undefined, advert_type: advertType ?? undefined, property_status: status ?? undefined }, params);
      if (propertyType) return estateKeys.properties.byType(propertyType, params);
      if (advertType) return estateKeys.properties.byAdvertType(advertType, params);
      if (status) return estateKeys.properties.byStatus(status, params);
      return estateKeys.properties.all(params);
    },
    [country, propertyType, advertType, status],
  );
  const fetchPage = useCallback(
    (page: PageKey) => {
      if (country)
        return client.properties.byCountry(country, setFilters({ property_type: propertyType ?? undefined, advert_type: advertType ?? undefined, property_status: status ?? undefined }), page);
      if (propertyType) return client.properties.byType(propertyType, page);
      if (advertType) return client.properties.byAdvertType(advertType, page);
      if (status) return client.properties.byStatus(status, page);
      return client.properties.all(page);
    },
    [client, country, propertyType, advertType, status],
  );
  return useFeed('properties', listKey, fetchPage, options);
}

/**
 * One property by id or slug, with its related listings. Anyone may read it. `isNotFound` is true
 * when the server answered 404 (spec §8: the not-found screen).
 */
export function useProperty(idOrSlug: string | number | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  const present = idOrSlug !== null && idOrSlug !== undefined && idOrSlug !== '';
  const swr = useSWR<PropertyDetail, EstateError>(present ? estateKeys.properties.details(idOrSlug) : null, () => client.properties.details(idOrSlug!), config);
  return {
    property: swr.data,
    relatedListings: swr.data?.related_listings ?? [],
    isNotFound: swr.error?.status === 404,
    error: swr.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}

const EMPTY_PAGE: Page<never> = { count: 0, next: null, previous: null, results: [] };

/** The server's answer when nothing is liked (spec §7, §8): a 404 with `{"error": "No liked properties found"}`. */
function isNoLikes(error: unknown): boolean {
  if (!(error instanceof EstateError) || error.status !== 404) return false;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string';
}

/**
 * The signed-in user's liked properties (Favourites). Nothing liked is an empty list, not an error:
 * `isEmpty` is true and `error` undefined (spec §8: 'No Liked Properties made!!').
 */
export function useLikedProperties(options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const key = signedIn ? estateKeys.properties.liked(options) : null;
  return usePageList(
    'properties',
    key,
    () =>
      client.properties.liked(options).catch((error: unknown): Page<Property> => {
        if (isNoLikes(error)) return EMPTY_PAGE;
        throw error;
      }),
    options.swr,
  );
}
