/**
 * The API's types, derived from the server's committed OpenAPI document (`src/generated/openapi.ts`,
 * regenerated with `npm run openapi:types`), so the SDK and the server cannot drift apart.
 */
import type { paths } from '../generated/openapi.js';

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
type Success<Op> = Op extends { responses: infer R } ? (200 extends keyof R ? Json<R[200]> : 201 extends keyof R ? Json<R[201]> : undefined) : never;
type Body<Op> = Op extends { requestBody?: { content: { 'application/json': infer T } } } ? T : never;

/** What a call answers on success. */
export type ResponseOf<P extends keyof paths, M extends keyof paths[P]> = Success<NonNullable<paths[P][M]>>;
/** The JSON body a call takes. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = Body<NonNullable<paths[P][M]>>;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface PageParams {
  page?: number;
  pageSize?: number;
}

export type TokenPair = ResponseOf<'/api/v1/auth/jwt/create/', 'post'>;
export type RegisteredUser = ResponseOf<'/api/v1/auth/users/', 'post'>;
export type Profile = ResponseOf<'/api/v1/profile/me/', 'get'>['profile'];
export type ProfileSummary = ResponseOf<'/api/v1/profile/agents/all/', 'get'>['results'][number];
export type Property = ResponseOf<'/api/v1/properties/all', 'get'>['results'][number];
export type PropertyDetail = ResponseOf<'/api/v1/properties/details/{idOrSlug}/', 'get'>;
export type LikeState = ResponseOf<'/api/v1/properties/like/{id}/', 'post'>;
export type Reel = ResponseOf<'/api/v1/reels/all', 'get'>['results'][number];
export type PropertyComment = ResponseOf<'/api/v1/comments/property-comments/', 'get'>['results'][number];
export type Reply = PropertyComment['replies'][number];
export type CreatedReply = ResponseOf<'/api/v1/comments/property-comments/{id}/create_reply/', 'post'>;
export type ClipComment = ResponseOf<'/api/v1/comments/clip-comments/', 'get'>['results'][number];
export type Notification = ResponseOf<'/api/v1/notifications/all/', 'get'>['results'][number];

/*
 * The enumerations, as the document types their fields. Their values, for lists and checks, are in
 * `src/generated/contract.ts` (PROPERTY_TYPES, ...); a test holds the two to each other.
 */
export type PropertyType = Property['property_type'];
export type AdvertType = Property['advert_type'];
/** As stored and answered; the create form and the lists also take the aliases of `PROPERTY_STATUS_ALIASES`. */
export type PropertyStatus = Property['property_status'];
/** The roles a profile can hold, lowest first in `PROFILE_ROLES`; the server sends a profile's as `role`. */
export type ProfileRole = Profile['role'];
export type Gender = Profile['gender'];

/** The list filters: the server also takes other cases and spellings (plurals, `For Rent` as a status). */
/** The sorts of a listing: `newest` first (the default), `price` low to high, `-price` high to low, `likes`: most liked. */
export type ListingSort = 'newest' | 'price' | '-price' | 'likes';

/** The number filters and the sort, which every listing page takes (issue 13). Prices are US dollars before tax. */
export interface ListingRange {
  min_price?: number;
  max_price?: number;
  /** At least this many (whole numbers). */
  min_bedrooms?: number;
  min_bathrooms?: number;
  /** Square metres. */
  min_plot_area?: number;
  max_plot_area?: number;
  sort?: ListingSort;
}

/** A country's filters: its choices and the range filters. */
export interface CountryFilters extends ListingRange {
  property_type?: PropertyType | (string & {});
  advert_type?: AdvertType | (string & {});
  property_status?: PropertyStatus | (string & {});
}

/** Every filter of a listing, with the API's names: what a shared URL or a saved search holds. */
export interface ListingFilters extends CountryFilters {
  /** Two-letter code. */
  country?: string;
}

/**
 * A saved search (`/saved-searches/`): a name and the filters of a listing page, each `null` for
 * "any", with alerts of new matching listings (in the app, and a daily e-mail). Written by hand
 * until the generated types are regenerated.
 */
export interface SavedSearch {
  id: number;
  name: string;
  country: string | null;
  advert_type: string | null;
  property_type: string | null;
  property_status: string | null;
  min_price: number | null;
  max_price: number | null;
  min_bedrooms: number | null;
  min_bathrooms: number | null;
  min_plot_area: number | null;
  max_plot_area: number | null;
  sort: ListingSort;
  alerts: boolean;
  /** Matching listings not yet sent in a digest e-mail. */
  new_matches: number;
  last_digest_at: string | null;
  created_at: string;
}

/** What `savedSearches.create` sends: a name (1-80 characters, unique among mine) and at least one filter. */
export interface SavedSearchInput extends ListingFilters {
  name: string;
  alerts?: boolean;
}

/** What `savedSearches.update` sends: only what changes; a filter set to `null` is cleared. */
export type SavedSearchUpdate = { name?: string; alerts?: boolean } & { [K in keyof ListingFilters]?: ListingFilters[K] | null };

/** The answer of `savedSearches.unsubscribe`: the search whose alerts are now off. */
export interface Unsubscribed {
  name: string;
  alerts: false;
}

type InitiatePath = '/api/v1/payment/initiate_payment/';

