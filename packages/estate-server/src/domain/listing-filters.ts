import { and, asc, desc, eq, gte, inArray, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import { properties } from '../db/schema.js';
import { countryCode } from '../lib/countries.js';
import { FieldErrorCollector, issue, type Issue } from '../lib/errors.js';
import {
  DEFAULT_LISTING_SORT,
  FILTER_LIMITS,
  LISTING_FILTER_FIELDS,
  LISTING_FILTER_NAMES,
  LISTING_FILTER_RANGES,
  LISTING_SORTS,
  type FilterFieldSpec,
  type ListingFilterName,
  type ListingSort,
} from '../schemas/listing-filters.js';
import { type AdvertType, type Availability, AVAILABILITIES, matchAvailability, ON_THE_MARKET, type PropertyStatus, type PropertyType } from '../schemas/property.js';
import { areaConditions, type ListingArea, readListingArea } from './listing-area.js';
import { type ChoiceField, invalidChoice, matchChoice } from './property-choices.js';
import { parseCount, parseDecimal } from './property-form.js';

/*
 * The filters and sort of a listing page (issue 13), read from a query string or a saved search's
 * body (snake_case), checked the way the create form checks its numbers, and turned into the
 * drizzle `where` and `order by` of the properties table. Every step walks the one table of the
 * filters (`LISTING_FILTER_FIELDS`). Nothing here knows about Fastify.
 */

export { DEFAULT_LISTING_SORT, LISTING_SORTS, type ListingSort };

export interface ListingFilters {
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string;
  advertType?: AdvertType;
  propertyType?: PropertyType;
  propertyStatus?: PropertyStatus;
  /** US dollars, before tax (the listing's `price`). */
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minBathrooms?: number;
  /** Square metres. */
  minPlotArea?: number;
  maxPlotArea?: number;
  /** The map's box and drawn polygon. */
  area?: ListingArea;
  /** Which listings by where they stand on the market; those still on it unless asked. */
  availability?: readonly Availability[];
  sort: ListingSort;
}

/** The key of each filter in `ListingFilters`: the table's, checked against the interface. */
export type ListingFilterKey = (typeof LISTING_FILTER_FIELDS)[ListingFilterName]['key'];
type FilterValues = Omit<ListingFilters, 'sort' | 'area' | 'availability'>;
// A compile error here means the table and the interface disagree.
const _keysAgree: [ListingFilterKey, keyof FilterValues] extends [keyof FilterValues, ListingFilterKey] ? true : never = true;
void _keysAgree;

/** Filters as they arrive: strings from a query string, numbers from JSON (or a coerced query). */
export type ListingFilterInput = Partial<Record<ListingFilterName | 'sort' | 'bbox' | 'polygon' | 'availability', unknown>>;

/**
 * A value as text; `undefined` for a missing, null or blank one (a blank field is no filter). A
 * number is written out in full (never `1e+21`), so the digit checks see its digits.
 */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(value);
  const written = typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
  return written === '' ? undefined : written;
}

/** The same refusal whichever check refuses the sort: this one or the schema's `enum`. */
export const invalidSort = (): Issue => issue('choose_one_of', { options: LISTING_SORTS.join(', ') });

/** One filter's value read from its text, or the issue of what is wrong with it. */
function readValue(name: ListingFilterName, raw: string): string | number | Issue {
  const spec = LISTING_FILTER_FIELDS[name];
  switch (spec.kind) {
    case 'country':
      return countryCode(raw) ?? issue('invalid_country_code', { value: raw });
    case 'choice':
      // Only what `matchChoice` answers is kept, so the value is one of the field's options.
      return matchChoice(name as ChoiceField, raw) ?? invalidChoice(name as ChoiceField, raw);
    case 'count':
      return parseCount(raw, FILTER_LIMITS.count.max);
    default: {
      const parsed = parseDecimal(raw, FILTER_LIMITS[spec.kind]);
      return typeof parsed === 'number' && parsed < 0 ? issue('min_value', { min: 0 }) : parsed;
    }
  }
}

/**
 * Reads and checks the filters of `input`, adding a message to `errors` for each bad one (the
 * caller throws them, with its own fields'). Blank values are no filter; a minimum above its
 * maximum is an error on the minimum. Unknown keys are ignored.
 */
