'use client';

import { useCallback } from 'react';
import type { SWRConfiguration } from 'swr';
import { EstateError } from '../client/errors.js';
import type { CountryFilters, ListingFilters, ListingRange, Page, PageParams, Property, PropertyListingQuery } from '../client/types.js';
export type { PropertyListingQuery } from '../client/types.js';
import { estateKeys, setFilters, type PageKey } from '../keys.js';
import { listingQueryFilters } from '../listing-filters.js';
import { useFeed, usePageList, type FeedOptions, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { recordState, useRecordBy } from './record.js';
import { useUserInfo } from './session.js';

/** The feed of all properties, newest first, a page at a time (`loadMore` as the user scrolls). */
export function useProperties(options?: FeedOptions) {
  const client = useEstateClient();
  return useFeed('properties', estateKeys.properties.all, (page) => client.properties.all(page), options);
}

/** Options of a one-page list hook that takes the range filters and sort (issue 13) too. */
export interface FilteredListOptions extends ListOptions {
  filters?: ListingRange;
}

export function usePropertiesByType(propertyType: string | null | undefined, options: FilteredListOptions = {}) {
  const client = useEstateClient();
  const key = propertyType ? estateKeys.properties.byType(propertyType, options, options.filters) : null;
  return usePageList('properties', key, () => client.properties.byType(propertyType!, options, options.filters), options.swr);
}

export function usePropertiesByAdvertType(advertType: string | null | undefined, options: FilteredListOptions = {}) {
  const client = useEstateClient();
  const key = advertType ? estateKeys.properties.byAdvertType(advertType, options, options.filters) : null;
  return usePageList('properties', key, () => client.properties.byAdvertType(advertType!, options, options.filters), options.swr);
}

/** By project status: `Ongoing Project` or `Completed Project` (the legacy `For Rent` / `For Sale` too). */
export function usePropertiesByStatus(status: string | null | undefined, options: FilteredListOptions = {}) {
  const client = useEstateClient();
  const key = status ? estateKeys.properties.byStatus(status, options, options.filters) : null;
  return usePageList('properties', key, () => client.properties.byStatus(status!, options, options.filters), options.swr);
}

/** A country's listings (two-letter code), filtered by type, advert type, status and the range filters when set. */
export function useCountryProperties(country: string | null | undefined, filters: CountryFilters = {}, options: ListOptions = {}) {
  const client = useEstateClient();
  const key = country ? estateKeys.properties.byCountry(country, filters, options) : null;
  return usePageList('properties', key, () => client.properties.byCountry(country!, setFilters(filters), options), options.swr);
}

/**
 * A listing screen's properties as a feed, loaded a page at a time as the user scrolls (the list
 * hooks above give one page). With a country it is `useCountryProperties`' list, filtered by every
 * value set; without one the server lists by one value only, so the first set of property type,
 * advert type and status is used; with nothing set it is every property (`listingSource`). Likes
 * update it too.
 */
export function usePropertyListing(query: PropertyListingQuery, options?: FeedOptions) {
  const client = useEstateClient();
  // The filters by value, so a new object with the same filters keeps the feed (and its pages).
  const filtersKey = JSON.stringify(listingQueryFilters(query));
  // Both functions are stable while the query is: useFeed builds its page keys from them.
  const listKey = useCallback((params: PageParams) => estateKeys.properties.list(JSON.parse(filtersKey) as ListingFilters, params), [filtersKey]);
  const fetchPage = useCallback((page: PageKey) => client.properties.list(JSON.parse(filtersKey) as ListingFilters, page), [client, filtersKey]);
  return useFeed('properties', listKey, fetchPage, options);
}

/**
 * One property by id or slug, with its related listings. Anyone may read it. `isNotFound` is true
 * when the server answered 404 (spec §8: the not-found screen).
 */
export function useProperty(idOrSlug: string | number | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  const swr = useRecordBy(idOrSlug, estateKeys.properties.details, (id) => client.properties.details(id), config);
  return { property: swr.data, relatedListings: swr.data?.related_listings ?? [], ...recordState(swr) };
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
