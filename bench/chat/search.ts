/**
 * The search phase of the chat part (issue 27): 1M messages seeded in SQL (search-seed.ts), then
 * GET /chat/search/?q= over HTTP for random members — a common word, a rare word, a prefix, two
 * words, and a common word `with=` one partner — p50/p99 of each beside a history page
 * (GET /chat/chat-messages/{partner}/) of the same people in the same run; then the server's own
 * search SQL, captured from its pg client, under EXPLAIN (ANALYZE): its node types, and whether
 * any reads chat_messages by a sequential scan (the target: none).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../lib/processes.js';
import { explainAnalyze, planNodes, planShape, queryCapture } from '../lib/query-capture.js';
import type { Row } from '../lib/report.js';
import { median, percentile, spread } from '../lib/stats.js';
import { JWT_SECRET, type Person } from './people.js';
import { partnersOf, SEARCH_WORDS, seedSearchMessages } from './search-seed.js';

interface Probe {
  key: string;
  name: string;
  /** The path for the member at `index`, talking with `partner`. */
  path(partner: Person): string;
}

const search = (q: string, partner?: Person) => `/chat/search/?q=${encodeURIComponent(q)}${partner ? `&with=${partner.username}` : ''}`;
const PROBES: Probe[] = [
  { key: 'history', name: 'history page (the baseline read)', path: (partner) => `/chat/chat-messages/${partner.username}/` },
  { key: 'common', name: `search, a common word ("${SEARCH_WORDS.common}")`, path: () => search(SEARCH_WORDS.common) },
  { key: 'rare', name: `search, a rare word ("${SEARCH_WORDS.rare}")`, path: () => search(SEARCH_WORDS.rare) },
  { key: 'prefix', name: `search, a prefix ("${SEARCH_WORDS.prefix}" → kilimani, kileleshwa…)`, path: () => search(SEARCH_WORDS.prefix) },
  { key: 'pair', name: `search, two words ("${SEARCH_WORDS.pair}")`, path: () => search(SEARCH_WORDS.pair) },
  { key: 'with', name: `search with=partner, a common word ("${SEARCH_WORDS.common}")`, path: (partner) => search(SEARCH_WORDS.common, partner) },
];
const CONNECTIONS = 4;

export interface SearchOutcome {
  rows: Row[];
  notes: string[];
}

