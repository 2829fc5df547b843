import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  sendDueDigests,
  unsubscribe,
  updateSavedSearch,
} from '../../domain/saved-searches.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
import { SavedSearch, SavedSearchCreate, SavedSearchUpdate, Unsubscribed } from '../../schemas/saved-search.js';
import { ownPagedList } from '../own-list.js';

/** How often this process looks for digest e-mails that are due (each search gets at most one a day). */
export const DIGEST_SWEEP_MS = 15 * 60 * 1000;

/**
 * `/api/v1/saved-searches/...`: a registered user's saved listing filters, with alerts of new
 * matching listings (matched in `routes/properties/create.ts`, e-mailed by the sweep below).
 * None of these writes change a public read, so they keep the read cache.
 */
const savedSearchesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['saved-searches'];

  ownPagedList(app, { url: '/', access: 'member', tags, summary: 'My saved searches, newest first', item: SavedSearch, list: listSavedSearches });

  app.post(
    '/',
    {
      config: { keepsReadCache: true, access: 'member' },
      schema: {
        tags,
        summary: 'Save the current listing filters under a name (at least one filter; at most 20 searches)',
        body: SavedSearchCreate,
        response: { 201: SavedSearch, ...errorResponses },
      },
      preValidation: trimFields('name'),
    },
    async (request, reply) => {
      const me = callerOf(request);
      return reply.status(201).send(await createSavedSearch(app.db, me.id, request.body));
    },
  );

  app.patch(
    '/:id/',
    {
      config: { keepsReadCache: true, access: 'member' },
      schema: {
        tags,
        summary: 'Rename a saved search, change its filters or turn its alerts on or off',
        params: IdParams,
        body: SavedSearchUpdate,
        response: { 200: SavedSearch, ...errorResponses },
      },
      preValidation: trimFields('name'),
    },
    async (request) => {
      const me = callerOf(request);
      return updateSavedSearch(app.db, me.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/:id/',
    {
      config: { keepsReadCache: true, access: 'member' },
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      await deleteSavedSearch(app.db, me.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/unsubscribe/:token/',
    {
      config: { keepsReadCache: true, access: 'public' },
      schema: {
        tags,
        summary: 'Turn off a saved search\u2019s alerts from the link in its e-mail (no token needed; again is the same answer)',
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64, description: 'From the e-mail\u2019s unsubscribe link.' }) }),
        response: { 200: Unsubscribed, ...errorResponses },
      },
    },
    async (request) => unsubscribe(app.db, request.params.token),
  );

  // The digest sweep: unref'd, so it never keeps the process alive, and stopped on close.
  const sweep = setInterval(() => {
    sendDueDigests(app).catch((error: unknown) => app.log.error({ err: error }, 'saved search digest sweep failed'));
  }, DIGEST_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};

export default savedSearchesRoutes;
