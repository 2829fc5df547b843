/**
 * The API's types, derived from the server's committed OpenAPI document (`src/generated/openapi.ts`,
 * regenerated with `npm run openapi:types`), so the SDK and the server cannot drift apart.
 */
import type { paths } from '../generated/openapi.js';
import type { ErrorIssue, ErrorValues } from './errors.js';

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
type Success<Op> = Op extends { responses: infer R } ? (200 extends keyof R ? Json<R[200]> : 201 extends keyof R ? Json<R[201]> : undefined) : never;
type Body<Op> = Op extends { requestBody?: { content: { 'application/json': infer T } } } ? T : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? Q : never;
type Multipart<Op> = Op extends { requestBody?: { content: { 'multipart/form-data': infer T } } } ? T : never;

/**
 * An object type as the document gives it, for the named interfaces below: an interface's name shows
 * in hovers and errors (`Property`), where an alias of the document's type shows its 20 fields. Each
 * repeats one field of its own, without which the compiler's errors name the fields again.
 */
type Shape<T> = T;

/** What a call answers on success. */
export type ResponseOf<P extends keyof paths, M extends keyof paths[P]> = Success<NonNullable<paths[P][M]>>;
/** The JSON body a call takes. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = Body<NonNullable<paths[P][M]>>;
/** The query parameters a call takes (`undefined` included when all are optional). */
type QueryOf<P extends keyof paths, M extends keyof paths[P]> = Query<NonNullable<paths[P][M]>>;

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
export interface Profile extends Shape<ResponseOf<'/api/v1/profile/me/', 'get'>['profile']> {
  /** The profile's own id (not the user's). */
  id: number;
}
export interface ProfileSummary extends Shape<ResponseOf<'/api/v1/profile/agents/all/', 'get'>['results'][number]> {
  /** The profile's own id (not the user's). */
  id: number;
}
export interface Property extends Shape<ResponseOf<'/api/v1/properties/all', 'get'>['results'][number]> {
  /** The listing's id; `slug` names it in URLs. */
  id: number;
}
export interface PropertyDetail extends Shape<ResponseOf<'/api/v1/properties/details/{idOrSlug}/', 'get'>> {
  /** The listing's id; `slug` names it in URLs. */
  id: number;
}
export type LikeState = ResponseOf<'/api/v1/properties/like/{id}/', 'post'>;
export interface Reel extends Shape<ResponseOf<'/api/v1/reels/all', 'get'>['results'][number]> {
  /** The reel's id. */
  id: number;
}
export interface PropertyComment extends Shape<ResponseOf<'/api/v1/comments/property-comments/', 'get'>['results'][number]> {
  /** The comment's id. */
  id: number;
}
export interface Reply extends Shape<PropertyComment['replies'][number]> {
  /** The reply's id. */
  id: number;
}
export type CreatedReply = ResponseOf<'/api/v1/comments/property-comments/{id}/create_reply/', 'post'>;
export interface ClipComment extends Shape<ResponseOf<'/api/v1/comments/clip-comments/', 'get'>['results'][number]> {
  /** The comment's id. */
  id: number;
}
export interface Notification extends Shape<ResponseOf<'/api/v1/notifications/all/', 'get'>['results'][number]> {
  /** The notification's id. */
  id: number;
}
export type NotificationRead = ResponseOf<'/api/v1/notifications/{id}/read/', 'post'>;

/*
 * The enumerations, as the document types their fields. Their values, for lists and checks, are in
 * `src/generated/contract.ts` (PROPERTY_TYPES, ...); a test holds the two to each other.
 */
export type PropertyType = Property['property_type'];
/** Where a listing stands: `available`, `under_offer`, `sold` or `let` (the last two leave the public lists). */
export type Availability = Property['availability'];
/**
 * An owner's changes to a listing sent as JSON (no files): any field, the availability, the pin,
 * `remove_photos` and `photo_order` (comma-separated photo ids). Files go in a `FormData`.
 */
