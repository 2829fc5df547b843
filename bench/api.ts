/**
 * API benchmark: requests a second and latency of the main read paths, each as a ratio to a
 * baseline route measured in the same run (the plans list: one small indexed query), so numbers
 * compare across noisy machines. The server runs in this process on in-memory PGlite with the demo
 * data; traffic goes over real HTTP on loopback.
 *
 *   npm run bench            # default: 3 s a route, 16 connections
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=32 npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, connectDatabase, DEMO_PASSWORD, loadConfig, seedDemoData } from '../packages/estate-server/src/index.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Result {
  name: string;
  perSecond: number;
  p50: number;
  p95: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name, perSecond: latencies.length / elapsed, p50: at(0.5), p95: at(0.95) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-bench-'));
const config = loadConfig({}, { dataDir, inMemoryDb: true, jwtSecret: 'bench', logLevel: 'silent' });
const database = await connectDatabase({});
const app = await buildApp({ config, database, logger: false });
await seedDemoData({ db: app.db, mediaRoot: app.storage.root });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const origin = `http://127.0.0.1:${port}/api/v1`;

const login = await fetch(`${origin}/auth/jwt/create/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'buyer@estate.demo', password: DEMO_PASSWORD }),
});
const { access } = (await login.json()) as { access: string };
const signedIn = { authorization: `Bearer ${access}` };
const first = ((await (await fetch(`${origin}/properties/all`)).json()) as { results: { id: number; slug: string }[] }).results[0]!;

console.log(`API benchmark: ${seconds} s a route, ${concurrency} connections, PGlite in memory, ${process.version}`);
const baseline = await measure('plans (baseline)', `${origin}/payment/plans/`);
const routes = [
  baseline,
  await measure('properties feed, anonymous', `${origin}/properties/all`),
  await measure('properties feed, signed in', `${origin}/properties/all`, signedIn),
  await measure('country list with filters', `${origin}/properties/KE/?advert_type=For%20Sale`, signedIn),
  await measure('property details + related', `${origin}/properties/details/${first.slug}/`, signedIn),
  await measure('property comments', `${origin}/comments/property-comments/?property=${first.id}`),
  await measure('reels feed', `${origin}/reels/all`, signedIn),
  await measure('my profile', `${origin}/profile/me/`, signedIn),
];

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`${pad('route', 30)} ${pad('req/s', 8)} ${pad('ratio', 7)} ${pad('p50 ms', 8)} p95 ms`);
for (const result of routes) {
  console.log(
    `${pad(result.name, 30)} ${pad(result.perSecond.toFixed(0), 8)} ${pad((result.perSecond / baseline.perSecond).toFixed(2), 7)} ${pad(result.p50.toFixed(1), 8)} ${result.p95.toFixed(1)}`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
