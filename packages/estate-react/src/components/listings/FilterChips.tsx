'use client';

import { listingFilterLabels, type ListingRange } from '@estate/sdk';
import { X } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useChoiceGroups } from './filter-choices.js';
import { pickListingFilter, type ListingFilters } from './listing-href.js';

export interface FilterChipsProps {
  /** The route's choices (type, advert type, status): a chip each, linking to the route without it. */
  choices: ListingFilters;
  /** The range filters on: a chip each, removing it through `onRangeChange`. */
  range: ListingRange;
  /** The address of a pick, the range kept. */
  linkTo: (picked: ListingFilters) => string;
  onRangeChange?: (next: ListingRange) => void;
}

/** A removable chip for each filter that is set, and Clear all when there are two or more range filters. Nothing when none is. */
export function FilterChips({ choices, range, linkTo, onRangeChange }: FilterChipsProps) {
  const t = useTranslate();
  const { components, intlLocale, messages } = useEstateUI();
  const Link = components.Link;
  const groups = useChoiceGroups();
  const picked = groups.flatMap((group) => {
    const option = group.options.find((each) => each.value === choices[group.dimension]);
    return option ? [{ key: group.dimension, label: option.label, href: linkTo(pickListingFilter(choices, group.dimension, null)) }] : [];
  });
  const ranged = onRangeChange
    ? listingFilterLabels(range, { messages, locale: intlLocale }).map(({ filter, label, fields }) => ({
        key: filter,
        label,
        without: { ...range, ...Object.fromEntries(fields.map((field) => [field, undefined])) } as ListingRange,
      }))
    : [];
  if (picked.length + ranged.length === 0) return null;

  const chipClass = 'est-filter-chip est-chip est-nowrap est-inline est-text-sm est-medium est-gap-1';
  return (
    <ul className="est-filter-chips est-row est-wrap est-gap-2" aria-label={t('rangeFiltersActive')}>
      {picked.map((chip) => (
        <li key={chip.key}>
          <Link href={chip.href} className={chipClass} data-active aria-label={t('rangeFiltersRemove', { filter: chip.label })}>
            {chip.label}
            <X size={14} aria-hidden />
          </Link>
        </li>
      ))}
      {ranged.map((chip) => (
        <li key={chip.key}>
          <button type="button" className={chipClass} data-active onClick={() => onRangeChange?.(chip.without)} aria-label={t('rangeFiltersRemove', { filter: chip.label })}>
            {chip.label}
            <X size={14} aria-hidden />
          </button>
        </li>
      ))}
      {ranged.length > 1 && (
        <li>
          <button type="button" className="est-filter-chips-clear est-semibold est-bare" onClick={() => onRangeChange?.(range.sort ? { sort: range.sort } : {})}>
            {t('rangeFiltersClear')}
          </button>
        </li>
      )}
    </ul>
  );
}
