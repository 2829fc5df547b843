import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rewriteMediaUrls } from '../media/public-url.js';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import type { Config } from '../config.js';
import { perTurn } from '../lib/per-turn.js';

/** How often open sockets are pinged; one that has not answered by the next round is dropped. */
export const HEARTBEAT_MS = 30_000;
/** Bytes a socket may have waiting to be sent before it counts as too slow to keep. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * What a socket is for: `chat` sockets (one a conversation) get chat messages, the `events` socket
 * (one a signed-in browser) gets notifications. A delivery reaches the sockets of one channel only.
 */
export type RealtimeChannel = 'chat' | 'events';

export interface Realtime {
  /** Keeps a user's open socket for deliveries (of `channel`, chat by default) until it closes or fails. */
  join(userId: number, socket: WebSocket, channel?: RealtimeChannel): void;
  /**
   * Sends a JSON payload to every open socket of these users on `channel` (chat by default): in
   * this process, and in every other process on the same database when Redis is configured.
   */
  deliver(userIds: number[], payload: unknown, channel?: RealtimeChannel): Promise<void>;
  /** How many open sockets of `channel` (chat by default) a user has in this process. */
  socketsOf(userId: number, channel?: RealtimeChannel): number;
  /** One heartbeat round: drops the sockets that did not answer the last ping and pings the rest. */
  heartbeat(): void;
  /** `redis` when deliveries go through Redis pub/sub, `local` when they stay in this process. */
  readonly mode: 'redis' | 'local';
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The sockets open in this process, by user id. */
export class LocalSockets {
  private readonly byUser = new Map<number, Set<WebSocket>>();
  /** Sockets that answered (or were opened) since the last ping. */
  private readonly answered = new WeakSet<WebSocket>();

  join(userId: number, socket: WebSocket): void {
    const sockets = this.byUser.get(userId) ?? new Set<WebSocket>();
    this.byUser.set(userId, sockets.add(socket));
    this.answered.add(socket);
    socket.on('pong', () => this.answered.add(socket));
    const leave = () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.byUser.get(userId) === sockets) this.byUser.delete(userId);
    };
    socket.once('close', leave);
    socket.once('error', leave);
  }

  send(userIds: number[], frame: string): void {
    for (const userId of new Set(userIds)) {
      for (const socket of this.byUser.get(userId) ?? []) {
        if (socket.readyState !== WebSocket.OPEN) continue;
        // A reader that cannot keep up would hold ever more memory; it reconnects and reloads the history.
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
        else socket.send(frame);
      }
    }
  }

  count(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  heartbeat(): void {
    for (const sockets of this.byUser.values()) {
      for (const socket of sockets) {
        if (!this.answered.has(socket)) {
          socket.terminate();
          continue;
        }
        this.answered.delete(socket);
        if (socket.readyState === WebSocket.OPEN) socket.ping();
      }
    }
  }
}

/** How long shutdown waits for clients to answer the closing handshake before cutting them off. */
const CLOSE_GRACE_MS = 2000;

/**
 * The `preClose` of `@fastify/websocket`: on shutdown every socket is closed with 1001 (going
 * away), so clients know to reconnect; one that does not answer within the grace is cut off, so a
 * dead client cannot hold the shutdown up.
 *
 * The socket server closes first. An upgrade whose hooks began before the shutdown (its token and
 * partner still being read) is then refused with 503 as the shutdown's other requests are, and the
 * client reconnects; had it finished during the grace, it would be open in no list to close, and
 * the HTTP server would wait for it forever.
 */
export async function closeSocketsGoingAway(this: FastifyInstance): Promise<void> {
  this.websocketServer.close();
  const clients = [...this.websocketServer.clients];
  const allClosed = Promise.all(clients.map((client) => new Promise((resolve) => client.once('close', resolve))));
  for (const client of clients) client.close(1001, 'Server shutting down');
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
  await Promise.race([allClosed, grace]);
  clearTimeout(timer);
  for (const client of clients) if (client.readyState !== WebSocket.CLOSED) client.terminate();
}

/**
 * The Redis channel of one database's chat. User ids mean something only within a database, so
 * the processes that share a database share a channel, and other deployments (or test databases)
 * on the same Redis never see each other's messages. PGlite is private to its process.
 */
