import cors from '@fastify/cors';
import helmet from 'helmet';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { normalizeEmail } from '../domain/users.js';
import { ERROR_CODES_HEADER } from '../lib/error-header.js';
import { MEDIA_PUBLIC_URL_HEADER } from '../media/public-url.js';
import { refusal } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the endpoints people can abuse to guess or flood: login, registration, activation, guest login. */
    authRateLimit: { rateLimit: { max: number; timeWindow: string } };
    /**
     * Counts one sign-in attempt for the account of the request body's `email` and answers 429, as
     * the per-address limit does, past `authRateLimitPerMinute` a minute: attempts from changing
     * addresses add up.
     */
    limitSignInAttempts(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const throttled = (ttlMs: number) => refusal(429, 'throttled', { seconds: Math.ceil(ttlMs / 1000) });

type RateCounter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request on `counter` (`app.createRateLimit`) and, past its limit, refuses it: 429 `throttled` with `Retry-After`. */
export async function countOrRefuse(counter: RateCounter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await counter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw throttled(result.ttl);
}

/**
 * The Redis key prefix of one database's limits: the processes that share a database count
 * together; other deployments (or test databases) on the same Redis count apart. PGlite is private
 * to its process.
 */
export function rateLimitNamespace(config: Pick<Config, 'databaseUrl'>): string {
  if (!config.databaseUrl) return `estate:rate:${randomUUID()}:`;
  const url = new URL(config.databaseUrl);
  const identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  return `estate:rate:${createHash('sha256').update(identity).digest('hex').slice(0, 16)}:`;
}

/**
 * The limits' Redis connection, opened on the first count (ioredis connects a lazy client by
 * itself): whether Redis is reachable at start is the chat's check (`realtime.ts`), which refuses to
 * start without it; one client that never connected leaves nothing behind when the start fails.
 */
function rateLimitRedis(redisUrl: string, log: FastifyBaseLogger): Redis {
  // Few retries: a request waits on the count, and an unreachable Redis skips the limit (below).
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectionName: 'estate-rate-limit' });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit Redis connection error'));
  return redis;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a middleware sets on any answer, found by running it once on a stand-in response. For
 * a middleware whose headers do not depend on the request (helmet with a fixed policy).
 */
export function fixedHeadersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, response as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * The security headers of an API answer. It is data, never a document a browser renders, so a
 * page's policy (which scripts, styles, frames and forms it may use) and the headers that guard a
 * page mean nothing there, yet they were 500 of the 1,000 bytes of headers every answer carried. It
 * gets the strictest policy instead (`default-src 'none'`, as GitHub's
 * API sends: a JSON opened as a page can do nothing and be framed by no one), and keeps a page's
 * nosniff, transport security, referrer and cross-origin resource policy.
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-resource-policy'];
  return { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", ...Object.fromEntries(kept.map((name) => [name, pageHeaders[name]!])) };
}

/** CORS for partner origins, security headers (a page's, or an API answer's), and rate limits for the account endpoints. */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // A refusal's codes, which a partner page's script decides and translates by; the address
      // media are served from, which tells the SDK their variants are there too.
      exposedHeaders: [ERROR_CODES_HEADER, MEDIA_PUBLIC_URL_HEADER],
      maxAge: 600,
    });
    // Helmet's headers, worked out once: every page gets the same ones (the policy has no
    // per-request part, no nonce), so they are set as one object rather than by helmet's
    // middleware chain on each request.
    const pageHeaders = fixedHeadersOf(
      helmet({
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        crossOriginEmbedderPolicy: false,
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            mediaSrc: ["'self'", 'blob:', 'https:'],
            connectSrc: ["'self'", 'ws:', 'wss:'],
            scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
            workerSrc: ["'self'", 'blob:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            formAction: ["'self'", 'https:', 'http:'],
            // The server also runs over plain HTTP (locally, on a LAN); upgrading would break that.
            upgradeInsecureRequests: null,
          },
        },
      }),
    );
    const apiHeaders = apiHeadersOf(pageHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
      done();
    });
    // With Redis the counts are shared by every process on the database, so adding processes does
    // not multiply the attempts allowed; without it each process counts its own.
    const redis = app.config.redisUrl ? rateLimitRedis(app.config.redisUrl, app.log) : undefined;
    if (redis) app.addHook('onClose', async () => (redis.status === 'ready' ? void (await redis.quit().catch(() => redis.disconnect())) : redis.disconnect()));
    await app.register(rateLimit, {
      global: false,
      ...(redis && { redis, nameSpace: rateLimitNamespace(app.config), skipOnError: true }),
      errorResponseBuilder: (_request, context) => throttled(context.ttl),
    });
    const max = app.config.authRateLimitPerMinute;
    app.decorate('authRateLimit', { rateLimit: { max, timeWindow: '1 minute' } });

    const countAccountAttempt = app.createRateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request) => `account:${normalizeEmail(String((request.body as { email?: unknown } | undefined)?.email ?? ''))}`,
    });
    app.decorate('limitSignInAttempts', (request: FastifyRequest, reply: FastifyReply) => countOrRefuse(countAccountAttempt, request, reply));
  },
  { name: 'security', dependencies: ['config'] },
);
