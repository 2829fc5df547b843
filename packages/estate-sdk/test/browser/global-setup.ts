import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * Starts one real server with the test page for the whole run (serve.mjs, in its own process, with
 * the workspace packages resolved to their source) and
 * hands its address to the tests through the environment.
 */
export default async function globalSetup() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(process.execPath, ['--conditions=@estate/source', path.join(here, 'serve.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await new Promise<{ baseUrl: string; demoPassword: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The test server exited early (code ${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  process.env.ESTATE_BASE_URL = ready.baseUrl;
  process.env.ESTATE_DEMO_PASSWORD = ready.demoPassword;
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
