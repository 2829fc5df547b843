/**
 * Child processes for benchmarks: the real server started through its CLI, and small reference
 * servers (the limits). Each runs in its own process so the load generator never shares its CPU
 * time with what it measures, and each is read for its resident memory from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDir } from './report.js';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { TEST_MAP_TILES_URL } from '../../scripts/test-map-tile.mjs';

export const repoRoot = path.dirname(benchDir);
const serverBin = path.join(repoRoot, 'packages/estate-server/bin/estate-server.js');

export interface Child {
  url: string;
  process: ChildProcess;
  /** Resident memory in MB, from /proc/<pid>/status. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts `command args`, resolving once a line of its output matches `ready` (its first group is the URL). */
export function startChild(command: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}, cleanup?: () => void): Promise<Child> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      child.stderr!.resume();
      resolve({
        url: match[1]!,
        process: child,
        rssMb: () => rssMb(child.pid!),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => {
              cleanup?.();
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited (${code}) before it was ready:\n${output}`)));
  });
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export interface ServerOptions {
  /** PostgreSQL URL; PGlite in a temporary folder when absent. */
  databaseUrl?: string;
  redisUrl?: string;
  seed?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Another build's `bin/estate-server.js` (an older checkout, for before-and-after in one run). */
  bin?: string;
}

/**
 * The real API server from its CLI, on a free port, with request logs off (as the reference
 * servers have none) and rate limits out of the way of a load generator.
 */
export function startServer({ databaseUrl, redisUrl, seed = true, env = {}, bin = serverBin }: ServerOptions = {}): Promise<Child> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-bench-'));
  return startChild(
    process.execPath,
    [bin, '--port', '0', '--data', dataDir, ...(seed ? ['--seed-if-empty'] : [])],
    /Estate server is running at (\S+)/,
    {
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      ACTION_RATE_LIMIT_PER_MINUTE: '1000000',
      // Maps draw the test tile: a bench loads nothing from the internet.
      MAP_TILES_URL: TEST_MAP_TILES_URL,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...env,
    },
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
}

/** Runs a TypeScript file of bench/ in its own process (through tsx), e.g. a reference server. */
export function startBenchScript(file: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}): Promise<Child> {
  return startChild(process.execPath, ['--import', 'tsx', path.join(benchDir, file), ...args], ready, env);
}
