import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createGuest } from '../../domain/users.js';
import { PageQuery } from '../../lib/pagination.js';
import { peoplePage } from '../profile/people-page.js';
import { Detail, errorResponses } from '../../schemas/common.js';
import { PeoplePage, SearchBody } from '../../schemas/profile.js';

const GuestTokens = Type.Object({ access: Type.String(), refresh: Type.String(), is_guest: Type.Literal(true) });

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['users'];

  app.post(
    '/guest-login/',
    {
      config: { ...app.authRateLimit, keepsReadCache: true, access: 'public' },
      schema: { tags, summary: 'Continue as a guest: a read-only account', response: { 200: GuestTokens, 429: Detail } },
    },
    async () => {
      const guest = await createGuest(app.db);
      return { ...(await app.tokens.pair(guest)), is_guest: true as const };
    },
  );

  app.post(
    '/search/',
    {
      config: { keepsReadCache: true, access: 'user' },
      schema: {
        tags,
        summary: 'Search people by username or full name (case-insensitive)',
        querystring: PageQuery,
        body: SearchBody,
        response: { 200: PeoplePage, ...errorResponses },
      },
    },
    async (request) => peoplePage(app, request, { search: request.body.search_query }),
  );
};

export default userRoutes;
