import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHAT_SEARCH_MIN_LENGTH, searchChat } from '../../domain/chat-search.js';
import { fieldRefusal } from '../../lib/errors.js';
import { loadPage, PageQuery, Paginated } from '../../lib/pagination.js';
import { ChatSearchHit } from '../../schemas/chat.js';
import { errorResponses } from '../../schemas/common.js';
import { chatCaller, chatPartnerOf } from './caller.js';

const SearchQuery = Type.Object({
  q: Type.String({
    minLength: CHAT_SEARCH_MIN_LENGTH,
    maxLength: 200,
    description: `The words to find (at least ${CHAT_SEARCH_MIN_LENGTH} characters, trimmed): every word must be in the message, the last one as the start of a word. Case and language do not matter (no stemming).`,
  }),
  with: Type.Optional(Type.String({ minLength: 1, maxLength: 150, description: 'A username: search only my conversation with this person.' })),
  ...PageQuery.properties,
});

/** The chat search (`/chat/search/?q=`): my own conversations only, newest message first. */
const chatSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/chat/search/',
    {
      // A search reads more of the database than a page of a list: it counts as an action.
      config: { access: 'user', actionLimit: true },
      schema: {
        tags: ['chat'],
        summary: 'Search the messages of my conversations (or of one, `with`), newest first',
        description:
          'Full-text search of the texts in PostgreSQL (the \u2018simple\u2019 configuration, so English and Swahili match as written), through GIN indexes over the member and the words. ' +
          'Only the caller\u2019s own conversations are searched; deleted messages and images are never found. A guest finds nothing.',
        querystring: SearchQuery,
        response: { 200: Paginated(ChatSearchHit), ...errorResponses },
      },
    },
    async (request) => {
      const me = await chatCaller(app.db, request);
      const q = request.query.q.trim();
      if (Array.from(q).length < CHAT_SEARCH_MIN_LENGTH) throw fieldRefusal('q', 'min_length', { min: CHAT_SEARCH_MIN_LENGTH });
      const partner = request.query.with === undefined ? undefined : await chatPartnerOf(app.db, me, request.query.with);
      return loadPage(request, (window) => searchChat(app.db, me, q, partner, window));
    },
  );
};

export default chatSearchRoutes;
