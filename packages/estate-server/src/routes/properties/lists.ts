import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { properties } from '../../db/schema.js';
import { type ChoiceField, invalidChoiceMessage, matchChoice, unknownChoiceDetail } from '../../domain/property-choices.js';
import { listProperties } from '../../domain/property-queries.js';
import { withViewerLikes } from '../../domain/viewer-likes.js';
import { cachedRead } from '../../lib/cached-read.js';
import { countryCode } from '../../lib/countries.js';
import { FieldErrorCollector, notFound } from '../../lib/errors.js';
import { loadPage, PageQuery } from '../../lib/pagination.js';
import { errorResponses } from '../../schemas/common.js';
import { ADVERT_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES } from '../../schemas/property.js';
import { optionalBearer, PropertyPage, tags } from './shared.js';

const COLUMN_OF = {
  property_type: properties.propertyType,
  advert_type: properties.advertType,
  property_status: properties.propertyStatus,
} as const;

const FILTERS = Object.keys(COLUMN_OF) as ChoiceField[];

const ValueParams = Type.Object({ value: Type.String({ description: 'Any case; spaces, dashes or underscores.' }) });

const CountryQuery = Type.Object({
  ...PageQuery.properties,
  property_type: Type.Optional(Type.String({ description: `${PROPERTY_TYPES.join(', ')}; any case, plurals too.` })),
  advert_type: Type.Optional(Type.String({ description: `${ADVERT_TYPES.join(', ')}; any case.` })),
  property_status: Type.Optional(Type.String({ description: `${PROPERTY_STATUSES.join(', ')}; plurals and the create form\u2019s aliases (the legacy For Rent / For Sale) too.` })),
});

/** Listing pages: all, by one enumerated field, and by country with optional filters. Anyone may read them. */
const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A page read for no one and cached under its URL; a signed-in caller's likes are added to a copy. */
  async function page(request: FastifyRequest, reply: FastifyReply, query: { page?: number; page_size?: number }, where: SQL | undefined) {
    return cachedRead(
      request,
      reply,
      `properties ${request.url}`,
      () => loadPage(request, (window) => listProperties(app.db, where, null, window), query),
      async (found, viewerId) => ({ ...found, results: await withViewerLikes(app, viewerId, found.results) }),
    );
  }

  app.get(
    '/all',
    {
      schema: { tags, summary: 'All properties, newest first', security: optionalBearer, querystring: PageQuery, response: { 200: PropertyPage, ...errorResponses } },
    },
    async (request, reply) => page(request, reply, request.query, undefined),
  );

  const byChoice = (field: ChoiceField, path: string, summary: string) =>
    app.get(
      path,
      {
        schema: { tags, summary, security: optionalBearer, params: ValueParams, querystring: PageQuery, response: { 200: PropertyPage, ...errorResponses } },
      },
      async (request, reply) => {
        const value = matchChoice(field, request.params.value);
        if (!value) throw notFound(unknownChoiceDetail(field, request.params.value));
        return page(request, reply, request.query, eq(COLUMN_OF[field], value));
      },
    );
  byChoice('property_type', '/property-type/:value', 'Properties of a property type, newest first');
  byChoice('advert_type', '/advert-type/:value', 'Properties of an advert type, newest first');
  byChoice('property_status', '/property-status/:value', 'Properties of a status, newest first');

  // Static paths (/all, /like/, /create/, ...) win over this one in the router, whatever the order.
  app.get(
    '/:country/',
    {
      schema: {
        tags,
        summary: 'Properties in a country (two-letter code, any case), optionally filtered, newest first',
        security: optionalBearer,
        params: Type.Object({ country: Type.String() }),
        querystring: CountryQuery,
        response: { 200: PropertyPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const country = countryCode(request.params.country);
      if (!country) throw notFound(`"${request.params.country}" is not a country code.`);
      const conditions: SQL[] = [eq(properties.country, country)];
      const errors = new FieldErrorCollector();
      for (const field of FILTERS) {
        const raw = request.query[field]?.trim();
        if (!raw) continue;
        const value = matchChoice(field, raw);
        if (value) conditions.push(eq(COLUMN_OF[field], value));
        else errors.add(field, invalidChoiceMessage(field, raw));
      }
      errors.throwIfAny();
      return page(request, reply, request.query, and(...conditions));
    },
  );
};

export default listRoutes;
