import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { properties } from '../../db/schema.js';
import { Type } from 'typebox';
import { deliverListingCard, storeListingCard } from '../../domain/chat-listing-cards.js';
import { listingOwner, recordLead } from '../../domain/dashboard.js';
import { findUserById } from '../../domain/users.js';
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
        description:
          "Also puts the listing's card in our conversation (a chat message with `property_id`, delivered live like any message; see docs/chat.md), unless this listing is already the conversation's latest card.",
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
      await putListingCard(app, id, me.id, owner);
      return reply.status(isNew ? 201 : 204).send(null);
    },
  );
};

/** The listing's card in the conversation of the member and the owner (when both can chat), delivered live. */
async function putListingCard(app: FastifyInstance, propertyId: number, memberId: number, ownerId: number): Promise<void> {
  const [member, ownerRow, listing] = await Promise.all([
    findUserById(app.db, memberId),
    findUserById(app.db, ownerId),
    app.db.select({ title: properties.title }).from(properties).where(eq(properties.id, propertyId)),
  ]);
  // Guests and accounts not activated cannot chat (as `findChatPartner` says).
  const canChat = (user: typeof member) => user !== undefined && user.isActive && !user.isGuest;
  if (!canChat(member) || !canChat(ownerRow) || !listing[0]) return;
  const from = { id: member!.id, username: member!.username };
  const to = { id: ownerRow!.id, username: ownerRow!.username };
  const card = await storeListingCard(app.db, from, to, { id: propertyId, title: listing[0].title });
  if (card) await deliverListingCard(app.realtime, card).catch((error: unknown) => app.log.warn({ err: error }, 'a listing card could not be delivered live'));
}

export default leadRoutes;
