/**
 * Starts `estate-server` with fresh demo data in a temporary folder, serving `webDir` (a built app
 * or Storybook) on the API's origin, as `npm start` does. Resolves when it listens; `close()` stops
 * it and removes its data. One server per browser suite. Without `PUBLIC_URL` in `env`, the
 * server's public URL is the address it prints (`http://127.0.0.1:PORT`), so e-mail links and
 * payment callbacks come back to the origin the tests open; pass a `port` (see `freePort`) to
 * know it up front, or a `PUBLIC_URL` on the other loopback name to test the redirect to it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TEST_MAP_TILES_URL } from './test-map-tile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'packages/estate-server/bin/estate-server.js');

export async function serveForTests({ webDir, env = {}, port = 0 } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-e2e-'));
  const args = [cli, '--port', String(port), '--data', dataDir, '--seed', ...(webDir ? ['--web', webDir] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '10000', ACTION_RATE_LIMIT_PER_MINUTE: '10000', MAP_TILES_URL: TEST_MAP_TILES_URL, MAP_TILES_ATTRIBUTION: 'Test tiles', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`estate-server exited before listening (code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /Estate server is running at (\S+)/.exec(line);
      if (match) resolve(match[1]);
    });
  });
  return {
    url,
    dataDir,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on right now, for a server that must know its address before it starts. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
