'use client';

import {
  ADVERT_TYPES,
  filtersToSearchParams,
  PROPERTY_STATUSES,
  propertyStatusLabel,
  toCountryCode,
  type AdvertType,
  type ListingRange,
  type PropertyStatus,
  type PropertyType,
} from '@estate/sdk';
import { useEffect, useRef } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { PriceFilters } from './PriceFilters.js';
import { STRIP_PROPERTY_TYPES } from './PropertyTypeStrip.js';

/** What a listing screen is filtered by. */
export interface ListingFilters {
  /** A two-letter code: the country routes (`/KE/...`) when set. */
  country?: string | null;
  propertyType?: PropertyType | null;
  advertType?: AdvertType | null;
  status?: PropertyStatus | null;
}

type Dimension = 'propertyType' | 'advertType' | 'status';

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
export function pickListingFilter(current: ListingFilters, dimension: Dimension, value: string | null): ListingFilters {
  const country = toCountryCode(current.country) ?? null;
  if (!value) return { ...current, country, [dimension]: null };
  if (dimension === 'status' || !country) return { country, [dimension]: value };
  return { ...current, country, status: null, [dimension]: value };
}

export interface ListingFilterBarProps extends ListingFilters {
  /** Where a combination links to; `listingHref` by default. The links keep `range` in their query. */
  href?: (filters: ListingFilters) => string;
  /** The price, rooms and plot-area filters and the sort on now (issue 13), kept in the URL's query. */
  range?: ListingRange;
  /** With it, the bar shows `PriceFilters` too, and calls this with the new range. */
  onRangeChange?: (next: ListingRange) => void;
  className?: string;
}

interface Option {
  value: string;
  label: string;
}

/**
 * The listing screens' filter bar (spec §2 "a filter bar"): property type, advert type and project
 * status as rows of links, the current ones marked, each with All. Picking one goes to the route
 * that lists the combination, so the address is always shareable and Back works.
 */
export function ListingFilterBar({ href = listingHref, range, onRangeChange, className, ...filters }: ListingFilterBarProps) {
  const t = useTranslate();
  const { components, messages } = useEstateUI();
  const Link = components.Link;
  const root = useRootProps('listing-filters', 'est-grid est-shrink', 'est-card est-gap-3', className);
  const nav = useRef<HTMLElement>(null);
  const { propertyType, advertType, status } = filters;
  // A pick keeps the price, rooms and sort: they are in the query of every link.
  const search = filtersToSearchParams(range ?? {}).toString();
  const linkTo = (picked: ListingFilters) => {
    const path = href(picked);
    return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
  };
  // On a phone a row scrolls sideways: bring each current pick into view, without moving the page.
  useEffect(() => {
    for (const list of nav.current?.querySelectorAll<HTMLElement>('.est-listing-filters-list') ?? []) {
      const active = list.querySelector<HTMLElement>('[data-active]');
      if (active && list.scrollWidth > list.clientWidth) list.scrollLeft = active.offsetLeft - list.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
    }
  }, [propertyType, advertType, status]);

  const groups: { dimension: Dimension; title: string; options: Option[] }[] = [
    { dimension: 'propertyType', title: t('propertyType'), options: STRIP_PROPERTY_TYPES.map((type) => ({ value: type, label: t(`navType${type}` as EstateUIMessageKey) })) },
    { dimension: 'advertType', title: t('advertType'), options: ADVERT_TYPES.map((type) => ({ value: type, label: t(ADVERT_LABELS[type]) })) },
    { dimension: 'status', title: t('propertyStatus'), options: PROPERTY_STATUSES.map((status) => ({ value: status, label: propertyStatusLabel(status, { messages }) })) },
  ];

  return (
    <nav {...root} ref={nav} aria-label={t('listingFilters')}>
      {groups.map(({ dimension, title, options }) => {
        const active = filters[dimension] ?? null;
        return (
          <div key={dimension} className="est-listing-filters-group est-grid est-shrink est-gap-2" role="group" aria-label={title}>
            <span className="est-listing-filters-title est-text-xs est-semibold est-muted" aria-hidden>
              {title}
            </span>
            <ul className="est-listing-filters-list est-shrink est-flex est-gap-2">
              {[{ value: '', label: t('filterAll') }, ...options].map((option) => {
                const current = (option.value || null) === active;
                return (
                  <li key={option.value || 'all'}>
                    <Link
                      href={linkTo(pickListingFilter(filters, dimension, option.value || null))}
                      className="est-filter-chip est-chip est-nowrap est-inline est-text-sm est-medium"
                      data-active={current || undefined}
                      aria-current={current ? 'true' : undefined}
                      aria-label={option.value ? undefined : t('filterAllOf', { group: title })}
                    >
                      {option.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {onRangeChange && <PriceFilters className="est-listing-filters-range est-divided" value={range ?? {}} onChange={onRangeChange} />}
    </nav>
  );
}

const ADVERT_LABELS: Record<AdvertType, EstateUIMessageKey> = {
  'For Sale': 'createForSale',
  'For Rent': 'createForRent',
  Auction: 'createAuction',
};
