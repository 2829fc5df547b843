import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatUrl, ChatSocket, listen } from './chat-client.js';
import { cliEnv, freePort, runCli, startedUrl, type Run } from './cli-process.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';

const sharedInfrastructure = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * Two operating-system processes — this test's app and `estate-server` started as a child — on one
 * PostgreSQL database and one Redis, as a scaled-out deployment runs them.
 */
describe.runIf(sharedInfrastructure)('chat between two server processes (PostgreSQL + Redis)', () => {
  let app: App;
  let child: Run;
  let here = '';
  let there = '';
  let amina: TestUser;
  let baraka: TestUser;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-peer-'));
  const opened: ChatSocket[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    here = await listen(app);
    const port = await freePort();
    child = runCli(['--port', String(port), '--data', dataDir], {
      ...cliEnv(),
      DATABASE_URL: app.config.databaseUrl,
      REDIS_URL: app.config.redisUrl,
      // Both processes must trust the same tokens.
      JWT_SECRET: app.config.jwtSecret,
    });
    there = await startedUrl(child);
    amina = await makeUser(app, { username: 'amina' });
    baraka = await makeUser(app, { username: 'baraka' });
  }, 120_000);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    child?.child.kill('SIGTERM');
    await child?.exited;
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const connect = async (origin: string, user: TestUser, partner: string) => {
    const socket = await ChatSocket.open(chatUrl(origin, partner, user.access));
    opened.push(socket);
    return socket;
  };

  it('delivers a message sent to one process to a socket on the other, both ways', async () => {
    const aminaHere = await connect(here, amina, 'baraka');
    const barakaThere = await connect(there, baraka, 'amina');

    aminaHere.send({ message: 'Sent to this process' });
    const sent = await aminaHere.next();
    expect(await barakaThere.next()).toEqual(sent);

    barakaThere.send({ message: 'Answered from the other process' });
    const reply = await barakaThere.next();
    expect(reply).toMatchObject({ sender_username: 'baraka', receiver_username: 'amina' });
    expect(await aminaHere.next()).toEqual(reply);
  });

  it('stops cleanly on SIGTERM', async () => {
    child.child.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  });
});
