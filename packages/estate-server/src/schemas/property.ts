import { Type, type Static } from 'typebox';
import { Choice, Nullable, Timestamp } from './common.js';

/*
 * The enumerations and limits of a listing. The schemas below put them in the OpenAPI document,
 * where the SDK reads them (it copies none), and the form checks read the same constants.
 */

export const ADVERT_TYPES = ['For Sale', 'For Rent', 'Auction'] as const;
export const PROPERTY_TYPES = ['Apartment', 'House', 'Commercial', 'Warehouse', 'Office', 'Other'] as const;
export const PROPERTY_STATUSES = ['Ongoing Project', 'Completed Project'] as const;
/** Where a listing stands on the market; `sold` and `let` leave the public lists (not the owner's profile). */
export const AVAILABILITIES = ['available', 'under_offer', 'sold', 'let'] as const;
/** What the public lists show unless a query asks for others. */
export const ON_THE_MARKET = ['available', 'under_offer'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** An availability written any way a person or a form does (`Under offer`, `under-offer`), or undefined. */
export const matchAvailability = (text: string): Availability | undefined => {
  const key = text.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return AVAILABILITIES.find((value) => value === key);
};
export type AdvertType = (typeof ADVERT_TYPES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const DEFAULT_PROPERTY_TYPE: PropertyType = 'Other';

/**
 * Other spellings of a status that the create form and the lists take (the document's
 * `x-aliases`): the legacy values the web app sent (spec §3: For Rent shown as Ongoing Project,
 * For Sale as Completed Project) and the short forms of the country links.
 */
export const PROPERTY_STATUS_ALIASES: Readonly<Record<string, PropertyStatus>> = {
  'For Rent': 'Ongoing Project',
  'For Sale': 'Completed Project',
  Ongoing: 'Ongoing Project',
  Completed: 'Completed Project',
};

/** The longest text of each text field of a listing: the varchar columns' sizes, generous ones for free text. */
export const PROPERTY_TEXT_MAX_LENGTHS = {
  title: 250,
  description: 10_000,
  interior_features: 5_000,
  exterior_features: 5_000,
  city: 180,
  postal_code: 20,
  street_address: 250,
} as const;

export const MAX_PROPERTY_PHOTOS = 10;
export const DEFAULT_TAX_RATE = 0.15;

/**
 * The digits each decimal column holds (numeric(14,2) prices, numeric(12,2) plot areas): what the
 * create form and the listing filters take, so that no number reaches a column it overflows.
 */
export const PROPERTY_DECIMAL_DIGITS = {
  price: { wholeDigits: 12, places: 2 },
  plot_area: { wholeDigits: 10, places: 2 },
} as const;

/** The most rooms (or floors) a listing may have: more than any real building, well under the column's range. */
export const PROPERTY_ROOMS_MAX = 1_000;

export const Property = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  user: Type.Integer({ description: 'The owner\u2019s user id.' }),
  username: Type.String(),
  owner_name: Type.String({ description: 'The owner\u2019s full name; blank when they gave none (show the username).' }),
  owner_agency: Type.String({ description: 'The agency the owner works for; blank for none.' }),
  owner_license_verified_year: Nullable(Type.Integer({ description: 'The owner\u2019s verified practising-certificate year (see the profile\u2019s license_status); null when not verified.' })),
  owner_license_status: Choice(['verified', 'expired', 'unverified'] as const, { description: 'The owner\u2019s agent licence, as on their profile.' }),
  profile_photo: Nullable(Type.String()),
  title: Type.String(),
  description: Type.String(),
  cover_photo: Type.String(),
  photos: Type.Array(Type.Object({ id: Type.Integer(), photo: Type.String() })),
  price: Type.Number({ description: 'US dollars.' }),
  tax: Type.Number({ description: 'A rate: 0.15 is 15%.' }),
  final_property_price: Type.Number({ description: 'price + price \u00d7 tax.' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code.' }),
  city: Type.String(),
  postal_code: Type.String(),
  street_address: Type.String(),
  property_number: Type.Integer(),
  plot_area: Type.Number({ description: 'Square metres.' }),
  total_floors: Type.Integer(),
  bedrooms: Type.Integer(),
  bathrooms: Type.Integer(),
  advert_type: Choice(ADVERT_TYPES),
  property_type: Choice(PROPERTY_TYPES),
  property_status: Choice(PROPERTY_STATUSES),
  interior_features: Type.String(),
  exterior_features: Type.String(),
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90, description: 'The public point: rounded to 3 decimals (about 100 m) unless location_exact; null when no pin was placed.' })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  location_exact: Type.Boolean({ description: 'Whether latitude and longitude are the exact pin.' }),
  availability: Choice(AVAILABILITIES),
  views: Type.Integer(),
  is_liked: Type.Boolean({ description: 'Whether the caller likes it; false for anonymous callers.' }),
  like_count: Type.Integer(),
  comment_count: Type.Integer(),
  created_at: Timestamp,
});
export type Property = Static<typeof Property>;

export const PropertyDetail = Type.Object({
  ...Property.properties,
  related_listings: Type.Array(Property, { description: 'Up to 6 listings of the same type or city.' }),
});
