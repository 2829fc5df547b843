import type { FastifyRequest } from 'fastify';

/** Who is looking, for counting views once a person: the user, else the client address. */
export function viewerKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}
