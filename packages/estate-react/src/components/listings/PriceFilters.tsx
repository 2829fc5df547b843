'use client';

import { countRangeFilters, LISTING_SORTS, listingFilterLabels, listingSortLabel, rangesAboveMax, setRange, type ListingRange, type ListingSort } from '@estate/sdk';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';

/** The rooms choices: Any, then at least 1 to 5. */
export const ROOM_CHOICES = [1, 2, 3, 4, 5] as const;

type RangeField = 'min_price' | 'max_price' | 'min_plot_area' | 'max_plot_area';
type RoomField = 'min_bedrooms' | 'min_bathrooms';

/** The panel's fields while they are edited: the number boxes as typed, the rooms as picked. */
interface Draft {
  text: Record<RangeField, string>;
  rooms: Record<RoomField, number | undefined>;
}

const RANGE_FIELDS: RangeField[] = ['min_price', 'max_price', 'min_plot_area', 'max_plot_area'];

function draftOf(value: ListingRange): Draft {
  const set = setRange(value);
  return {
    text: Object.fromEntries(RANGE_FIELDS.map((field) => [field, set[field] === undefined ? '' : String(set[field])])) as Record<RangeField, string>,
    rooms: { min_bedrooms: set.min_bedrooms, min_bathrooms: set.min_bathrooms },
  };
}

