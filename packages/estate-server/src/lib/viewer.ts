import type { FastifyRequest } from 'fastify';

/**
 * Who is looking, for counting views once a person: a member by their account; a guest or an
 * anonymous visitor by their address. A guest account costs nothing to make, so a new one for
 * each look would count as a new viewer: guests count as the address they come from.
 */
export function viewerKey(request: FastifyRequest): string {
  return request.user && !request.user.isGuest ? `user:${request.user.id}` : `ip:${request.ip}`;
}
