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

export type AdvertType = 'For Sale' | 'For Rent' | 'Auction';
export type PropertyType = 'Apartment' | 'House' | 'Commercial' | 'Warehouse' | 'Office' | 'Other';

export interface CountryFilters {
  property_type?: string;
  advert_type?: string;
  property_status?: string;
}
