import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from './common.js';

/** The longest title and description of a clip; the create form's schema and `checkReelForm` both read them. */
export const REEL_TITLE_MAX_LENGTH = 250;
export const REEL_DESCRIPTION_MAX_LENGTH = 2000;

/** The listing a reel shows, enough for its price and a 'View listing' link. */
export const ReelListing = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  cover_photo: Type.String(),
  price: Type.Number({ description: 'US dollars, before tax, as cards show it.' }),
  final_property_price: Type.Number({ description: 'US dollars, tax included.' }),
  advert_type: Type.String(),
  availability: Type.String(),
});

export const Reel = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  country: Type.String(),
  video: Type.String(),
  user: Type.Integer(),
  username: Type.String(),
  profile_photo: Nullable(Type.String()),
  is_liked: Type.Boolean(),
  like_count: Type.Integer(),
  comment_count: Type.Integer(),
  views: Type.Integer(),
  /** The owner's listing the reel shows; null when it shows none. */
  property: Nullable(ReelListing),
  created_at: Timestamp,
});
export type Reel = Static<typeof Reel>;