export function readListingFilters(input: ListingFilterInput, errors: FieldErrorCollector): ListingFilters {
  const filters: ListingFilters = { sort: DEFAULT_LISTING_SORT };
  const values = filters as unknown as Record<string, string | number | undefined>;

  for (const name of LISTING_FILTER_NAMES) {
    const raw = text(input[name]);
    if (raw === undefined) continue;
    const value = readValue(name, raw);
    if (typeof value === 'object') errors.push(name, value);
    else values[LISTING_FILTER_FIELDS[name].key] = value;
  }

  for (const [low, high] of LISTING_FILTER_RANGES) {
    const lowSpec: FilterFieldSpec = LISTING_FILTER_FIELDS[low];
    const [lowValue, highValue] = [values[lowSpec.key], values[LISTING_FILTER_FIELDS[high].key]];
    if (lowValue !== undefined && highValue !== undefined && lowValue > highValue) {
      errors.add(low, lowSpec.aboveMax!, { min: lowValue, max: highValue });
    }
  }

  const area = readListingArea(input, errors);
  if (area.bbox || area.polygon) filters.area = area;
  const availability = text(input.availability);
  if (availability !== undefined) {
    const chosen = readAvailability(availability);
    if (typeof chosen === 'string') errors.add('availability', 'not_an_availability', { value: chosen, options: ['all', ...AVAILABILITIES].join(', ') });
    else filters.availability = chosen;
  }

  const sort = text(input.sort);
  if (sort !== undefined) {
    const known = LISTING_SORTS.find((option) => option === sort.toLowerCase());
    if (known) filters.sort = known;
    else errors.push('sort', invalidSort());
  }
  return filters;
}

/** `sold,let` (any case, `under offer` too) or `all`: the availabilities, or the first word that is none. */
function readAvailability(raw: string): readonly Availability[] | string {
  const chosen = new Set<Availability>();
  for (const word of raw.split(',')) {
    if (word.trim().toLowerCase() === 'all') return AVAILABILITIES;
    const known = matchAvailability(word);
    if (!known) return word.trim();
    chosen.add(known);
  }
  return [...chosen];
}

/** `readListingFilters` on its own: the filters, or a 400 with every bad field. */
export function parseListingFilters(input: ListingFilterInput): ListingFilters {
  const errors = new FieldErrorCollector();
  const filters = readListingFilters(input, errors);
  errors.throwIfAny();
  return filters;
}

/** How a listing's column compares with a filter's value (a column or a parameter). */
export function compareFilter(compare: '=' | '>=' | '<=', column: SQLWrapper, value: unknown): SQL {
  return compare === '=' ? eq(column, value) : compare === '>=' ? gte(column, value) : lte(column, value);
}

/** The conditions of the column filters (no area, no availability), or undefined when there are none. */
export function columnWhere(filters: FilterValues): SQL | undefined {
  const conditions: SQL[] = [];
  for (const name of LISTING_FILTER_NAMES) {
    const { key, column, compare } = LISTING_FILTER_FIELDS[name];
    const value = filters[key];
    if (value !== undefined) conditions.push(compareFilter(compare, properties[column], value));
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

/**
 * Listings on the public lists in these states: never one a moderation case holds hidden (members'
 * reports, domain/reports.ts), whatever the states asked for. Every public list of listings filters
 * through here (the pages, the map, the counts, similar listings, the agents' counts, the sitemap).
 */
export const availabilityWhere = (availability: readonly Availability[] = ON_THE_MARKET): SQL =>
  availability.length === AVAILABILITIES.length
    ? eq(properties.moderationHidden, false)
    : and(eq(properties.moderationHidden, false), inArray(properties.availability, [...availability]))!;

/** The conditions of every filter (the sort aside): columns, area and availability (on the market unless asked). */
export function listingWhere(filters: Omit<ListingFilters, 'sort'>): SQL | undefined {
  return and(columnWhere(filters), ...(filters.area ? areaConditions(filters.area) : []), availabilityWhere(filters.availability));
}

/**
 * The order of a sort. The id (descending) breaks ties, so a page never repeats or skips a listing
 * that shares its price or like count with others. Each walks an index of the schema:
 * properties_created_idx / the country indexes for newest, properties_price_idx (and its country
 * twin) for price either way, properties_likes_idx for likes.
 */
export function listingOrder(sort: ListingSort): SQL[] {
  switch (sort) {
    case 'price':
      return [asc(properties.price), desc(properties.id)];
    case '-price':
      return [desc(properties.price), desc(properties.id)];
    case 'likes':
      return [desc(properties.likeCount), desc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

/** The `where` and `orderBy` of a listing page for these filters. */
export function listingQuery(filters: ListingFilters): { where: SQL | undefined; orderBy: SQL[] } {
  return { where: listingWhere(filters), orderBy: listingOrder(filters.sort) };
}
