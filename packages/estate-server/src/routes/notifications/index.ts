import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listNotifications, markAllRead } from '../../domain/notification-feed.js';
import { deliverAllRead } from '../../domain/notifications.js';
import { loadPage, PageQuery, Paginated } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses } from '../../schemas/common.js';
import { Notification } from '../../schemas/notification.js';

const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/all/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My notifications, newest first',
        querystring: PageQuery,
        response: { 200: Paginated(Notification), ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      return loadPage(request, (window) => listNotifications(app.db, me.id, window));
    },
  );

  app.post(
    '/read/',
    {
      config: { keepsReadCache: true, access: 'user' },
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: Type.Object({ updated: Type.Integer({ description: 'How many were unread.' }) }), ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const updated = await markAllRead(app.db, me.id);
      // The user's other tabs and devices clear their bell too.
      if (updated > 0) await deliverAllRead(app.realtime, me.id);
      return { updated };
    },
  );
};

export default notificationsRoutes;
