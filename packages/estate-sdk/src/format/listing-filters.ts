import type { ListingRange, ListingSort } from '../client/types.js';
import { setRange } from '../listing-filters.js';
import { formatMessage, resolveMessages, type EstateMessages, type MessageKey, type WithMessages } from '../messages.js';
import { formatUsdCompact } from './money.js';
import { formatDecimal } from './number.js';

/** The range filters as a saved search holds them too: `null` and absent are "any". */
export type ListingRangeInput = { [Key in keyof ListingRange]?: ListingRange[Key] | null };

export type ListingFilterName = 'price' | 'bedrooms' | 'bathrooms' | 'plotArea';

export interface ListingFilterLabel {
  filter: ListingFilterName;
  /** '$100K – $300K', 'From 50 m²', '3+ bedrooms'. */
  label: string;
  /** The filters it stands for: what removing its chip clears. */
  fields: readonly (keyof ListingRange)[];
}

export interface ListingFilterLabelOptions extends WithMessages {
  /** The BCP 47 tag the numbers are written in (`en-US` by default). */
  locale?: string;
  /** `chip` (the default): '3+ bedrooms', as the filter chips read; `summary`: '3+ beds', as a one-line summary of a saved search. */
  wording?: 'chip' | 'summary';
}

const WORDING: Record<'chip' | 'summary', Record<'bedrooms' | 'bathrooms' | 'plotArea', MessageKey>> = {
  chip: { bedrooms: 'rangeChipBedrooms', bathrooms: 'rangeChipBathrooms', plotArea: 'rangeChipArea' },
  summary: { bedrooms: 'savedSearchBeds', bathrooms: 'savedSearchBaths', plotArea: 'savedSearchArea' },
};

/** 'a – b', 'From a' or 'Up to b', as much of the range as is set (at least one end). */
function rangeLabel(messages: EstateMessages, min: number | undefined, max: number | undefined, format: (value: number) => string): string {
  if (min !== undefined && max !== undefined) return formatMessage(messages.rangeChipBetween, { min: format(min), max: format(max) });
  if (min !== undefined) return formatMessage(messages.rangeChipFrom, { min: format(min) });
  return formatMessage(messages.rangeChipUpTo, { max: format(max!) });
}

/**
 * The range filters that are on (as `setRange` keeps them), one label each, in one order: the
 * price ('$100K – $300K', compact dollars), bedrooms and bathrooms ('3+ bedrooms'; none for 0) and
 * the plot area ('50 – 200 m²'), in `messages`' language and `locale`'s numbers. A price's
 * minimum and maximum make one label, as do the plot area's (`countRangeFilters` counts the same).
 */
export function listingFilterLabels(filters: ListingRangeInput | null | undefined, options: ListingFilterLabelOptions = {}): ListingFilterLabel[] {
  const set = setRange(filters as ListingRange | null | undefined);
  const messages = resolveMessages(options.messages);
  const locale = options.locale ?? 'en-US';
  const wording = WORDING[options.wording ?? 'chip'];
  const labels: ListingFilterLabel[] = [];
  if (set.min_price !== undefined || set.max_price !== undefined) {
    labels.push({ filter: 'price', label: rangeLabel(messages, set.min_price, set.max_price, (value) => formatUsdCompact(value, locale)), fields: ['min_price', 'max_price'] });
  }
  if (set.min_bedrooms) labels.push({ filter: 'bedrooms', label: formatMessage(messages[wording.bedrooms], { count: set.min_bedrooms }), fields: ['min_bedrooms'] });
  if (set.min_bathrooms) labels.push({ filter: 'bathrooms', label: formatMessage(messages[wording.bathrooms], { count: set.min_bathrooms }), fields: ['min_bathrooms'] });
  if (set.min_plot_area !== undefined || set.max_plot_area !== undefined) {
    const area = rangeLabel(messages, set.min_plot_area, set.max_plot_area, (value) => formatDecimal(value, 2, locale));
    labels.push({ filter: 'plotArea', label: formatMessage(messages[wording.plotArea], { area }), fields: ['min_plot_area', 'max_plot_area'] });
  }
  return labels;
}

const SORT_LABELS: Record<ListingSort, MessageKey> = { newest: 'sortNewest', price: 'sortPriceAsc', '-price': 'sortPriceDesc', likes: 'sortLikes' };

/** The name of a listing sort: 'Newest', 'Price: low to high', 'Price: high to low', 'Most liked'. */
export function listingSortLabel(sort: ListingSort, options: WithMessages = {}): string {
  return resolveMessages(options.messages)[SORT_LABELS[sort]];
}
