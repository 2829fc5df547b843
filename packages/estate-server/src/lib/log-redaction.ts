import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/**
 * `text` with the secrets a URL or an error can carry blanked out: a `token`, `uid` or `reference`
 * in a query string, the token of an unsubscribe link, the uid and token of an activation link,
 * and the parameters of a failed SQL query (drizzle's `params:` line holds what was compared, an
 * unsubscribe token included).
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/([?&](?:token|access|refresh|uid)=)[^&\s#"']*/gi, `$1${REDACTED}`)
    .replace(/(\/unsubscribe\/)[^/?\s#"']+/gi, `$1${REDACTED}`)
    .replace(/(\/activate\/)[^/?\s#"']+\/[^/?\s#"']+/gi, `$1${REDACTED}/${REDACTED}`)
    .replace(/^(\s*params: ).*$/gim, `$1${REDACTED}`);
}

/** How a request is logged: Fastify's fields, with the URL's secrets blanked out. */
function request(req: FastifyRequest) {
  return { method: req.method, url: redactSecrets(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** How an error is logged: its type, code and status, with the secrets of its message and stack blanked out. */
function error(err: Error & { code?: string; statusCode?: number }) {
  return {
    type: err.constructor?.name ?? 'Error',
    message: redactSecrets(String(err.message)),
    stack: redactSecrets(err.stack ?? ''),
    ...(err.code !== undefined && { code: err.code }),
    ...(err.statusCode !== undefined && { statusCode: err.statusCode }),
  };
}

/** The logger's serializers: no access token, activation link or unsubscribe token reaches the log in full, on any route. */
export const LOG_SERIALIZERS = { req: request, err: error };

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options at `level`, or the given ones (a test's stream), with the redacting serializers either way. */
export function loggerOptions(level: string, given: LoggerOption | undefined): LoggerOption {
  if (given === undefined) return { level, serializers: LOG_SERIALIZERS };
  if (typeof given !== 'object' || given === null) return given;
  return { ...given, serializers: { ...LOG_SERIALIZERS, ...(given as { serializers?: object }).serializers } };
}
