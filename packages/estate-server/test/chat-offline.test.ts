import { describe, expect, it } from 'vitest';
import { runChatOffline } from '../drills/_chat-offline.js';
import { onPostgres } from './helper.js';

/**
 * The chat-offline drill in small (`npm run drill -- chat-offline` runs it with 100 drops): two
 * people chatting through the SDK's outbox while the network drops 10 times and the server restarts
 * once; every message typed is stored once and arrives once, in typing order for each sender.
 */
// Run in the PGlite suite only, skipped by `npm run test:pg`: the drill builds its server from an
// empty environment (`loadConfig({}, …)`, a restart needs the same PGlite files), so on the pg
// suite too it ran on PGlite with the in-process fan-out: the same run twice, ~20 s of CI for
// nothing. Chat across the real fan-out (PostgreSQL + Redis, two processes) is chat-processes.test.ts.
describe.skipIf(onPostgres)('chat through a flaky network and a server restart', () => {
  it('loses nothing, stores nothing twice, and keeps each sender’s order', async () => {
    const figures = await runChatOffline({ drops: 10, messages: 15, seed: 7, spanMs: 6_000 });
    expect(figures).toMatchObject({ sent: 30, stored: 30, delivered: 30, duplicates: 0, lost: 0, outOfOrder: 0, restarts: 1 });
    expect(figures.reconnects).toBeGreaterThan(0);
  }, 90_000);
});
