import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listNotifications, markAllRead } from '../../domain/notification-feed.js';
import { deliverAllRead } from '../../domain/notifications.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses } from '../../schemas/common.js';
import { Notification } from '../../schemas/notification.js';
import { ownPagedList } from '../own-list.js';

const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['notifications'];

  ownPagedList(app, { url: '/all/', access: 'user', tags, summary: 'My notifications, newest first', item: Notification, list: listNotifications });

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
