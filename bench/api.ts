/**
 * API part: the main read paths of the real server on PostgreSQL with the demo data, each beside
 * the limit — a bare Fastify server answering the very bytes the real one sent — at 16
 * connections, with autocannon in this process and each server in its own. Runs alternate between
 * the two so the machine's noise falls on both; figures are medians of the runs with their spread.
 * Also the real server's resident memory: idle, and its peak under the load; the anonymous feed on
 * several instances (one database, one Redis) beside one of them alone; and, given another
 * checkout's build, the same paths on it in the same run (before and after a change).
 *
 *   npm run bench -- api        # BENCH_RUNS (3), BENCH_SECONDS (4 a measurement)
 *   BENCH_API_BEFORE=../old/packages/estate-server/bin/estate-server.js npm run bench -- api
 *   BENCH_API_INSTANCES=3       # instances of the scale-out measurement (0 leaves it out)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
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
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** An older build's server CLI, measured beside the current one (`BENCH_API_BEFORE`). */
const beforeBin = process.env.BENCH_API_BEFORE ? path.resolve(process.env.BENCH_API_BEFORE) : undefined;
const instances = Number(process.env.BENCH_API_INSTANCES ?? 3);

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
async function load(origin: string | string[], route: Route, headers: Record<string, string>, duration = seconds, clients = connections): Promise<Sample> {
  // autocannon spreads its connections over several URLs in turn (its types know one).
  const url = Array.isArray(origin) ? origin.map((one) => `${one}${route.path}`) : `${origin}${route.path}`;
  const result = await autocannon({ url: url as string, connections: clients, duration, headers: route.signedIn ? headers : {} });
  return { perSecond: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

const database = 'estate_bench_api';
const databaseUrl = await freshDatabase(database);
const beforeDatabase = 'estate_bench_api_before';
const scaleDatabase = 'estate_bench_api_scale';
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
  // The older build on a database of its own with the same demo data (the seed is deterministic:
  // the same ids and slugs), so it answers the same paths.
  const before = beforeBin ? await startServer({ databaseUrl: await freshDatabase(beforeDatabase), bin: beforeBin }) : undefined;
  if (before) children.push(before);
  const beforeAuth = before ? await demoBuyerAuthorization(before.url) : {};
  const beforeLabel = beforeBin ? path.relative(process.cwd(), beforeBin) : '';

  const idleRss = server.rssMb();
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 200);

  // Warm both (JIT, pools, PostgreSQL's caches) before anything counts.
  for (const route of routes) {
    await load(server.url, route, auth, 1);
    await load(bare.url, route, auth, 1);
    if (before) await load(before.url, route, beforeAuth, 1);
  }
  const real = new Map<string, Sample[]>(routes.map((route) => [route.name, []]));
  const limit = new Map<string, Sample[]>(routes.map((route) => [route.name, []]));
  const older = new Map<string, Sample[]>(routes.map((route) => [route.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      real.get(route.name)!.push(await load(server.url, route, auth));
      limit.get(route.name)!.push(await load(bare.url, route, auth));
      if (before) older.get(route.name)!.push(await load(before.url, route, beforeAuth));
      const then = before ? `, before ${older.get(route.name)!.at(-1)!.perSecond.toFixed(0)}` : '';
      console.log(`run ${run + 1}/${runs} ${route.name}: ${real.get(route.name)!.at(-1)!.perSecond.toFixed(0)} req/s vs ${limit.get(route.name)!.at(-1)!.perSecond.toFixed(0)}${then}`);
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
      target: { text: '< 20 ms', holds: p99 < 20 },
    });
    const failed = ours.reduce((sum, s) => sum + s.failures, 0);
    if (failed) failures.push(`${route.name}: ${failed} failed requests`);
    // The limit must answer what the server answered: a 404 for a path it lacks would look fast.
    const limitFailed = theirs.reduce((sum, s) => sum + s.failures, 0);
    if (limitFailed) failures.push(`${route.name}: ${limitFailed} failed requests to the bare server`);
    const then = older.get(route.name)!;
    if (then.length > 0) {
      const beforePerSecond = median(then.map((s) => s.perSecond));
      rows.push({
        name: `${route.name}: throughput before`,
        value: beforePerSecond,
        unit: 'req/s',
        spread: spread(then.map((s) => s.perSecond)),
        limit: { name: 'bare Fastify, same bytes', value: limitPerSecond },
        ratio: beforePerSecond / limitPerSecond,
      });
    }
  }
  rows.push(...(await scaleOut(feed.count)));
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
      ...(before ? [`"before" rows: the build at ${beforeLabel} (BENCH_API_BEFORE), on its own database with the same demo data, measured in turn with the others in every run.`] : []),
      ...(instances > 1
        ? [
            `Scale-out: ${instances} instances of the server on one PostgreSQL database and one Redis, autocannon's ${instances * 8} connections spread over them in turn, beside one of them alone with the same connections. On this machine's ${os.cpus().length} cores the instances, PostgreSQL and the load generator share the same cores: the ratio says what a core count allows, not what the design does (each instance holds nothing another needs).`,
          ]
        : []),
      ...(failures.length ? [`Failures: ${failures.join('; ')}`] : ['No request failed.']),
    ],
  });
  if (failures.length) process.exitCode = 1;
} finally {
  for (const child of children.reverse()) await child.stop();
  rmSync(scratch, { recursive: true, force: true });
  await dropDatabase(database);
  if (beforeBin) await dropDatabase(beforeDatabase);
  if (instances > 1) await dropDatabase(scaleDatabase);
}

/**
 * The anonymous feed on `instances` servers (one database, one Redis, as docs/deploy.md deploys
 * them) beside one of those servers alone, in turns.
 */
async function scaleOut(listings: number): Promise<Row[]> {
  if (instances < 2) return [];
  const scaleUrl = await freshDatabase(scaleDatabase);
  const group: Child[] = [await startServer({ databaseUrl: scaleUrl, redisUrl: REDIS_URL })];
  try {
    group.push(...(await Promise.all(Array.from({ length: instances - 1 }, () => startServer({ databaseUrl: scaleUrl, redisUrl: REDIS_URL, seed: false })))));
    const feedRoute: Route = { name: 'feed page, anonymous', path: '/api/v1/properties/all', signedIn: false };
    const clients = instances * 8;
    const urls = group.map((child) => child.url);
    await load(urls, feedRoute, {}, 1, clients);
    const one: number[] = [];
    const all: number[] = [];
    for (let run = 0; run < runs; run++) {
      one.push((await load(urls[0]!, feedRoute, {}, seconds, clients)).perSecond);
      all.push((await load(urls, feedRoute, {}, seconds, clients)).perSecond);
      console.log(`run ${run + 1}/${runs} scale-out (${listings} listings): ${all.at(-1)!.toFixed(0)} req/s on ${instances} instances vs ${one.at(-1)!.toFixed(0)} on one`);
    }
    const ratio = median(all) / median(one);
    return [
      {
        name: `feed page, anonymous, ${instances} instances: throughput`,
        value: median(all),
        unit: 'req/s',
        spread: spread(all),
        limit: { name: 'one of them alone, same run', value: median(one) },
        ratio,
        target: { text: '≥ 2.5x (cores allowing)', holds: ratio >= 2.5 },
      },
    ];
  } finally {
    for (const child of group.reverse()) await child.stop();
  }
}
