import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth.js';
import { forbidden, MESSAGES, unauthorized } from './errors.js';

/** The signed-in user (a guest included), or 401 'User is not authenticated'. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(MESSAGES.notAuthenticated, 'not_authenticated');
  return request.user;
}

/** A signed-in registered user; guests may read but never write. */
export function requireMember(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.isGuest) throw forbidden(MESSAGES.guestForbidden);
  return user;
}

/** Who is looking, for counting views once a person: the user, else the client address. */
export function viewerKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** OpenAPI marker for routes that need a bearer token. */
export const bearer = [{ bearerAuth: [] }];

/** OpenAPI marker for routes that need no token but read one when sent (e.g. for `is_liked`). */
export const optionalBearer: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
