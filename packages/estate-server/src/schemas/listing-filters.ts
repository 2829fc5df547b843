import { type TInteger, type TNull, type TNumber, type TOptional, type TString, type TUnion, Type } from 'typebox';
import { Choice, Decimal } from './common.js';
import type { ErrorCode } from './error-codes.js';
import { ADVERT_TYPES, AVAILABILITIES, ON_THE_MARKET, PROPERTY_DECIMAL_DIGITS, PROPERTY_ROOMS_MAX, PROPERTY_STATUSES, PROPERTY_TYPES } from './property.js';

/*
 * The filters and sort of a listing page (issue 13), and of a saved search, which stores the same
 * fields. `LISTING_FILTER_FIELDS` is the one table of them: the schemas below (a listing page's
 * query, a saved search's body), `readListingFilters`, the listing query's conditions and the
 * matching of new listings against saved searches are all read from it.
 */

/** `newest` first (the default), `price` low to high, `-price` high to low, `likes`: most liked. */
export const LISTING_SORTS = ['newest', 'price', '-price', 'likes'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

/** The limits of each kind of number filter: those of the column it is compared with. */
export const FILTER_LIMITS = {
  money: PROPERTY_DECIMAL_DIGITS.price,
  area: PROPERTY_DECIMAL_DIGITS.plot_area,
  count: { max: PROPERTY_ROOMS_MAX },
} as const;

/** The longest text a choice filter takes (the longest choice, with room for other spellings). */
export const CHOICE_FILTER_MAX_LENGTH = 40;

export type FilterKind = 'country' | 'choice' | keyof typeof FILTER_LIMITS;

export interface FilterFieldSpec {
  kind: FilterKind;
  /** The filter's key in `ListingFilters`, and its column in the saved searches table. */
  key: string;
  /** The properties column it compares. */
  column: string;
  /** How the listing's column compares with the filter's value. */
  compare: '=' | '>=' | '<=';
  /** The other end of a range: a minimum names its maximum, a maximum its minimum. */
  pair?: string;
  /** A range's minimum: the refusal when it is above its maximum. */
  aboveMax?: ErrorCode;
  description: string;
}

/** Every filter, by its name in the API (snake_case). */
export const LISTING_FILTER_FIELDS = {
  country: { kind: 'country', key: 'country', column: 'country', compare: '=', description: 'ISO 3166-1 alpha-2 code, any case.' },
  advert_type: { kind: 'choice', key: 'advertType', column: 'advertType', compare: '=', description: `${ADVERT_TYPES.join(', ')}; any case.` },
  property_type: { kind: 'choice', key: 'propertyType', column: 'propertyType', compare: '=', description: `${PROPERTY_TYPES.join(', ')}; any case, plurals too.` },
  property_status: {
    kind: 'choice',
    key: 'propertyStatus',
    column: 'propertyStatus',
    compare: '=',
    description: `${PROPERTY_STATUSES.join(', ')}; any case, plurals and the create form\u2019s aliases (the legacy For Rent / For Sale) too.`,
  },
  min_price: { kind: 'money', key: 'minPrice', column: 'price', compare: '>=', pair: 'max_price', aboveMax: 'min_price_above_max', description: 'Only listings priced at least this.' },
  max_price: {
    kind: 'money',
    key: 'maxPrice',
    column: 'price',
    compare: '<=',
    pair: 'min_price',
    description: 'Only listings priced at most this; not below `min_price`.',
  },
  min_bedrooms: { kind: 'count', key: 'minBedrooms', column: 'bedrooms', compare: '>=', description: 'Only listings with at least this many bedrooms.' },
  min_bathrooms: { kind: 'count', key: 'minBathrooms', column: 'bathrooms', compare: '>=', description: 'Only listings with at least this many bathrooms.' },
  min_plot_area: {
    kind: 'area',
    key: 'minPlotArea',
    column: 'plotArea',
    compare: '>=',
    pair: 'max_plot_area',
    aboveMax: 'min_plot_area_above_max',
    description: 'Only listings with at least this plot area.',
  },
  max_plot_area: {
    kind: 'area',
    key: 'maxPlotArea',
    column: 'plotArea',
    compare: '<=',
    pair: 'min_plot_area',
    description: 'Only listings with at most this plot area; not below `min_plot_area`.',
  },
} as const satisfies Record<string, FilterFieldSpec>;

export type ListingFilterName = keyof typeof LISTING_FILTER_FIELDS;
export type ListingFilterSpec = (typeof LISTING_FILTER_FIELDS)[ListingFilterName];
export const LISTING_FILTER_NAMES = Object.keys(LISTING_FILTER_FIELDS) as ListingFilterName[];

/** The number filters that take a range's low end, each with its high end: a minimum may not pass its maximum. */
export const LISTING_FILTER_RANGES = LISTING_FILTER_NAMES.flatMap((name) => {
  const spec: FilterFieldSpec = LISTING_FILTER_FIELDS[name];
  if (spec.compare !== '>=' || !spec.pair) return [];
  if (!spec.aboveMax) throw new Error(`The range ${name}…${spec.pair} names no refusal for a minimum above its maximum (aboveMax).`);
  return [[name, spec.pair as ListingFilterName] as const];
});

const SORT_DESCRIPTION = '`newest` first (the default), `price` low to high, `-price` high to low, `likes`: most liked first. Ties go to the newer id.';

type FilterSchema = TNumber | TInteger | TString;

/** The schema of one filter's value. */
function filterSchema(name: ListingFilterName): FilterSchema {
  const spec: FilterFieldSpec = LISTING_FILTER_FIELDS[name];
  switch (spec.kind) {
    case 'money':
      return Decimal(FILTER_LIMITS.money, `${spec.description} In US dollars, before tax; up to ${FILTER_LIMITS.money.wholeDigits} digits and ${FILTER_LIMITS.money.places} decimals.`);
    case 'area':
      return Decimal(FILTER_LIMITS.area, `${spec.description} In square metres; up to ${FILTER_LIMITS.area.wholeDigits} digits and ${FILTER_LIMITS.area.places} decimals.`);
    case 'count':
      return Type.Integer({ minimum: 0, maximum: FILTER_LIMITS.count.max, description: spec.description });
    case 'country':
      return Type.String({ maxLength: 2, description: spec.description });
    case 'choice':
      return Type.String({ maxLength: CHOICE_FILTER_MAX_LENGTH, description: spec.description });
  }
}

const fieldsOf = <Name extends ListingFilterName>(names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, Type.Optional(filterSchema(name))])) as { [Each in Name]: TOptional<FilterSchema> };