export type PropertyChanges = Omit<Multipart<NonNullable<paths['/api/v1/properties/{id}/']['patch']>>, 'cover_photo' | 'photos'>;
/** An owner's changes to a reel: its caption, or the listing it shows (`property_id: null` unlinks). */
export type ReelChanges = BodyOf<'/api/v1/reels/{id}/', 'patch'>;
/** Where the deployment's maps take their tiles (`GET /config/map/`). */
export type MapConfig = ResponseOf<'/api/v1/config/map/', 'get'>;
/** An agent in the directory: agency, rating, reviews, active listings, median response time in minutes. */
export type AgentSummary = ResponseOf<'/api/v1/profile/agents/all/', 'get'>['results'][number];
export type AdvertType = Property['advert_type'];
/** As stored and answered; the create form and the lists also take the aliases of `PROPERTY_STATUS_ALIASES`. */
export type PropertyStatus = Property['property_status'];
/** The roles a profile can hold, lowest first in `PROFILE_ROLES`; the server sends a profile's as `role`. */
export type ProfileRole = Profile['role'];
export type Gender = Profile['gender'];

/** The list filters: the server also takes other cases and spellings (plurals, `For Rent` as a status). */
type ListingQuery = NonNullable<QueryOf<'/api/v1/properties/all', 'get'>>;
/** The number filters and the sort, which every listing page takes (issue 13). Prices are US dollars before tax. */
export type ListingRange = Omit<ListingQuery, 'page' | 'page_size'>;
/** The sorts of a listing: `newest` first (the default), `price` low to high, `-price` high to low, `likes`: most liked. */
export type ListingSort = NonNullable<ListingRange['sort']>;

/**
 * A country's filters: its choices and the range filters. Hand-written: the document types the
 * choices as any string; here they name the known values first, for completion, and still take others.
 */
export interface CountryFilters extends ListingRange {
  property_type?: PropertyType | (string & {});
  advert_type?: AdvertType | (string & {});
  property_status?: PropertyStatus | (string & {});
}

/**
 * Every filter of a listing, with the API's names: what a shared URL or a saved search holds.
 * Hand-written: no one route takes all of them (`country` is a path segment of the country listing).
 */
export interface ListingFilters extends CountryFilters {
  /** Two-letter code. */
  country?: string;
}

/**
 * What a listing screen shows (spec §2 listing routes): a country and/or one property type, advert
 * type or status, with the range filters and sort. `listingQueryFilters` gives it the API's names.
 */
export interface PropertyListingQuery {
  /** Two-letter code; with it, the other three filter the country's list together. */
  country?: string | null;
  propertyType?: string | null;
  advertType?: string | null;
  status?: string | null;
  /** Price, rooms and plot area, and the sort (issue 13): every listing takes them. */
  filters?: ListingRange | null;
}

type SavedSearchesPath = '/api/v1/saved-searches';
/**
 * A saved search (`/saved-searches/`): a name and the filters of a listing page, each `null` for
 * "any", with alerts of new matching listings (in the app, and a daily e-mail). The document types
 * `sort` as any string (the server's schema is a plain string); the server only keeps a `ListingSort`.
 */
export type SavedSearch = Omit<ResponseOf<SavedSearchesPath, 'get'>['results'][number], 'sort'> & { sort: ListingSort };

/**
 * What `savedSearches.create` sends: a name (1-80 characters, unique among mine) and at least one filter.
 * The filters are `ListingFilters`, not the document's body (which takes `null` and any sort): `create`
 * sends only those that are set.
 */
export type SavedSearchInput = Pick<BodyOf<SavedSearchesPath, 'post'>, 'name' | 'alerts'> & ListingFilters;

/**
 * What `savedSearches.update` sends: only what changes; a filter set to `null` is cleared. `sort`
 * narrowed to a `ListingSort` (the document takes any string).
 */
export type SavedSearchUpdate = Omit<BodyOf<'/api/v1/saved-searches/{id}/', 'patch'>, 'sort'> & { sort?: ListingSort };

/** The answer of `savedSearches.unsubscribe`: the search whose alerts are now off. */
export type Unsubscribed = ResponseOf<'/api/v1/saved-searches/unsubscribe/{token}/', 'post'>;

type InitiatePath = '/api/v1/payment/initiate_payment/';

/** One message of a conversation, from the history or the socket: exactly one of `message` and `image` is set. */
export interface ChatMessage extends Shape<ResponseOf<'/api/v1/chat/chat-messages/{username}/', 'get'>['results'][number]> {
  /** The message's id. */
  id: number;
}
/**
 * A message of mine still in the outbox (typed, not stored by the server yet): no `id` (its
 * `client_id` names it); `status` 'pending' while it waits to be sent ('Waiting to send'), 'failed'
 * once the server refused it, with the server's reason in `failure` and `refusal` (offer Retry and Delete).
 */
