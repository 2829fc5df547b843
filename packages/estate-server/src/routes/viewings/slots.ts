import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { properties, users } from '../../db/schema.js';
import { checkViewingHours, saveViewingHours, viewingSlots } from '../../domain/viewing-slots.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses } from '../../schemas/common.js';
import { ViewingHoursInput, ViewingSlots, ViewingSlotsQuery } from '../../schemas/viewing.js';

/**
 * `/api/v1/viewings/slots/`: an owner's weekly viewing hours (kept in their own time zone, as a
 * portal's 'Saturdays 10:00–13:00') and the free times they give over the next 14 days: every 30
 * minutes within the hours, less the owner's accepted viewings.
 */
const viewingSlotsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['viewings'];

  app.get(
    '/slots/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "My viewing hours and free times, or (with `property`) those of a listing's owner",
        querystring: ViewingSlotsQuery,
        response: { 200: ViewingSlots, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const { property } = request.query;
      const [owner] =
        property === undefined
          ? await app.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, me.id))
          : await app.db
              .select({ id: users.id, username: users.username, hidden: properties.moderationHidden })
              .from(properties)
              .innerJoin(users, eq(users.id, properties.userId))
              .where(eq(properties.id, property))
              .then((rows) => rows.filter((row) => !row.hidden));
      if (!owner) throw property === undefined ? unauthorized('user_not_found') : notFound('property_not_found');
      return viewingSlots(app.db, owner, Date.now());
    },
  );

  app.put(
    '/slots/',
    {
      config: { keepsReadCache: true, access: 'member' },
      schema: {
        tags,
        summary: 'Keep my weekly viewing hours (the whole list; empty: none, any time may then be proposed)',
        description:
          'Windows in `time_zone`, `HH:MM` from 00:00 to 24:00, each at least one viewing (30 minutes) long, not overlapping on a day. Answers my hours and free times.',
        body: ViewingHoursInput,
        response: { 200: ViewingSlots, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      await saveViewingHours(app.db, me.id, checkViewingHours(request.body));
      const [owner] = await app.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, me.id));
      if (!owner) throw unauthorized('user_not_found');
      return viewingSlots(app.db, owner, Date.now());
    },
  );
};

export default viewingSlotsRoutes;