/** A typed box: blank is no filter, a number of 0 or more is one, anything else is an error (null). */
function readBox(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

export interface PriceFiltersProps {
  /** The filters and sort on now (`filtersFromSearchParams` of the address, say). */
  value: ListingRange;
  /** Called with the whole new range when the panel is applied, a chip removed or the sort changed. */
  onChange: (next: ListingRange) => void;
  className?: string;
}

/**
 * A listing's price, rooms and plot-area filters and its sort (issue 13). The sort is a select that
 * applies at once; the filters sit behind a compact Filters button, with a badge of how many are
 * on, that opens a panel (a sheet on phones): price and plot area from/to, bedrooms and bathrooms
 * as Any / 1+ … 5+ segments, Clear all and Show results. The filters on show as chips that remove
 * themselves. What to do with a change is the host's: the app writes it to the URL.
 */
export function PriceFilters({ value, onChange, className }: PriceFiltersProps) {
  const t = useTranslate();
  const { intlLocale, messages } = useEstateUI();
  const root = useRootProps('price-filters', 'est-grid est-shrink', 'est-gap-3', className);
  const sortId = useId();
  const current = setRange(value);
  const sort = current.sort ?? 'newest';
  const count = countRangeFilters(current);

  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const [submitted, setSubmitted] = useState(false);

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(draftOf(current));
      setSubmitted(false);
    }
    setOpen(next);
  };

  // The boxes' problems, shown once Show results was pressed (and live after that).
  const numbers = Object.fromEntries(RANGE_FIELDS.map((field) => [field, readBox(draft.text[field])])) as Record<RangeField, number | undefined | null>;
  const errors: Partial<Record<RangeField, string>> = {};
  for (const field of RANGE_FIELDS) if (numbers[field] === null) errors[field] = t('rangeFiltersNotNumber');
  for (const [min] of rangesAboveMax(numbers)) errors[min as RangeField] ??= t('rangeFiltersMinAboveMax');
  const shownErrors = submitted ? errors : {};

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const next: ListingRange = { sort: current.sort, ...draft.rooms };
    for (const field of RANGE_FIELDS) if (typeof numbers[field] === 'number') next[field] = numbers[field];
    onChange(setRange(next));
    setOpen(false);
  };

  const clearDraft = () => {
    setDraft(draftOf({}));
    setSubmitted(false);
  };

  // The chips of the filters on, each removing its own.
  const chips = listingFilterLabels(current, { messages, locale: intlLocale }).map(({ filter, label, fields }) => ({
    key: filter,
    label,
    without: { ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) } as ListingRange,
  }));

  const box = (field: RangeField, label: EstateUIMessageKey, name: EstateUIMessageKey, prefix?: string) => (
    <label className="est-price-filters-box est-grid est-shrink est-gap-1" data-invalid={shownErrors[field] ? true : undefined}>
      <span className="est-price-filters-box-label est-text-xs est-medium est-muted">{t(label)}</span>
      <span className="est-price-filters-box-input est-relative">
        {prefix && (
          <span className="est-price-filters-prefix est-absolute est-muted" aria-hidden>
            {prefix}
          </span>
        )}
        <input
          className="est-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t(name)}
          aria-invalid={shownErrors[field] ? true : undefined}
          aria-describedby={shownErrors[field] ? `${sortId}-${field}-error` : undefined}
          placeholder={t('rangeFiltersAny')}
          value={draft.text[field]}
          onChange={(event) => setDraft((before) => ({ ...before, text: { ...before.text, [field]: event.target.value } }))}
        />
      </span>
      {shownErrors[field] && (
        <span id={`${sortId}-${field}-error`} className="est-field-error">
          {shownErrors[field]}
        </span>
      )}
    </label>
  );

  const rooms = (field: RoomField, title: EstateUIMessageKey) => (
    <fieldset className="est-price-filters-section est-grid est-shrink est-gap-3">
      <legend className="est-price-filters-legend est-text-base est-semibold">{t(title)}</legend>
      <div className="est-price-filters-segments est-flex est-gap-2">
        {[undefined, ...ROOM_CHOICES].map((choice) => (
          <label key={choice ?? 'any'} className="est-price-filters-segment est-shrink est-relative">
            <input
              type="radio"
              name={`${sortId}-${field}`}
              checked={draft.rooms[field] === choice}
              onChange={() => setDraft((before) => ({ ...before, rooms: { ...before.rooms, [field]: choice } }))}
            />
            <span>{choice === undefined ? t('rangeFiltersAny') : t('rangeFiltersAtLeast', { count: choice })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div {...root} role="group" aria-label={t('rangeFiltersGroup')}>
      <div className="est-price-filters-bar est-row est-wrap est-between">
        <Dialog
          open={open}
          onOpenChange={openChange}
          name="price-filters-panel"
          title={t('rangeFiltersTitle')}
          trigger={
            <button type="button" className="est-price-filters-trigger est-semibold est-chip est-surface est-inline est-gap-2" data-active={count > 0 || undefined}>
              <SlidersHorizontal size={16} aria-hidden />
              {/* Named by its text (no aria-label): "Filters", or "Filters, 3 on" read in full. */}
              <span aria-hidden={count > 0 || undefined}>{t('rangeFiltersButton')}</span>
              {count > 0 && (
                <>
                  <span className="est-price-filters-badge est-justify-center est-inline est-pill est-text-xs est-bold" aria-hidden>
                    {count}
                  </span>
                  <span className="est-visually-hidden">{t('rangeFiltersButtonCount', { count })}</span>
                </>
              )}
            </button>
          }
        >
          <form className="est-price-filters-form est-grid est-gap-6" onSubmit={apply} noValidate>
            <fieldset className="est-price-filters-section est-grid est-shrink est-gap-3">
              <legend className="est-price-filters-legend est-text-base est-semibold">{t('rangeFiltersPrice')}</legend>
              <div className="est-price-filters-pair est-grid est-gap-3">
                {box('min_price', 'rangeFiltersMinimum', 'rangeFiltersMinPrice', '$')}
                <span className="est-price-filters-dash est-muted" aria-hidden>
                  –
                </span>
                {box('max_price', 'rangeFiltersMaximum', 'rangeFiltersMaxPrice', '$')}
              </div>
            </fieldset>
            {rooms('min_bedrooms', 'rangeFiltersBedrooms')}
            {rooms('min_bathrooms', 'rangeFiltersBathrooms')}
            <fieldset className="est-price-filters-section est-grid est-shrink est-gap-3">
              <legend className="est-price-filters-legend est-text-base est-semibold">{t('rangeFiltersPlotArea')}</legend>
              <div className="est-price-filters-pair est-grid est-gap-3">
                {box('min_plot_area', 'rangeFiltersMinimum', 'rangeFiltersMinPlotArea')}
                <span className="est-price-filters-dash est-muted" aria-hidden>
                  –
                </span>
                {box('max_plot_area', 'rangeFiltersMaximum', 'rangeFiltersMaxPlotArea')}
              </div>
            </fieldset>
            <footer className="est-price-filters-footer est-divided est-surface est-row est-between est-gap-3">
              <Button variant="ghost" onClick={clearDraft}>
                {t('rangeFiltersClear')}
              </Button>
              <Button type="submit">{t('rangeFiltersApply')}</Button>
            </footer>
          </form>
        </Dialog>

        <div className="est-price-filters-sort est-shrink est-inline est-gap-2">
          <label htmlFor={sortId} className="est-price-filters-sort-label est-nowrap est-text-sm est-muted">
            {t('rangeFiltersSort')}
          </label>
          <select id={sortId} className="est-input est-select" value={sort} onChange={(event) => onChange(setRange({ ...current, sort: event.target.value as ListingSort }))}>
            {LISTING_SORTS.map((option) => (
              <option key={option} value={option}>
                {listingSortLabel(option, { messages })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {chips.length > 0 && (
        <ul className="est-price-filters-chips est-row est-wrap est-gap-2" aria-label={t('rangeFiltersActive')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="est-filter-chip est-chip est-nowrap est-inline est-text-sm est-medium est-price-filters-chip est-gap-1" data-active onClick={() => onChange(setRange(chip.without))} aria-label={t('rangeFiltersRemove', { filter: chip.label })}>
                {chip.label}
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
          {chips.length > 1 && (
            <li>
              <button type="button" className="est-price-filters-clear est-semibold est-bare" onClick={() => onChange(current.sort ? { sort: current.sort } : {})}>
                {t('rangeFiltersClear')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
