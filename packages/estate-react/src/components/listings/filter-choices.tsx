'use client';

import { ADVERT_TYPES, LISTING_SORTS, listingSortLabel, PROPERTY_STATUSES, propertyStatusLabel, type AdvertType, type ListingSort } from '@estate/sdk';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { STRIP_PROPERTY_TYPES } from './PropertyTypeStrip.js';

/** The three choices a listing route names (type, advert type, project status). */
export type ChoiceDimension = 'propertyType' | 'advertType' | 'status';

export interface ChoiceGroup {
  dimension: ChoiceDimension;
  /** 'Property type', 'Advert type', 'Project status'. */
  title: string;
  /** The pill's text while nothing is picked ('Type'): a part of `title`, which names it. */
  pill: string;
  options: { value: string; label: string }[];
}

const ADVERT_LABELS: Record<AdvertType, EstateUIMessageKey> = {
  'For Sale': 'createForSale',
  'For Rent': 'createForRent',
  Auction: 'createAuction',
};

/** The choice groups in the kit's words: what the pills and the Filters sheet both offer. */
export function useChoiceGroups(): ChoiceGroup[] {
  const t = useTranslate();
  const { messages } = useEstateUI();
  return [
    { dimension: 'propertyType', title: t('propertyType'), pill: t('filterPillType'), options: STRIP_PROPERTY_TYPES.map((type) => ({ value: type, label: t(`navType${type}` as EstateUIMessageKey) })) },
    { dimension: 'advertType', title: t('advertType'), pill: t('advertType'), options: ADVERT_TYPES.map((type) => ({ value: type, label: t(ADVERT_LABELS[type]) })) },
    { dimension: 'status', title: t('propertyStatus'), pill: t('filterPillStatus'), options: PROPERTY_STATUSES.map((status) => ({ value: status, label: propertyStatusLabel(status, { messages }) })) },
  ];
}

export interface SortSelectProps {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  /** Only screen readers read 'Sort by' (the row, where the chosen sort speaks for itself). */
  hideLabel?: boolean;
  className?: string;
}

/** 'Sort by' and the listing sorts, as a select: in the pills row (applies at once) and in the sheet. */
export function SortSelect({ value, onChange, hideLabel, className }: SortSelectProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const id = useId();
  return (
    <span className={clsx('est-filter-sort est-shrink est-inline est-gap-2', className)}>
      <label htmlFor={id} className={clsx('est-filter-sort-label est-nowrap est-text-sm est-muted', hideLabel && 'est-visually-hidden')}>
        {t('rangeFiltersSort')}
      </label>
      <select id={id} className="est-input est-select" value={value} onChange={(event) => onChange(event.target.value as ListingSort)}>
        {LISTING_SORTS.map((option) => (
          <option key={option} value={option}>
            {listingSortLabel(option, { messages })}
          </option>
        ))}
      </select>
    </span>
  );
}
