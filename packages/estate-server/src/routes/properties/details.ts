import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { likeProperty, recordView, unlikeProperty } from '../../domain/properties.js';
import { findPropertyRef, listLikedProperties, loadProperty, relatedListings, seesHidden } from '../../domain/property-queries.js';
import { cachedListingRead } from '../../lib/cached-read.js';
import { errorRefusal, notFound } from '../../lib/errors.js';
import { viewerKey } from '../../lib/viewer.js';
import { isServerRender } from '../../web/in-process-fetch.js';
import { PageQuery, pageWindow, toPage } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/access.js';
import { Detail, errorResponses, IdParams } from '../../schemas/common.js';
import { PropertyDetail } from '../../schemas/property.js';
import { LikeState, PropertyPage, tags } from './shared.js';

/** One listing with its related ones and its views, and the likes of a listing. */
const detailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/details/:idOrSlug/',
    {
      config: { access: 'optional' },
      schema: {
        tags,
        summary: 'A property by id or slug, with related listings; counts the caller\u2019s view once',
        params: Type.Object({ idOrSlug: Type.String({ description: 'The id or the slug.' }) }),
        response: { 200: PropertyDetail, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      const ref = await app.readCache.get(`property-ref ${idOrSlug}`, () => findPropertyRef(app.db, idOrSlug));
      // A listing hidden on members' reports is not there for anyone but its owner and moderators.
      if (ref === undefined || (ref.moderationHidden && !seesHidden(ref.userId, request.user))) throw notFound('property_not_found');
      const { id } = ref;
      const detailsKey = `property-details ${id}`;
      const seen = `${id} ${viewerKey(request)}`;
      // A server render's read is not a view: the visitor's own browser counts theirs once it hydrates.
      if (!isServerRender(request) && !app.viewsSeen.has(seen)) {
        await recordView(app.db, id, viewerKey(request));
        app.viewsSeen.add(seen);
        // This viewer may have just been counted: they see the count with their view in it.
        app.readCache.delete(detailsKey);
      }
      if (ref.moderationHidden) {
        const property = await loadProperty(app.db, id, request.user?.id ?? null);
        if (!property) throw notFound('property_not_found');
        return { ...property, related_listings: await relatedListings(app.db, property, request.user?.id ?? null) };
      }
      return cachedListingRead(
        request,
        reply,
        detailsKey,
        async () => {
          const property = await loadProperty(app.db, id, null);
          if (!property) throw notFound('property_not_found');
          return { ...property, related_listings: await relatedListings(app.db, property, null) };
        },
        // The listing's own is_liked is written before its related listings' (PropertyDetail).
        (detail) => [detail, ...detail.related_listings],
      );
    }
  );

  app.get(
    '/like/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The properties I like, the most recently liked first',
        querystring: PageQuery,
        response: { 200: PropertyPage, ...errorResponses, 404: Type.Union([Type.Object({ error: Type.String() }), Detail]) },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const window = pageWindow(request.query);
      const { count, rows } = await listLikedProperties(app.db, me.id, window);
      if (count === 0) throw errorRefusal(404, 'no_liked_properties');
      return toPage(request, window, count, rows);
    }
  );

  const likeRoute = (path: string, summary: string, action: (propertyId: number, userId: number) => ReturnType<typeof likeProperty>) =>
    app.post(
      path,
      { config: { access: 'member' }, schema: { tags, summary, params: IdParams, response: { 200: LikeState, ...errorResponses } } },
      async (request) => {
        const me = callerOf(request);
        const state = await action(request.params.id, me.id);
        if (!state) throw notFound('property_not_found');
        return state;
      }
    );
  likeRoute('/like/:id/', 'Like a property (repeating it changes nothing)', (id, userId) => likeProperty(app.db, app.realtime, id, userId));
  likeRoute('/unlike/:id/', 'Take back a like (repeating it changes nothing)', (id, userId) => unlikeProperty(app.db, id, userId));
};

export default detailRoutes;
