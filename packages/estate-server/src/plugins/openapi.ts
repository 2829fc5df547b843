import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lib/pagination.js';
import { MAX_SAVED_SEARCHES } from '../schemas/saved-search.js';

/**
 * Limits that no schema keyword can carry, for clients to read rather than copy. Every other enum
 * and limit sits on its field: `enum`, `maxLength`, `maxItems`, `default`, and `x-max-bytes` on
 * the file fields of multipart forms.
 */
export const ESTATE_LIMITS = {
  page_size: {
    default: DEFAULT_PAGE_SIZE,
    maximum: MAX_PAGE_SIZE,
    description: 'A larger page_size is capped at the maximum rather than refused, as DRF\u2019s max_page_size does.',
  },
  saved_searches: {
    maximum: MAX_SAVED_SEARCHES,
    description: 'How many saved searches one person may keep; creating one more is a 400.',
  },
};

/**
 * The OpenAPI document is generated from the route schemas. Multipart routes cannot have their
 * body validated by JSON schema (the form is read by `readForm`), so they describe it under
 * `multipartBody`, which only the document sees.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Estate kit API',
          version: '1.0.0',
          description: 'Listings, reels, comments, profiles, chat and paid plans. Errors are `{"detail": "..."}` or `{"field": ["messages"]}`.',
          'x-estate-limits': ESTATE_LIMITS,
        } as { title: string; version: string; description: string },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      hideUntagged: false,
      transform: ({ schema, url }) => {
        if (!schema || !('multipartBody' in schema)) return { schema, url };
        const { multipartBody, ...rest } = schema as typeof schema & { multipartBody: unknown };
        return { schema: { ...rest, consumes: ['multipart/form-data'], body: multipartBody } as unknown as typeof schema, url };
      },
    });
    app.get('/api/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
