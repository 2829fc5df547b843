import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ChatUser } from '../../domain/chat.js';
import { uploadKey as uploadKeyOf } from '../../domain/chat-image-uploads.js';
import { ChatChangeWriter } from '../../domain/chat-change-writer.js';
import { serveChatSocket } from '../../domain/chat-session.js';
import { ChatWriter } from '../../domain/chat-writer.js';
import { serveEventsSocket } from '../../domain/events-session.js';
import { chatNotificationTeller } from '../../domain/notifications.js';
import { findUserById } from '../../domain/users.js';
import { unauthorized } from '../../lib/errors.js';
import { callerOf } from '../../plugins/access.js';
import { chatPartnerOf } from '../chat/caller.js';

const ChatSocketParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 150 }) });
const ChatSocketQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 4096, description: 'The access token (browsers cannot set headers on a WebSocket).' })),
});

/**
 * Live sockets: chat (one a conversation) and events (one a signed-in browser). Everything that
 * can refuse a connection is checked before the upgrade, so a refused client gets an ordinary HTTP
 * answer with a `{detail}` body it can read: who may connect is the routes' `access` (registered
 * users only), whose check reads the `?token=` (plugins/access.ts), then each route's preHandler.
 */
const socketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploadKey = uploadKeyOf(app.config.jwtSecret);
  const parties = new WeakMap<FastifyRequest, { me: ChatUser; partner: ChatUser }>();
  /** The user of each accepted events socket, from its `preHandler` to its handler. */
  const listeners = new WeakMap<FastifyRequest, number>();
  /** One writer for every socket of this process, so a busy chat stores its messages in batches. */
  const writer = new ChatWriter(app.db);
  /** And one teller of the notifications those messages leave, which reads a batch's in one statement. */
  const tellChatNotice = chatNotificationTeller(app.db, app.realtime);
  const changes = new ChatChangeWriter(app.db, app.storage, (error) => app.log.warn({ err: error }, 'old chat change ids could not be swept'));

  app.get(
    '/chat/:username/',
    {
      websocket: true,
      config: { access: 'member' },
      schema: { params: ChatSocketParams, querystring: ChatSocketQuery },
      preHandler: async (request) => {
        const { params } = request as FastifyRequest<{ Params: { username: string } }>;
        const me = await findUserById(app.db, callerOf(request).id);
        if (!me) throw unauthorized('user_not_found');
        const caller = { id: me.id, username: me.username };
        parties.set(request, { me: caller, partner: await chatPartnerOf(app.db, caller, params.username) });
      },
    },
    (socket, request) => {
      const { me, partner } = parties.get(request)!;
      serveChatSocket(socket, me, partner, {
        db: app.db,
        writer,
        changes,
        storage: app.storage,
        realtime: app.realtime,
        tellChatNotice,
        maxImageBytes: app.config.maxImageBytes,
        uploadKey,
        log: request.log,
      });
    },
  );

  /**
   * The events socket of a signed-in user: notifications as they are stored, in every tab. Guests
   * are refused as for chat: nothing can notify them (they may not own listings, clips or chats).
   */
  app.get(
    '/events/',
    {
      websocket: true,
      config: { access: 'member' },
      schema: { querystring: ChatSocketQuery },
      preHandler: async (request) => {
        listeners.set(request, callerOf(request).id);
      },
    },
    (socket, request) => {
      serveEventsSocket(socket, listeners.get(request)!, { db: app.db, realtime: app.realtime, log: request.log });
    },
  );
};

export default socketRoutes;
