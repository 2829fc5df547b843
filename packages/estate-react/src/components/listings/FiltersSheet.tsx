'use client';

import { countRangeFilters, rangesAboveMax, setRange, type ListingRange, type ListingSort } from '@estate/sdk';
import { usePropertyListing } from '@estate/sdk/react';
import { SlidersHorizontal } from '../../icons/index.js';
import { Fragment, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { SortSelect, useChoiceGroups, type ChoiceDimension } from './filter-choices.js';
import { pickListingFilter, type ListingFilters } from './listing-href.js';

/** The rooms choices: Any, then at least 1 to 5. */
export const ROOM_CHOICES = [1, 2, 3, 4, 5] as const;
/** How long the sheet waits after a change before it asks how many results the draft has. */
export const RESULT_COUNT_DELAY_MS = 300;

type RangeField = 'min_price' | 'max_price' | 'min_plot_area' | 'max_plot_area';
type RoomField = 'min_bedrooms' | 'min_bathrooms';
const RANGE_FIELDS: RangeField[] = ['min_price', 'max_price', 'min_plot_area', 'max_plot_area'];

/** The sheet's fields while they are edited: the choices, the number boxes as typed, the rooms and the sort as picked. */
interface Draft {
  choices: ListingFilters;
  text: Record<RangeField, string>;
  rooms: Record<RoomField, number | undefined>;
  sort: ListingSort;
}

function draftOf(choices: ListingFilters, value: ListingRange): Draft {
  const set = setRange(value);
  return {
    choices,
    text: Object.fromEntries(RANGE_FIELDS.map((field) => [field, set[field] === undefined ? '' : String(set[field])])) as Record<RangeField, string>,
    rooms: { min_bedrooms: set.min_bedrooms, min_bathrooms: set.min_bathrooms },
    sort: set.sort ?? 'newest',
  };
}

/** A typed box: blank is no filter, a number of 0 or more is one, anything else is an error (null). */
function readBox(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** The draft's range, or null while a box is wrong; the problems by field. */
function readDraft(draft: Draft, t: ReturnType<typeof useTranslate>): { range: ListingRange | null; errors: Partial<Record<RangeField, string>> } {
  const numbers = Object.fromEntries(RANGE_FIELDS.map((field) => [field, readBox(draft.text[field])])) as Record<RangeField, number | undefined | null>;
  const errors: Partial<Record<RangeField, string>> = {};
  for (const field of RANGE_FIELDS) if (numbers[field] === null) errors[field] = t('rangeFiltersNotNumber');
  for (const [min] of rangesAboveMax(numbers)) errors[min as RangeField] ??= t('rangeFiltersMinAboveMax');
  if (Object.keys(errors).length > 0) return { range: null, errors };
  const range: ListingRange = { sort: draft.sort, ...draft.rooms };
  for (const field of RANGE_FIELDS) if (typeof numbers[field] === 'number') range[field] = numbers[field];
  return { range: setRange(range), errors };
}

export interface FiltersSheetProps {
  /** The route's choices now (country, type, advert type, status). */
  choices: ListingFilters;
  /** The range filters and sort now (the address's query). */
  range: ListingRange;
  /** Show results: the choices and range picked (the host goes to the route that lists them). */
  onApply: (choices: ListingFilters, range: ListingRange) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Every filter of a listing in one dialog (issue 22): a side sheet on wide screens, a bottom sheet
 * on phones. Property type, advert type and status as segments (kept to what a route can list:
 * outside a country one choice at a time), price and plot area from/to, bedrooms and bathrooms as
 * Any / 1+ … 5+, the sort; Clear all, and 'Show N results' once the count of the draft is in.
 * The trigger is the row's Filters pill.
 */
export function FiltersSheet({ choices, range, onApply, open, onOpenChange }: FiltersSheetProps) {
  const t = useTranslate();
  const groups = useChoiceGroups();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(choices, range));
  const [submitted, setSubmitted] = useState(false);
  const count = countRangeFilters(range);

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(draftOf(choices, range));
      setSubmitted(false);
    }
    onOpenChange(next);
  };

  const read = readDraft(draft, t);
  const shownErrors = submitted ? read.errors : {};

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!read.range) return;
    onApply(draft.choices, read.range);
    onOpenChange(false);
  };

  // Clear all empties the number filters; the choices stay (they are the page: clearing them would leave the listings) and so does the sort.
  const clearRange = () => {
    setDraft((before) => draftOf(before.choices, { sort: before.sort }));
    setSubmitted(false);
  };

  const pick = (dimension: ChoiceDimension, value: string | null) => setDraft((before) => ({ ...before, choices: pickListingFilter(before.choices, dimension, value) }));

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
          aria-describedby={shownErrors[field] ? `${id}-${field}-error` : undefined}
          placeholder={t('rangeFiltersAny')}
          value={draft.text[field]}
          onChange={(event) => setDraft((before) => ({ ...before, text: { ...before.text, [field]: event.target.value } }))}
        />
      </span>
      {shownErrors[field] && (
        <span id={`${id}-${field}-error`} className="est-field-error">
          {shownErrors[field]}
        </span>
      )}
    </label>
  );

  const segments = (name: string, title: string, options: { value: string | number | undefined; label: string }[], checked: (value: string | number | undefined) => boolean, onPick: (value: string | number | undefined) => void, wrap = false) => (
    <fieldset className="est-price-filters-section est-grid est-shrink est-gap-3">
      <legend className="est-price-filters-legend est-text-base est-semibold">{title}</legend>
      <div className="est-price-filters-segments est-flex est-gap-2" data-wrap={wrap || undefined}>
        {options.map((option) => (
          <label key={option.value ?? 'any'} className="est-price-filters-segment est-shrink est-relative">
            <input type="radio" name={`${id}-${name}`} checked={checked(option.value)} onChange={() => onPick(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  const rooms = (field: RoomField, title: EstateUIMessageKey) =>
    segments(
      field,
      t(title),
      [undefined, ...ROOM_CHOICES].map((choice) => ({ value: choice, label: choice === undefined ? t('rangeFiltersAny') : t('rangeFiltersAtLeast', { count: choice }) })),
      (value) => draft.rooms[field] === value,
      (value) => setDraft((before) => ({ ...before, rooms: { ...before.rooms, [field]: value as number | undefined } })),
    );

  const pair = (title: EstateUIMessageKey, min: ReactNode, max: ReactNode) => (
    <fieldset className="est-price-filters-section est-grid est-shrink est-gap-3">
      <legend className="est-price-filters-legend est-text-base est-semibold">{t(title)}</legend>
      <div className="est-price-filters-pair est-grid est-gap-3">
        {min}
        <span className="est-price-filters-dash est-muted" aria-hidden>
          –
        </span>
        {max}
      </div>
    </fieldset>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      name="filters-sheet"
      placement="sheet"
      title={t('rangeFiltersTitle')}
      trigger={
        <button type="button" className="est-filter-pill est-price-filters-trigger est-chip est-surface est-nowrap est-inline est-gap-2 est-text-sm est-semibold" data-active={count > 0 || undefined}>
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
        {groups.map((group) => (
          <Fragment key={group.dimension}>
            {segments(
            group.dimension,
            group.title,
            [{ value: undefined, label: t('filterAll') }, ...group.options],
            (value) => (draft.choices[group.dimension] ?? undefined) === value,
            (value) => pick(group.dimension, (value as string | undefined) ?? null),
            true,
            )}
          </Fragment>
        ))}
        {pair('rangeFiltersPrice', box('min_price', 'rangeFiltersMinimum', 'rangeFiltersMinPrice', '$'), box('max_price', 'rangeFiltersMaximum', 'rangeFiltersMaxPrice', '$'))}
        {rooms('min_bedrooms', 'rangeFiltersBedrooms')}
        {rooms('min_bathrooms', 'rangeFiltersBathrooms')}
        {pair('rangeFiltersPlotArea', box('min_plot_area', 'rangeFiltersMinimum', 'rangeFiltersMinPlotArea'), box('max_plot_area', 'rangeFiltersMaximum', 'rangeFiltersMaxPlotArea'))}
        <SortSelect className="est-price-filters-sort" value={draft.sort} onChange={(sort) => setDraft((before) => ({ ...before, sort }))} />
        <footer className="est-price-filters-footer est-divided est-surface est-row est-between est-gap-3">
          <Button variant="ghost" onClick={clearRange}>
            {t('rangeFiltersClear')}
          </Button>
          <ShowResults choices={draft.choices} range={read.range} />
        </footer>
      </form>
    </Dialog>
  );
}

/**
 * The submit button: 'Show 12 results' once the draft's count is in (asked a moment after the
 * last change, one result a page), else 'Show results'. A draft with a wrong box keeps the last count's question.
 */
function ShowResults({ choices, range }: { choices: ListingFilters; range: ListingRange | null }) {
  const t = useTranslate();
  const key = range ? JSON.stringify({ choices, range }) : null;
  const [settled, setSettled] = useState(key ?? '{}');
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setSettled(key), RESULT_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const asked = JSON.parse(settled) as { choices?: ListingFilters; range?: ListingRange };
  const { country, propertyType, advertType, status } = asked.choices ?? {};
  const { count, isLoading, error } = usePropertyListing({ country, propertyType, advertType, status, filters: asked.range }, { pageSize: 1 });
  const known = settled === key && !isLoading && !error;
  return <Button type="submit">{known ? (count === 1 ? t('rangeFiltersApplyOne') : t('rangeFiltersApplyCount', { count })) : t('rangeFiltersApply')}</Button>;
}
