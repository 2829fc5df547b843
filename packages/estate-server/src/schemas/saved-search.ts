import { Type } from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { ADVERT_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES } from './property.js';

/** How many searches one person may keep, and the longest name. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;

/** The orders a saved search reopens its list in. */
export const SAVED_SEARCH_SORTS = ['newest', 'price', '-price', 'likes'] as const;

/*
 * Null comes first in these unions: the API coerces types, and Ajv coerces a null to the first
 * branch it tries (a number branch first would read null as 0). A 0 read as null is "any" too.
 */
const Amount = (description: string) => Type.Union([Type.Null(), Type.Number({ minimum: 0, description })]);
const Count = (description: string) => Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 1000, description })]);

/**
 * The filters of a saved search, as the listing pages' query takes them. Each is optional; null (or
 * absent) is "any". The enumerations take any case and separators, as the lists do.
 */
export const SavedSearchFilterFields = {
  country: Type.Optional(Nullable(Type.String({ maxLength: 2, description: 'ISO 3166-1 alpha-2 code, any case.' }))),
  advert_type: Type.Optional(Nullable(Type.String({ maxLength: 40, description: `${ADVERT_TYPES.join(', ')}; any case.` }))),
  property_type: Type.Optional(Nullable(Type.String({ maxLength: 40, description: `${PROPERTY_TYPES.join(', ')}; any case.` }))),
  property_status: Type.Optional(Nullable(Type.String({ maxLength: 40, description: `${PROPERTY_STATUSES.join(', ')}; any case, and the create form\u2019s aliases.` }))),
  min_price: Type.Optional(Amount('US dollars, inclusive.')),
  max_price: Type.Optional(Amount('US dollars, inclusive.')),
  min_bedrooms: Type.Optional(Count('At least this many.')),
  min_bathrooms: Type.Optional(Count('At least this many.')),
  min_plot_area: Type.Optional(Amount('Square metres, inclusive.')),
  max_plot_area: Type.Optional(Amount('Square metres, inclusive.')),
  sort: Type.Optional(Type.String({ description: `${SAVED_SEARCH_SORTS.join(', ')}; the order its results open in (newest when absent).` })),
};

const Name = Type.String({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX_LENGTH, description: 'Unique among my searches, any case; trimmed.' });

export const SavedSearchCreate = Type.Object({
  name: Name,
  ...SavedSearchFilterFields,
  alerts: Type.Optional(Type.Boolean({ default: true, description: 'Notify me of new matching listings (in the app, and a daily e-mail).' })),
});

export const SavedSearchUpdate = Type.Object({
  name: Type.Optional(Name),
  ...SavedSearchFilterFields,
  alerts: Type.Optional(Type.Boolean()),
});

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country: Nullable(Type.String({ description: 'Upper-case ISO code.' })),
  advert_type: Nullable(Type.String()),
  property_type: Nullable(Type.String()),
  property_status: Nullable(Type.String()),
  min_price: Nullable(Type.Number()),
  max_price: Nullable(Type.Number()),
  min_bedrooms: Nullable(Type.Integer()),
  min_bathrooms: Nullable(Type.Integer()),
  min_plot_area: Nullable(Type.Number()),
  max_plot_area: Nullable(Type.Number()),
  sort: Type.String(),
  alerts: Type.Boolean(),
  new_matches: Type.Integer({ description: 'Matching listings not yet sent in a digest e-mail.' }),
  last_digest_at: Nullable(Timestamp),
  created_at: Timestamp,
});

export const Unsubscribed = Type.Object({
  name: Type.String({ description: 'The saved search whose alerts are now off.' }),
  alerts: Type.Literal(false),
});