export function channelFor(config: Pick<Config, 'databaseUrl'>): string {
  if (!config.databaseUrl) return `estate:chat:${randomUUID()}`;
  const url = new URL(config.databaseUrl);
  const identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  return `estate:chat:${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
}

/** A Redis URL fit for a log or an error message: without its password. */
function withoutPassword(redisUrl: string): string {
  try {
    const url = new URL(redisUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'REDIS_URL';
  }
}

export interface RedisBridge {
  /**
   * Whether this process is subscribed right now, so that what it publishes comes back to its own
   * sockets. False while Redis is down or the subscription is being restored.
   */
  readonly listening: boolean;
  publish(userIds: number[], frame: string, channel?: RealtimeChannel): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  to: number[];
  frame: string;
  /** Absent for chat, as processes that predate the events socket publish it. */
  channel?: 'events';
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Envelope).to) &&
  (value as Envelope).to.every(Number.isInteger) &&
  typeof (value as Envelope).frame === 'string' &&
  ((value as Envelope).channel === undefined || (value as Envelope).channel === 'events');

/** The envelopes of one Redis message: a list (what one turn of the event loop delivered), or one alone (as processes before the lists publish). */
const envelopesIn = (value: unknown): Envelope[] | undefined => {
  const envelopes = Array.isArray(value) ? value : [value];
  return envelopes.every(isEnvelope) ? envelopes : undefined;
};

/**
 * One connection publishes, one listens (a subscribed Redis connection can do nothing else). A
 * server that is told to use Redis and cannot reach it at start fails to start, rather than
 * silently delivering only to its own sockets; later outages are retried by ioredis, and the
 * subscription is made again each time the listening connection is back.
 */
async function connectRedis(redisUrl: string, channel: string, log: FastifyBaseLogger, onEnvelope: (envelope: Envelope) => void): Promise<RedisBridge> {
  // No offline queue: while Redis is down a publish fails at once and the message goes to this
  // process's sockets straight away, instead of waiting in a queue for a Redis that may not come back.
  const publisher = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, connectionName: 'estate-chat-publish' });
  // Subscribed by hand on every (re)connection, so `listening` turns true only once Redis has
  // confirmed the subscription.
  const subscriber = new Redis(redisUrl, { lazyConnect: true, autoResubscribe: false, connectionName: 'estate-chat-subscribe' });
  let listening = false;
  let closing = false;
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => log.warn({ err: error }, 'chat Redis connection error'));
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    listening = true;
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot reach Redis at ${withoutPassword(redisUrl)} for chat: ${(error as Error).message}`);
  }
  subscriber.on('close', () => {
    if (listening && !closing) log.warn('chat Redis subscription lost; delivering in this process only until it is back');
    listening = false;
  });
  subscriber.on('ready', () => {
    if (listening) return;
    subscriber.subscribe(channel).then(
      () => {
        listening = true;
        log.warn('chat Redis subscription restored');
      },
      (error: Error) => log.warn({ err: error }, 'chat Redis subscription could not be restored; retried on the next reconnection'),
    );
  });
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(raw);
    } catch {
      envelope = undefined;
    }
    const envelopes = envelopesIn(envelope);
    if (envelopes) envelopes.forEach(onEnvelope);
    else log.warn({ channel }, 'ignored a malformed chat delivery from Redis');
  });
  // What one turn of the event loop publishes goes as one Redis message: a batch of chat messages
  // or changes written together is delivered in the same turn, so a busy process publishes (and
  // every process parses) one message a batch, not one a delivery.
  const publish = perTurn<Envelope>((envelopes) => publisher.publish(channel, JSON.stringify(envelopes.length === 1 ? envelopes[0] : envelopes)));
  return {
    get listening() {
      return listening;
    },
    publish: (userIds, frame, on = 'chat') => publish(on === 'events' ? { to: userIds, frame, channel: 'events' } : { to: userIds, frame }),
    async close() {
      closing = true;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * Deliveries over an optional Redis bridge. Redis being down never stops delivery in this process:
 * a message is stored before it is delivered, so the sockets here get it at once and the other
 * processes' sockets get it from the history when they reload.
 */
export function createRealtime(chat: LocalSockets, bridge: RedisBridge | undefined, log: FastifyBaseLogger, events = new LocalSockets()): Realtime {
  const sockets: Record<RealtimeChannel, LocalSockets> = { chat, events };
  return {
    mode: bridge ? 'redis' : 'local',
    join: (userId, socket, channel = 'chat') => sockets[channel].join(userId, socket),
    socketsOf: (userId, channel = 'chat') => sockets[channel].count(userId),
    heartbeat: () => {
      chat.heartbeat();
      events.heartbeat();
    },
    async deliver(userIds, payload, channel = 'chat') {
      const frame = JSON.stringify(payload);
      const local = sockets[channel];
      if (!bridge) return local.send(userIds, frame);
      // Not subscribed: this process's own copy would never come back from Redis, so hand it over
      // here (a copy may then arrive twice around a reconnection; clients de-duplicate by id).
      const echoed = bridge.listening;
      if (!echoed) local.send(userIds, frame);
      try {
        await bridge.publish(userIds, frame, channel);
      } catch (error) {
        log.warn({ err: error }, 'chat delivery through Redis failed; delivered in this process only');
        if (echoed) local.send(userIds, frame);
      }
    },
  };
}

/**
 * Live delivery of chat messages and notifications to open sockets. Each process keeps its own sockets; with
 * `REDIS_URL` every delivery is published on the database's channel and every process (this one
 * too) hands it to its own sockets, so people connected to different processes reach each other.
 */
export default fp(
  async (app) => {
    const chat = new LocalSockets();
    const events = new LocalSockets();
    const bridge = app.config.redisUrl
      ? await connectRedis(app.config.redisUrl, channelFor(app.config), app.log, ({ to, frame, channel }) => (channel === 'events' ? events : chat).send(to, frame))
      : undefined;

    const realtime = createRealtime(chat, bridge, app.log, events);
    const mediaBase = app.config.mediaPublicUrl;
    if (mediaBase) {
      // Frames name media where answers do (MEDIA_PUBLIC_URL, plugins/storage.ts).
      const deliver = realtime.deliver;
      realtime.deliver = (userIds, payload, channel) => deliver(userIds, rewriteMediaUrls(payload, mediaBase), channel);
    }
    app.decorate('realtime', realtime);

    const heartbeat = setInterval(() => realtime.heartbeat(), HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await bridge?.close();
    });
  },
  { name: 'realtime', dependencies: ['config'] },
);
