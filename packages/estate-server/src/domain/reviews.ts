import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { agentReviews, chatMessages, conversations, profiles, reviewReports, users } from '../db/schema.js';
import { badRequestDetail, type ErrorCode, forbidden } from '../lib/errors.js';
import type { PageWindow } from '../lib/pagination.js';
import type { AgentReview, ReviewBlock, ReviewSummary, ReviewViewer } from '../schemas/review.js';
import { excerpt, type Author } from './comments.js';
import { notify, type LiveNotifier } from './notifications.js';
import { pairOf } from './chat.js';
import { fullName } from './users.js';

/** The refusal of a review, by reason (see REVIEW_BLOCKS). */
export const REVIEW_REFUSALS = {
  self: 'review_self',
  not_agent: 'review_not_agent',
  no_chat: 'review_no_chat',
  reviewed: 'already_reviewed',
} as const satisfies Record<Exclude<ReviewBlock, 'sign_in' | 'guest'>, ErrorCode>;

export type ReviewRow = typeof agentReviews.$inferSelect;

/** A profile that can be reviewed, or read for its reviews: an active, registered user. */
export interface ReviewedUser {
  id: number;
  username: string;
  isAgent: boolean;
}

export async function findReviewedUser(db: Db, username: string): Promise<ReviewedUser | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, isGuest: users.isGuest, isAgent: sql<boolean>`${profiles.isAgent} or ${profiles.topAgent}` })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.username, username));
  if (!row || row.isGuest) return undefined;
  return { id: row.id, username: row.username, isAgent: Boolean(row.isAgent) };
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(agentReviews).where(eq(agentReviews.id, id));
  return row;
}

/**
 * Whether a conversation took place between `authorId` and `agentId`: each has written to the other
 * in the chat. One unanswered message ('hi') is not a conversation, so it earns no review.
 */
async function hasConversed(db: Db, authorId: number, agentId: number): Promise<boolean> {
  const pair = pairOf(authorId, agentId);
  const senders = await db
    .selectDistinct({ senderId: chatMessages.senderId })
    .from(conversations)
    .innerJoin(chatMessages, and(eq(chatMessages.conversationId, conversations.id), inArray(chatMessages.senderId, [authorId, agentId])))
    .where(and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh)));
  return senders.length === 2;
}

/** What the viewer may do on an agent's reviews: whether they may write one, and why not. */
export async function reviewViewer(db: Db, agent: ReviewedUser, viewer: { id: number; isGuest: boolean } | null): Promise<ReviewViewer> {
  const refuse = (reason: ReviewBlock, myReview: number | null = null): ReviewViewer => ({
    can_review: false,
    reason,
    my_review: myReview,
    is_agent: viewer?.id === agent.id,
  });
  if (!viewer) return refuse('sign_in');
  if (viewer.isGuest) return refuse('guest');
  if (viewer.id === agent.id) return refuse('self');
  if (!agent.isAgent) return refuse('not_agent');
  const [own] = await db
    .select({ id: agentReviews.id })
    .from(agentReviews)
    .where(and(eq(agentReviews.agentId, agent.id), eq(agentReviews.authorId, viewer.id)));
  if (own) return refuse('reviewed', own.id);
  if (!(await hasConversed(db, viewer.id, agent.id))) return refuse('no_chat');
  return { can_review: true, reason: null, my_review: null, is_agent: false };
}

/** The agent's totals, from the profile (kept by `recountReviews`) and the ratings' spread. */
export async function reviewSummary(db: Db, agentId: number): Promise<ReviewSummary> {
  const [[profile], spread] = await Promise.all([
    db.select({ average: profiles.ratingAverage, count: profiles.numReviews }).from(profiles).where(eq(profiles.id, agentId)),
    db.select({ rating: agentReviews.rating, n: count() }).from(agentReviews).where(eq(agentReviews.agentId, agentId)).groupBy(agentReviews.rating),
  ]);
  const distribution = [0, 0, 0, 0, 0];
  for (const row of spread) if (row.rating >= 1 && row.rating <= 5) distribution[row.rating - 1] = row.n;
  return { rating_average: Number(profile?.average ?? 0), num_reviews: profile?.count ?? 0, distribution };
}

const reviewColumns = {
  id: agentReviews.id,
  authorId: agentReviews.authorId,
  author: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePhoto: profiles.profilePhoto,
  rating: agentReviews.rating,
  content: agentReviews.content,
  reply: agentReviews.reply,
  repliedAt: agentReviews.repliedAt,
  createdAt: agentReviews.createdAt,
  updatedAt: agentReviews.updatedAt,
};

interface ReviewListRow {
  id: number;
  author: string;
  firstName: string;
  lastName: string;
  profilePhoto: string | null;
  rating: number;
  content: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function reviewView(row: ReviewListRow, agent: string): AgentReview {
  return {
    id: row.id,
    agent,
    author: row.author,
    author_full_name: fullName(row),
    profile_photo: row.profilePhoto,
    rating: row.rating,
    content: row.content,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_mine: false,
    is_reported: false,
  };
}

/** An agent's reviews, newest first; uses `agent_reviews_agent_idx`. `is_mine` and `is_reported` are false here (see `personalizeReviews`). */
export async function listAgentReviews(db: Db, agent: ReviewedUser, window: PageWindow): Promise<{ count: number; rows: AgentReview[] }> {
  const [[total], page] = await Promise.all([
    db.select({ n: count() }).from(agentReviews).where(eq(agentReviews.agentId, agent.id)),
    db
      .select(reviewColumns)
      .from(agentReviews)
      .innerJoin(users, eq(users.id, agentReviews.authorId))
      .leftJoin(profiles, eq(profiles.id, agentReviews.authorId))
      .where(eq(agentReviews.agentId, agent.id))
      .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total?.n ?? 0, rows: page.map((row) => reviewView(row, agent.username)) };
}

/** Marks the viewer's own reviews and the ones they reported. */
export async function personalizeReviews(db: Db, reviews: AgentReview[], viewerId: number): Promise<AgentReview[]> {
  const ids = reviews.map((review) => review.id);
  if (ids.length === 0) return reviews;
  const [mine, reported] = await Promise.all([
    db.select({ id: agentReviews.id }).from(agentReviews).where(and(inArray(agentReviews.id, ids), eq(agentReviews.authorId, viewerId))),
    db.select({ id: reviewReports.reviewId }).from(reviewReports).where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.reporterId, viewerId))),
  ]);
  const mineIds = new Set(mine.map((row) => row.id));
  const reportedIds = new Set(reported.map((row) => row.id));
  return reviews.map((review) => ({ ...review, is_mine: mineIds.has(review.id), is_reported: reportedIds.has(review.id) }));
}

