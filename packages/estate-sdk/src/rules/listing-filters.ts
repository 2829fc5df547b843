import type { ListingRange, ListingSort } from '../client/types.js';
import { FORM_FIELDS, LISTING_SORTS } from '../generated/contract.js';
import { formatMessage, resolveMessages, type EstateMessages, type WithMessages } from '../messages.js';
import { fieldErrorsMessage } from './field-errors.js';
import type { FieldFacts } from './limits.js';
import { fail, pass, type FieldErrors, type RuleResult } from './result.js';

/** The number filters of a listing page, as the contract's list query names them (the page aside). */
export type ListingNumberFilter = Exclude<keyof typeof FORM_FIELDS.listingFilters, 'page' | 'page_size'>;
export type ListingRangeField = ListingNumberFilter | 'sort';

/** The number filters, in the contract's order. */
export const LISTING_NUMBER_FILTERS = Object.keys(FORM_FIELDS.listingFilters).filter(
  (name) => name !== 'page' && name !== 'page_size',
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

/** One number filter read as the server reads it: its value, or the server's message of what is wrong. */
function readNumber(field: ListingNumberFilter, text: string, messages: EstateMessages): number | { error: string } {
  const facts: FieldFacts = FORM_FIELDS.listingFilters[field];
  const { minimum = 0, maximum, wholeDigits, places } = facts;
  if (wholeDigits === undefined || places === undefined) {
    if (!INTEGER.test(text)) return { error: messages.integerRequired };
    const value = Math.trunc(Number(text));
    if (value < minimum) return { error: formatMessage(messages.numberTooSmall, { min: minimum }) };
    if (maximum !== undefined && value > maximum) return { error: formatMessage(messages.numberTooLarge, { max: maximum }) };
    return value;
  }
  const match = NUMBER.exec(text);
  if (!match) return { error: messages.numberRequired };
  const whole = (match[1] ?? '').replace(/^0+/, '');
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > places) return { error: formatMessage(messages.tooManyDecimals, { max: places }) };
  if (whole.length > wholeDigits) return { error: formatMessage(messages.tooManyDigits, { max: wholeDigits }) };
  const value = Number(text);
  return value < minimum ? { error: formatMessage(messages.numberTooSmall, { min: minimum }) } : value;
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

/** The message of a range whose minimum is above its maximum, on the minimum, as the server words it ('The minimum price (500) is above the maximum price (100).'). */
export function minAboveMaxMessage(min: ListingNumberFilter, values: Partial<Record<ListingNumberFilter, number>>, messages: EstateMessages): string {
  const max = `max_${min.slice('min_'.length)}` as ListingNumberFilter;
  return formatMessage(messages.minAboveMax, { what: min.slice('min_'.length).replace(/_/g, ' '), min: values[min] ?? '', max: values[max] ?? '' });
}

/**
 * Reads the number filters of `draft` into `values`, adding each problem to `errors` under its
 * field (the server's messages); then a minimum above its maximum, on the minimum. Blank, null or
 * absent is no filter. Shared with the saved-search rules.
 */
export function readNumberFilters(
  draft: Partial<Record<ListingNumberFilter, unknown>>,
  errors: FieldErrors,
  messages: EstateMessages,
): Partial<Record<ListingNumberFilter, number>> {
  const values: Partial<Record<ListingNumberFilter, number>> = {};
  for (const field of LISTING_NUMBER_FILTERS) {
    const text = numberText(draft[field]);
    if (text === undefined) continue;
    const value = readNumber(field, text, messages);
    if (typeof value === 'number') values[field] = value;
    else (errors[field] ??= []).push(value.error);
  }
  for (const [min] of rangesAboveMax(values)) (errors[min] ??= []).push(minAboveMaxMessage(min, values, messages));
  return values;
}

/** The sort's message when it is none of the contract's `LISTING_SORTS`, as the server words it. */
export const invalidSortMessage = (messages: EstateMessages): string => formatMessage(messages.invalidSort, { options: LISTING_SORTS.join(', ') });

export const isListingSort = (value: unknown): value is ListingSort => (LISTING_SORTS as readonly unknown[]).includes(value);

/**
 * A listing page's range filters and sort (issue 13) as a filters dialog has them, typed or picked,
 * checked as the server checks its query: each number of 0 or more, whole for the rooms, within the
 * contract's `maximum` and a decimal's `wholeDigits` and `places` (`FORM_FIELDS.listingFilters`);
 * a minimum not above its maximum ('The minimum price (500) is above the maximum price (100).', on
 * the minimum); the sort one of `LISTING_SORTS`. Every problem at once (reason `invalid`), by field,
 * in the server's words. Blank boxes are no filter and are left out of the value.
 */
export function checkListingFilters(
  draft: Partial<Record<ListingRangeField, unknown>>,
  options: WithMessages = {},
): RuleResult<ListingRange, 'invalid', ListingRangeField> {
  const messages = resolveMessages(options.messages);
  const errors: FieldErrors<ListingRangeField> = {};
  const value: ListingRange = readNumberFilters(draft, errors, messages);
  const sort = typeof draft.sort === 'string' ? draft.sort.trim() : draft.sort;
  if (sort !== undefined && sort !== null && sort !== '') {
    if (isListingSort(sort)) value.sort = sort;
    else errors.sort = [invalidSortMessage(messages)];
  }
  if (Object.keys(errors).length > 0) return fail('invalid', fieldErrorsMessage(errors)!, errors);
  return pass(value);
}
