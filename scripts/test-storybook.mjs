#!/usr/bin/env node
/**
 * The Storybook interaction tests: builds Storybook once, serves it from a real estate-server with
 * the demo data (so stories of behaviour talk to the real API on the same origin), and runs every
 * story's play function plus an axe check in Debian's Chromium through @storybook/test-runner.
 * `--no-build` reuses storybook-static/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { serveForTests } from './serve-for-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

execFileSync(process.execPath, [path.join(root, 'scripts/chromium.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
if (!process.argv.includes('--no-build')) {
  execFileSync(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], { cwd: root, stdio: 'inherit' });
}

const server = await serveForTests({ webDir: path.join(root, 'storybook-static') });
let status = 1;
try {
  const result = spawnSync(bin('test-storybook'), ['--url', server.url, '--maxWorkers=2', ...(process.env.CI ? ['--ci'] : [])], {
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