export interface ChatOutboxMessage extends Omit<ChatMessage, 'id'> {
  id?: undefined;
  client_id: string;
  status: 'pending' | 'failed';
  /** The server's English reason, as it came; null while it waits. */
  failure: string | null;
  /**
   * The same reason to word by code (`issueText(messages, refusal)`): the refusal's `code` and
   * `values`, and `message`, the English. The code is `server` when the server sent none (a server
   * older than the codes of the socket's refusals). Null while it waits.
   */
  refusal: ErrorIssue | null;
}
/** A message as `useChat` lists it: stored (no `status`), or still in the outbox. */
export type ChatListMessage = (ChatMessage & { status?: undefined; failure?: undefined; refusal?: undefined }) | ChatOutboxMessage;
/**
 * The scam warning on a message I received (never on one I sent): `kind` is `payment_request` (asks for
 * money before a viewing) or `off_platform` (moves the talk to WhatsApp, a phone number, e-mail…);
 * `reason` names the server's rule that fired.
 */
export type ChatWarning = NonNullable<ChatMessage['warning']>;
/**
 * Someone I have chatted with (the inbox), with the last message and `unread_count`, the messages
 * from them past my read mark.
 */
export interface ChatPartner extends Shape<ResponseOf<'/api/v1/users/chat/', 'get'>['results'][number]> {
  /** The other member's username. */
  username: string;
}
/** An emoji a chat message takes as a reaction (the contract's `CHAT_REACTIONS`: 👍 ❤️ 😂 😮 😢 🙏). */
export type ChatReactionEmoji = BodyOf<'/api/v1/chat/messages/{id}/reactions/', 'post'>['emoji'];
/** One emoji on a message: how many reacted with it, and who (usernames, first reaction first). */
export type ChatReaction = NonNullable<ChatMessage['reactions']>[number];
/** The short quote a reply carries of the message it answers: its first 140 characters, or `deleted`. */
export type ChatQuote = NonNullable<ChatMessage['reply_to']>;
/** One hit of the chat search: the message, the other person of its conversation, and the text around the words found. */
/** What uploading a chat image answers (`client.chat.uploadImage`): the token a frame names, its URL and when the token expires. */
export type ChatImageUpload = ResponseOf<'/api/v1/chat/images/', 'post'>;
export type ChatSearchHit = ResponseOf<'/api/v1/chat/search/', 'get'>['results'][number];
/** What `chat.search` takes besides the words: `with`, a username, to search one conversation; and the page. */
export interface ChatSearchParams extends PageParams {
  with?: string | null;
}
/**
 * The chat socket's refusal of a frame of mine: `error`, the server's English; `code` and `values`,
 * to word it by code as an HTTP refusal (absent from a server older than them); the refused
 * message's `client_id` when it had one; `retry` when the refusal says nothing about the message
 * (too many frames at once, a server fault), so the same frame may go again later.
 */
export interface ChatRefusalFrame {
  error: string;
  code?: string;
  values?: ErrorValues;
  client_id?: string;
  retry?: boolean;
}
/**
 * A frame the chat socket sends when a message changed (issue 27): edited or deleted by its sender,
 * or reacted to (`username` put `emoji` on it, or took it off). `message` is the message as it is now.
 */
export type ChatUpdateFrame =
  | { type: 'message_edited' | 'message_deleted'; message: ChatMessage }
  | { type: 'reaction'; message: ChatMessage; username: string; emoji: ChatReactionEmoji; added: boolean };
/**
 * A change of a message sent before (issue 27), as `useChatMessageActions` makes it: sent as a chat
 * socket frame when the conversation's socket is open (`ChatSocket.change`), else over HTTP.
 */
export type ChatMessageChange =
  | { kind: 'edit'; id: number; message: string }
  | { kind: 'delete'; id: number }
  | { kind: 'react' | 'unreact'; id: number; emoji: ChatReactionEmoji };
