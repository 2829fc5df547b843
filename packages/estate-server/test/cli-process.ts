import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Running `estate-server` as its own process, for the tests that need a real second process. */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTED = /Estate server is running at (http:\/\/\S+)/;

/** The CLI's own environment: always the embedded database, so the test never writes to a shared PostgreSQL. */
export function cliEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, ESTATE_WEB_DIR: _web, PORT: _port, HOST: _host, ESTATE_DATA_DIR: _data, ...env } = process.env;
  return { ...env, LOG_LEVEL: 'warn' };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `src/cli.ts` through tsx, as `bin/estate-server.js` does when nothing is built. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = cliEnv()): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function startedUrl(run: Run, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = STARTED.exec(run.output());
    if (match) return match[1]!;
    if (run.child.exitCode !== null) throw new Error(`The CLI exited with ${run.child.exitCode}:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The CLI did not start in time:\n${run.output()}`);
}
