import { randomUUID } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ReadCache, SeenSet } from '../lib/read-cache.js';
import { rateLimitNamespace } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public read answers, cleared by every successful write (see lib/read-cache.ts). */
    readCache: ReadCache;
    /** The (listing, viewer) views this process already counted. */
    viewsSeen: SeenSet;
  }
  interface FastifyContextConfig {
    /**
     * A POST that changes nothing the cache holds (signing in, refreshing a token, a search): it
     * leaves the cache as it is, so sign-ins and token refreshes do not empty it for everyone.
     */
    keepsReadCache?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The read cache, cleared when a write request succeeds — before its answer leaves, so the
 * client's next read already misses. With `REDIS_URL` every process on the same database clears
 * its own too: a write's notice reaches them within a Redis round trip, and while Redis is away
 * their entries are at most `READ_CACHE_TTL_MS` old.
 */
export default fp(
  async (app) => {
    const cache = new ReadCache(app.config.readCacheTtlMs);
    app.decorate('readCache', cache);
    app.decorate('viewsSeen', new SeenSet());
    let fanout: Awaited<ReturnType<typeof openFanout>> | undefined;
    const { redisUrl } = app.config;
    if (cache.enabled && redisUrl) {
      // Opened once every plugin has loaded: whether Redis is reachable at start is the chat's check,
      // with its message (realtime.ts), and a start that fails leaves no client retrying.
      app.addHook('onReady', async () => {
        fanout = await openFanout(redisUrl, channelOf(app.config), () => cache.invalidate(), app.log);
      });
      app.addHook('onClose', async () => fanout?.close());
    }
    // On the write routes only: a read pays nothing for it.
    const clearOnWrite: onSendHookHandler = (request, reply, payload, done) => {
      if (reply.statusCode < 400 && !request.routeOptions.config.keepsReadCache) {
        cache.invalidate();
        fanout?.notify();
      }
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => WRITES.has(method))) return;
      route.onSend = [clearOnWrite, ...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend])];
    });
  },
  { name: 'read-cache', dependencies: ['config'] },
);

/** The channel of the processes sharing one database (the same identity as the rate limits'). */
function channelOf(config: Parameters<typeof rateLimitNamespace>[0]): string {
  return `${rateLimitNamespace(config)}read-cache`.replace(/^estate:rate:/, 'estate:');
}

async function openFanout(redisUrl: string, channel: string, onWrite: () => void, log: { warn(obj: object, msg: string): void }) {
  const me = randomUUID();
  const publisher = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, connectionName: 'estate-read-cache-publish' });
  const subscriber = new Redis(redisUrl, { lazyConnect: true, connectionName: 'estate-read-cache-subscribe' });
  for (const connection of [publisher, subscriber]) connection.on('error', (error: Error) => log.warn({ err: error }, 'read-cache Redis connection error'));
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== me) onWrite();
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  return {
    notify: () => void publisher.publish(channel, me).catch((error: Error) => log.warn({ err: error }, 'read-cache notice not sent')),
    close: async () => {
      await Promise.all([publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
