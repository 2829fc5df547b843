import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { freePort, serveForTests } from '../../../scripts/serve-for-tests.mjs';

/**
 * One real server for the run: `estate-server` with fresh demo data in a temporary folder, serving
 * the built app, as `npm start` does. Its address must be known before it starts, because e-mail
 * links and the payment callback are built from PUBLIC_URL.
 */
export default async function globalSetup() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDir = process.env.E2E_WEB_DIR ?? path.resolve(here, '..', 'dist');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await serveForTests({ webDir, port, env: { PUBLIC_URL: url } });
  process.env.ESTATE_BASE_URL = url;
  process.env.ESTATE_DATA_DIR = server.dataDir;
  return () => server.close();
}
