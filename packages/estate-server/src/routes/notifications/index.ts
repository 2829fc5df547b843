import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listNotifications, markAllRead, markOneRead } from '../../domain/notification-feed.js';
import { deliverAllRead, deliverOneRead, unreadCount } from '../../domain/notifications.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
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

  app.post(
    '/:id/read/',
    {
      config: { keepsReadCache: true, access: 'user' },
      schema: {
        tags,
        summary: 'Mark one of my notifications read (it was opened)',
        description: 'Someone else\u2019s notification answers 404, as a missing one does. Again is the same answer with `updated` false.',
        params: IdParams,
        response: {
          200: Type.Object({
            updated: Type.Boolean({ description: 'Whether it was unread.' }),
            unread: Type.Integer({ description: 'How many of mine are unread now.' }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const updated = await markOneRead(app.db, me.id, request.params.id);
      // The user's other tabs and devices take it off their list and their bell too.
      if (updated) await deliverOneRead(app.db, app.realtime, me.id, request.params.id);
      return { updated, unread: await unreadCount(app.db, me.id) };
    },
  );
};

export default notificationsRoutes;
