import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { actOnCase, findCase, listCases, loadCase, unsuspendAccount, type ModerationDeps } from '../../domain/moderation.js';
import { notFound } from '../../lib/errors.js';
import { loadPage, PageQuery } from '../../lib/pagination.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { Choice, Detail, errorResponses, IdParams } from '../../schemas/common.js';
import { CaseActionBody, CaseDetail, CasePage, QUEUE_FILTERS, UnsuspendBody } from '../../schemas/moderation.js';

const UsernameParams = Type.Object({ username: Type.String({ maxLength: 150 }) });

/** The moderators' side of reports: the queue, a case whole, the decisions, lifting a suspension. Mounted under /moderation. */
const moderationQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['moderation'];
  const deps = (): ModerationDeps => ({ db: app.db, realtime: app.realtime, storage: app.storage, mailer: app.mailer, publicUrl: app.config.publicUrl });

  async function caseOr404(id: number) {
    const row = await findCase(app.db, id);
    if (!row) throw notFound('case_not_found');
    return row;
  }

  app.get(
    '/queue/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'The moderation queue: cases awaiting a decision (hidden and appealed first, oldest first within), or one tab of them',
        querystring: Type.Object({
          ...PageQuery.properties,
          status: Type.Optional(Choice(QUEUE_FILTERS, { description: 'open, hidden, appealed (awaiting an answer to the owner\u2019s appeal) or resolved (dismissed or removed, newest first).' })),
        }),
        response: { 200: CasePage, ...errorResponses },
      },
    },
    async (request) => loadPage(request, (window) => listCases(app.db, request.query.status, window)),
  );

  app.get(
    '/cases/:id/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'A case whole: the item, its reports, the owner\u2019s and reporters\u2019 histories, the appeal and the decisions',
        params: IdParams,
        response: { 200: CaseDetail, ...errorResponses },
      },
    },
    async (request) => loadCase(app.db, await caseOr404(request.params.id)),
  );

  app.post(
    '/cases/:id/actions/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Decide a case (dismiss, hide, remove, warn, suspend), with a reason kept in the record',
        params: IdParams,
        body: CaseActionBody,
        response: { 200: CaseDetail, ...errorResponses },
      },
      preValidation: trimFields('reason'),
    },
    async (request) => {
      const me = callerOf(request);
      const row = await caseOr404(request.params.id);
      await actOnCase(deps(), row, me.id, request.body.action, request.body.reason);
      return loadCase(app.db, (await findCase(app.db, row.id))!);
    },
  );

  app.post(
    '/users/:username/unsuspend/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Lift an account\u2019s suspension: it signs in again and its listings and reels return (unless a case holds them hidden)',
        params: UsernameParams,
        body: UnsuspendBody,
        response: { 200: Detail, ...errorResponses },
      },
      preValidation: trimFields('reason'),
    },
    async (request) => {
      const me = callerOf(request);
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, request.params.username));
      if (!user) throw notFound('user_not_found');
      await unsuspendAccount(deps(), user.id, me.id, request.body.reason);
      return { detail: `${request.params.username} is no longer suspended.` };
    },
  );
};

export default moderationQueueRoutes;
