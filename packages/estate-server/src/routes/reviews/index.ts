import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadAuthor } from '../../domain/comments.js';
import {
  createReview,
  editReview,
  findReview,
  findReviewedUser,
  listAgentReviews,
  personalizeReviews,
  replyToReview,
  reportReview,
  reviewSummary,
  reviewViewer,
} from '../../domain/reviews.js';
import { cachedRead } from '../../lib/cached-read.js';
import { fieldRefusal, notFound } from '../../lib/errors.js';
import { loadPage, PageQuery } from '../../lib/pagination.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { Detail, errorResponses, IdParams } from '../../schemas/common.js';
import { AgentReview, AgentReviewPage, Rating, ReportReason, ReviewContent, ReviewReplyContent } from '../../schemas/review.js';

const UsernameParams = Type.Object({ username: Type.String({ maxLength: 150 }) });

/**
 * Reviews of agents: anyone reads them; a registered user who has written to an agent in the chat
 * rates them once (and edits that review), the agent replies once, and anyone signed in reports
 * someone else's review once. Mounted under /profile.
 */
const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['reviews'];

  async function agentOr404(username: string) {
    const agent = await findReviewedUser(app.db, username);
    if (!agent) throw notFound('profile_not_found');
    return agent;
  }

  async function reviewOr404(id: number) {
    const review = await findReview(app.db, id);
    if (!review) throw notFound('review_not_found');
    return review;
  }

  app.get(
    '/user/:username/reviews/',
    {
      config: { access: 'optional', replayable: true },
      schema: {
        tags,
        summary: 'An agent\u2019s reviews, newest first, with their totals and what the viewer may do (no token needed)',
        params: UsernameParams,
        querystring: PageQuery,
        response: { 200: AgentReviewPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const agent = await agentOr404(request.params.username);
      const viewer = request.user;
      // The list and totals are cached for everyone; the viewer's flags and eligibility are read each time.
      const page = await cachedRead(request, reply, `agent-reviews ${request.url}`, async () => ({
        ...(await loadPage(request, (window) => listAgentReviews(app.db, agent, window))),
        summary: await reviewSummary(app.db, agent.id),
        viewer: await reviewViewer(app.db, agent, null),
      }), async (value, viewerId) => ({
        ...value,
        results: await personalizeReviews(app.db, value.results, viewerId),
        viewer: await reviewViewer(app.db, agent, { id: viewerId, isGuest: viewer?.isGuest ?? false }),
      }));
      return page;
    },
  );

  app.post(
    '/user/:username/reviews/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Review an agent you have written to in the chat, once',
        params: UsernameParams,
        body: Type.Object({ rating: Rating, content: ReviewContent }),
        response: { 201: AgentReview, ...errorResponses },
      },
      preValidation: trimFields('content'),
    },
    async (request, reply) => {
      const me = callerOf(request);
      const agent = await agentOr404(request.params.username);
      const author = await loadAuthor(app.db, me.id);
      const review = await createReview(app.db, app.realtime, agent, { ...author, isGuest: me.isGuest }, request.body);
      return reply.status(201).send(review);
    },
  );

  app.patch(
    '/reviews/:id/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Change your review\u2019s rating or text',
        params: IdParams,
        body: Type.Object({ rating: Type.Optional(Rating), content: Type.Optional(ReviewContent) }),
        response: { 200: AgentReview, ...errorResponses },
      },
      preValidation: trimFields('content'),
    },
    async (request) => {
      const me = callerOf(request);
      const { rating, content } = request.body;
      if (rating === undefined && content === undefined) throw fieldRefusal('rating', 'nothing_to_change');
      const review = await reviewOr404(request.params.id);
      return editReview(app.db, review, me.id, { rating, content });
    },
  );

  app.post(
    '/reviews/:id/reply/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Answer a review of you, once (the reviewed agent only)',
        params: IdParams,
        body: Type.Object({ reply: ReviewReplyContent }),
        response: { 200: AgentReview, ...errorResponses },
      },
      preValidation: trimFields('reply'),
    },
    async (request) => {
      const me = callerOf(request);
      const review = await reviewOr404(request.params.id);
      return replyToReview(app.db, review, me.id, request.body.reply);
    },
  );

  app.post(
    '/reviews/:id/report/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Report someone else\u2019s review, once',
        params: IdParams,
        body: Type.Object({ reason: Type.Optional(ReportReason) }),
        response: { 201: Detail, ...errorResponses },
      },
      preValidation: trimFields('reason'),
    },
    async (request, reply) => {
      const me = callerOf(request);
      const review = await reviewOr404(request.params.id);
      await reportReview(app.db, review, me.id, request.body.reason ?? '');
      return reply.status(201).send({ detail: 'Thank you; the review has been reported.' });
    },
  );
};

export default reviewsRoutes;
