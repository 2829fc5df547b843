import { Type, type Static } from 'typebox';
import { Paginated } from '../lib/pagination.js';
import { Choice, Nullable, Timestamp } from './common.js';
import { ADVERT_TYPES, AVAILABILITIES, PROPERTY_TYPES } from './property.js';

export const LICENSE_STATUSES = ['verified', 'expired', 'unverified'] as const;

/** An agent's licence as every profile-showing payload carries it (the badge). */
export const LicenseFields = Type.Object({
  license_verified_year: Nullable(Type.Integer({ description: 'The practising-certificate year a moderator verified against the Estate Agents Registration Board register; null when not verified.' })),
  license_status: Choice(LICENSE_STATUSES, { description: 'verified (this year\u2019s certificate or later), expired (verified for an earlier year: certificates run by calendar year) or unverified (show nothing).' }),
});

export const GENDERS = ['Male', 'Female', 'Other'] as const;
/** The roles a profile can hold, lowest first (the document keeps this order); the paid ones are the plan codes. */
export const ROLES = ['buyer', 'seller', 'agent', 'top_agent'] as const;
export type Role = (typeof ROLES)[number];
export type Gender = (typeof GENDERS)[number];

/** The longest text of each text field of the profile form (the user's names included). */
export const PROFILE_TEXT_MAX_LENGTHS = { first_name: 150, last_name: 150, about_me: 2000, license: 100, agency: 120, city: 180 } as const;
/** The longest social link. */
export const PROFILE_URL_MAX_LENGTH = 300;

/** The few fields every list of people shows. `id` is both the user's and the profile's id. */
export const ProfileSummary = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  profile_photo: Nullable(Type.String()),
});
export type ProfileSummary = Static<typeof ProfileSummary>;

export const PropertySummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  cover_photo: Type.String(),
  price: Type.Number(),
  country: Type.String(),
  city: Type.String(),
  advert_type: Choice(ADVERT_TYPES),
  property_type: Choice(PROPERTY_TYPES),
  availability: Choice(AVAILABILITIES),
  created_at: Timestamp,
});

export const ClipSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  video: Type.String(),
  views: Type.Integer(),
  created_at: Timestamp,
});

export const Profile = Type.Object({
  ...ProfileSummary.properties,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String({ description: 'Only on your own profile; blank on others.' }),
  phone_number: Type.String({ description: 'On your own profile and on agents\u2019 profiles; blank on others.' }),
  license: Type.String(),
  license_number: Type.String({ description: 'The same as license.' }),
  license_year: Nullable(Type.Integer({ description: 'The practising-certificate year the agent gave; null for none.' })),
  ...LicenseFields.properties,
  is_moderator: Type.Boolean({ description: 'Whether you work the moderation queue: on your own profile only (false on others).' }),
  agency: Type.String({ description: 'The agency an agent works for; blank for none.' }),
  about_me: Type.String(),
  gender: Choice(GENDERS),
  country: Type.String(),
  city: Type.String(),
  is_buyer: Type.Boolean(),
  is_seller: Type.Boolean(),
  is_agent: Type.Boolean(),
  top_agent: Type.Boolean(),
  is_guest: Type.Boolean(),
  role: Choice(ROLES, { description: 'The highest role held (lowest first: buyer, seller, agent, top_agent), for the badge; clients read it rather than the flags.' }),
  num_reviews: Type.Integer(),
  rating_average: Type.Number({ description: 'The mean of the agent\u2019s review ratings, two decimals; 0 with no reviews.' }),
  facebook_url: Type.String(),
  twitter_url: Type.String(),
  instagram_url: Type.String(),
  threads_url: Type.String(),
  properties_count: Type.Integer(),
  clips_count: Type.Integer(),
  properties: Type.Array(PropertySummary, { description: 'The newest listings, at most 60.' }),
  clips: Type.Array(ClipSummary, { description: 'The newest clips, at most 60.' }),
  date_joined: Timestamp,
});
export type Profile = Static<typeof Profile>;

export const ProfileEnvelope = Type.Object({ profile: Profile });

export const PeoplePage = Paginated(ProfileSummary);

/** An agent in the directory: who they are, how they are rated, how much they list, how fast they answer. */
export const AgentSummary = Type.Object({
  ...ProfileSummary.properties,
  agency: Type.String({ description: 'Blank for none.' }),
  top_agent: Type.Boolean(),
  rating_average: Type.Number({ description: 'Two decimals; 0 with no reviews.' }),
  num_reviews: Type.Integer(),
  active_listings: Type.Integer({ description: 'Listings still on the market (available or under offer).' }),
  ...LicenseFields.properties,
  response_minutes: Nullable(
    Type.Integer({ description: 'The median minutes from a member\u2019s first message in a chat to the agent\u2019s first answer, over the last 90 days; null with no chats answered.' }),
  ),
});
export type AgentSummary = Static<typeof AgentSummary>;

export const AgentPage = Paginated(AgentSummary);

export const SearchBody = Type.Object({ search_query: Type.String({ maxLength: 150 }) });