/** One message of a conversation, from the history or the socket: exactly one of `message` and `image` is set. */
export type ChatMessage = ResponseOf<'/api/v1/chat/chat-messages/{username}/', 'get'>['results'][number];
/**
 * Someone I have chatted with (the inbox), with the last message and `unread_count`, the messages
 * from them past my read mark (written by hand until the generated types are regenerated).
 */
export type ChatPartner = ResponseOf<'/api/v1/users/chat/', 'get'>['results'][number] & { unread_count: number };
/** Everything unread in my inbox (`GET /users/chat/unread/`): messages, and the conversations holding them. */
export interface ChatUnread {
  unread_count: number;
  conversations: number;
}
/** A paid plan; `price` is the monthly USD price for display, `amount_kes` what is charged, `requires_license` whether it needs a license. */
export type Plan = ResponseOf<'/api/v1/payment/plans/', 'get'>[number];
export type PlanCode = Plan['plan_code'];
/**
 * The body of `payments.initiate`, as the server's document has it (every key optional; the server
 * words what is missing). `checkPlanChoice` builds one from the profile and the plan.
 */
export type InitiatePaymentBody = BodyOf<InitiatePath, 'post'>;
export type OrderData = NonNullable<InitiatePaymentBody['order_data']>;
/** What initiating a payment answers: the hosted checkout to send the payer to, and the pending payment. */
export type PaymentData = ResponseOf<InitiatePath, 'post'>;
export type PaymentStatus = PaymentData['payment']['payment_status'];
/** What verifying a payment answers once it is settled. */
export type Verification = ResponseOf<'/api/v1/payment/verify_payment/{reference}', 'get'>;
/** What the Google code exchange answers: the login tokens, and whether the account is new. */
export type GoogleLoginResponse = ResponseOf<'/api/v1/dj-rest-auth/google/', 'post'>;
/** Whether Google sign-in is on and, when it is, what starts its authorization request. */
export type GoogleConfig = ResponseOf<'/api/v1/dj-rest-auth/google/', 'get'>;
/** The optional extras of the Google code exchange (docs/google-sign-in.md). */
export type GoogleLoginExtra = Omit<BodyOf<'/api/v1/dj-rest-auth/google/', 'post'>, 'code'>;

/*
 * The agent dashboard (issue 13), written by hand until the lead regenerates `generated/openapi.ts`;
 * the server's schema is `estate-server/src/schemas/dashboard.ts`.
 */
/** What the dashboard counts, other people's interest only (the owner's own views, likes... are left out). */
export type DashboardMetric = 'views' | 'likes' | 'comments' | 'chats' | 'saves';
/** Counts over a window; `interest` = likes + comments×2 + chats×3 + saves×2. */
export type DashboardTotals = Record<DashboardMetric | 'interest', number>;
/** One of my listings with its totals over the window. */
export interface DashboardListing extends DashboardTotals {
  id: number;
  slug: string;
  title: string;
  cover_photo: string;
  city: string;
  price: number;
}
export interface Dashboard {
  days: number;
  /** The first and the last UTC day of the window (`YYYY-MM-DD`), both included. */
  since: string;
  until: string;
  /** The listing the totals and the series are for; null for all my listings. */
  property: number | null;
  totals: DashboardTotals;
  /** The same totals over the `days` days before `since`. */
  previous: DashboardTotals;
  /** One value a UTC day for each metric, zero-filled, aligned with `dates`. */
  series: { dates: string[] } & Record<DashboardMetric, number[]>;
  /** Every listing of mine, the most interest first. */
  listings: DashboardListing[];
  /** At most 5, none without interest. */
  top_listings: DashboardListing[];
}
export interface DashboardParams {
  /** 7 to 365; 30 by default. */
  days?: number;
  /** One of my listings: the totals and the series are then for it alone. */
  propertyId?: number | null;
}

/*
 * Agent reviews (issue 13), written by hand until the lead regenerates `generated/openapi.ts`; the
 * server's schema is `estate-server/src/schemas/review.ts`.
 */
/**
 * Why the viewer may not review an agent: no session, a guest, their own profile, not an agent's,
 * no chat with the agent yet (the reviewer must have written to them), or reviewed already.
 */
export type ReviewBlock = 'sign_in' | 'guest' | 'self' | 'not_agent' | 'no_chat' | 'reviewed';
export interface AgentReview {
  id: number;
  /** The reviewed agent's username. */
  agent: string;
  author: string;
  author_full_name: string;
  profile_photo: string | null;
  /** Whole stars, 1 to 5. */
  rating: number;
  content: string;
  /** The agent's one answer. */
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
  /** Whether I wrote it. */
  is_mine: boolean;
  /** Whether I reported it already. */
  is_reported: boolean;
}
export interface ReviewSummary {
  /** Two decimals; 0 with no reviews. */
  rating_average: number;
  num_reviews: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: [number, number, number, number, number];
}
export interface ReviewViewer {
  can_review: boolean;
  reason: ReviewBlock | null;
  /** The id of my review of this agent. */
  my_review: number | null;
  /** Whether I am the reviewed agent (who may reply). */
  is_agent: boolean;
}
/** A page of an agent's reviews, newest first, with their totals and what I may do. */
export interface AgentReviewPage extends Page<AgentReview> {
  summary: ReviewSummary;
  viewer: ReviewViewer;
}
export interface ReviewInput {
  /** 1 to 5. */
  rating: number;
  /** Trimmed, 1 to 1000 characters. */
  content: string;
}
