/**
 * Scale part: the same read paths with 1k, 100k and 1M listings. One PostgreSQL database is seeded
 * with the demo data through the real server, then grown in SQL (generate_series, insert … select:
 * no round trip a row) with users (one per ten listings), photos, likes, views and comments in
 * proportion. After each size: VACUUM ANALYZE (the steady state autovacuum keeps), then p99 over
 * HTTP of the feed, a deep page, a filtered country list and the user search, autocannon in this
 * process against the real server in its own. At 1M each path's SQL — captured from the real
 * server's pg client, not rewritten here — runs under EXPLAIN (ANALYZE, FORMAT JSON), and any
 * sequential scan or sort over a large part of a table is named in the notes.
 *
 *   npm run bench -- scale      # BENCH_RUNS (3), BENCH_SECONDS (2 a measurement), BENCH_SIZES (1000,100000,1000000)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoBuyerAuthorization } from './lib/demo.js';
import { dropDatabase, freshDatabase } from './lib/postgres.js';
import { type Child, startServer } from './lib/processes.js';
import { explainAnalyze, queryCapture, type PlanNode } from './lib/query-capture.js';
import { type Row, writeResult } from './lib/report.js';
import { median, spread } from './lib/stats.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const connections = 4;
const sizes = (process.env.BENCH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const PAGE_SIZE = 20;
const DEEP_PAGE = 500;
/**
 * The database is what is measured: the process's short-lived read cache (READ_CACHE_TTL_MS)
 * would answer the same URL from memory and hide it. A real catalogue's pages and filters are
 * too many for such a cache to cover.
 */
const uncached = { READ_CACHE_TTL_MS: '0' };
/** A table this large read whole (or sorted whole) is what the target forbids. */
const LARGE_ROWS = 10_000;

interface Path {
  key: string;
  name: string;
  method: 'GET' | 'POST';
  /** The path at a size with `listings` listings (the deep page is the deepest one there is). */
  path: (listings: number) => string;
  body?: string;
  signedIn: boolean;
}

/** [west, south, east, north] of Nairobi: two listings in five are pinned inside it, the rest across the continent. */
const NAIROBI = [36.6, -1.45, 37.1, -1.1] as const;
const SEARCH = 'wanjiru'; // a demo person's surname; the generated people are named from other lists
const paths: Path[] = [
  { key: 'feed', name: 'feed page', method: 'GET', path: () => '/properties/all', signedIn: false },
  { key: 'feed-signed-in', name: 'feed page, signed in', method: 'GET', path: () => '/properties/all', signedIn: true },
  {
    key: 'deep',
    name: `deep page (?page=${DEEP_PAGE})`,
    method: 'GET',
    path: (listings) => `/properties/all?page=${Math.min(DEEP_PAGE, Math.ceil(listings / PAGE_SIZE))}`,
    signedIn: false,
  },
  {
    key: 'country',
    name: 'filtered country list (KE, For Sale, House)',
    method: 'GET',
    path: () => '/properties/KE/?advert_type=For%20Sale&property_type=House',
    signedIn: false,
  },
  // The map (issue 22): the whole of Nairobi, one neighbourhood, and an area drawn over three.
  { key: 'map-city', name: 'map: Nairobi in view (bbox)', method: 'GET', path: () => `/properties/all?bbox=${NAIROBI.join(',')}`, signedIn: false },
  { key: 'map-hood', name: 'map: one neighbourhood in view (bbox)', method: 'GET', path: () => '/properties/all?bbox=36.775,-1.30,36.795,-1.285', signedIn: false },
  {
    key: 'map-polygon',
    name: 'map: a drawn area, For Sale (polygon)',
    method: 'GET',
    path: () => `/properties/all?advert_type=For%20Sale&polygon=${encodeURIComponent('36.75 -1.31,36.85 -1.31,36.80 -1.25')}`,
    signedIn: false,
  },
  { key: 'search', name: `user search ("${SEARCH}")`, method: 'POST', path: () => '/users/search/', body: JSON.stringify({ search_query: SEARCH }), signedIn: true },
];

