import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listingOwner, recordLead } from '../../domain/dashboard.js';
import { badRequestDetail, notFound } from '../../lib/errors.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
import { tags } from './shared.js';

/** `POST /properties/{id}/lead/`: the caller opened a chat with the agent from this listing. */
const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/lead/',
    {
      // Leads show on the owner's dashboard only, which is never cached: nothing cached changes.
      config: { keepsReadCache: true, access: 'member' },
      schema: {
        tags,
        summary: 'Record that I opened a chat with the listing\u2019s agent (once; 201 the first time, 204 after); it counts on the dashboard once I send them a message',
        params: IdParams,
        response: { 201: Type.Null({ description: 'Recorded.' }), 204: Type.Null({ description: 'Already recorded.' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const { id } = request.params;
      const owner = await listingOwner(app.db, id);
      if (owner === undefined) throw notFound('property_not_found');
      if (owner === me.id) throw badRequestDetail('own_listing_lead');
      const isNew = await recordLead(app.db, id, me.id);
      return reply.status(isNew ? 201 : 204).send(null);
    },
  );
};

export default leadRoutes;
