import type { ListingRange, ListingSort } from '../client/types.js';
import { FORM_FIELDS, LISTING_SORTS } from '../generated/contract.js';
import type { ErrorIssue } from '../client/errors.js';
import type { ErrorCode } from '../error-codes.js';
import { resolveMessages, type EstateMessages, type WithMessages } from '../messages.js';
import type { FieldFacts } from './limits.js';
import { addIssue, issueOf, passUnlessIssues, type FieldIssues, type RuleResult } from './result.js';

/** The number filters of a listing page, as the contract's list query names them (the page aside). */
export type ListingNumberFilter = Exclude<keyof typeof FORM_FIELDS.listingFilters, (typeof NOT_NUMBERS)[number]>;
export type ListingRangeField = ListingNumberFilter | 'sort';

/** The list query's fields that are not number filters: the page, and the map's area and market states (text). */
const NOT_NUMBERS = ['page', 'page_size', 'bbox', 'polygon', 'availability'] as const;

/** The number filters, in the contract's order. */
export const LISTING_NUMBER_FILTERS = Object.keys(FORM_FIELDS.listingFilters).filter(
  (name) => !(NOT_NUMBERS as readonly string[]).includes(name),
) as ListingNumberFilter[];

/** Each range of the filters: a `min_…` filter with the `max_…` of the same name (price, plot area). */
export const LISTING_FILTER_RANGES = LISTING_NUMBER_FILTERS.flatMap((name) => {
  const max = `max_${name.slice('min_'.length)}` as ListingNumberFilter;
  return name.startsWith('min_') && LISTING_NUMBER_FILTERS.includes(max) ? [[name, max] as const] : [];
});

const NUMBER = /^[+-]?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;
const INTEGER = /^[+-]?\d+(?:\.0*)?$/;

/** A value as the text of a number; undefined for no value (absent, null, blank). Numbers are written out in full, never `1e+21`. */
function numberText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(value);
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** One number filter read as the server reads it: its value, or the server's issue of what is wrong. */
function readNumber(field: ListingNumberFilter, text: string, messages: EstateMessages): number | ErrorIssue {
  const facts: FieldFacts = FORM_FIELDS.listingFilters[field];
  const { minimum = 0, maximum, wholeDigits, places } = facts;
  if (wholeDigits === undefined || places === undefined) {
    if (!INTEGER.test(text)) return issueOf(messages, 'invalid_integer');
    const value = Math.trunc(Number(text));
    if (value < minimum) return issueOf(messages, 'min_value', { min: minimum });
    if (maximum !== undefined && value > maximum) return issueOf(messages, 'max_value', { max: maximum });
    return value;
  }
  const match = NUMBER.exec(text);
  if (!match) return issueOf(messages, 'invalid_number');
  const whole = (match[1] ?? '').replace(/^0+/, '');
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > places) return issueOf(messages, 'max_decimal_places', { max: places });
  if (whole.length > wholeDigits) return issueOf(messages, 'max_whole_digits', { max: wholeDigits });
  const value = Number(text);
  return value < minimum ? issueOf(messages, 'min_value', { min: minimum }) : value;
}

/**
 * 'Minimum above maximum', the one check of it: the ranges whose minimum is above their maximum,
 * each as `[min, max]`. Ends that are not numbers are no range.
 */
export function rangesAboveMax(values: Partial<Record<ListingNumberFilter, unknown>>): (typeof LISTING_FILTER_RANGES)[number][] {
  return LISTING_FILTER_RANGES.filter(([min, max]) => {
    const [low, high] = [values[min], values[max]];
    return typeof low === 'number' && typeof high === 'number' && low > high;
  });
}

/** The code of a range whose minimum is above its maximum, as the server names it: `min_price_above_max`, `min_plot_area_above_max`. */
export const minAboveMaxCode = (min: ListingNumberFilter): ErrorCode => `${min}_above_max` as ErrorCode;

/** The issue of a range whose minimum is above its maximum, on the minimum, as the server gives it ('The minimum price (500) is above the maximum price (100).'). */
export function minAboveMaxIssue(min: ListingNumberFilter, values: Partial<Record<ListingNumberFilter, number>>, messages: EstateMessages): ErrorIssue {
  const max = `max_${min.slice('min_'.length)}` as ListingNumberFilter;
  return issueOf(messages, minAboveMaxCode(min), { min: values[min] ?? '', max: values[max] ?? '' });
}

/**
 * Reads the number filters of `draft` into `values`, adding each problem to `issues` under its
 * field (the server's codes and messages); then a minimum above its maximum, on the minimum.
 * Blank, null or absent is no filter. Shared with the saved-search rules.
 */
export function readNumberFilters(
  draft: Partial<Record<ListingNumberFilter, unknown>>,
  issues: FieldIssues,
  messages: EstateMessages,
): Partial<Record<ListingNumberFilter, number>> {
  const values: Partial<Record<ListingNumberFilter, number>> = {};
  const list = issues as Record<string, ErrorIssue[]>;
  for (const field of LISTING_NUMBER_FILTERS) {
    const text = numberText(draft[field]);
    if (text === undefined) continue;
    const value = readNumber(field, text, messages);
    if (typeof value === 'number') values[field] = value;
    else (list[field] ??= []).push(value);
  }
  for (const [min] of rangesAboveMax(values)) (list[min] ??= []).push(minAboveMaxIssue(min, values, messages));
  return values;
}

/** A sort that is none of the contract's `LISTING_SORTS`, refused as the server refuses it (`choose_one_of`). */
export const addInvalidSort = (issues: FieldIssues, messages: EstateMessages): void =>
  addIssue(issues, 'sort', messages, 'choose_one_of', { options: LISTING_SORTS.join(', ') });

export const isListingSort = (value: unknown): value is ListingSort => (LISTING_SORTS as readonly unknown[]).includes(value);

/**
 * A listing page's range filters and sort (issue 13) as a filters dialog has them, typed or picked,
 * checked as the server checks its query: each number of 0 or more, whole for the rooms, within the
 * contract's `maximum` and a decimal's `wholeDigits` and `places` (`FORM_FIELDS.listingFilters`);
 * a minimum not above its maximum ('The minimum price (500) is above the maximum price (100).', on
 * the minimum); the sort one of `LISTING_SORTS`. Every problem at once (reason `invalid`), by field,
 * in the server's words and codes. Blank boxes are no filter and are left out of the value.
 */
export function checkListingFilters(draft: Partial<Record<ListingRangeField, unknown>>, options: WithMessages = {}): RuleResult<ListingRange, 'invalid'> {
  const messages = resolveMessages(options.messages);
  const issues: FieldIssues<ListingRangeField> = {};
  const value: ListingRange = readNumberFilters(draft, issues, messages);
  const sort = typeof draft.sort === 'string' ? draft.sort.trim() : draft.sort;
  if (sort !== undefined && sort !== null && sort !== '') {
    if (isListingSort(sort)) value.sort = sort;
    else addInvalidSort(issues, messages);
  }
  return passUnlessIssues(issues, messages, () => value);
}
