import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createRealtime, LocalSockets, type RedisBridge } from '../src/plugins/realtime.js';

/** A socket as LocalSockets sees one: open, never backed up, recording what it is sent. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), { readyState: WebSocket.OPEN, bufferedAmount: 0, sent: [] as string[] });
  return Object.assign(socket, { send: (frame: string) => socket.sent.push(frame) });
}

const silent = { warn() {}, error() {}, info() {}, debug() {} } as never;

/** A Redis bridge as it is while Redis is up, down, or coming back. */
function bridge(listening: boolean, publishes: 'ok' | 'fail', published: string[] = []): RedisBridge {
  return {
    listening,
    async publish(_userIds, frame) {
      if (publishes === 'fail') throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
      published.push(frame);
    },
    async close() {},
  };
}

describe('chat delivery while Redis is down', () => {
  it('delivers in this process when publishing through Redis fails', async () => {
    const socket = fakeSocket();
    const realtime = createRealtime(new LocalSockets(), bridge(true, 'fail'), silent);
    realtime.join(7, socket as unknown as WebSocket);
    await realtime.deliver([7, 8], { id: 1, message: 'Habari' });
    expect(socket.sent.map((frame) => JSON.parse(frame))).toEqual([{ id: 1, message: 'Habari' }]);
  });

  it('delivers in this process once, and still publishes for the others, while not subscribed', async () => {
    const socket = fakeSocket();
    const published: string[] = [];
    const realtime = createRealtime(new LocalSockets(), bridge(false, 'ok', published), silent);
    realtime.join(7, socket as unknown as WebSocket);
    await realtime.deliver([7], { id: 2 });
    expect(socket.sent).toHaveLength(1);
    expect(published).toHaveLength(1);
  });

  it('leaves delivery to the Redis echo while subscribed, so nothing arrives twice', async () => {
    const socket = fakeSocket();
    const published: string[] = [];
    const realtime = createRealtime(new LocalSockets(), bridge(true, 'ok', published), silent);
    realtime.join(7, socket as unknown as WebSocket);
    await realtime.deliver([7], { id: 3 });
    expect(socket.sent).toHaveLength(0);
    expect(published).toEqual([JSON.stringify({ id: 3 })]);
  });
});
