import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { appealCase, listOwnerCases } from '../../domain/owner-cases.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
import { AppealBody, OwnerCase } from '../../schemas/report.js';

/**
 * The owner's side of moderation, under /moderation: the caller's items that reports hid, with the
 * reasons given (never who gave them), and the one appeal of each. The moderators' queue is
 * `queue.ts`.
 */
const ownerModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['moderation'];

  app.get(
    '/mine/',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'My listings and reels hidden on members\u2019 reports, newest first, with the reasons and my appeal', response: { 200: Type.Array(OwnerCase), ...errorResponses } },
    },
    async (request) => listOwnerCases(app.db, callerOf(request).id),
  );

  app.post(
    '/cases/:id/appeal/',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Appeal a case of one of my items, once, while it is open or hidden', params: IdParams, body: AppealBody, response: { 200: OwnerCase, ...errorResponses } },
      preValidation: trimFields('text'),
    },
    async (request) => appealCase(app.db, request.params.id, callerOf(request).id, request.body.text),
  );
};

export default ownerModerationRoutes;
