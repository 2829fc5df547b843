/**
 * Chat benchmark, in three phases (env BENCH_CHAT_PARTS picks some; all three by default):
 *
 * - `steady` (chat/steady.ts): 500 and 2,000 sockets in pairs sending a steady 500 messages a
 *   second in all, to the real server (one process; then two processes through Redis, the two
 *   people of each pair on different processes) and to a bare `ws` relay (the limit: receive a
 *   frame, send it on, nothing else). Delivery latency p50/p99, messages delivered a second,
 *   messages lost; then each one's maximum throughput (closed loop); and the server's resident
 *   memory idle and holding 2,000 sockets.
 * - `mixed` (chat/mixed.ts, issue 27): 2,000 sockets at 500 operations a second, one process and
 *   two through Redis: plain messages beside edits (HTTP PATCH), reactions (HTTP POST/DELETE) and
 *   outbox replays (a message frame sent again with its client_id); each kind's delivery p50/p99
 *   beside the plain messages of the same windows, and duplicates delivered (target 0).
 * - `search` (chat/search.ts, issue 27): 1M messages seeded in SQL, then GET /chat/search/?q= for
 *   random members (common, rare, prefix, two words, with=) beside a history page; EXPLAIN ANALYZE
 *   of the server's own search SQL (target: no Seq Scan on chat_messages).
 *
 *   npm run bench -- chat
 *   BENCH_RUNS=5 BENCH_SECONDS=10 npm run bench -- chat        # 5 windows of 10 s per configuration
 *   BENCH_CHAT_PARTS=mixed,search npm run bench -- chat        # only the issue-27 phases
 *   BENCH_CHAT_MESSAGES=100000 …                               # fewer messages for the search (1,000,000)
 *   BENCH_CHAT_RATE=100 …                                      # the mixed phase's operations a second (500)
 *
 * A run of some phases keeps the other phases' rows and notes from the last chat.json (said in a
 * note, with their date). Users are created in SQL and their access tokens signed with the
 * server's JWT secret, so no sign-in storm meets the auth rate limit. The load generator runs in
 * this process.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureMixed, mixNote } from './chat/mixed.js';
import { createPeople, JWT_SECRET } from './chat/people.js';
import { measureSearch } from './chat/search.js';
import { measureSteadyPhase } from './chat/steady.js';
import { type Child, startBenchScript, startServer } from './lib/processes.js';
import { dropDatabase, freshDatabase } from './lib/postgres.js';
import { type PartResult, resultsDir, type Row, writeResult } from './lib/report.js';

const PHASES = ['steady', 'mixed', 'search'] as const;
type Phase = (typeof PHASES)[number];
const asked = (process.env.BENCH_CHAT_PARTS ?? PHASES.join(',')).split(',').map((name) => name.trim()).filter(Boolean);
const unknown = asked.filter((name) => !(PHASES as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`BENCH_CHAT_PARTS: unknown ${unknown.join(', ')}; the phases are ${PHASES.join(', ')}.`);
  process.exit(2);
}
const phases = new Set(asked as Phase[]);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const windowMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const searchMessages = Number(process.env.BENCH_CHAT_MESSAGES ?? 1_000_000);
/** Operations a second of the mixed phase (the target is at 500; a lower rate shows the kinds' ratios on a machine too busy for it). */
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 500);
const USERS = 2000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = 'estate_bench_chat';

