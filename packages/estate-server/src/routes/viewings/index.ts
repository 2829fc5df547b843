import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actOnViewing, proposeViewing } from '../../domain/viewing-actions.js';
import { revisionOf, viewingIcs } from '../../domain/viewing-ics.js';
import { icsFilename } from '../../domain/viewing-mail.js';
import { startViewingReminders } from '../../domain/viewing-reminders.js';
import { listViewings, loadViewing } from '../../domain/viewings.js';
import { findUserById } from '../../domain/users.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { loadPage, Paginated } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
import { Viewing, ViewingChange, ViewingCreate, ViewingListQuery } from '../../schemas/viewing.js';
import viewingSlotsRoutes from './slots.js';

/**
 * `/api/v1/viewings/...` (issue 27): a buyer proposes a time to view a listing, its owner accepts,
 * declines or proposes another, either side cancels; each step is a card in their chat, a
 * notification, and on acceptance an e-mail with the calendar file. Personal, so none of it is in
 * the read cache. The reminder sweep runs with the app (`VIEWING_REMINDER_INTERVAL_MS`).
 */
const viewingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['viewings'];

  async function actor(userId: number) {
    const user = await findUserById(app.db, userId);
    if (!user) throw unauthorized('user_not_found');
    return { id: user.id, username: user.username };
  }

  await app.register(viewingSlotsRoutes);

  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My viewings, as buyer or as owner: the coming ones soonest first, then the past ones latest first',
        description: 'Times answered with another time (`countered`) are left out; the proposal that answered them is listed.',
        querystring: ViewingListQuery,
        response: { 200: Paginated(Viewing), ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const { property, role } = request.query;
      return loadPage(request, (window) => listViewings(app.db, me.id, { property, role }, window));
    },
  );

  app.post(
    '/',
    {
      config: { keepsReadCache: true, access: 'member' },
      schema: {
        tags,
        summary: "Propose a time to view a listing (not one's own): one of the owner's free times, or your own",
        description:
          'The time must be in the future, within 60 days; when the owner keeps viewing hours it must be one of their free times (`GET /viewings/slots/?property=`) unless `own_time` is true. One open viewing per listing and buyer. The owner gets a card in the chat and a notification.',
        body: ViewingCreate,
        response: { 201: Viewing, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await proposeViewing(app, await actor(callerOf(request).id), request.body)),
  );

  app.patch(
    '/:id/',
    {
      config: { keepsReadCache: true, access: 'member' },
      schema: {
        tags,
        summary: 'Accept, decline, propose another time or cancel (the buyer and the listing\u2019s owner only)',
        description:
          'accept and decline: the side that did not propose the time, accept before it starts; propose (with `start`): either side while it is proposed, or accepted and to come — the old time becomes `countered` and the answer is the new proposal; cancel: either side, before it starts. Each is a card in the chat and a notification; acceptance e-mails both with the calendar file, and so does cancelling an accepted viewing.',
        params: IdParams,
        body: ViewingChange,
        response: { 200: Viewing, ...errorResponses },
      },
    },
    async (request) => actOnViewing(app, await actor(callerOf(request).id), request.params.id, request.body),
  );

  app.get(
    '/:id/ics/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The viewing as a calendar file (RFC 5545), for the buyer and the listing\u2019s owner',
        params: IdParams,
        response: {
          200: { description: 'An iCalendar file with one event (UTC times), as an attachment.', content: { 'text/calendar': { schema: Type.String() } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const full = await loadViewing(app.db, request.params.id);
      if (!full) throw notFound('viewing_not_found');
      if (me.id !== full.row.buyerId && me.id !== full.row.ownerId) throw forbidden('viewing_parties_only');
      const ics = viewingIcs(full, { publicUrl: app.config.publicUrl, revision: await revisionOf(app.db, full) });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFilename(full)}"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  const stopReminders = startViewingReminders(app, app.config.viewingReminderIntervalMs);
  app.addHook('onClose', stopReminders);
};

export default viewingsRoutes;
