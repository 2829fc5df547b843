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
export interface CountryFilters {
  property_type?: PropertyType | (string & {});
  advert_type?: AdvertType | (string & {});
  property_status?: PropertyStatus | (string & {});
}

type InitiatePath = '/api/v1/payment/initiate_payment/';

/** One message of a conversation, from the history or the socket: exactly one of `message` and `image` is set. */
export type ChatMessage = ResponseOf<'/api/v1/chat/chat-messages/{username}/', 'get'>['results'][number];
/** Someone I have chatted with (the inbox), with the last message. */
export type ChatPartner = ResponseOf<'/api/v1/users/chat/', 'get'>['results'][number];
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