/** The machine's CPU pressure (share of time some task waited for a core), over the last 60 s. */
function cpuPressure(): string {
  try {
    return /avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? '?';
  } catch {
    return '?';
  }
}
const pressure = () => `${cpuPressure()}% CPU pressure (avg60), load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;

/** Which phase a row or note of chat.json belongs to (by its opening words). */
const phaseOf = (text: string): Phase => (/^(mixed|Mixed)\b/.test(text) ? 'mixed' : /^(search|Search)\b/.test(text) ? 'search' : 'steady');
const KEPT = 'Kept from the run of ';

/** The rows and notes of the phases not run now, from the last chat.json, with a note of their date. */
function keptFromLastRun(): { rows: Row[]; notes: string[] } {
  const file = path.join(resultsDir, 'chat.json');
  if (!existsSync(file)) return { rows: [], notes: [] };
  const last = JSON.parse(readFileSync(file, 'utf8')) as PartResult;
  const keep = (text: string) => !phases.has(phaseOf(text));
  const rows = last.rows.filter((row) => keep(row.name));
  const notes = last.notes.filter((note) => !note.startsWith(KEPT) && keep(note));
  const kept = PHASES.filter((phase) => !phases.has(phase) && [...rows.map((row) => row.name), ...notes].some((text) => phaseOf(text) === phase));
  // One note a kept phase; kept twice running, its figures are still those of the earlier run its note names.
  const dates = kept.map(
    (phase) =>
      last.notes.find((note) => note.startsWith(KEPT) && note.endsWith(`the ${phase} phase.`)) ??
      `${KEPT}${last.date.slice(0, 16).replace('T', ' ')} UTC (not run this time): the ${phase} phase.`,
  );
  return { rows, notes: [...dates, ...notes] };
}

const databaseUrl = await freshDatabase(DATABASE);
const children: Child[] = [];
const rows: Row[] = [];
const notes: string[] = [];
try {
  const single = await startServer({ databaseUrl, seed: false, env: { JWT_SECRET } });
  children.push(single);
  const people = await createPeople(databaseUrl, USERS);
  const needTwo = phases.has('steady') || phases.has('mixed');
  // The schema is in place (the first server migrated it), so the others start side by side.
  const starting = needTwo
    ? [
        startServer({ databaseUrl, redisUrl: REDIS_URL, seed: false, env: { JWT_SECRET } }),
        startServer({ databaseUrl, redisUrl: REDIS_URL, seed: false, env: { JWT_SECRET } }),
        ...(phases.has('steady') ? [startBenchScript('chat/bare-relay.ts', [], /Bare relay listening at (\S+)/)] : []),
      ]
    : [];
  const started = await Promise.allSettled(starting);
  for (const result of started) if (result.status === 'fulfilled') children.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const [twoA, twoB, relayChild] = children.slice(1) as [Child, Child, Child];
  // Let the processes settle after start (JIT, migrations) before reading their idle memory.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRss = single.rssMb();

  if (phases.has('steady')) {
    const steady = await measureSteadyPhase(people, { single, twoA, twoB, relayChild }, idleRss, windowMs, runs, cpuPressure);
    rows.push(...steady.rows);
    notes.push(...steady.notes);
  }
  if (phases.has('mixed')) {
    console.log(`chat mixed: ${USERS} sockets, ${RATE} operations/s, ${runs} windows of ${windowMs / 1000} s (${pressure()})`);
    const atStart = pressure();
    for (const [name, processes] of [['1 process', [single]], ['2 processes + Redis', [twoA, twoB]]] as const) {
      const mixed = await measureMixed(name, people, [...processes], USERS, RATE, windowMs, runs);
      rows.push(...mixed.rows);
      notes.push(...mixed.notes);
    }
    notes.push(mixNote(RATE), `Mixed load, the machine: ${atStart} at its start, ${pressure()} at its end.`);
  }
  // The search seeds a million messages: it runs last, on the same people, with the other servers stopped.
  if (phases.has('search')) {
    for (const child of children.splice(0)) await child.stop();
    const search = await measureSearch(databaseUrl, people, searchMessages, windowMs, runs, pressure);
    rows.push(...search.rows);
    notes.push(...search.notes);
  }
} finally {
  await Promise.all(children.map((child) => child.stop()));
  await dropDatabase(DATABASE);
}

const kept = keptFromLastRun();
writeResult({
  part: 'chat',
  title: 'Chat: 500 and 2,000 sockets at 500 msg/s beside a bare ws relay; edits, reactions and replays; search at 1M messages',
  runs,
  rows: [...kept.rows, ...rows].sort((a, b) => PHASES.indexOf(phaseOf(a.name)) - PHASES.indexOf(phaseOf(b.name))),
  notes: [...kept.notes, ...notes],
});
