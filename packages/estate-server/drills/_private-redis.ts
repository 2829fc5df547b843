import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTeardown } from './_cleanup.js';
import { freePort } from './_ports.js';

export interface PrivateRedis {
  url: string;
  port: number;
  /** Kills it outright (SIGKILL), as a crash would, and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, resolving once it answers PING. */
  start(): Promise<void>;
}

/** Resolves once something answers PING on the port, trying for up to `timeoutMs`. */
async function answersPing(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Redis on port ${port} did not answer within ${timeoutMs} ms`);
}

/** A Redis of the drill's own, on a free loopback port, keeping nothing on disk. Killed at teardown. */
export async function startRedis(): Promise<PrivateRedis> {
  const program = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) => existsSync(candidate));
  if (!program) throw new Error('No redis-server found in /usr/bin or /usr/local/bin');
  const dir = mkdtempSync(path.join(tmpdir(), 'estate-drill-redis-'));
  onTeardown('remove the Redis folder', () => rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(program, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    await answersPing(port);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  onTeardown('kill Redis', kill);
  return { url: `redis://127.0.0.1:${port}`, port, kill, start };
}
