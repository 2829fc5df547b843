'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { EstateError } from '../client/errors.js';
import type { CountryFilters, Page, Property, PropertyDetail } from '../client/types.js';
import { estateKeys, setFilters } from '../keys.js';
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
