import { Type, type Static } from 'typebox';
import { Paginated } from '../lib/pagination.js';
import { Choice, Nullable, Timestamp } from './common.js';

export const REVIEW_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REPORT_REASON_MAX_LENGTH = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * Why the viewer may not review an agent, or null when they may: `sign_in` (no token), `guest`,
 * `self` (their own profile), `not_agent` (the profile is no agent's), `no_chat` (no conversation
 * yet: each must have written to the other in the chat; an unanswered message does not count), `reviewed` (they did already; they may edit it).
 */
export const REVIEW_BLOCKS = ['sign_in', 'guest', 'self', 'not_agent', 'no_chat', 'reviewed'] as const;
export type ReviewBlock = (typeof REVIEW_BLOCKS)[number];

export const AgentReview = Type.Object({
  id: Type.Integer(),
  agent: Type.String({ description: 'The reviewed agent\u2019s username.' }),
  author: Type.String({ description: 'The author\u2019s username.' }),
  author_full_name: Type.String(),
  profile_photo: Nullable(Type.String({ description: 'The author\u2019s photo.' })),
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
  content: Type.String(),
  reply: Nullable(Type.String({ description: 'The agent\u2019s answer, once.' })),
  replied_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  is_mine: Type.Boolean({ description: 'Whether the viewer wrote it (false without a token).' }),
  is_reported: Type.Boolean({ description: 'Whether the viewer reported it already (false without a token).' }),
});
export type AgentReview = Static<typeof AgentReview>;

export const ReviewSummary = Type.Object({
  rating_average: Type.Number({ description: 'The mean rating, two decimals; 0 with no reviews.' }),
  num_reviews: Type.Integer(),
  distribution: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5, description: 'How many reviews gave 1, 2, 3, 4 and 5 stars, in that order.' }),
});
export type ReviewSummary = Static<typeof ReviewSummary>;

export const ReviewViewer = Type.Object({
  can_review: Type.Boolean(),
  reason: Nullable(Choice(REVIEW_BLOCKS, { description: 'Why not, when `can_review` is false.' })),
  my_review: Nullable(Type.Integer({ description: 'The id of the viewer\u2019s own review of this agent.' })),
  is_agent: Type.Boolean({ description: 'Whether the viewer is the reviewed agent (who may reply).' }),
});
export type ReviewViewer = Static<typeof ReviewViewer>;

/** A page of an agent's reviews, with the agent's totals and what the viewer may do. */
export const AgentReviewPage = Type.Object({
  ...Paginated(AgentReview).properties,
  summary: ReviewSummary,
  viewer: ReviewViewer,
});
export type AgentReviewPage = Static<typeof AgentReviewPage>;

export const Rating = Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX, description: `Whole stars, ${RATING_MIN} to ${RATING_MAX}.` });

/** Review text: required, trimmed, then at most REVIEW_MAX_LENGTH characters. */
export const ReviewContent = Type.String({ minLength: 1, maxLength: REVIEW_MAX_LENGTH, description: `Required; trimmed, then at most ${REVIEW_MAX_LENGTH} characters.` });
export const ReviewReplyContent = Type.String({ minLength: 1, maxLength: REVIEW_REPLY_MAX_LENGTH, description: `Required; trimmed, then at most ${REVIEW_REPLY_MAX_LENGTH} characters.` });
export const ReportReason = Type.String({ maxLength: REPORT_REASON_MAX_LENGTH, description: `Optional; trimmed, then at most ${REPORT_REASON_MAX_LENGTH} characters.` });
