import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, MESSAGES, type FieldErrors } from '../lib/errors.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../lib/unavailable.js';

/** A DRF-style message for one JSON-schema failure. */
function messageFor(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return MESSAGES.required;
    case 'minLength':
      return params.limit === 1 ? MESSAGES.blank : `Ensure this field has at least ${params.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${params.limit} characters.`;
    case 'format':
      return params.format === 'email' ? 'Enter a valid email address.' : `Enter a valid ${params.format}.`;
    case 'enum':
      return `Choose one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${params.limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${params.limit}.`;
    case 'type':
      return params.type === 'integer' ? 'A valid integer is required.' : params.type === 'number' ? 'A valid number is required.' : `Expected ${params.type}.`;
    default:
      return error.message ?? 'Invalid value.';
  }
}

/**
 * A multipart body the parser (busboy) could not read: no or a too long boundary, the wrong one,
 * a truncated body, a malformed part header. Busboy throws plain errors with no status code; they
 * are the client's, and answer 400 as DRF's "Multipart form parse error" does, whatever the route.
 */
function isMalformedMultipart(error: Error & { statusCode?: number }, request: FastifyRequest): boolean {
  return error.statusCode === undefined && request.isMultipart() && /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');
}

/**
 * A nullable field (`anyOf: [null, schema]`) that fails fails every branch: Ajv reports "must be
 * null" and "must match a schema in anyOf" beside the schema's own message. Only the latter says
 * what is wrong, so the other two are dropped.
 */
function withoutNullBranches(failures: FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const unions = new Set(failures.filter((failure) => failure.keyword === 'anyOf').map((failure) => failure.instancePath));
  const isNullBranch = (failure: FastifySchemaValidationError) =>
    failure.keyword === 'anyOf' || (failure.keyword === 'type' && (failure.params as Record<string, unknown>).type === 'null');
  return failures.filter((failure) => !(unions.has(failure.instancePath) && isNullBranch(failure)));
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return String(params.missingProperty);
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || 'non_field_errors';
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any hook or the error handler
 * runs, answered in the same `{detail}` shape instead of Fastify's own
 * `{error, code, message, statusCode}`. A bad percent escape or invalid UTF-8 in the path is a 400,
 * a path parameter over `maxParamLength` a 414.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.type('application/json; charset=utf-8');
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send(JSON.stringify({ detail: 'The URL is malformed: a percent escape is incomplete or does not encode UTF-8.' }));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send(JSON.stringify({ detail: 'A part of the URL is longer than the server accepts.' }));
  } else {
    request.log.error({ err: error }, 'request failed while routing');
    reply.status(500).send(JSON.stringify({ detail: 'A server error occurred.' }));
  }
}

/** Turns every failure into `{detail}` or `{field: [messages]}`; bad input never becomes a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      // Error bodies are written as they are: a route's response schema must never reshape them.
      reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
      if (error instanceof ApiError) return reply.status(error.statusCode).send(error.body);
      if (error.validation) {
        const fields: FieldErrors = {};
        for (const failure of withoutNullBranches(error.validation)) (fields[fieldOf(failure)] ??= []).push(messageFor(failure));
        return reply.status(400).send(fields);
      }
      if (isMalformedMultipart(error, request)) {
        return reply.status(400).send({ detail: `Multipart form parse error - ${error.message}` });
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.status(400).send({ detail: `JSON parse error - ${error.message}` });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply.status(415).send({ detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
        case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
          return reply.status(415).send({ detail: 'Send this form as multipart/form-data.' });
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
        case 'FST_REQ_FILE_TOO_LARGE':
          return reply.status(413).send({ detail: 'The request is larger than the server accepts.' });
        case 'FST_PARTS_LIMIT':
        case 'FST_FILES_LIMIT':
        case 'FST_FIELDS_LIMIT':
          return reply.status(413).send({ detail: 'The form has more parts than the server accepts.' });
      }
      if (isDatabaseUnavailable(error)) {
        // PostgreSQL restarting or failing over: the client may retry; the pool reconnects by itself.
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ detail: SERVICE_UNAVAILABLE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ detail: 'A server error occurred.' });
      }
      return reply.status(status).send({ detail: error.message });
    });

    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: MESSAGES.notFound }));
  },
  { name: 'errors' },
);
