import { afterAll, afterEach, beforeAll } from 'vitest';
import type WebSocket from 'ws';
import type { App } from '../src/app.js';
import { ChatSocket, listen } from './chat-client.js';
import { buildPeerApp, buildTestApp } from './helper.js';

/** Whether the suites run on a PostgreSQL server and a Redis that two processes can share (as in CI). */
export const sharedInfrastructure = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export interface TwoProcesses {
  first: App;
  /** A peer of `first`: its own process, the same database and Redis. */
  second: App;
  /** Their `ws://` origins. */
  origins: { first: string; second: string };
}

/**
 * Two server processes on one database and one Redis, as in production, both listening: built
 * before the tests of the enclosing describe (then `ready` is told), closed after them, the peer
 * first (closing `first` drops the database they share).
 */
export function withTwoProcesses(ready: (processes: TwoProcesses) => void | Promise<void>): void {
  let first: App | undefined;
  let second: App | undefined;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildPeerApp(first);
    await ready({ first, second, origins: { first: await listen(first), second: await listen(second) } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
}

/**
 * Sockets for the tests of the enclosing describe, every one closed after its test whatever
 * happened: the returned `open(url)` is `ChatSocket.open` that keeps track.
 */
export function socketsClosedAfterEach(): (url: string, options?: WebSocket.ClientOptions) => Promise<ChatSocket> {
  const opened: ChatSocket[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
  });
  return async (url, options) => {
    const socket = await ChatSocket.open(url, options);
    opened.push(socket);
    return socket;
  };
}
