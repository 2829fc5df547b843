import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTeardown } from './_cleanup.js';
import { freePort } from './_ports.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'estate-server.js');
const STARTED = /Estate server is running at (http:\/\/\S+)/;

export interface ApiSettings {
  databaseUrl: string;
  redisUrl?: string;
  jwtSecret: string;
  /** The data folder (media, mail); a temporary one, removed at teardown, when absent. */
  dataDir?: string;
}

export interface ApiProcess {
  name: string;
  /** `http://127.0.0.1:PORT`, the same across restarts. */
  origin: string;
  pid(): number;
  /** Everything it printed, for a failure report. */
  output(): string;
  /** Kills it with SIGKILL, as the kernel's OOM killer or a crash would: no shutdown at all. */
  kill9(): Promise<void>;
  /** Starts it again on the same port and settings, as a supervisor would. */
  start(): Promise<void>;
  running(): boolean;
}

/**
 * `estate-server` started as its own operating-system process through the real CLI
 * (`bin/estate-server.js`), on a fixed free port so that clients can come back to the same
 * address after it is killed and started again. Stopped at teardown.
 */
export async function startApi(name: string, settings: ApiSettings): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = settings.dataDir ?? mkdtempSync(path.join(tmpdir(), `estate-drill-${name}-`));
  if (!settings.dataDir) onTeardown(`remove ${name}'s data`, () => rmSync(dataDir, { recursive: true, force: true }));
  let child: ChildProcess | undefined;
  let output = '';
  const env = {
    ...process.env,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl ?? '',
    JWT_SECRET: settings.jwtSecret,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ESTATE_WEB_DIR: '',
  };
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  async function start(): Promise<void> {
    const started = spawn(process.execPath, [cli, '--port', String(port), '--data', dataDir], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    const seen = output.length;
    started.stdout!.on('data', (chunk) => (output += chunk));
    started.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 90_000;
    while (!STARTED.test(output.slice(seen))) {
      if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode}:\n${output.slice(seen)}`);
      if (Date.now() > deadline) throw new Error(`${name} did not start within 90 s:\n${output.slice(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(signal: NodeJS.Signals): Promise<void> {
    const current = child;
    if (!current || !running()) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill(signal);
    await exited;
  }

  await start();
  onTeardown(`stop ${name}`, async () => {
    const current = child;
    if (!current || !running()) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    const timer = setTimeout(() => current.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    pid: () => child?.pid ?? 0,
    output: () => output,
    kill9: () => stop('SIGKILL'),
    start,
    running,
  };
}