/** The names of the filters of some kinds. */
type NamesOf<Kind extends FilterKind> = { [Name in ListingFilterName]: (typeof LISTING_FILTER_FIELDS)[Name]['kind'] extends Kind ? Name : never }[ListingFilterName];
const namesOf = <Kind extends FilterKind>(...kinds: Kind[]) => LISTING_FILTER_NAMES.filter((name) => (kinds as FilterKind[]).includes(LISTING_FILTER_FIELDS[name].kind)) as NamesOf<Kind>[];

/** The number filters: every listing page takes them. */
export const LISTING_NUMBER_FILTERS = namesOf('money', 'area', 'count');
const CHOICE_NAMES = namesOf('choice');

/** The number filters and the sort: every listing page takes them. */
export const ListingRangeQuery = Type.Object({
  ...fieldsOf(LISTING_NUMBER_FILTERS),
  sort: Type.Optional(Choice(LISTING_SORTS, { description: SORT_DESCRIPTION })),
});

/** The map's area and the market state: every listing page takes them (see domain/listing-area.ts). */
const BboxParam = Type.String({ maxLength: 120, description: 'Only listings inside this box: `west,south,east,north` in degrees (the map\u2019s view).' });
const PolygonParam = Type.String({ maxLength: 4000, description: 'Only listings inside this drawn area: `lng lat,lng lat,...`, 3 to 100 points (the ring closes itself).' });

export const ListingAreaQuery = Type.Object({
  bbox: Type.Optional(BboxParam),
  polygon: Type.Optional(PolygonParam),
  availability: Type.Optional(
    Type.String({
      maxLength: 60,
      description: `Comma-separated: ${AVAILABILITIES.join(', ')}, or all. Default: ${ON_THE_MARKET.join(', ')} (sold and let listings leave the lists).`,
    }),
  ),
});

/** The choice filters a country's page takes beside its path. */
export const ListingChoiceQuery = Type.Object(fieldsOf(CHOICE_NAMES));

/*
 * Null comes first in these unions: the API coerces types, and Ajv coerces a null to the first
 * branch it tries (a number branch first would read null as 0). A 0 read as null is "any" too.
 */
const nullable = (schema: FilterSchema): TUnion<[TNull, FilterSchema]> => Type.Union([Type.Null(), schema]);

/**
 * The filters of a saved search's body: each optional, null (or absent) is "any". The same
 * schemas as a listing page's, so the same digits and limits; the sort is checked by
 * `readListingFilters` with the others, so that every bad field is answered at once.
 */
export const SavedSearchFilterFields = {
  ...(Object.fromEntries(LISTING_FILTER_NAMES.map((name) => [name, Type.Optional(nullable(filterSchema(name)))])) as {
    [Name in ListingFilterName]: TOptional<TUnion<[TNull, FilterSchema]>>;
  }),
  bbox: Type.Optional(Type.Union([Type.Null(), BboxParam])),
  polygon: Type.Optional(Type.Union([Type.Null(), PolygonParam])),
  sort: Type.Optional(Type.String({ description: `${LISTING_SORTS.join(', ')}; the order its results open in (newest when absent).` })),
};
