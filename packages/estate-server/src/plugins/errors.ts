import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodesHeader, ERROR_CODES_HEADER } from '../lib/error-header.js';
import { ApiError, badRequest, issue, notFound, refusal, type FieldIssues, type Issue } from '../lib/errors.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/unavailable.js';

/** The DRF-style issue of one JSON-schema failure. */
function issueFor(error: FastifySchemaValidationError): Issue {
  const params = error.params as Record<string, unknown>;
  const limit = params.limit as number;
  switch (error.keyword) {
    case 'required':
      return issue('required');
    case 'minLength':
      return limit === 1 ? issue('blank') : issue('min_length', { min: limit });
    case 'maxLength':
      return issue('max_length', { max: limit });
    case 'format':
      return params.format === 'email' ? issue('invalid_email') : issue('invalid_format', { format: String(params.format) });
    case 'enum':
      return issue('choose_one_of', { options: (params.allowedValues as unknown[]).join(', ') });
    case 'minimum':
      return issue('min_value', { min: limit });
    case 'maximum':
      return issue('max_value', { max: limit });
    case 'type':
      return params.type === 'integer' ? issue('invalid_integer') : params.type === 'number' ? issue('invalid_number') : issue('invalid_type', { type: String(params.type) });
    default:
      return issue('schema_mismatch', { message: error.message ?? 'Invalid value.' });
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

/** Sends a refusal: its body as it is, its codes in the `Estate-Error-Codes` header. */
export function sendRefusal(reply: FastifyReply, error: ApiError): FastifyReply {
  // Error bodies are written as they are: a route's response schema must never reshape them.
  return reply
    .serializer(JSON.stringify)
    .type('application/json; charset=utf-8')
    .header(ERROR_CODES_HEADER, errorCodesHeader(error.codes))
    .status(error.statusCode)
    .send(error.body);
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any hook or the error handler
 * runs, answered in the same `{detail}` shape instead of Fastify's own
 * `{error, code, message, statusCode}`. A bad percent escape or invalid UTF-8 in the path is a 400,
 * a path parameter over `maxParamLength` a 414.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') return void sendRefusal(reply, refusal(400, 'malformed_url'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return void sendRefusal(reply, refusal(414, 'url_part_too_long'));
  request.log.error({ err: error }, 'request failed while routing');
  sendRefusal(reply, refusal(500, 'server_error'));
}

/** The fields of a JSON-schema failure, each with its issues. */
function schemaRefusal(failures: FastifySchemaValidationError[]): ApiError {
  const fields: FieldIssues = {};
  for (const failure of withoutNullBranches(failures)) (fields[fieldOf(failure)] ??= []).push(issueFor(failure));
  return badRequest(fields);
}

/** Every failure as the refusal it answers: its own, a schema's, the framework's, or a 500. */
function refusalFor(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) return schemaRefusal(error.validation);
  if (isMalformedMultipart(error, request)) return refusal(400, 'multipart_parse_error', { reason: error.message });
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return refusal(400, 'json_parse_error', { reason: error.message });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refusal(415, 'unsupported_media_type', { type: request.headers['content-type'] ?? '' });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refusal(415, 'multipart_required');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusal(413, 'request_too_large');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return refusal(413, 'too_many_parts');
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or failing over: the client may retry; the pool reconnects by itself.
    request.log.warn({ err: error }, 'database unavailable');
    return refusal(503, 'service_unavailable');
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return refusal(500, 'server_error');
  }
  return refusal(status, 'request_refused', { message: error.message });
}

/** Turns every failure into `{detail}` or `{field: [messages]}`, with its codes in a header; bad input never becomes a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      const refused = refusalFor(error, request);
      if (refused.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendRefusal(reply, refused);
    });

    app.setNotFoundHandler((_request, reply) => sendRefusal(reply, notFound()));
  },
  { name: 'errors' },
);
