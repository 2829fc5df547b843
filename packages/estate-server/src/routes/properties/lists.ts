import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type ListingFilterInput, type ListingFilters, listingQuery, readListingFilters } from '../../domain/listing-filters.js';
import { type ChoiceField, matchChoice, unknownChoice } from '../../domain/property-choices.js';
import { listProperties } from '../../domain/property-queries.js';
import { cachedListingRead } from '../../lib/cached-read.js';
import { countryCode } from '../../lib/countries.js';
import { FieldErrorCollector, notFound } from '../../lib/errors.js';
import { loadPage, PageQuery } from '../../lib/pagination.js';
import { errorResponses } from '../../schemas/common.js';
import { LISTING_FILTER_FIELDS, ListingAreaQuery, ListingChoiceQuery, ListingRangeQuery } from '../../schemas/listing-filters.js';
import { PropertyPage, tags } from './shared.js';

/** Every list: a page, the number filters and the sort. */
const ListQuery = Type.Object({ ...PageQuery.properties, ...ListingRangeQuery.properties, ...ListingAreaQuery.properties });

/**
 * A blank filter (`?min_price=&sort=`, as a plain HTML form sends an empty field) is no filter:
 * dropped before the schema would call it not a number.
 */
async function dropBlankFilters(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const key of [...Object.keys(ListingRangeQuery.properties), ...Object.keys(ListingAreaQuery.properties)]) {
    if (typeof query[key] === 'string' && query[key].trim() === '') delete query[key];
  }
}

const ValueParams = Type.Object({ value: Type.String({ description: 'Any case; spaces, dashes or underscores.' }) });

const CountryQuery = Type.Object({ ...ListQuery.properties, ...ListingChoiceQuery.properties });

/** Listing pages: all, by one enumerated field, and by country with optional filters. Anyone may read them. */
const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * A page of the listings the query's filters (and the path's, in `fixed`) pick, in the query's
   * sort; bad filters are one 400 with every field's message. Read for no one and cached under its
   * URL; a signed-in caller's likes are added to a copy.
   */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    query: { page?: number; page_size?: number } & ListingFilterInput,
    fixed: Partial<ListingFilters> = {},
  ) {
    const errors = new FieldErrorCollector();
    const filters = { ...readListingFilters(query, errors), ...fixed };
    errors.throwIfAny();
    return cachedListingRead(
      request,
      reply,
      `properties ${request.url}`,
      () => {
        // The query is built on a miss only: a hit costs no SQL building.
        const { where, orderBy } = listingQuery(filters);
        return loadPage(request, (window) => listProperties(app.db, where, null, window, orderBy), query);
      },
      (found) => found.results,
    );
  }

  app.get(
    '/all',
    {
      config: { access: 'optional', replayable: true },
      preValidation: dropBlankFilters,
      schema: { tags, summary: 'All properties, optionally filtered, newest first or sorted', querystring: ListQuery, response: { 200: PropertyPage, ...errorResponses } },
    },
    async (request, reply) => page(request, reply, request.query),
  );

  const byChoice = (field: ChoiceField, path: string, summary: string) =>
    app.get(
      path,
      {
        config: { access: 'optional', replayable: true },
        preValidation: dropBlankFilters,
        schema: { tags, summary, params: ValueParams, querystring: ListQuery, response: { 200: PropertyPage, ...errorResponses } },
      },
      async (request, reply) => {
        const value = matchChoice(field, request.params.value);
        if (!value) {
          const unknown = unknownChoice(field, request.params.value);
          throw notFound(unknown.code, unknown.values);
        }
        return page(request, reply, request.query, { [LISTING_FILTER_FIELDS[field].key]: value });
      },
    );
  byChoice('property_type', '/property-type/:value', 'Properties of a property type, optionally filtered, newest first or sorted');
  byChoice('advert_type', '/advert-type/:value', 'Properties of an advert type, optionally filtered, newest first or sorted');
  byChoice('property_status', '/property-status/:value', 'Properties of a status, optionally filtered, newest first or sorted');

  // Static paths (/all, /like/, /create/, ...) win over this one in the router, whatever the order.
  app.get(
    '/:country/',
    {
      config: { access: 'optional', replayable: true },
      preValidation: dropBlankFilters,
      schema: {
        tags,
        summary: 'Properties in a country (two-letter code, any case), optionally filtered, newest first or sorted',
        params: Type.Object({ country: Type.String() }),
        querystring: CountryQuery,
        response: { 200: PropertyPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const country = countryCode(request.params.country);
      if (!country) throw notFound('unknown_country', { value: request.params.country });
      return page(request, reply, request.query, { country });
    },
  );
};

export default listRoutes;
