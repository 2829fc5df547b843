/**
 * API part: the main read paths of the real server on PostgreSQL with the demo data, each beside
 * the limit — a bare Fastify server answering the very bytes the real one sent — at 16
 * connections, with autocannon in this process and each server in its own. Runs alternate between
 * the two so the machine's noise falls on both; figures are medians of the runs with their spread.
 * Also the real server's resident memory: idle, and its peak under the load.
 *
 *   npm run bench -- api        # BENCH_RUNS (3), BENCH_SECONDS (4 a measurement)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoBuyerAuthorization } from './lib/demo.js';
import { dropDatabase, freshDatabase } from './lib/postgres.js';
import { type Child, startBenchScript, startServer } from './lib/processes.js';
import { type Row, writeResult } from './lib/report.js';
import { median, spread } from './lib/stats.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = 16;

interface Route {
  name: string;
  path: string;
  signedIn: boolean;
}

interface Sample {
  perSecond: number;
  p99: number;
  failures: number;
}

/** One autocannon run; any non-2xx answer or socket error is counted, as a broken path must not look fast. */
async function load(origin: string, route: Route, headers: Record<string, string>, duration = seconds): Promise<Sample> {
  const result = await autocannon({ url: `${origin}${route.path}`, connections, duration, headers: route.signedIn ? headers : {} });
  return { perSecond: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

const database = 'estate_bench_api';
const databaseUrl = await freshDatabase(database);
const children: Child[] = [];
const scratch = mkdtempSync(path.join(tmpdir(), 'estate-bench-api-'));
try {
  const server = await startServer({ databaseUrl });
  children.push(server);
  const api = `${server.url}/api/v1`;

  const auth = await demoBuyerAuthorization(server.url);
  const feed = (await (await fetch(`${api}/properties/all`)).json()) as { count: number; results: { id: number; slug: string; comment_count: number }[] };
  const commented = [...feed.results].sort((a, b) => b.comment_count - a.comment_count)[0]!;

  const routes: Route[] = [
    { name: 'feed page, anonymous', path: '/api/v1/properties/all', signedIn: false },
    { name: 'feed page, signed in', path: '/api/v1/properties/all', signedIn: true },
    { name: 'property details, signed in', path: `/api/v1/properties/details/${commented.slug}/`, signedIn: true },
    { name: 'country list with filters', path: '/api/v1/properties/KE/?advert_type=For%20Sale', signedIn: true },
    { name: 'comment list', path: `/api/v1/comments/property-comments/?property=${commented.id}`, signedIn: false },
  ];

  // The limit answers each path with what the real server answered it.
  const responses: Record<string, { contentType: string; body: string }> = {};
  const sizes: string[] = [];
  for (const route of routes) {
    const response = await fetch(`${server.url}${route.path}`, { headers: route.signedIn ? auth : {} });
    if (!response.ok) throw new Error(`${route.name}: ${response.status} ${await response.text()}`);
    const body = await response.text();
    responses[`${route.signedIn ? 'signed-in ' : ''}${route.path}`] = { contentType: response.headers.get('content-type') ?? 'application/json', body };
    sizes.push(`${route.name} ${(Buffer.byteLength(body) / 1024).toFixed(1)} kB`);
  }
  const responsesFile = path.join(scratch, 'responses.json');
  writeFileSync(responsesFile, JSON.stringify(responses));
  const bare = await startBenchScript('api/bare-fastify.ts', [responsesFile], /Bare Fastify listening at (\S+)/);
  children.push(bare);

  const idleRss = server.rssMb();
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 200);

  // Warm both (JIT, pools, PostgreSQL's caches) before anything counts.
  for (const route of routes) {
    await load(server.url, route, auth, 1);
    await load(bare.url, route, auth, 1);
  }
  const real = new Map<string, Sample[]>(routes.map((route) => [route.name, []]));
  const limit = new Map<string, Sample[]>(routes.map((route) => [route.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      real.get(route.name)!.push(await load(server.url, route, auth));
      limit.get(route.name)!.push(await load(bare.url, route, auth));
      console.log(`run ${run + 1}/${runs} ${route.name}: ${real.get(route.name)!.at(-1)!.perSecond.toFixed(0)} req/s vs ${limit.get(route.name)!.at(-1)!.perSecond.toFixed(0)}`);
    }
  }
  clearInterval(sampler);
  const loadedIdleRss = server.rssMb();

  const rows: Row[] = [];
  const failures: string[] = [];
  for (const route of routes) {
    const ours = real.get(route.name)!;
    const theirs = limit.get(route.name)!;
    const perSecond = median(ours.map((s) => s.perSecond));
    const limitPerSecond = median(theirs.map((s) => s.perSecond));
    const p99 = median(ours.map((s) => s.p99));
    const ratio = perSecond / limitPerSecond;
    rows.push({
      name: `${route.name}: throughput`,
      value: perSecond,
      unit: 'req/s',
      spread: spread(ours.map((s) => s.perSecond)),
      limit: { name: 'bare Fastify, same bytes', value: limitPerSecond },
      ratio,
      target: { text: '≥ 0.6x', holds: ratio >= 0.6 },
    });
    rows.push({
      name: `${route.name}: p99 latency`,
      value: p99,
      unit: 'ms',
      spread: spread(ours.map((s) => s.p99)),
      limit: { name: 'bare Fastify', value: median(theirs.map((s) => s.p99)) },
      target: { text: '< 50 ms', holds: p99 < 50 },
    });
    const failed = ours.reduce((sum, s) => sum + s.failures, 0);
    if (failed) failures.push(`${route.name}: ${failed} failed requests`);
  }
  rows.push({ name: 'server memory, idle (RSS)', value: idleRss, unit: 'MB' });
  rows.push({ name: 'server memory, peak under the load (RSS)', value: peakRss, unit: 'MB' });
  rows.push({ name: 'server memory, idle after the load (RSS)', value: loadedIdleRss, unit: 'MB' });
  writeResult({
    part: 'api',
    title: 'API read paths on PostgreSQL, beside a bare Fastify server',
    runs,
    rows,
    notes: [
      `${connections} connections, ${seconds} s a measurement, the demo data (${feed.count} listings), PostgreSQL on the same machine; request logs off in both servers.`,
      `Response sizes: ${sizes.join(', ')}.`,
      ...(failures.length ? [`Failures: ${failures.join('; ')}`] : ['No request failed.']),
    ],
  });
  if (failures.length) process.exitCode = 1;
} finally {
  for (const child of children.reverse()) await child.stop();
  rmSync(scratch, { recursive: true, force: true });
  await dropDatabase(database);
}
