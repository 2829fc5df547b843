import type { FastifyReply, FastifyRequest } from 'fastify';

interface Cached<T> {
  value: T;
  /**
   * The anonymous answer as the route's serializer writes it, made on first use; bytes, so that
   * sending it again neither encodes nor measures a string.
   */
  json?: Buffer;
}

/**
 * Answers a public read from the read cache: what `load` gives a caller with no token, stored
 * under `key`. An anonymous caller gets the stored JSON text as it is (sent here); a signed-in caller gets a
 * copy with their own state added by `personalize` (whether they like each listing, say).
 */
export async function cachedRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  personalize?: (value: T, viewerId: number) => Promise<T>,
): Promise<T | FastifyReply> {
  const cached = await request.server.readCache.get<Cached<T>>(key, async () => ({ value: await load() }));
  if (request.user && personalize) return personalize(cached.value, request.user.id);
  if (!request.server.readCache.enabled) return cached.value;
  // The route's response serializer, the same one Fastify would run on the value, run once.
  cached.json ??= Buffer.from(reply.serialize(cached.value) as string);
  return reply.type('application/json; charset=utf-8').send(cached.json);
}
