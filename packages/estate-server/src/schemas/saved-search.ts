import { Type } from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { SavedSearchFilterFields } from './listing-filters.js';

/** How many searches one person may keep, and the longest name. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;

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
  polygon: Nullable(Type.String({ description: 'The map area, `lng lat,lng lat,...` (a saved box as its four corners); listings inside it match.' })),
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
