import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { loadConfig, TIMEOUT_DEFAULTS } from '../src/config.js';
import { chatUrl, ChatSocket, listen } from './chat-client.js';
import { buildTestApp, makeUser } from './helper.js';

describe('socket timeouts', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it('are read from the environment, with defaults that fit a 60 MB upload on a slow uplink', () => {
    expect(loadConfig({}, { inMemoryDb: true })).toMatchObject({
      connectionTimeoutMs: 60_000,
      requestTimeoutMs: 600_000,
      headersTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
    });
    // 60 MB at 1 Mbit/s.
    expect(TIMEOUT_DEFAULTS.requestTimeoutMs).toBeGreaterThanOrEqual(((60 * 8 * 1024 * 1024) / 1_000_000) * 1000);
    const env = { CONNECTION_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '120000', HEADERS_TIMEOUT_MS: '10000', KEEP_ALIVE_TIMEOUT_MS: '65000' };
    expect(loadConfig(env, { inMemoryDb: true })).toMatchObject({
      connectionTimeoutMs: 5000,
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it('keep the headers limit within the request limit, as Node requires', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '30000' }, { inMemoryDb: true }).headersTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '0' }, { inMemoryDb: true })).toMatchObject({ requestTimeoutMs: 0, headersTimeoutMs: 60_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '30000', HEADERS_TIMEOUT_MS: '40000' }, { inMemoryDb: true })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' }, { inMemoryDb: true })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: 'soon' }, { inMemoryDb: true })).toThrow(/whole number/);
  });

  it('reach Fastify and the Node server it listens with', async () => {
    const app = await buildTestApp({ connectionTimeoutMs: 45_000, requestTimeoutMs: 300_000, headersTimeoutMs: 20_000, keepAliveTimeoutMs: 61_000 });
    apps.push(app);
    expect(app.initialConfig).toMatchObject({ connectionTimeout: 45_000, requestTimeout: 300_000, keepAliveTimeout: 61_000 });
    expect(app.server).toMatchObject({ timeout: 45_000, requestTimeout: 300_000, headersTimeout: 20_000, keepAliveTimeout: 61_000 });

    const defaults = await buildTestApp();
    apps.push(defaults);
    expect(defaults.server).toMatchObject({ timeout: 60_000, requestTimeout: 600_000, headersTimeout: 60_000, keepAliveTimeout: 72_000 });
  });

  it('close a silent connection but leave an idle chat socket open', async () => {
    const app = await buildTestApp({ connectionTimeoutMs: 300, keepAliveTimeoutMs: 300, requestTimeoutMs: 300, headersTimeoutMs: 300 });
    apps.push(app);
    const amina = await makeUser(app, { username: 'amina_t' });
    await makeUser(app, { username: 'baraka_t' });
    const origin = await listen(app);
    const chat = await ChatSocket.open(chatUrl(origin, 'baraka_t', amina.access));

    // A client that connects and sends nothing is dropped once the connection timeout passes...
    const silent: Socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    const openedAt = Date.now();
    await new Promise((resolve) => silent.once('close', resolve));
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(250);

    // ...while the chat socket, idle for longer than that, still carries messages.
    chat.send({ message: 'Still there?' });
    expect(await chat.next()).toMatchObject({ message: 'Still there?' });
    await chat.close();
  });
});
