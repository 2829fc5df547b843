/**
 * `npm run bench` runs every part in turn, each in its own process; `npm run bench -- api chat`
 * runs the parts named. Each part writes bench/results/<part>.json and rewrites its section of
 * bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchDir } from './lib/report.js';

export const PARTS = {
  api: 'API read paths on PostgreSQL beside a bare Fastify server sending the same bytes; server memory',
  scale: 'Feed, deep page, filtered list and search at 1k, 100k and 1M listings; EXPLAIN of each',
  chat: '500 and 2,000 sockets at 500 messages a second beside a bare ws relay; edits, reactions and replays; search at 1M messages',
  bundle: 'size-limit figures of the packages and the home route’s JavaScript from the Vite build',
  trim: 'ffmpeg.wasm in Chromium trimming a 60-s clip to 45 s beside native ffmpeg',
  page: 'Lighthouse (mobile) on five pages, rendered on the server against the same build rendered in the browser',
  heap: 'The app’s JS heap in Chromium while scrolling 500 listings and 100 reels',
  upload: 'The server’s peak memory taking 60 MB clips, one and three at once, on the disk and S3 stores',
} as const;

type Part = keyof typeof PARTS;
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}. Parts:\n${Object.entries(PARTS).map(([name, what]) => `  ${name.padEnd(7)} ${what}`).join('\n')}`);
  process.exit(2);
}
const parts = (asked.length ? asked : Object.keys(PARTS)) as Part[];
const started = performance.now();
const failed: Part[] = [];
for (const part of parts) {
  console.log(`\n== bench ${part}: ${PARTS[part]}`);
  const partStarted = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, `${part}.ts`)], { stdio: 'inherit' });
  console.log(`== bench ${part}: ${run.status === 0 ? 'done' : `failed (${run.status ?? run.signal})`} in ${((performance.now() - partStarted) / 1000).toFixed(0)} s`);
  if (run.status !== 0) failed.push(part);
}
console.log(`\nbench: ${parts.length - failed.length}/${parts.length} parts in ${((performance.now() - started) / 60_000).toFixed(1)} min${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
