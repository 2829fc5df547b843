import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unreadTotal } from '../../domain/chat-receipts.js';
import { ChatUnread } from '../../schemas/chat.js';
import { errorResponses } from '../../schemas/common.js';
import { chatCaller } from './caller.js';

/** The inbox's unread total (`/users/chat/unread/`), for the badge on the navigation. */
const chatUnreadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/chat/unread/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['chat'],
        summary: 'How many messages to me I have not read yet, and in how many conversations',
        description: 'A message is read once its receiver sends `{"read": id}` (of it or a newer one) on the chat socket.',
        response: { 200: ChatUnread, ...errorResponses },
      },
    },
    async (request) => {
      return unreadTotal(app.db, await chatCaller(app.db, request));
    },
  );
};

export default chatUnreadRoutes;