/** The chat socket's acknowledgement of a change frame of mine: its `client_id`, and the message as I see it now. */
export interface ChatChangeAck {
  ack: string;
  message: ChatMessage;
}
/** Everything unread in my inbox (`GET /users/chat/unread/`): messages, and the conversations holding them. */
export type ChatUnread = ResponseOf<'/api/v1/users/chat/unread/', 'get'>;
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
/** The body of `payments.mpesa`: the plan and the Safaricom number to charge (`0712 345 678`, `+254…`, `01XX…`). */
export type MpesaChargeBody = BodyOf<'/api/v1/payment/mpesa/', 'post'>;
/** An M-Pesa charge: `pending` while the phone asks for the PIN, then `success` (plan active) or `failed` with a `reason`. */
export type MpesaCharge = ResponseOf<'/api/v1/payment/mpesa/', 'post'>;
export type MpesaChargeStatus = MpesaCharge['status'];
/** Why an M-Pesa charge failed: `declined`, `insufficient_funds` or `timeout`. */
export type MpesaFailureReason = NonNullable<MpesaCharge['reason']>;
/** What the Google code exchange answers: the login tokens, and whether the account is new. */
export type GoogleLoginResponse = ResponseOf<'/api/v1/dj-rest-auth/google/', 'post'>;
/** Whether Google sign-in is on and, when it is, what starts its authorization request. */
export type GoogleConfig = ResponseOf<'/api/v1/dj-rest-auth/google/', 'get'>;
/** The optional extras of the Google code exchange (docs/google-sign-in.md). */
export type GoogleLoginExtra = Omit<BodyOf<'/api/v1/dj-rest-auth/google/', 'post'>, 'code'>;

/* The agent dashboard (issue 13); the server's schema is `estate-server/src/schemas/dashboard.ts`. */
export type Dashboard = ResponseOf<'/api/v1/dashboard', 'get'>;
/** Counts over a window; `interest` = likes + comments×2 + chats×3 + saves×2. */
export type DashboardTotals = Dashboard['totals'];
/** What the dashboard counts, other people's interest only (the owner's own views, likes... are left out). */
export type DashboardMetric = Exclude<keyof DashboardTotals, 'interest'>;
/** One of my listings with its totals over the window. */
export type DashboardListing = Dashboard['listings'][number];
/**
 * What `dashboard.get` takes. Hand-written: the SDK's own names (`propertyId`, which may be `null`
 * for all my listings), which it turns into the query's `property`.
 */
export interface DashboardParams {
  /** 7 to 365; 30 by default. */
  days?: number;
  /** One of my listings: the totals and the series are then for it alone. */
  propertyId?: number | null;
}

/* Agent reviews (issue 13); the server's schema is `estate-server/src/schemas/review.ts`. */
type ReviewsPath = '/api/v1/profile/user/{username}/reviews/';
type GeneratedReviewPage = ResponseOf<ReviewsPath, 'get'>;
export type AgentReview = GeneratedReviewPage['results'][number];
/**
 * An agent's totals. `distribution` is a five-tuple here: the server's schema has exactly 5 items
 * (minItems/maxItems), which the generated types can only say as `number[]`.
 */
export type ReviewSummary = Omit<GeneratedReviewPage['summary'], 'distribution'> & {
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: [number, number, number, number, number];
};
export type ReviewViewer = GeneratedReviewPage['viewer'];
/**
 * Why the viewer may not review an agent: no session, a guest, their own profile, not an agent's,
 * no chat with the agent yet (the reviewer must have written to them), or reviewed already.
 */
export type ReviewBlock = NonNullable<ReviewViewer['reason']>;
/** A page of an agent's reviews, newest first, with their totals and what I may do. */
export type AgentReviewPage = Omit<GeneratedReviewPage, 'summary'> & { summary: ReviewSummary };
/** A review's rating (1 to 5) and text (trimmed, 1 to 1000 characters). */
export type ReviewInput = BodyOf<ReviewsPath, 'post'>;

