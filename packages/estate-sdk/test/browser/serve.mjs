/**
 * Builds the test page with Vite and serves it on the origin of the real @estate/server (with its
 * demo data), as `npm start` serves the app. Prints one JSON line `{baseUrl, demoPassword}` when
 * ready; closes on SIGTERM. Plain JavaScript, because it registers the TypeScript loader first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { build, defaultClientConditions } from 'vite';

register();
const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = mkdtempSync(path.join(tmpdir(), 'estate-sdk-page-'));
await build({
  root: path.join(here, 'page'),
  logLevel: 'warn',
  resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
  build: { outDir: webDir, emptyOutDir: true },
});

const { startTestServer } = await import('../server.ts');
const server = await startTestServer({ config: { webDir } });
process.stdout.write(`${JSON.stringify({ baseUrl: server.baseUrl, demoPassword: server.demoPassword })}\n`);

process.on('SIGTERM', async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
  process.exit(0);
});
