import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { chatMessages, type ReportTarget } from '../../db/schema.js';
import { findReportedItem, type ReportedItem } from '../../domain/reported-items.js';
import { fileReport } from '../../domain/reports.js';
import { findUserByUsername } from '../../domain/users.js';
import { notFound, type ErrorCode } from '../../lib/errors.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
import { ReportBody, Reported } from '../../schemas/report.js';

const UsernameParams = Type.Object({ username: Type.String({ maxLength: 150 }) });

/**
 * Members report a listing, a reel, a profile or a chat message they received, once each, with a
 * reason and an optional note (reviews keep `/profile/reviews/{id}/report/`). Each report opens or
 * joins the item's moderation case; two reporters who are not connected hide a listing or reel at
 * once (domain/reports.ts). The answer never says what others reported.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['reports'];

  /** Files the caller's report of an item found by `find` (404 with `missing` when it is not there). */
  async function report(request: FastifyRequest, body: Static<typeof ReportBody>, reply: FastifyReply, item: ReportedItem | undefined, missing: ErrorCode) {
    const me = callerOf(request);
    if (!item) throw notFound(missing);
    await fileReport(app.db, app.realtime, item, me.id, { reason: body.reason, note: body.note ?? '' });
    return reply.status(201).send({ reported: true as const });
  }

  const byId = (url: string, kind: ReportTarget, missing: ErrorCode, summary: string) =>
    app.post(
      url,
      {
        config: { access: 'member' },
        schema: { tags, summary, params: IdParams, body: ReportBody, response: { 201: Reported, ...errorResponses } },
        preValidation: trimFields('note'),
      },
      async (request, reply) => report(request, request.body, reply, await findReportedItem(app.db, kind, request.params.id), missing),
    );

  byId('/properties/:id/report/', 'property', 'property_not_found', 'Report someone else\u2019s listing, once');
  byId('/reels/:id/report/', 'reel', 'reel_not_found', 'Report someone else\u2019s reel, once');

  app.post(
    '/profile/user/:username/report/',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Report someone\u2019s profile (a fake agent, say), once', params: UsernameParams, body: ReportBody, response: { 201: Reported, ...errorResponses } },
      preValidation: trimFields('note'),
    },
    async (request, reply) => {
      const user = await findUserByUsername(app.db, request.params.username);
      const item = user && user.isActive && !user.isGuest ? await findReportedItem(app.db, 'profile', user.id) : undefined;
      return report(request, request.body, reply, item, 'profile_not_found');
    },
  );

  app.post(
    '/chat/messages/:id/report/',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Report a chat message you received, once', params: IdParams, body: ReportBody, response: { 201: Reported, ...errorResponses } },
      preValidation: trimFields('note'),
    },
    async (request, reply) => {
      const me = callerOf(request);
      const [message] = await app.db
        .select({ senderId: chatMessages.senderId, receiverId: chatMessages.receiverId })
        .from(chatMessages)
        .where(eq(chatMessages.id, request.params.id));
      // Someone else's conversation is not there for the caller: the same 404 as a message that never was.
      const mine = message && (message.receiverId === me.id || message.senderId === me.id);
      const item: ReportedItem | undefined = mine ? { kind: 'message', id: request.params.id, ownerId: message.senderId } : undefined;
      return report(request, request.body, reply, item, 'message_not_found');
    },
  );
};

export default reportRoutes;