async function loadReviewView(db: Db, id: number, agent: string, viewerId: number): Promise<AgentReview> {
  const [row] = await db
    .select(reviewColumns)
    .from(agentReviews)
    .innerJoin(users, eq(users.id, agentReviews.authorId))
    .leftJoin(profiles, eq(profiles.id, agentReviews.authorId))
    .where(eq(agentReviews.id, id));
  const [reported] = await db.select({ id: reviewReports.reviewId }).from(reviewReports).where(and(eq(reviewReports.reviewId, id), eq(reviewReports.reporterId, viewerId)));
  return { ...reviewView(row!, agent), is_mine: row!.authorId === viewerId, is_reported: Boolean(reported) };
}

/** Sets the agent's `num_reviews` and `rating_average` from their reviews, in the caller's transaction. */
export async function recountReviews(tx: Db, agentId: number): Promise<void> {
  await tx
    .update(profiles)
    .set({
      numReviews: sql`(select count(*) from ${agentReviews} where ${agentReviews.agentId} = ${agentId})`,
      ratingAverage: sql`coalesce((select round(avg(${agentReviews.rating}), 2) from ${agentReviews} where ${agentReviews.agentId} = ${agentId}), 0)`,
    })
    .where(eq(profiles.id, agentId));
}

const reviewsLink = (username: string) => `/profile/${username}/#reviews`;

/**
 * A review of `agent` by `author`, who must have written to them in the chat, once. The agent's
 * totals move in the same transaction, and the agent is told.
 */
export async function createReview(db: Db, live: LiveNotifier, agent: ReviewedUser, author: Author & { isGuest: boolean }, input: { rating: number; content: string }): Promise<AgentReview> {
  const viewer = await reviewViewer(db, agent, { id: author.id, isGuest: author.isGuest });
  if (viewer.reason === 'reviewed') throw badRequestDetail(REVIEW_REFUSALS.reviewed);
  if (viewer.reason === 'self' || viewer.reason === 'not_agent' || viewer.reason === 'no_chat') throw forbidden(REVIEW_REFUSALS[viewer.reason]);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agentReviews)
      .values({ agentId: agent.id, authorId: author.id, rating: input.rating, content: input.content })
      .onConflictDoNothing()
      .returning({ id: agentReviews.id });
    // Two reviews sent at once: the unique pair key lets one in.
    if (!row) throw badRequestDetail(REVIEW_REFUSALS.reviewed);
    await recountReviews(tx, agent.id);
    await notify(tx, live, {
      userId: agent.id,
      actorId: author.id,
      kind: 'agent_review',
      message: `${author.username} rated you ${input.rating} out of 5: "${excerpt(input.content)}"`,
      link: reviewsLink(agent.username),
    });
    return row.id;
  });
  return loadReviewView(db, id, agent.username, author.id);
}

async function agentNameOf(db: Db, agentId: number): Promise<string> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, agentId));
  return row?.username ?? '';
}

/** The author's change to their own review (rating, text or both); the agent's totals follow. */
export async function editReview(db: Db, review: ReviewRow, authorId: number, input: { rating?: number; content?: string }): Promise<AgentReview> {
  if (review.authorId !== authorId) throw forbidden('review_edit_own');
  await db.transaction(async (tx) => {
    await tx
      .update(agentReviews)
      .set({ ...(input.rating !== undefined && { rating: input.rating }), ...(input.content !== undefined && { content: input.content }), updatedAt: new Date() })
      .where(eq(agentReviews.id, review.id));
    if (input.rating !== undefined) await recountReviews(tx, review.agentId);
  });
  return loadReviewView(db, review.id, await agentNameOf(db, review.agentId), authorId);
}

/** The reviewed agent's one answer to a review. */
export async function replyToReview(db: Db, review: ReviewRow, agentId: number, reply: string): Promise<AgentReview> {
  if (review.agentId !== agentId) throw forbidden('reply_agent_only');
  const [row] = await db
    .update(agentReviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(agentReviews.id, review.id), sql`${agentReviews.reply} is null`))
    .returning({ id: agentReviews.id });
  if (!row) throw badRequestDetail('already_replied');
  return loadReviewView(db, review.id, await agentNameOf(db, agentId), agentId);
}

/** A report of someone else's review, once a person. */
export async function reportReview(db: Db, review: ReviewRow, reporterId: number, reason: string): Promise<void> {
  if (review.authorId === reporterId) throw forbidden('report_own_review');
  const [row] = await db
    .insert(reviewReports)
    .values({ reviewId: review.id, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: reviewReports.reviewId });
  if (!row) throw badRequestDetail('already_reported');
}
