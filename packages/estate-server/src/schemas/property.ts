import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from './common.js';

export const ADVERT_TYPES = ['For Sale', 'For Rent', 'Auction'] as const;
export const PROPERTY_TYPES = ['Apartment', 'House', 'Commercial', 'Warehouse', 'Office', 'Other'] as const;
export const PROPERTY_STATUSES = ['Ongoing Project', 'Completed Project'] as const;

export const Property = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  user: Type.Integer({ description: 'The owner\u2019s user id.' }),
  username: Type.String(),
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
  advert_type: Type.String(),
  property_type: Type.String(),
  property_status: Type.String(),
  interior_features: Type.String(),
  exterior_features: Type.String(),
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
