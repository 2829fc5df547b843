#!/usr/bin/env node
/**
 * The Storybook interaction tests: builds Storybook once, serves it from a real estate-server with
 * the demo data (so stories of behaviour talk to the real API on the same origin), and runs every
 * story's play function plus an axe check in Debian's Chromium through @storybook/test-runner.
 * `--no-build` reuses storybook-static/; `--dir DIR` tests another build (implies --no-build);
 * any other argument goes to test-storybook (e.g. a path of story files to run alone).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { serveForTests } from './serve-for-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const webDir = dirAt >= 0 ? path.resolve(args[dirAt + 1]) : path.join(root, 'storybook-static');
// Without --dir (dirAt -1) no index is its value: `dirAt + 1` would drop the first story path.
const passThrough = args.filter((arg, index) => arg !== '--no-build' && (dirAt < 0 || (index !== dirAt && index !== dirAt + 1)));

execFileSync(process.execPath, [path.join(root, 'scripts/chromium.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
if (dirAt < 0 && !args.includes('--no-build')) {
  execFileSync(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], { cwd: root, stdio: 'inherit' });
}

const server = await serveForTests({ webDir });
let status = 1;
try {
  const result = spawnSync(bin('test-storybook'), ['--url', server.url, '--maxWorkers=2', ...(process.env.CI ? ['--ci'] : []), ...passThrough], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: findChromium(),
      ESTATE_API_URL: server.url,
    },
  });
  status = result.status ?? 1;
} finally {
  await server.close();
}
process.exit(status);
