import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { ERROR_CODES_HEADER } from '../lib/error-header.js';
import { MEDIA_FIELDS, MEDIA_PUBLIC_URL_HEADER } from '../media/public-url.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lib/pagination.js';
import { ERROR_TEXTS } from '../schemas/error-codes.js';
import { CHAT_EDIT_MINUTES } from '../schemas/chat.js';
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
  chat_edit: {
    minutes: CHAT_EDIT_MINUTES,
    description: 'How long after sending a message its sender may still edit it (`PATCH /api/v1/chat/messages/{id}/`); later is a 403.',
  },
};

/** The `Estate-Error-Codes` header of every error answer, described once and referred to from each. */
const ERROR_CODES_HEADER_DOC = {
  description:
    'The codes of the refusal, mirroring its body: for `{field: [messages]}` the same fields, each with a `{code, values}` per message; for `{detail}` (or `{error}`) one under `detail` (`error`). ' +
    'Each code is a key of `info.x-estate-error-codes`, whose English template, filled with `values`, is the message. JSON, ASCII only (`\\u` escapes); ' +
    'a value longer than 200 characters is cut, and fields past 4 kB are left out. Exposed to other origins (CORS).',
  schema: {
    type: 'string',
    contentMediaType: 'application/json',
    contentSchema: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code', 'values'],
          properties: {
            code: { type: 'string', enum: Object.keys(ERROR_TEXTS) },
            values: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
          },
        },
      },
    },
  },
  example: '{"content":[{"code":"max_length","values":{"max":1000}}]}',
};

/** The `Estate-Media-Public-Url` header of the answers that hold media, described once and referred to from each. */
const MEDIA_PUBLIC_URL_HEADER_DOC = {
  description:
    'The address media are fetched from, when the server has `MEDIA_PUBLIC_URL` (a CDN, or the bucket): sent with every API answer then, and absent when media are on `/media/`. ' +
    'Media fields hold `<this address>/<key>` instead of `/media/<key>`. A URL under it is one of this server\u2019s media, with its resized variants beside it (`<url>.w480.webp` and the rest, as for a `/media/` path); ' +
    'any other absolute URL is a picture stored elsewhere, with none. Exposed to other origins (CORS).',
  schema: { type: 'string', format: 'uri' },
  example: 'https://cdn.estate.example/media',
};

type Document = { paths?: Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>>; components?: Record<string, unknown> };

/** Whether a response's schema has a media field (`cover_photo`, `image`...) at any depth. */
function holdsMedia(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsMedia);
  if (value === null || typeof value !== 'object') return false;
  const { properties } = value as { properties?: unknown };
  if (properties && typeof properties === 'object' && Object.keys(properties).some((key) => MEDIA_FIELDS.has(key))) return true;
  return Object.values(value).some(holdsMedia);
}

/** Every 4xx and 5xx answer of the document carries the error-codes header, and every 2xx one that holds media the media address. */
function withHeaders<T>(document: T): T {
  const doc = document as Document;
  doc.components = { ...doc.components, headers: { EstateErrorCodes: ERROR_CODES_HEADER_DOC, EstateMediaPublicUrl: MEDIA_PUBLIC_URL_HEADER_DOC } };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (/^[45]/.test(status)) response.headers = { ...response.headers, [ERROR_CODES_HEADER]: { $ref: '#/components/headers/EstateErrorCodes' } };
        else if (/^2/.test(status) && holdsMedia(response)) response.headers = { ...response.headers, [MEDIA_PUBLIC_URL_HEADER]: { $ref: '#/components/headers/EstateMediaPublicUrl' } };
      }
    }
  }
  return document;
}

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
          description:
            'Listings, reels, comments, profiles, chat and paid plans. Errors are `{"detail": "..."}` or `{"field": ["messages"]}`, ' +
            'with their codes in the `Estate-Error-Codes` header (`info.x-estate-error-codes` lists every code and its English text). ' +
            'The chat socket\u2019s refusal frames carry theirs beside the text: `{"error", "code", "values"}` (docs/chat.md). ' +
            'Media are `/media/...` paths on this server, or URLs on the address of the `Estate-Media-Public-Url` header when it is sent.',
          'x-estate-limits': ESTATE_LIMITS,
          'x-estate-error-codes': ERROR_TEXTS,
        } as { title: string; version: string; description: string },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      hideUntagged: false,
      transformObject: (document) => withHeaders('openapiObject' in document ? document.openapiObject : document.swaggerObject),
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