const COUNTRIES = ['KE', 'KE', 'NG', 'GH', 'ZA', 'UG', 'TZ', 'RW', 'ET', 'EG', 'MA', 'SN', 'CI', 'CM', 'ZM', 'ZW', 'BW', 'NA', 'MZ', 'AO'];
const FIRST = ['Grace', 'Peter', 'Mary', 'John', 'Faith', 'David', 'Esther', 'Samuel', 'Ruth', 'Daniel', 'Joy', 'Paul', 'Mercy', 'James', 'Ann', 'Joseph'];
const LAST = ['Kamau', 'Mutua', 'Okafor', 'Mensah', 'Ndlovu', 'Mwangi', 'Adeyemi', 'Banda', 'Phiri', 'Kariuki', 'Owusu', 'Diallo', 'Tembo', 'Njoroge'];
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Grows the demo database to `target` listings (and the rest in proportion), in a few statements. */
async function grow(client: pg.Client, target: number): Promise<number> {
  const started = performance.now();
  const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  const step = async (text: string, values?: unknown[]) => {
    const at = performance.now();
    await query(text, values);
    if (process.env.BENCH_VERBOSE) console.log(`      ${((performance.now() - at) / 1000).toFixed(1)} s  ${text.trim().split('\n')[0]!.slice(0, 70)}`);
  };
  const { rows: [state] } = await client.query<{ listings: number; bench: number; max_id: number; users: number; bench_users: number; max_user: number }>(`
    select (select count(*)::int from properties) listings,
           (select count(*)::int from properties where slug like 'bench-listing-%') bench,
           (select coalesce(max(id), 0) from properties) max_id,
           (select count(*)::int from users) users,
           (select count(*)::int from users where username like 'bench\\_%') bench_users,
           (select coalesce(max(id), 0) from users) max_user`);
  const add = target - state!.listings;
  if (add <= 0) return 0;
  const usersTarget = Math.ceil(target / 10);
  if (usersTarget > state!.users) {
    await client.query(
      `insert into users (email, username, first_name, last_name, password_hash, is_active, date_joined)
       select 'bench' || n || '@bench.invalid', 'bench_' || lower(f) || '_' || n, f, l,
              (select password_hash from users order by id limit 1), true, timestamptz '2025-06-01' - n * interval '1 minute'
       from generate_series($1::int, $2::int) n,
            lateral (select (${sqlArray(FIRST)})[1 + n % ${FIRST.length}] f, (${sqlArray(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] l) names`,
      [state!.bench_users + 1, state!.bench_users + usersTarget - state!.users],
    );
    await client.query(`insert into profiles (id, is_agent) select id, id % 5 = 0 from users where id > $1`, [state!.max_user]);
  }
  const { rows: [people] } = await client.query<{ first: number; count: number; last: number }>(
    `select min(id) first, count(*)::int count, max(id) last from users where username like 'bench\\_%'`,
  );
  if (people!.last - people!.first + 1 !== people!.count) throw new Error('The generated users’ ids are not contiguous');
  const { rows: [media] } = await client.query<{ covers: string[]; photos: string[] }>(
    `select (select array_agg(distinct cover_photo) from properties where slug not like 'bench-listing-%') covers,
            (select array_agg(distinct photo) from property_photos) photos`,
  );
  // Indexes are dropped for the bulk insert and built again after it (from their own definitions):
  // several times faster than keeping six b-trees of a million rows up to date row by row.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname name, i.indexdef definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('properties', 'property_photos', 'property_likes', 'property_views', 'property_comments')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  await client.query('set synchronous_commit = off');
  // The rows are generated with valid references, so the foreign-key checks (a lookup a row) are
  // skipped for the photos, likes and views; comments go in with triggers on (see below).
  const withoutChecks = (on: boolean) => client.query(`set session_replication_role = ${on ? 'replica' : 'origin'}`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) await step(`drop index "${index.name}"`);
  const from = state!.bench + 1;
  const to = state!.bench + add;
  await withoutChecks(true);
  // Attributes follow from the listing's number n, so later tables can derive their rows from it.
  await step(
    `insert into properties (user_id, title, slug, description, cover_photo, price, country, city, advert_type, property_type, property_status,
                             bedrooms, bathrooms, views, like_count, latitude, longitude, created_at, updated_at)
     select $3::int + abs(hashint4(n)) % $4::int, 'Generated listing ' || n, 'bench-listing-' || n,
            'A listing generated for the scale benchmark.', ($5::text[])[1 + n % cardinality($5::text[])],
            50000 + abs(hashint4(n + 1)) % 2000000, (${sqlArray(COUNTRIES)})[1 + abs(hashint4(n + 2)) % ${COUNTRIES.length}],
            'City ' || n % 50, (array['For Sale','For Rent','Auction'])[1 + abs(hashint4(n + 3)) % 3],
            (array['Apartment','House','Commercial','Warehouse','Office','Other'])[1 + abs(hashint4(n + 4)) % 6],
            (array['Ongoing Project','Completed Project'])[1 + abs(hashint4(n + 5)) % 2],
            1 + n % 5, 1 + n % 3, n % 4, n % 3,
            case when n % 5 < 2 then ${NAIROBI[1]} + (abs(hashint4(n + 6)) % 100000) / 100000.0 * ${NAIROBI[3] - NAIROBI[1]}
                 else -34 + (abs(hashint4(n + 6)) % 100000) / 100000.0 * 70 end,
            case when n % 5 < 2 then ${NAIROBI[0]} + (abs(hashint4(n + 7)) % 100000) / 100000.0 * ${NAIROBI[2] - NAIROBI[0]}
                 else -17 + (abs(hashint4(n + 7)) % 100000) / 100000.0 * 68 end,
            t, t
     from generate_series($1::int, $2::int) n, lateral (select timestamptz '2026-01-01' - n * interval '30 seconds' t) at`,
    [from, to, people!.first, people!.count, media!.covers],
  );
  const fresh = `(select id, created_at, split_part(slug, '-', 3)::int n from properties where id > ${state!.max_id}) p`;
  await step(
    `insert into property_photos (property_id, photo, position)
     select p.id, ($1::text[])[1 + (p.n + k) % cardinality($1::text[])], k from ${fresh}, generate_series(0, 1) k`,
    [media!.photos],
  );
  await step(
    `insert into property_likes (property_id, user_id, created_at)
     select p.id, $1::int + (p.n * 7 + k * 13) % $2::int, p.created_at + k * interval '1 hour' from ${fresh}, generate_series(1, p.n % 3) k`,
    [people!.first, people!.count],
  );
  await step(`insert into property_views (property_id, viewer, created_at) select p.id, 'bench-' || k, p.created_at from ${fresh}, generate_series(1, p.n % 4) k`);
  await withoutChecks(false);
  await step(
    `insert into property_comments (property_id, user_id, content, created_at)
     select p.id, $1::int + (p.n * 11) % $2::int, 'Is this still available?', p.created_at + interval '2 hours' from ${fresh} where p.n % 3 = 0`,
    [people!.first, people!.count],
  );
  for (const index of indexes) await step(index.definition);
  await step('vacuum analyze');
  return (performance.now() - started) / 1000;
}


