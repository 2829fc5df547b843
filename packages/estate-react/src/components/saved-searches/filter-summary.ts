'use client';

import { countryName, filtersToSearchParams, listingFilterLabels, type AdvertType, type ListingFilters, type PropertyType } from '@estate/sdk';
import { useMemo } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { listingHref } from '../listings/ListingFilterBar.js';
import { ADVERT_TYPE_LABELS, countryLocale, PROPERTY_TYPE_LABELS } from '../shared/internal.js';

/** The filters of a saved search or of a listing page, as a summary reads them (`null` and absent are "any"). */
export type SummaryFilters = { [K in keyof ListingFilters]?: ListingFilters[K] | null };

/** The filters of a saved search as the listing pages take them (`null` left out). */
export function savedSearchFilters(search: SummaryFilters): ListingFilters {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== null && value !== undefined) filters[key] = value;
  return filters as ListingFilters;
}

/**
 * The listing page that shows a saved search's results: the spec's route for its country, type,
 * advert type or status (`listingHref`), with the price, rooms, plot area and sort in the query.
 */
export function savedSearchHref(search: SummaryFilters): string {
  const filters = savedSearchFilters(search);
  const picked = { country: filters.country ?? null, propertyType: filters.property_type ?? null, advertType: filters.advert_type ?? null, status: filters.property_status ?? null };
  const path = listingHref(picked as Parameters<typeof listingHref>[0]);
  const [pathname = '/', existing = ''] = path.split('?');
  const { country: _c, property_type: _t, advert_type: _a, property_status: _s, ...range } = filters;
  const query = filtersToSearchParams(range, existing).toString();
  return query ? `${pathname}?${query}` : pathname;
}

const STATUS_LABELS = { 'Ongoing Project': 'savedSearchOngoing', 'Completed Project': 'savedSearchCompleted' } as const;

/**
 * The filters as one readable line's parts: "Kenya", "For Sale", "House", "$100K–$300K", "3+ beds",
 * in the provider's language; "Any listing" when nothing is set.
 */
export function useFilterSummary(): (filters: SummaryFilters) => string[] {
  const t = useTranslate();
  const { locale, intlLocale, messages } = useEstateUI();
  return useMemo(
    () => (filters) => {
      const parts: string[] = [];
      if (filters.country) parts.push(countryName(filters.country, countryLocale(locale)) ?? filters.country);
      if (filters.advert_type) {
        const key = ADVERT_TYPE_LABELS[filters.advert_type as AdvertType];
        parts.push(key ? t(key) : filters.advert_type);
      }
      if (filters.property_type) {
        const key = PROPERTY_TYPE_LABELS[filters.property_type as PropertyType];
        parts.push(key ? t(key) : filters.property_type);
      }
      if (filters.property_status) {
        const key = STATUS_LABELS[filters.property_status as keyof typeof STATUS_LABELS];
        parts.push(key ? t(key) : filters.property_status);
      }
      // The price, rooms and plot area as the filter chips word them, short ('3+ beds').
      for (const { label } of listingFilterLabels(filters, { messages, locale: intlLocale, wording: 'summary' })) parts.push(label);
      if (filters.bbox || filters.polygon) parts.push(t('savedSearchMapArea'));
      return parts.length ? parts : [t('savedSearchAnyListing')];
    },
    [t, locale, intlLocale, messages],
  );
}