/* Moderation (issue 26): the moderators' queue and licence checks; the server's schema is `estate-server/src/schemas/moderation.ts`. */
type QueuePath = '/api/v1/moderation/queue/';
/** A case in the moderation queue: the reported item's preview, its owner, how many reports and why. */
export type ModerationCaseSummary = ResponseOf<QueuePath, 'get'>['results'][number];
/** The queue's tabs: `open`, `hidden`, `appealed`, `resolved`; none: every case awaiting a decision. */
export type ModerationQueueStatus = NonNullable<NonNullable<QueryOf<QueuePath, 'get'>>['status']>;
/** A case whole: the item, its reports, the owner's and reporters' histories, the appeal and the decisions. */
export type ModerationCase = ResponseOf<'/api/v1/moderation/cases/{id}/', 'get'>;
/** A member's record as the moderator weighs it. */
export type ModerationHistory = ModerationCase['owner_history'];
/** One recorded decision: what, why, by whom, when. */
export type ModerationActionRecord = ModerationCase['actions'][number];
/** What a moderator may do with a case, with the reason the record and the owner read. */
export type ModerationActionInput = BodyOf<'/api/v1/moderation/cases/{id}/actions/', 'post'>;
export type ModerationCaseAction = ModerationActionInput['action'];
/** An agent whose licence number waits for a check against the register. */
export type LicenseToVerify = ResponseOf<'/api/v1/moderation/licenses/', 'get'>['results'][number];
/** An agent's licence after a moderator's decision. */
export type LicenseState = ResponseOf<'/api/v1/moderation/licenses/{username}/verify/', 'post'>;
/** `verified`, `expired` (verified for an earlier year) or `unverified`. */
export type LicenseStatus = LicenseState['license_status'];
/* Members' reports and the owner's side of moderation (issue 26); the server's schema is `estate-server/src/schemas/report.ts`. */
type PropertyReportPath = '/api/v1/properties/{id}/report/';
/** What a member reports, the same body for every kind: a reason and an optional note (trimmed, at most 500 characters). */
export type ReportInput = BodyOf<PropertyReportPath, 'post'>;
/** `scam`, `wrong_information`, `unavailable`, `offensive` or `other`. */
export type ReportReason = ReportInput['reason'];
/** What can be reported here (reviews keep `reviews.report`): a listing or reel by id, a profile by username, a chat message I received by id. */
export type ReportKind = 'property' | 'reel' | 'profile' | 'message';
/** The answer to a report: received, and nothing of what others reported. */
export type Reported = ResponseOf<PropertyReportPath, 'post'>;
/** One of my items hidden on members' reports, with the reasons given (never by whom) and my one appeal. */
export type OwnerCase = ResponseOf<'/api/v1/moderation/cases/{id}/appeal/', 'post'>;

/* Viewings (issue 27); the server's schema is `estate-server/src/schemas/viewing.ts`. */
type ViewingsPath = '/api/v1/viewings';
/**
 * A time proposed to view a listing, as I see it: the listing, the buyer and the owner, `start` and
 * `end` (UTC), the owner's `time_zone` to show them in, `status`, who proposed it and who acted last,
 * and `actions`, what I may do with it now. On a chat message, `viewing` makes it a card.
 */
export interface Viewing extends Shape<ResponseOf<ViewingsPath, 'get'>['results'][number]> {
  /** The viewing's id. */
  id: number;
}
/** `proposed`, `accepted`, `declined`, `cancelled` or `countered` (answered with another time). */
export type ViewingStatus = Viewing['status'];
/** `accept`, `decline`, `propose` (another time) or `cancel`. */
export type ViewingAction = Viewing['actions'][number];
/** What `viewings.propose` sends: the listing, the time, and whether it is my own time rather than one of the owner's free ones. */
export type ViewingProposal = BodyOf<ViewingsPath, 'post'>;
/** What `viewings.answer` sends: the action, and the new `start` with `propose`. */
export type ViewingAnswer = BodyOf<'/api/v1/viewings/{id}/', 'patch'>;
/** Which of my viewings `viewings.list` reads: one listing's, and mine as buyer or as owner. */
export type ViewingFilters = Pick<NonNullable<QueryOf<ViewingsPath, 'get'>>, 'property' | 'role'>;
/** An owner's weekly hours (in their time zone) and their free times over the next 14 days. */
export type ViewingSlots = ResponseOf<'/api/v1/viewings/slots/', 'get'>;
/** One free time: `start` and `end`, UTC. */
export type ViewingSlot = ViewingSlots['slots'][number];
/** What `viewings.saveHours` sends: my IANA time zone and my weekly windows (`weekday` 1 Monday … 7 Sunday, `HH:MM`). */
export type ViewingHoursInput = BodyOf<'/api/v1/viewings/slots/', 'put'>;
/** The frame that brings a viewing card up to date on the chat socket: `{"viewing_updated": viewing, "username": other}`. */
export interface ViewingUpdatedFrame {
  viewing_updated: Viewing;
  username: string;
}
