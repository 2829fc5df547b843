import type { FastifyReply, FastifyRequest } from 'fastify';
import { viewerLikes } from '../domain/viewer-likes.js';
import { markReplayable } from '../plugins/answer-replay.js';
import { COMPRESSION, type Encoding, encode, encodingFor } from './answer-encoding.js';
import { type LikeSlots, likeSlots, withLikes } from './liked-splice.js';

interface Cached<T> {
  value: T;
  /**
   * The anonymous answer as the route's serializer writes it, made on first use; bytes, so that
   * sending it again neither encodes nor measures a string.
   */
  json?: Buffer;
  /** Those bytes compressed, in each encoding a caller asked for, made on first use. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** The same bytes cut at each listing's `is_liked`, for signed-in callers (lib/liked-splice.ts). */
  likes?: LikeSlots;
}

const entryOf = <T>(request: FastifyRequest, key: string, load: () => Promise<T>) =>
  request.server.readCache.get<Cached<T>>(key, async () => ({ value: await load() }));

/** The entry's bytes: the route's response serializer, the same one Fastify would run on the value, run once. */
const jsonOf = <T>(reply: FastifyReply, cached: Cached<T>): Buffer =>
  // With MEDIA_PUBLIC_URL, media paths are put on the public media address before the bytes are kept (plugins/storage.ts).
  (cached.json ??= Buffer.from(reply.serialize(reply.server.storage.publicUrls(cached.value)) as string));

const sendJson = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

/**
 * Sends the anonymous answer's bytes, compressed as the caller accepts (compressed once per entry,
 * not once per request: @fastify/compress passes an answer already encoded through as it is), and
 * marks the answer for replay (plugins/answer-replay.ts).
 */
function sendAnonymous<T>(request: FastifyRequest, reply: FastifyReply, cached: Cached<T>, version: number): FastifyReply {
  markReplayable(request, version);
  const json = jsonOf(reply, cached);
  const encoding = json.length >= COMPRESSION.threshold ? encodingFor(request) : undefined;
  if (!encoding) return sendJson(reply, json);
  const encoded = ((cached.encoded ??= {})[encoding] ??= encode(json, encoding));
  // As @fastify/compress says it (CORS has said `Origin` already).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return sendJson(reply.header('content-encoding', encoding), encoded);
}

/**
 * Answers a public read from the read cache: what `load` gives a caller with no token, stored
 * under `key`. An anonymous caller gets the stored JSON bytes as they are (sent here); a signed-in caller gets a
 * copy with their own state added by `personalize` (their flags on each review, say).
 */
export async function cachedRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  personalize?: (value: T, viewerId: number) => Promise<T>,
): Promise<T | FastifyReply> {
  const version = request.server.readCache.version;
  const cached = await entryOf(request, key, load);
  if (request.user && personalize) return personalize(cached.value, request.user.id);
  if (!request.server.readCache.enabled) return cached.value;
  return request.user ? sendJson(reply, jsonOf(reply, cached)) : sendAnonymous(request, reply, cached, version);
}

/**
 * `cachedRead` for answers whose only personal part is whether the caller likes each listing:
 * `listingsOf` names the listings, in the order the answer's JSON writes them, and a signed-in
 * caller gets the stored bytes with their own `is_liked` spliced in (no copy, no second
 * serialization: lib/liked-splice.ts).
 */
export async function cachedListingRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  listingsOf: (value: T) => readonly { id: number }[],
): Promise<T | FastifyReply> {
  const version = request.server.readCache.version;
  const cached = await entryOf(request, key, load);
  const viewer = request.user;
  if (!viewer) return request.server.readCache.enabled ? sendAnonymous(request, reply, cached, version) : cached.value;
  cached.likes ??= likeSlots(jsonOf(reply, cached), listingsOf(cached.value).map((listing) => listing.id));
  return sendJson(reply, withLikes(cached.likes, await viewerLikes(request.server, viewer.id, cached.likes.ids)));
}
