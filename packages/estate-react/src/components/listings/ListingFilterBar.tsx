'use client';

import { filtersToSearchParams, listingFilterLabels, setRange, type ListingRange } from '@estate/sdk';
import { useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { FilterChips } from './FilterChips.js';
import { SortSelect, useChoiceGroups } from './filter-choices.js';
import { ChoicePill, FilterPill } from './FilterPill.js';
import { FiltersSheet } from './FiltersSheet.js';
import { listingHref, pickListingFilter, type ListingFilters } from './listing-href.js';

export { listingHref, pickListingFilter, type ListingFilters } from './listing-href.js';

export interface ListingFilterBarProps extends ListingFilters {
  /** Where a combination links to; `listingHref` by default. The links keep `range` in their query. */
  href?: (filters: ListingFilters) => string;
  /** The price, rooms and plot-area filters and the sort on now (issue 13), kept in the URL's query. */
  range?: ListingRange;
  /** Called with the new range when a chip is removed, the sort changed or the sheet applied on the same route. */
  onRangeChange?: (next: ListingRange) => void;
  /**
   * Goes to a listing address (the sheet applied with other choices): the host's router. A full
   * page load by default.
   */
  onNavigate?: (href: string) => void;
  /** The host's own controls, beside the sort (the app's map toggle). */
  actions?: ReactNode;
  className?: string;
}

const loadPage = (href: string) => window.location.assign(href);

/**
 * A listing screen's filters in one row (issue 22, spec §2 "a filter bar"): Filters first (the
 * sheet with every filter, and a badge of how many are on; first so a phone always shows it), then
 * pills for the property type, advert type and project status (menus of links to the routes that
 * list them), price and rooms (which open the sheet). Under it, a removable chip for each filter
 * that is set, and the sort. The address stays the source of truth: choices are its path, the
 * rest its query.
 */
export function ListingFilterBar({ href = listingHref, range = {}, onRangeChange, onNavigate = loadPage, actions, className, ...filters }: ListingFilterBarProps) {
  const t = useTranslate();
  const { intlLocale, messages } = useEstateUI();
  const root = useRootProps('listing-filters', 'est-grid est-shrink', 'est-gap-3', className);
  const groups = useChoiceGroups();
  const [sheetOpen, setSheetOpen] = useState(false);
  const current = setRange(range);
  const withQuery = (path: string, next: ListingRange = current) => {
    const search = filtersToSearchParams(next).toString();
    return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
  };
  // A pick keeps the price, rooms and sort: they are in the query of every link.
  const linkTo = (picked: ListingFilters) => withQuery(href(picked));
  const labels = listingFilterLabels(current, { messages, locale: intlLocale });
  const labelOf = (filter: string) => labels.find((label) => label.filter === filter)?.label;
  const rooms = [labelOf('bedrooms'), labelOf('bathrooms')].filter(Boolean).join(' · ');

  const apply = (choices: ListingFilters, next: ListingRange) => {
    const path = href(choices);
    if (path === href(filters)) onRangeChange?.(next);
    else onNavigate(withQuery(path, next));
  };

  return (
    <nav {...root} aria-label={t('listingFilters')}>
      <div className="est-listing-filters-row est-flex est-gap-2">
        {onRangeChange && <FiltersSheet choices={filters} range={current} open={sheetOpen} onOpenChange={setSheetOpen} onApply={apply} />}
        {groups.map((group) => (
          <ChoicePill key={group.dimension} group={group} active={filters[group.dimension] ?? null} hrefOf={(value) => linkTo(pickListingFilter(filters, group.dimension, value))} />
        ))}
        {onRangeChange && (
          <>
            <FilterPill active={Boolean(labelOf('price'))} onClick={() => setSheetOpen(true)}>
              {labelOf('price') ?? t('filterPillPrice')}
            </FilterPill>
            <FilterPill active={Boolean(rooms)} onClick={() => setSheetOpen(true)}>
              {rooms || t('filterPillRooms')}
            </FilterPill>
          </>
        )}
      </div>
      <div className="est-listing-filters-on est-row est-between est-gap-2">
        <FilterChips choices={filters} range={current} linkTo={linkTo} onRangeChange={onRangeChange} />
        <div className="est-listing-filters-actions est-row est-gap-2">
          {actions}
          {onRangeChange && <SortSelect className="est-listing-filters-sort" hideLabel value={current.sort ?? 'newest'} onChange={(sort) => onRangeChange(setRange({ ...current, sort }))} />}
        </div>
      </div>
    </nav>
  );
}
