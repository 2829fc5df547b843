import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema.js';
import { countryCode } from '../lib/countries.js';
import { FieldErrorCollector } from '../lib/errors.js';
import type { AdvertType, PropertyStatus, PropertyType } from '../schemas/property.js';
import { type ChoiceField, invalidChoiceMessage, matchChoice } from './property-choices.js';
import { parseCount, parseDecimal } from './property-form.js';

/*
 * The filters and sort of a listing page (issue 13), read from a query string or a saved search's
 * body (snake_case), checked the way the create form checks its numbers, and turned into the
 * drizzle `where` and `order by` of the properties table. Nothing here knows about Fastify.
 */

/** `newest` first (the default), `price` low to high, `-price` high to low, `likes`: most liked. */
export const LISTING_SORTS = ['newest', 'price', '-price', 'likes'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

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
  sort: ListingSort;
}

/** The snake_case names, as the API takes them, of every filter. */
export const LISTING_FILTER_FIELDS = [
  'country',
  'advert_type',
  'property_type',
  'property_status',
  'min_price',
  'max_price',
  'min_bedrooms',
  'min_bathrooms',
  'min_plot_area',
  'max_plot_area',
  'sort',
] as const;
export type ListingFilterField = (typeof LISTING_FILTER_FIELDS)[number];

/** Filters as they arrive: strings from a query string, numbers from JSON (or a coerced query). */
export type ListingFilterInput = Partial<Record<ListingFilterField, unknown>>;

/** The limits of the numbers: the columns' own (numeric(14,2) prices, numeric(12,2) areas) and the create form's. */
export const LISTING_FILTER_LIMITS = {
  price: { places: 2, wholeDigits: 12 },
  plotArea: { places: 2, wholeDigits: 10 },
  rooms: { max: 1_000 },
} as const;

const CHOICE_KEYS = {
  advert_type: 'advertType',
  property_type: 'propertyType',
  property_status: 'propertyStatus',
} as const satisfies Record<ChoiceField, keyof ListingFilters>;

const DECIMAL_KEYS = {
  min_price: ['minPrice', LISTING_FILTER_LIMITS.price],
  max_price: ['maxPrice', LISTING_FILTER_LIMITS.price],
  min_plot_area: ['minPlotArea', LISTING_FILTER_LIMITS.plotArea],
  max_plot_area: ['maxPlotArea', LISTING_FILTER_LIMITS.plotArea],
} as const;

const COUNT_KEYS = { min_bedrooms: 'minBedrooms', min_bathrooms: 'minBathrooms' } as const;

/** A value as text; `undefined` for a missing, null or blank one (a blank field is no filter). */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const written = typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
  return written === '' ? undefined : written;
}

export function invalidSortMessage(value: string): string {
  return `"${value}" is not a valid sort. Choose one of: ${LISTING_SORTS.join(', ')}.`;
}

/**
 * Reads and checks the filters of `input`, adding a message to `errors` for each bad one (the
 * caller throws them, with its own fields'). Blank values are no filter; a minimum above its
 * maximum is an error on the minimum. Unknown keys are ignored.
 */
export function readListingFilters(input: ListingFilterInput, errors: FieldErrorCollector): ListingFilters {
  const filters: ListingFilters = { sort: DEFAULT_LISTING_SORT };

  const country = text(input.country);
  if (country !== undefined) {
    const code = countryCode(country);
    if (code) filters.country = code;
    else errors.add('country', `"${country}" is not a country code (two letters, as KE or US).`);
  }

  for (const [field, key] of Object.entries(CHOICE_KEYS) as [ChoiceField, (typeof CHOICE_KEYS)[ChoiceField]][]) {
    const raw = text(input[field]);
    if (raw === undefined) continue;
    const value = matchChoice(field, raw);
    // Stored only through `matchChoice`, so the value is one of the field's options.
    if (value) (filters as unknown as Record<string, string>)[key] = value;
    else errors.add(field, invalidChoiceMessage(field, raw));
  }

  for (const [field, [key, rule]] of Object.entries(DECIMAL_KEYS) as [keyof typeof DECIMAL_KEYS, (typeof DECIMAL_KEYS)[keyof typeof DECIMAL_KEYS]][]) {
    const raw = text(input[field]);
    if (raw === undefined) continue;
    const parsed = parseDecimal(raw, rule);
    if (typeof parsed === 'string') errors.add(field, parsed);
    else if (parsed < 0) errors.add(field, 'Ensure this value is greater than or equal to 0.');
    else filters[key] = parsed;
  }

  for (const [field, key] of Object.entries(COUNT_KEYS) as [keyof typeof COUNT_KEYS, (typeof COUNT_KEYS)[keyof typeof COUNT_KEYS]][]) {
    const raw = text(input[field]);
    if (raw === undefined) continue;
    const parsed = parseCount(raw, LISTING_FILTER_LIMITS.rooms.max);
    if (typeof parsed === 'string') errors.add(field, parsed);
    else filters[key] = parsed;
  }

  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    errors.add('min_price', `The minimum price (${filters.minPrice}) is above the maximum price (${filters.maxPrice}).`);
  }
  if (filters.minPlotArea !== undefined && filters.maxPlotArea !== undefined && filters.minPlotArea > filters.maxPlotArea) {
    errors.add('min_plot_area', `The minimum plot area (${filters.minPlotArea}) is above the maximum plot area (${filters.maxPlotArea}).`);
  }

  const sort = text(input.sort);
  if (sort !== undefined) {
    const known = LISTING_SORTS.find((option) => option === sort.toLowerCase());
    if (known) filters.sort = known;
    else errors.add('sort', invalidSortMessage(sort));
  }
  return filters;
}

/** `readListingFilters` on its own: the filters, or a 400 with every bad field. */
export function parseListingFilters(input: ListingFilterInput): ListingFilters {
  const errors = new FieldErrorCollector();
  const filters = readListingFilters(input, errors);
  errors.throwIfAny();
  return filters;
}

/** The conditions of the filters (the sort aside), or undefined when there are none. */
export function listingWhere(filters: Omit<ListingFilters, 'sort'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.country !== undefined) conditions.push(eq(properties.country, filters.country));
  if (filters.advertType !== undefined) conditions.push(eq(properties.advertType, filters.advertType));
  if (filters.propertyType !== undefined) conditions.push(eq(properties.propertyType, filters.propertyType));
  if (filters.propertyStatus !== undefined) conditions.push(eq(properties.propertyStatus, filters.propertyStatus));
  if (filters.minPrice !== undefined) conditions.push(gte(properties.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(properties.price, filters.maxPrice));
  if (filters.minBedrooms !== undefined) conditions.push(gte(properties.bedrooms, filters.minBedrooms));
  if (filters.minBathrooms !== undefined) conditions.push(gte(properties.bathrooms, filters.minBathrooms));
  if (filters.minPlotArea !== undefined) conditions.push(gte(properties.plotArea, filters.minPlotArea));
  if (filters.maxPlotArea !== undefined) conditions.push(lte(properties.plotArea, filters.maxPlotArea));
  return conditions.length === 0 ? undefined : and(...conditions);
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
