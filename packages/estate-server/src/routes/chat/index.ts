import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HISTORY_PAGE_SIZE, listChatHistory, listChatPartners } from '../../domain/chat.js';
import { loadPage, MAX_PAGE_SIZE, PageNumber, PageQuery, Paginated } from '../../lib/pagination.js';
import { ChatMessage, ChatPartner } from '../../schemas/chat.js';
import { errorResponses } from '../../schemas/common.js';
import { chatCaller, chatPartnerOf } from './caller.js';

const HistoryQuery = Type.Object({
  page: Type.Optional(PageNumber('Page 1 holds the newest messages; each next page goes further back.')),
  page_size: Type.Optional(Type.Integer({ minimum: 1, default: HISTORY_PAGE_SIZE, description: `Messages a page; a larger value is capped at ${MAX_PAGE_SIZE}.` })),
});

/** The inbox (`/users/chat/`) and one conversation's history (`/chat/chat-messages/{username}/`). */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['chat'];

  app.get(
    '/users/chat/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The people I have chatted with, most recent conversation first, each with the last message',
        querystring: PageQuery,
        response: { 200: Paginated(ChatPartner), ...errorResponses },
      },
    },
    async (request) => {
      const me = await chatCaller(app.db, request);
      return loadPage(request, (window) => listChatPartners(app.db, me, window));
    },
  );

  app.get(
    '/chat/chat-messages/:username/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The messages between me and a person, newest page first, each page oldest first',
        description: 'Live messages arrive on the WebSocket `/ws/chat/{username}/?token=ACCESS` (see docs/chat.md).',
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 150 }) }),
        querystring: HistoryQuery,
        response: { 200: Paginated(ChatMessage), ...errorResponses },
      },
    },
    async (request) => {
      const me = await chatCaller(app.db, request);
      const partner = await chatPartnerOf(app.db, me, request.params.username);
      const query = { page: request.query.page, page_size: request.query.page_size ?? HISTORY_PAGE_SIZE };
      return loadPage(request, (window) => listChatHistory(app.db, me, partner, window), query);
    },
  );
};

export default chatRoutes;