/** Latencies of one probe for `ms`, `CONNECTIONS` requests at a time, each by a random member. */
async function time(origin: string, people: Person[], probe: Probe, ms: number, random: () => number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + ms;
  const worker = async () => {
    while (performance.now() < until) {
      const index = Math.floor(random() * people.length);
      const partners = partnersOf(people, index);
      const partner = partners[Math.floor(random() * partners.length)]!;
      const started = performance.now();
      const response = await fetch(`${origin}/api/v1${probe.path(partner)}`, { headers: { authorization: `Bearer ${people[index]!.token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${probe.name}: ${response.status} ${body.slice(0, 200)}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return latencies;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

export async function measureSearch(databaseUrl: string, people: Person[], messages: number, windowMs: number, runs: number, pressure: () => string): Promise<SearchOutcome> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const scratch = mkdtempSync(path.join(tmpdir(), 'estate-bench-chat-search-'));
  const notes: string[] = [];
  const rows: Row[] = [];
  const size = messages >= 1_000_000 ? `${messages / 1_000_000}M` : `${messages / 1000}k`;
  try {
    console.log(`chat search: seeding ${messages.toLocaleString('en-US')} messages`);
    const seededIn = await seedSearchMessages(client, people, messages);
    const { rows: countRows } = await client.query<{ total: number; common: number; rare: number; prefix: number }>(
      `select count(*)::int total,
              count(*) filter (where words @@ to_tsquery('simple', $1))::int common,
              count(*) filter (where words @@ to_tsquery('simple', $2))::int rare,
              count(*) filter (where words @@ to_tsquery('simple', $3 || ':*'))::int prefix
       from (select to_tsvector('simple', coalesce(message, '')) words from chat_messages) m`,
      [SEARCH_WORDS.common, SEARCH_WORDS.rare, SEARCH_WORDS.prefix],
    );
    const counts = countRows[0]!;
    console.log(`  seeded in ${fixed(seededIn)} s: ${JSON.stringify(counts)}`);
    notes.push(
      `Search at ${size}: ${counts.total.toLocaleString('en-US')} chat messages in all, ${messages.toLocaleString('en-US')} of them generated in SQL in ${fixed(seededIn)} s (${pressure()}): each of ${people.length.toLocaleString('en-US')} people in 10 conversations of about ${Math.round(messages / (people.length * 5))} messages; "${SEARCH_WORDS.common}" is in ${counts.common.toLocaleString('en-US')} of them, "${SEARCH_WORDS.rare}" in ${counts.rare.toLocaleString('en-US')}, words starting "${SEARCH_WORDS.prefix}" in ${counts.prefix.toLocaleString('en-US')}. The non-constraint indexes (the search's index of each word under its member among them) were dropped for the insert and built again, then VACUUM ANALYZE.`,
    );

    // Timed against a server without its short-lived read cache, so each answer comes from the database.
    const server = await startServer({ databaseUrl, seed: false, env: { JWT_SECRET, READ_CACHE_TTL_MS: '0' } });
    const samples = new Map<string, { p50: number[]; p99: number[]; n: number }>(PROBES.map((probe) => [probe.key, { p50: [], p99: [], n: 0 }]));
    let seed = 27;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    try {
      for (const probe of PROBES) await time(server.url, people, probe, 500, random); // warm: JIT, buffers
      for (let run = 0; run < runs; run++) {
        for (const probe of PROBES) {
          const latencies = await time(server.url, people, probe, windowMs, random);
          const sample = samples.get(probe.key)!;
          sample.p50.push(percentile(latencies, 0.5));
          sample.p99.push(percentile(latencies, 0.99));
          sample.n += latencies.length;
        }
      }
    } finally {
      await server.stop();
    }
    const base = samples.get('history')!;
    for (const probe of PROBES) {
      const sample = samples.get(probe.key)!;
      const baseline = probe.key === 'history';
      console.log(`  ${probe.name}: p50 ${fixed(median(sample.p50))} ms, p99 ${fixed(median(sample.p99))} ms (${sample.n} requests)`);
      for (const q of ['p50', 'p99'] as const) {
        rows.push({
          name: `search at ${size} messages: ${probe.name} ${q}`,
          value: median(sample[q]),
          unit: 'ms',
          spread: spread(sample[q]),
          ...(baseline ? {} : { limit: { name: 'history page, same run', value: median(base[q]) }, ratio: median(sample[q]) / median(base[q]) }),
          ...(q === 'p99' && !baseline ? { target: { text: '<= 50 ms', holds: median(sample[q]) <= 50 } } : {}),
        });
      }
    }
    notes.push(
      `Search at ${size}, timing: ${CONNECTIONS} requests at a time over HTTP for ${windowMs / 1000} s a probe and run (${runs} run${runs === 1 ? '' : 's'}), each by a random one of the ${people.length.toLocaleString('en-US')} people (a random partner of theirs for with= and the history page), the server's read cache off; requests a probe over all runs: ${PROBES.map((probe) => `${probe.key} ${samples.get(probe.key)!.n}`).join(', ')}. Ratio = the search's figure over the history page's of the same run.`,
    );

    // The server's own SQL for each search, captured and explained.
    const capture = queryCapture(scratch);
    const explained = await startServer({ databaseUrl, seed: false, env: { JWT_SECRET, READ_CACHE_TTL_MS: '0', NODE_OPTIONS: capture.nodeOptions } });
    let seqScans = 0;
    try {
      const member = people[123]!;
      for (const probe of PROBES.filter((p) => p.key !== 'history')) {
        capture.clear();
        const response = await fetch(`${explained.url}/api/v1${probe.path(partnersOf(people, 123)[0]!)}`, { headers: { authorization: `Bearer ${member.token}` } });
        if (!response.ok) throw new Error(`${probe.name}: ${response.status}`);
        await response.arrayBuffer();
        const plans: string[] = [];
        for (const query of capture.read()) {
          if (!/^\s*(select|with)\b/i.test(query.text) || !/"chat_messages"/.test(query.text) || !/tsquery/.test(query.text)) continue;
          const { plan, ms } = await explainAnalyze(client, query);
          const seq = planNodes(plan).filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'chat_messages');
          seqScans += seq.length;
          const indexes = [...new Set(planNodes(plan).map((node) => node['Index Name']).filter(Boolean))];
          plans.push(`${fixed(ms)} ms, ${seq.length ? '⚠ Seq Scan on chat_messages' : 'no Seq Scan on chat_messages'}, indexes ${indexes.join(' + ') || 'none'}: ${planShape(plan)}`);
        }
        notes.push(`Search at ${size}, EXPLAIN ANALYZE of ${probe.name} (the server's ${plans.length} search queries: the count and the page): ${plans.join(' · ')}`);
      }
    } finally {
      await explained.stop();
    }
    rows.push({ name: `search at ${size} messages: search queries reading chat_messages by a Seq Scan`, value: seqScans, unit: '', target: { text: 'none: indexes only (EXPLAIN ANALYZE; see notes)', holds: seqScans === 0 } });
    notes.push(`Search at ${size}, the machine at its end: ${pressure()}.`);
    return { rows, notes };
  } finally {
    await client.end().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}
