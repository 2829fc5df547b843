import type { Server } from 'node:http';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, trustProxyOption } from './config.js';
import type { Database } from './db/connect.js';
import { type PaystackSandbox, SANDBOX_PREFIX } from './paystack/sandbox.js';
import access from './plugins/access.js';
import answerReplay, { AnswerReplay, replayingServer } from './plugins/answer-replay.js';
import auth from './plugins/auth.js';
import config from './plugins/config.js';
import db from './plugins/db.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import inputGuard from './plugins/input-guard.js';
import mail from './plugins/mail.js';
import openapi from './plugins/openapi.js';
import payments from './plugins/payments.js';
import readCache from './plugins/read-cache.js';
import realtime, { closeSocketsGoingAway } from './plugins/realtime.js';
import security from './plugins/security.js';
import storage from './plugins/storage.js';
import web from './plugins/web.js';
import { socketErrorHandler } from './lib/socket-errors.js';
import routes from './routes/index.js';
import socketRoutes from './routes/ws/index.js';
import actionLimits from './plugins/action-limits.js';
import { COMPRESSION } from './lib/answer-encoding.js';
import { loggerOptions } from './lib/log-redaction.js';
import { ANNOTATION_KEYWORDS } from './schemas/common.js';

export interface AppOptions {
  config: Config;
  /** An open database to use instead of opening one from config. */
  database?: Database;
  /**
   * A local Paystack sandbox to serve at /paystack-sandbox (docs/payments.md). The config must
   * already point the payments at it: `startServer` does, before the app is built.
   */
  paystackSandbox?: PaystackSandbox;
  /** What the server asks before Fastify (plugins/answer-replay.ts): `buildApp` makes it with the server. */
  replay?: AnswerReplay;
}

export interface BuildOptions extends AppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Fastify's own settings for the API: routing, body size, validation, and the socket timeouts of `config`. */
export function serverOptions(settings: Config, logger?: FastifyServerOptions['logger'], replay?: AnswerReplay): FastifyHttpOptions<Server> {
  return {
    // Public reads an identical request just got are answered before Fastify routes them.
    ...(replay && { serverFactory: replayingServer(replay) }),
    // Secrets in URLs and errors (tokens, activation links, unsubscribe links) are redacted on every route.
    logger: loggerOptions(settings.logLevel, logger),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Malformed or over-long URLs answer in the API's `{detail}` shape too (plugins/errors.ts).
    frameworkErrors,
    // Only configured proxies may set the client address (X-Forwarded-For): by default none.
    trustProxy: trustProxyOption(settings.trustProxy),
    bodyLimit: 1024 * 1024,
    // Opening PGlite compiles its WebAssembly and runs the migrations inside the app plugin: on a
    // busy two-core machine that passes Fastify's default 10 s, which would fail the start.
    pluginTimeout: 120_000,
    connectionTimeout: settings.connectionTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    // Node checks headersTimeout against requestTimeout when the server is created, before Fastify sets the latter.
    http: { requestTimeout: settings.requestTimeoutMs, headersTimeout: settings.headersTimeoutMs },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, keywords: [...ANNOTATION_KEYWORDS] } },
  };
}

/**
 * The whole API as one plugin, as in fastify/demo: outside plugins, then ours, then the routes under
 * /api/v1. Register it through fastify-plugin (its decorators and hooks belong to the whole server)
 * on a Fastify made with `serverOptions`; `buildApp` does both.
 */
export default async function estateApp(app: FastifyInstance, { config: settings, database, paystackSandbox, replay }: AppOptions): Promise<void> {
  await app.register(config, { config: settings });
  await app.register(errors);
  await app.register(inputGuard);
  await app.register(security);
  await app.register(actionLimits);
  // JSON answers (a feed page is 31 kB) go compressed to clients that accept it (lib/answer-encoding.ts);
  // cached reads keep compressed copies of their own. The web app's files come precompressed
  // (web.ts), and media are compressed already; neither is touched.
  await app.register(compress, COMPRESSION);
  await app.register(multipart, {
    limits: { fileSize: settings.maxVideoBytes, files: 12, fields: 60, fieldSize: 64 * 1024, parts: 80 },
  });
  // Before any route, the document's included: each route's declared access becomes its check and its `security`.
  await app.register(access);
  await app.register(openapi);
  await app.register(db, { database });
  await app.register(storage);
  await app.register(mail);
  await app.register(readCache);
  await app.register(answerReplay, { replay });
  await app.register(auth);
  await app.register(websocket, { options: { maxPayload: settings.maxImageBytes * 2 }, errorHandler: socketErrorHandler, preClose: closeSocketsGoingAway });
  await app.register(realtime);
  await app.register(payments);
  await app.register(routes, { prefix: '/api/v1' });
  await app.register(socketRoutes, { prefix: '/ws' });
  if (paystackSandbox) await app.register(paystackSandbox.routes, { prefix: SANDBOX_PREFIX });
  await app.register(web);
}

/** A Fastify instance with the API registered, neither ready nor listening: for `startServer` and tests. */
export async function buildApp({ logger, ...options }: BuildOptions): Promise<FastifyInstance> {
  const replay = new AnswerReplay();
  const app = Fastify(serverOptions(options.config, logger, replay)).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(fp(estateApp, { name: 'estate-app' }), { ...options, replay });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
