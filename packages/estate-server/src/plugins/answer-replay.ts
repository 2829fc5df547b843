import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodingFor } from '../lib/answer-encoding.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's anonymous answers come from the read cache and do nothing else (no view counted,
     * nothing written): once one has gone out, the same request gets it again before any other
     * hook runs. Set it only on such routes; lib/cached-read.ts marks the answers that qualify.
     */
    replayable?: boolean;
  }
}

/** An answer as it left, headers and bytes, for requests that would get the same. */
interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Set on a request whose answer may be kept: the read cache's version when its entry was read. */
const readAt = new WeakMap<FastifyRequest, number>();

/**
 * Marks the answer `cachedRead` is sending to an anonymous caller of a `replayable` route as fit
 * to replay; `version` is the read cache's when the entry was read, so an answer made from what
 * a write has since changed is not kept.
 */
export function markReplayable(request: FastifyRequest, version: number): void {
  if (request.routeOptions.config.replayable) readAt.set(request, version);
}

/**
 * Who would get the same answer: the same URL, no token (a signed-in caller's answer is theirs:
 * their likes), and the same headers the answer varies by: the encoding chosen from
 * `Accept-Encoding`, and the `Origin` CORS answered (its `Access-Control-Allow-Origin`).
 */
function replayable(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || !request.routeOptions.config.replayable || request.headers.authorization !== undefined) return undefined;
  return `answer ${encodingFor(request) ?? 'identity'} ${request.headers.origin ?? ''} ${request.url}`;
}

/**
 * Replays public read answers: a request for a cached page that an identical one just got is
 * answered from the bytes and headers that answer left with, skipping the routing's hooks,
 * validation and handler, which for a short page (a comment list is 2 kB) cost more than the
 * sending. The entries live in the read cache (lib/read-cache.ts), so a write clears them with
 * everything else, here and through Redis in every process, and they expire with its TTL.
 *
 * Registered before every other plugin that adds an `onRequest` hook, so that a replay skips
 * them; what they set on the first answer (security headers, CORS, the media address) is in the
 * headers kept.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      const key = replayable(request);
      const answer = key === undefined ? undefined : request.server.readCache.peek<Answer>(key);
      if (!answer) return done();
      // Fastify's 'finish' listener still logs the request and runs onResponse hooks.
      reply.hijack();
      reply.raw.writeHead(200, answer.headers).end(answer.body);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const version = readAt.get(request);
      const key = version === undefined ? undefined : replayable(request);
      if (key !== undefined && reply.statusCode === 200 && Buffer.isBuffer(payload) && !reply.hasHeader('set-cookie')) {
        const headers = { ...reply.getHeaders(), 'content-length': payload.length };
        request.server.readCache.keep(key, { headers: headers as OutgoingHttpHeaders, body: payload } satisfies Answer, version!);
      }
      done(null, payload);
    });
  },
  { name: 'answer-replay' },
);
