/**
 * Telling "the database cannot be reached right now" apart from a real fault. While PostgreSQL
 * restarts or fails over, queries fail with connection errors; those requests answer 503 with a
 * `Retry-After` (the client may simply try again) instead of a 500, and the pool reconnects by
 * itself on the next query, so the server needs no restart.
 */

import { ERROR_TEXTS } from '../schemas/error-codes.js';

export const SERVICE_UNAVAILABLE: string = ERROR_TEXTS.service_unavailable;
/** Seconds a client is asked to wait before retrying: about what a PostgreSQL restart takes. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level codes of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL SQLSTATEs of a server going away or not ready: 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down); class 08 is every
 * connection exception.
 */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when a connection ends under it or cannot be had in time (no code). */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

function isConnectionFailure(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof error.message === 'string' && LOST_CONNECTION.test(error.message);
}

/**
 * Whether this error (or one it wraps: drizzle wraps driver errors in `cause`, and a failed
 * connection attempt may come as an AggregateError) is the database being unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isConnectionFailure(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
