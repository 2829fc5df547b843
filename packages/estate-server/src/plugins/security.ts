import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the endpoints people can abuse to guess or flood: login, registration, activation, guest login. */
    authRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

/** CORS for partner origins, security headers, and rate limits for the account endpoints. */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    });
    await app.register(helmet, {
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
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, { detail: `Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.` }),
    });
    app.decorate('authRateLimit', { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } });
  },
  { name: 'security', dependencies: ['config'] },
);
