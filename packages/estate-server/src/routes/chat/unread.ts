import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unreadTotal } from '../../domain/chat-receipts.js';
import { findUserById } from '../../domain/users.js';
import { unauthorized } from '../../lib/errors.js';
import { callerOf } from '../../plugins/access.js';
import { ChatUnread } from '../../schemas/chat.js';
import { errorResponses } from '../../schemas/common.js';

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
      const user = await findUserById(app.db, callerOf(request).id);
      if (!user) throw unauthorized('not_authenticated');
      return unreadTotal(app.db, { id: user.id, username: user.username });
    },
  );
};

export default chatUnreadRoutes;
