import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export interface ServerProcess {
  /** `http://127.0.0.1:port`. */
  url: string;
  child: ChildProcess;
  /** What it printed, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `estate-server` as a person runs it (the built CLI, `npm test` builds it first), in a process of
 * its own on a free port with a data folder of its own; resolved once it says where it listens.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-instance-'));
  const child = spawn(process.execPath, [cli, '--port', '0', '--data', dataDir], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /Estate server is running at (\S+)/.exec(printed)?.[1];
      if (url) resolve({ url, child, output: () => printed, stop });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`estate-server exited with ${code} before listening:\n${printed}`)));
  });
}
