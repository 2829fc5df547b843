import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import { encodingFor } from '../lib/answer-encoding.js';
import type { ReadCache } from '../lib/read-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's anonymous answers come from the read cache and do nothing else (no view counted,
     * nothing written): once one has gone out, the same request gets it again without reaching
     * Fastify. Set it only on such routes; lib/cached-read.ts marks the answers that qualify.
     */
    replayable?: boolean;
  }
}

/** An answer as it left, headers and bytes, for requests that would get the same. */
interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);

type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/**
 * Who would get the same answer: a GET of the same URL without a token (a signed-in caller's
 * answer is theirs: their likes), with the same headers the answer varies by: the encoding chosen
 * from `Accept-Encoding`, and the `Origin` CORS answered (its `Access-Control-Allow-Origin`).
 */
function keyOf(request: RequestHead): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  return `answer ${encodingFor(request) ?? 'identity'} ${request.headers.origin ?? ''} ${request.url}`;
}

/**
 * Replays public read answers: a request for a cached page that an identical one just got is
 * answered from the bytes and headers that answer left with, before Fastify sees it (no routing,
 * hooks, validation or handler), which for a short page (a comment list is 2 kB) cost more than
 * the sending. Only answers `replayable` routes sent from the read cache are kept, in the read
 * cache itself (lib/read-cache.ts): a write clears them with everything else, here and through
 * Redis in every process, and they expire with its TTL. What Fastify's hooks set on the first
 * answer (security headers, CORS, the media address) is in the headers kept.
 *
 * Made before the app (the server is made with it: `replayingServer`), and given the read cache
 * when the app's plugin registers.
 */
export class AnswerReplay {
  private cache: ReadCache | undefined;
  private log: FastifyBaseLogger | undefined;

  attach(cache: ReadCache, log: FastifyBaseLogger): void {
    this.cache = cache;
    this.log = log;
  }

  /** Whether Fastify would log each request (it does at `info`). */
  private get logsRequests(): boolean {
    return this.log !== undefined && REQUEST_LOG_LEVELS.has(this.log.level);
  }

  /** Answers `request` with a kept answer and says so, or says there is none. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const key = this.cache?.enabled ? keyOf(request) : undefined;
    const answer = key === undefined ? undefined : this.cache!.peek<Answer>(key);
    if (!answer) return false;
    response.writeHead(200, answer.headers).end(answer.body);
    // Fastify's request log would have said this; a replay says it in one line.
    if (this.logsRequests) this.log!.info({ method: request.method, url: request.url, statusCode: 200 }, 'request replayed');
    return true;
  }
}

/**
 * The HTTP server Fastify makes (its `serverFactory`), with `replay` asked first: made as Fastify
 * makes its own, with the same socket timeouts.
 */
export function replayingServer(replay: AnswerReplay): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    const server = http.createServer(settings.http ?? {}, (request, response) => {
      if (!replay.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    return server;
  };
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

/** Keeps the marked answers as they leave, for `replay` to send again (`replay` absent: a server made without it, nothing kept). */
export default fp<{ replay?: AnswerReplay }>(
  async (app, { replay }) => {
    if (!replay) return;
    replay.attach(app.readCache, app.log);
    app.addHook('onSend', (request, reply, payload, done) => {
      const version = readAt.get(request);
      const key = version === undefined ? undefined : keyOf(request);
      if (key !== undefined && reply.statusCode === 200 && Buffer.isBuffer(payload) && !reply.hasHeader('set-cookie')) {
        const headers = { ...reply.getHeaders(), 'content-length': payload.length } as OutgoingHttpHeaders;
        app.readCache.keep(key, { headers, body: payload } satisfies Answer, version!);
      }
      done(null, payload);
    });
  },
  { name: 'answer-replay', dependencies: ['read-cache'] },
);
