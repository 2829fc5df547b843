#!/usr/bin/env node
/**
 * `npm test`: every test of every package, affordable on two cores. Chromium is installed and every
 * package built once (`npm run build`, and Storybook); then the suites run against that build, two at a time
 * (`--jobs N` or TEST_JOBS to change it): one lane takes the browser suites, the other the rest,
 * each the longest first, and a lane whose own suites are done takes the other's. A browser suite
 * is a chain of waits (test, browser, server, browser again), so every slice of CPU it waits for
 * adds to its time: on two cores beside a Vitest suite it took three times as long as alone. The
 * other suites only need throughput, so they run at a lower priority and fill the CPU the browser
 * leaves: `nice` alone is not enough on Linux, where the scheduler first shares the CPU evenly
 * between sessions (autogroups) and Playwright starts each Chromium in a session of its own, so a
 * niced Vitest run in this session still held half the machine against the browser (journeys took
 * 19 min in CI, 10 alone). Such a suite gets a session of its own whose autogroup is niced too.
 * Each suite starts its own server and writes its output to a log that is printed whole when it
 * ends, so two suites never interleave. The run ends with each suite's time and a
 * 'N passed, N failed' line; it fails if any suite did.
 *
 *   node scripts/test-all.mjs                 # what `npm test` runs
 *   node scripts/test-all.mjs --pg            # also the server's suites on PostgreSQL and Redis (CI)
 *   node scripts/test-all.mjs --only sdk,kit  # some suites (names below), still after the build
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** The suites, longest first in each kind (measured alone on two cores) so the lanes end evenly. */
const SUITES = [
  { name: 'journeys', command: 'npm run test:built -w @estate/marketplace', browser: true },
  // The kit's stories in Chromium (Storybook is built with the packages, below); its jsdom tests, package lint and size budgets are kit-unit.
  { name: 'kit', command: 'node scripts/test-storybook.mjs --no-build', browser: true },
  { name: 'embed', command: 'npm run test:built -w @estate/embed', browser: true },
  { name: 'server-pg', command: 'npm run test:pg -w @estate/server', pg: true },
  { name: 'sdk', command: 'npm run test:built -w @estate/sdk' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'kit-unit', command: 'npm run test:unit -w @estate/react' },
  // Mostly npm installs and a Next.js build, throughput rather than waits: a few page loads at the end.
  { name: 'consumer', command: 'node scripts/consumer-test.mjs --built' },
  { name: 'server', command: 'npm run test:built -w @estate/server' },
  { name: 'packages', command: 'node scripts/check-packages.mjs' },
];

const only = option('--only')?.split(',');
const jobs = Number(option('--jobs') ?? process.env.TEST_JOBS ?? 2);
const withPg = args.includes('--pg');
const unknown = only?.filter((name) => !SUITES.some((suite) => suite.name === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}: the suites are ${SUITES.map((suite) => suite.name).join(', ')}.`);
  process.exit(2);
}
const chosen = SUITES.filter((suite) => (only ? only.includes(suite.name) : !suite.pg || withPg)).map((suite) =>
  // With the API's tests on PostgreSQL beside it, the PGlite run keeps the files that test PGlite alone (see the server's vitest.config.ts).
  suite.name === 'server' && (withPg || only?.includes('server-pg')) ? { ...suite, command: `env ESTATE_SERVER_TESTS=pglite-only ${suite.command}` } : suite,
);

const logs = mkdtempSync(path.join(tmpdir(), 'estate-test-'));
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** The process groups of suites started in a session of their own, stopped with this run. */
const sessions = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const pid of sessions) {
      try {
        process.kill(-pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(128 + constants.signals[signal]);
  });
}

/**
 * Runs a shell command with its output to `logFile` (or inherited); resolves with its exit code.
 * `background` runs it at the lowest priority: niced, in a session of its own whose autogroup is
 * niced as well (Linux; elsewhere the writes fail quietly and `nice` is what there is).
 */
function run(command, logFile, { background = false } = {}) {
  return new Promise((resolve) => {
    const out = logFile ? createWriteStream(logFile) : 'inherit';
    const shellCommand = background ? `(echo 19 > /proc/self/autogroup) 2>/dev/null; exec nice -n 10 ${command}` : command;
    const child = spawn(shellCommand, { cwd: root, shell: true, detached: background, stdio: ['ignore', logFile ? 'pipe' : 'inherit', logFile ? 'pipe' : 'inherit'] });
    if (background) sessions.add(child.pid);
    if (logFile) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.once('exit', (code, signal) => {
      sessions.delete(child.pid);
      if (logFile) out.end();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function step(name, command) {
  console.log(`== ${name}: ${command}`);
  const started = Date.now();
  const code = await run(command);
  return { name, code, ms: Date.now() - started };
}

/** How many of a failed suite's last lines are repeated at the end. */
const FAILED_TAIL_LINES = 120;

async function suite({ name, command, browser }) {
  const logFile = path.join(logs, `${name}.log`);
  console.log(`▶ ${name} started: ${command}`);
  const started = Date.now();
  const code = await run(command, logFile, { background: !browser && process.platform !== 'win32' });
  const ms = Date.now() - started;
  const output = readFileSync(logFile, 'utf8');
  console.log(`\n== ${name}: ${command} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${minutes(ms)})`);
  console.log(output);
  return { name, code, ms, output };
}

const started = Date.now();
const results = [];
try {
  for (const [name, command] of [['chromium', 'node scripts/chromium.mjs'], ['build', 'npm run build && npm run build-storybook -- --quiet']]) {
    const result = await step(name, command);
    results.push(result);
    if (result.code !== 0) throw new Error(`${name} failed`);
  }
  const queues = { browser: chosen.filter((suite) => suite.browser), other: chosen.filter((suite) => !suite.browser) };
  // A lane takes its own kind first, then whatever the other lane has left.
  const lane = async (own) => {
    const theirs = own === 'browser' ? 'other' : 'browser';
    for (let next = queues[own].shift() ?? queues[theirs].shift(); next; next = queues[own].shift() ?? queues[theirs].shift()) results.push(await suite(next));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, chosen.length)) }, (_, index) => lane(index % 2 === 0 ? 'browser' : 'other')));
} catch (error) {
  console.error(error.message);
} finally {
  rmSync(logs, { recursive: true, force: true });
}

// A failed suite's end is printed again last, where a reader of a long log (or its tail) looks.
for (const { name, code, output } of results.filter((result) => result.code !== 0 && result.output)) {
  console.log(`\n== ${name} failed; the end of its output again:`);
  console.log(output.split('\n').slice(-FAILED_TAIL_LINES).join('\n'));
}

console.log(`\n== times (${jobs} at a time, ${minutes(Date.now() - started)} in all)`);
for (const { name, code, ms } of results) console.log(`${name.padEnd(10)} ${minutes(ms).padStart(9)}  ${code === 0 ? 'passed' : 'FAILED'}`);
const failed = results.filter((result) => result.code !== 0).length;
const notRun = chosen.length + 2 - results.length;
console.log(`\nsuites: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed + notRun === 0 ? 0 : 1);
