import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { channelFor } from '../src/plugins/realtime.js';
import { chatUrl, ChatSocket, listen, refusedUpgrade } from './chat-client.js';
import { buildTestApp, makeUser } from './helper.js';

describe('the chat channel', () => {
  it('is shared by the processes of one database and by no other', () => {
    const channel = channelFor({ databaseUrl: 'postgres://estate:secret@db.internal:5432/estate' });
    expect(channel).toMatch(/^estate:chat:[0-9a-f]{16}$/);
    expect(channel).not.toContain('secret');
    expect(channelFor({ databaseUrl: 'postgres://other-user@db.internal/estate' })).toBe(channel);
    expect(channelFor({ databaseUrl: 'postgres://estate@db.internal:5432/estate_staging' })).not.toBe(channel);
    expect(channelFor({})).not.toBe(channelFor({}));
  });
});

describe('the chat server lifecycle', () => {
  it('refuses to start when the configured Redis cannot be reached, without showing its password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-test-'));
    const database = await connectDatabase({});
    try {
      const config = loadConfig({}, { dataDir, inMemoryDb: true, jwtSecret: 'test-secret', logLevel: 'silent', redisUrl: 'redis://:hunter2@127.0.0.1:1' });
      const failure = await buildApp({ config, database, logger: false }).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(failure?.message).toMatch(/^Cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 for chat/);
      expect(failure?.message).not.toContain('hunter2');
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('closes open chat sockets with 1001 (going away) when the server shuts down', async () => {
    const app = await buildTestApp();
    const amina = await makeUser(app, { username: 'amina' });
    await makeUser(app, { username: 'baraka' });
    const socket = await ChatSocket.open(chatUrl(await listen(app), 'baraka', amina.access));
    await app.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
  });

  it('does not let a client that never answers hold the shutdown up', async () => {
    const app = await buildTestApp();
    const amina = await makeUser(app, { username: 'amina' });
    await makeUser(app, { username: 'baraka' });
    const socket = await ChatSocket.open(chatUrl(await listen(app), 'baraka', amina.access));
    // A client that reads nothing more never sees the closing handshake.
    (socket.socket as unknown as { _socket: import('node:net').Socket })._socket.pause();
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    socket.socket.terminate();
  });

  it('lets no socket whose upgrade was under way when the shutdown began hold it up', async () => {
    const app = await buildTestApp();
    const amina = await makeUser(app, { username: 'amina' });
    const baraka = await makeUser(app, { username: 'baraka' });
    const origin = await listen(app);
    // Amina's socket is open and slow to answer the closing handshake, so the shutdown waits its grace.
    const slow = await ChatSocket.open(chatUrl(origin, 'baraka', amina.access));
    (slow.socket as unknown as { _socket: import('node:net').Socket })._socket.pause();
    // Baraka's upgrade is past routing, its token being checked, when the shutdown begins.
    const checkToken = app.userOfAccessToken;
    let tokenChecked!: () => void;
    let release!: () => void;
    const checking = new Promise<void>((resolve) => (tokenChecked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    app.userOfAccessToken = async (token) => {
      if (token === baraka.access) {
        tokenChecked();
        await released;
      }
      return checkToken(token);
    };
    let lateSocket: ChatSocket | undefined;
    const late = ChatSocket.open(chatUrl(origin, 'amina', baraka.access)).then(
      (socket) => ((lateSocket = socket), 'opened'),
      (error: Error) => error.message,
    );
    await checking;
    const closing = app.close();
    await expect.poll(() => [...app.websocketServer.clients].map((client) => client.readyState)).toEqual([WebSocket.CLOSING]);
    release();
    // Refused as the shutdown's other requests are (503: the client reconnects to the next server).
    expect(await late).toBe('upgrade refused with 503');
    const ended = await Promise.race([closing.then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 10_000, 'still open'))]);
    expect(ended).toBe('closed');
    slow.socket.terminate();
    lateSocket?.socket.terminate();
  });

  it('never writes the access token of a chat socket to the logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-test-'));
    const database = await connectDatabase({});
    const config = loadConfig({}, { dataDir, inMemoryDb: true, jwtSecret: 'test-secret' });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    try {
      await app.ready();
      const amina = await makeUser(app, { username: 'amina' });
      await makeUser(app, { username: 'baraka' });
      const origin = await listen(app);
      const socket = await ChatSocket.open(chatUrl(origin, 'baraka', amina.access));
      await socket.close();
      await refusedUpgrade(chatUrl(origin, 'baraka', `${amina.access}x`));
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const requests = lines.filter((line) => line.includes('/ws/chat/'));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.every((line) => line.includes('token=[redacted]') && !line.includes('eyJ'))).toBe(true);
  });
});
