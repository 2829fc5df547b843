/**
 * The filters and sort of a listing (issue 13) in an address: read from and written to
 * `URLSearchParams` with the API's own names, so a filtered list's URL can be shared, reloaded and
 * walked with Back and Forward. No React here.
 */
import type { CountryFilters, ListingFilters, ListingRange, ListingSort, PropertyListingQuery } from './client/types.js';
import { isListingSort, rangesAboveMax } from './rules/listing-filters.js';

/** The sort a list has when none is given; the sorts themselves are the contract's `LISTING_SORTS`. */
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

/** The number filters, as the API names them: the decimals (prices, areas) and the whole counts (rooms). */
const DECIMALS = ['min_price', 'max_price', 'min_plot_area', 'max_plot_area'] as const;
const COUNTS = ['min_bedrooms', 'min_bathrooms'] as const;
const CHOICES = ['country', 'property_type', 'advert_type', 'property_status'] as const;
/** The map's area (`bbox`, `polygon`: see map-area.ts) and the market states, passed as the text the server reads. */
const TEXTS = ['bbox', 'polygon', 'availability'] as const;

/** Every filter's name in a query string, the sort last. */
export const LISTING_FILTER_PARAMS = [...CHOICES, ...DECIMALS, ...COUNTS, ...TEXTS, 'sort'] as const;
/** The names of the range filters, the area and the sort (`ListingRange`): what every listing page takes. */
export const LISTING_RANGE_PARAMS = [...DECIMALS, ...COUNTS, ...TEXTS, 'sort'] as const;

/** A number filter's value if it is one the server takes (0 or more; whole for rooms), else undefined. */
function numberOf(value: unknown, whole: boolean): number | undefined {
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(number) || number < 0) return undefined;
  return whole ? Math.trunc(number) : number;
}

/**
 * Only the range filters that are set and valid, in one order, `sort: 'newest'` dropped (it is the
 * default): `{}` and `{ min_price: undefined, sort: 'newest' }` share an SWR key and a request.
 */
export function setRange(filters: ListingRange | null | undefined): ListingRange {
  const set: ListingRange = {};
  if (!filters) return set;
  for (const name of DECIMALS) {
    const value = numberOf(filters[name], false);
    if (value !== undefined) set[name] = value;
  }
  for (const name of COUNTS) {
    const value = numberOf(filters[name], true);
    if (value !== undefined) set[name] = value;
  }
  for (const name of TEXTS) {
    const value = filters[name]?.trim();
    if (value) set[name] = value;
  }
  if (isListingSort(filters.sort) && filters.sort !== DEFAULT_LISTING_SORT) set.sort = filters.sort;
  return set;
}

/** Only the filters that are set (choices trimmed, the country upper-cased), as `setRange` keeps the rest. */
export function setListingFilters(filters: ListingFilters | null | undefined): ListingFilters {
  const set: ListingFilters = {};
  for (const name of CHOICES) {
    const value = filters?.[name]?.trim();
    if (value) set[name] = name === 'country' ? value.toUpperCase() : value;
  }
  return { ...set, ...setRange(filters) };
}

/**
 * How many range filters are on (the sort aside), for a "Filters (2)" badge: one a chip, so a
 * price's minimum and maximum count once together, as do the plot area's.
 */
export function countRangeFilters(filters: ListingRange | null | undefined): number {
  const set = setRange(filters);
  const on = (...names: (keyof ListingRange)[]) => (names.some((name) => set[name] !== undefined) ? 1 : 0);
  return on('min_price', 'max_price') + on('min_bedrooms') + on('min_bathrooms') + on('min_plot_area', 'max_plot_area');
}

/**
 * The filters written in a query string (`?min_price=1000&sort=-price`). Values the server would
 * refuse (not a number, below 0, an unknown sort, a minimum above its maximum) are left out
 * rather than failing the page; other parameters are ignored.
 */
export function filtersFromSearchParams(params: URLSearchParams | string): ListingFilters {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const read: Record<string, string> = {};
  for (const name of LISTING_FILTER_PARAMS) {
    const value = search.get(name);
    if (value !== null) read[name] = value;
  }
  // Numbers arrive as text: setListingFilters reads them and drops what the server would refuse.
  const filters = setListingFilters(read as ListingFilters);
  // A minimum above its maximum (a hand-edited link) is a 400 from the server: neither is kept.
  for (const [min, max] of rangesAboveMax(filters)) {
    delete filters[min];
    delete filters[max];
  }
  return filters;
}

/**
 * `params` (a copy; empty by default) with the filters written in: every filter parameter is set
 * to its value or removed, in one order, and other parameters are kept. The default sort is not
 * written, so an unfiltered list's address stays clean.
 */
export function filtersToSearchParams(filters: ListingFilters, params?: URLSearchParams | string): URLSearchParams {
  const search = new URLSearchParams(params);
  const set = setListingFilters(filters);
  for (const name of LISTING_FILTER_PARAMS) search.delete(name);
  for (const name of LISTING_FILTER_PARAMS) {
    const value = set[name];
    if (value !== undefined) search.set(name, String(value));
  }
  return search;
}

/**
 * The one list of the server that a listing query names. The server lists a country by every
 * filter, but otherwise by one choice only: so a country's list with the other choices as filters,
 * else the list of the property type, else of the advert type, else of the status, else every
 * listing; the range filters and sort go with each.
 */
export type ListingSource =
  | { by: 'country'; value: string; filters: CountryFilters }
  | { by: 'type' | 'advert' | 'status'; value: string; filters: ListingRange }
  | { by: 'all'; filters: ListingRange };

/**
 * The list `filters` name (normalised here, as `setListingFilters` keeps them): what
 * `estateKeys.properties.list` and `client.properties.list` both go by, so a key and its request
 * never disagree on the precedence "country, else type, else advert, else status, else all".
 */
export function listingSource(filters: ListingFilters | null | undefined): ListingSource {
  const { country, property_type, advert_type, property_status, ...range } = setListingFilters(filters);
  if (country) {
    const choices: CountryFilters = {};
    if (property_type) choices.property_type = property_type;
    if (advert_type) choices.advert_type = advert_type;
    if (property_status) choices.property_status = property_status;
    return { by: 'country', value: country, filters: { ...choices, ...range } };
  }
  if (property_type) return { by: 'type', value: property_type, filters: range };
  if (advert_type) return { by: 'advert', value: advert_type, filters: range };
  if (property_status) return { by: 'status', value: property_status, filters: range };
  return { by: 'all', filters: range };
}

/** A listing screen's query (`usePropertyListing`'s) as `ListingFilters`, the API's names: blank choices left out. */
export function listingQueryFilters(query: PropertyListingQuery | null | undefined): ListingFilters {
  if (!query) return {};
  return setListingFilters({
    ...query.filters,
    country: query.country ?? undefined,
    property_type: query.propertyType ?? undefined,
    advert_type: query.advertType ?? undefined,
    property_status: query.status ?? undefined,
  });
}