function request(api: string, route: Path, listings: number, auth: Record<string, string>): Promise<Response> {
  return fetch(`${api}${route.path(listings)}`, {
    method: route.method,
    headers: { ...(route.signedIn ? auth : {}), ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body,
  });
}

/** p99 of one path over `seconds`; a non-2xx answer fails the run, as a broken path must not look fast. */
async function p99(api: string, route: Path, listings: number, auth: Record<string, string>, duration = seconds): Promise<number> {
  const result = await autocannon({
    url: `${api}${route.path(listings)}`,
    method: route.method,
    connections,
    duration,
    headers: { ...(route.signedIn ? auth : {}), ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${route.name} at ${listings}: ${failures} failed requests`);
  if (result.requests.total > 0 && result.latency.p99 > 0) return result.latency.p99;
  // Not one answer within the run: the time of one request alone stands in (a lower bound of the p99).
  const started = performance.now();
  const response = await request(api, route, listings, auth);
  await response.arrayBuffer();
  return performance.now() - started;
}


/**
 * Nodes that read or sort a large part of a table: a sequential scan that reads (returns or
 * filters out) over a tenth of a table of 10,000 rows or more, and a sort of 10,000 rows or more.
 * A sequential scan a LIMIT stops early (the capped count's) is named apart, with what it read.
 */
function wholeTableNodes(node: PlanNode, rowsOf: Map<string, number>, found: string[] = []): string[] {
  const loops = node['Actual Loops'] ?? 1;
  const rows = (node['Actual Rows'] ?? 0) * loops;
  if (node['Node Type'] === 'Seq Scan') {
    const table = node['Relation Name'] ?? '?';
    const size = rowsOf.get(table) ?? 0;
    const read = rows + (node['Rows Removed by Filter'] ?? 0) * loops;
    if (size >= LARGE_ROWS && read >= size / 10) found.push(`⚠ Seq Scan on ${table} (read ${read.toLocaleString('en-US')} of ${size.toLocaleString('en-US')} rows)`);
    else if (size >= LARGE_ROWS) found.push(`Seq Scan on ${table} stopped by its LIMIT after ${read.toLocaleString('en-US')} of ${size.toLocaleString('en-US')} rows`);
  }
  if (node['Node Type'] === 'Sort') {
    const input = node.Plans?.[0];
    const sorted = input ? (input['Actual Rows'] ?? 0) * (input['Actual Loops'] ?? 1) : rows;
    if (sorted >= LARGE_ROWS) found.push(`⚠ Sort of ${sorted.toLocaleString('en-US')} rows`);
  }
  for (const child of node.Plans ?? []) wholeTableNodes(child, rowsOf, found);
  return found;
}

function scans(node: PlanNode, found = new Set<string>()): Set<string> {
  if (/Scan/.test(node['Node Type']) && node['Relation Name']) found.add(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''} on ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

/**
 * The real server's queries for each path, captured by a preloaded module that records what its
 * pg client sends, then explained here with their parameters.
 */
const wholeTable: string[] = [];

async function explainAll(databaseUrl: string, client: pg.Client, listings: number, scratch: string): Promise<Map<string, string[]>> {
  const capture = queryCapture(scratch);
  const { rows: tableRows } = await client.query<{ relname: string; n: string }>(`select relname, n_live_tup n from pg_stat_user_tables`);
  const rowsOf = new Map(tableRows.map((row) => [row.relname, Number(row.n)]));
  const server = await startServer({ databaseUrl, seed: false, env: { ...uncached, NODE_OPTIONS: capture.nodeOptions } });
  const findings = new Map<string, string[]>();
  try {
    const api = `${server.url}/api/v1`;
    const auth = await demoBuyerAuthorization(server.url);
    for (const route of paths) {
      capture.clear();
      const response = await request(api, route, listings, auth);
      if (!response.ok) throw new Error(`${route.name}: ${response.status}`);
      await response.arrayBuffer();
      const notes: string[] = [];
      for (const query of capture.read()) {
        if (!/^\s*(select|with)\b/i.test(query.text)) continue;
        const { plan, ms } = await explainAnalyze(client, query);
        const bad = wholeTableNodes(plan, rowsOf);
        const touched = [...scans(plan)];
        if (!touched.some((scan) => /properties|users|profiles|property_/.test(scan))) continue; // the auth check's own lookups
        const whole = bad.some((finding) => finding.startsWith('⚠'));
        notes.push(`${ms.toFixed(1)} ms, ${bad.length ? bad.join('; ') : ''}${whole ? '' : `${bad.length ? '; ' : ''}no whole-table scan or sort`} [${touched.join(', ')}]`);
        if (whole) wholeTable.push(route.name);
      }
      findings.set(route.key, notes);
    }
  } finally {
    await server.stop();
  }
  return findings;
}

const database = 'estate_bench_scale';
const databaseUrl = await freshDatabase(database);
const scratch = mkdtempSync(path.join(tmpdir(), 'estate-bench-scale-'));
const children: Child[] = [];
const client = new pg.Client({ connectionString: databaseUrl });
try {
  // The real server applies the migrations and the demo seed; then it is stopped while the data grows.
  const seeded = await startServer({ databaseUrl, seed: true });
  await seeded.stop();
  await client.connect();

  const p99s = new Map<string, Map<number, number[]>>(paths.map((route) => [route.key, new Map()]));
  const growth: string[] = [];
  let explained = new Map<string, string[]>();
  for (const size of sizes) {
    const took = await grow(client, size);
    growth.push(`${size.toLocaleString('en-US')} listings: grown in ${took.toFixed(1)} s (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
    console.log(`  ${size.toLocaleString('en-US')} listings (${took.toFixed(1)} s to grow)`);
    const server = await startServer({ databaseUrl, seed: false, env: uncached });
    children.push(server);
    const api = `${server.url}/api/v1`;
    const auth = await demoBuyerAuthorization(server.url);
    for (const route of paths) {
      const samples: number[] = [];
      const warm = await request(api, route, size, auth);
      if (!warm.ok) throw new Error(`${route.name} at ${size}: ${warm.status} ${await warm.text()}`);
      await warm.arrayBuffer();
      await p99(api, route, size, auth, 1); // the server's JIT and the database's caches warm, unmeasured
      for (let run = 0; run < runs; run++) samples.push(await p99(api, route, size, auth));
      p99s.get(route.key)!.set(size, samples);
      console.log(`    ${route.name}: p99 ${median(samples)} ms (${samples.join(', ')})`);
    }
    await server.stop();
    children.splice(children.indexOf(server), 1);
    if (size === sizes[sizes.length - 1]) explained = await explainAll(databaseUrl, client, size, scratch);
  }

  const smallest = sizes[0]!;
  const largest = sizes[sizes.length - 1]!;
  const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
  const rows: Row[] = [];
  for (const route of paths) {
    const bySize = p99s.get(route.key)!;
    const base = median(bySize.get(smallest)!);
    for (const size of sizes.slice(1)) {
      const samples = bySize.get(size)!;
      const value = median(samples);
      const ratio = value / base;
      rows.push({
        name: `${route.name}: p99 at ${label(size)}`,
        value,
        unit: 'ms',
        spread: spread(samples),
        limit: { name: `p99 at ${label(smallest)}`, value: base },
        ratio,
        ...(size === largest ? { target: { text: `<= 1.5x the ${label(smallest)} figure (ratio = value/limit)`, holds: ratio <= 1.5 } } : {}),
      });
    }
  }
  if (explained.size > 0) {
    for (const route of paths) {
      const count = wholeTable.filter((name) => name === route.name).length;
      rows.push({
        name: `${route.name}: queries with a whole-table scan or sort at ${label(largest)}`,
        value: count,
        unit: '',
        target: { text: 'none (EXPLAIN ANALYZE; see notes)', holds: count === 0 },
      });
    }
  }
  const notes = [
    `${connections} connections, ${seconds} s a run, ${runs} runs a figure; the deep page at ${label(smallest)} is its last page (${Math.ceil(smallest / PAGE_SIZE)}).`,
    `Grown in SQL from the demo seed: one user a ten listings, two photos a listing, about one like, 1.5 views and a third of a comment a listing. ${growth.join('; ')}.`,
    ...paths.map((route) => `EXPLAIN ANALYZE at ${label(largest)}, ${route.name}: ${(explained.get(route.key) ?? []).join(' · ') || 'not run'}`),
  ];
  writeResult({ part: 'scale', title: 'Scale: 1k → 100k → 1M listings on PostgreSQL', runs, rows, notes });
} finally {
  await client.end().catch(() => undefined);
  for (const child of children) await child.stop();
  rmSync(scratch, { recursive: true, force: true });
  await dropDatabase(database);
}
