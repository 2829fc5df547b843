import type { ApiProcess } from './_api-process.js';
import type { Figure } from './_figures.js';
import type { Person } from './_drill-people.js';
import type { PrivateRedis } from './_private-redis.js';
import { ReconnectingChat } from './_reconnecting-chat.js';

const ROUNDS = 10;

/** Sends `count` messages from `from` and counts those that reach `to` on its socket within `timeoutMs` each. */
async function liveDeliveries(from: ReconnectingChat, to: ReconnectingChat, label: string, count: number, timeoutMs: number): Promise<number> {
  let delivered = 0;
  for (let seq = 0; seq < count; seq += 1) {
    const text = `redis:${label}:${from.username}:${seq}`;
    await from.send(text);
    if (await to.waitLive(text, timeoutMs)) delivered += 1;
  }
  return delivered;
}

/**
 * Redis killed while people chat: people on the same process must still reach each other live;
 * people on different processes get the messages from the history meanwhile; once Redis is back
 * the fan-out between processes must come back without restarting anything.
 */
export async function redisDrill(redis: PrivateRedis, [one, two]: [ApiProcess, ApiProcess], people: Person[]): Promise<Figure[]> {
  const pids = [one.pid(), two.pid()];
  const [p, q, r, s] = people as [Person, Person, Person, Person];
  // p and q both on process one; r on process one, s on process two.
  const localA = new ReconnectingChat(p.username, q.username, p.token, [one.origin]);
  const localB = new ReconnectingChat(q.username, p.username, q.token, [one.origin]);
  const crossA = new ReconnectingChat(r.username, s.username, r.token, [one.origin]);
  const crossB = new ReconnectingChat(s.username, r.username, s.token, [two.origin]);
  const clients = [localA, localB, crossA, crossB];
  await Promise.all(clients.map((client) => client.open()));
  try {
    const crossBefore = await liveDeliveries(crossA, crossB, 'before', 3, 3000);

    await redis.kill();
    const localDown = await liveDeliveries(localA, localB, 'down', ROUNDS, 3000);
    const localDownBack = await liveDeliveries(localB, localA, 'down', ROUNDS, 3000);
    const crossDown = await liveDeliveries(crossA, crossB, 'down', 3, 500);
    // Down long enough for ioredis to back off between reconnection attempts, as in a real outage.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    await redis.start();
    const startedAt = Date.now();
    // Probe until a message crosses processes again (ioredis retries with a growing delay, at most 2 s).
    let backAfterMs = -1;
    for (let probe = 0; Date.now() - startedAt < 30_000; probe += 1) {
      if ((await liveDeliveries(crossA, crossB, `probe${probe}`, 1, 500)) === 1) {
        backAfterMs = Date.now() - startedAt;
        break;
      }
    }
    const crossAfter = await liveDeliveries(crossA, crossB, 'after', ROUNDS, 3000);
    const crossAfterBack = await liveDeliveries(crossB, crossA, 'after', ROUNDS, 3000);
    const localAfter = await liveDeliveries(localA, localB, 'after', ROUNDS, 3000);
    // The messages sent across while Redis was down are in the history a client reloads.
    await crossB.syncHistory();
    const crossDownRecovered = [...crossB.known.values()].filter((text) => text.startsWith('redis:down:')).length;
    const alive = one.running() && two.running() && one.pid() === pids[0] && two.pid() === pids[1];
    return [
      { name: 'redis: cross-process deliveries before the outage', value: `${crossBefore}/3`, expected: '3/3', ok: crossBefore === 3 },
      { name: 'redis: same-process deliveries while Redis is down', value: `${localDown + localDownBack}/${2 * ROUNDS}`, expected: `${2 * ROUNDS}/${2 * ROUNDS}`, ok: localDown + localDownBack === 2 * ROUNDS },
      { name: 'redis: cross-process live deliveries while down', value: `${crossDown}/3`, expected: '(none expected)' },
      { name: 'redis: ... of those, in the reloaded history', value: `${crossDownRecovered}/3`, expected: '3/3', ok: crossDownRecovered === 3 },
      { name: 'redis: fan-out back after Redis restarted, ms', value: backAfterMs, expected: '< 30000', ok: backAfterMs >= 0 },
      { name: 'redis: cross-process deliveries after Redis returned', value: `${crossAfter + crossAfterBack}/${2 * ROUNDS}`, expected: `${2 * ROUNDS}/${2 * ROUNDS}`, ok: crossAfter + crossAfterBack === 2 * ROUNDS },
      { name: 'redis: same-process deliveries after Redis returned', value: `${localAfter}/${ROUNDS}`, expected: `${ROUNDS}/${ROUNDS}`, ok: localAfter === ROUNDS },
      { name: 'redis: messages received twice on a socket', value: clients.reduce((sum, client) => sum + client.duplicates, 0), expected: '0', ok: clients.every((client) => client.duplicates === 0) },
      { name: 'redis: API processes crashed or restarted', value: alive ? 'no' : 'yes', expected: 'no', ok: alive },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
}
