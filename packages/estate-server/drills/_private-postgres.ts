import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { onTeardown } from './_cleanup.js';
import { freePort } from './_ports.js';

const run = promisify(execFile);

/** Where the PostgreSQL programs are: the PATH's, /usr/local/bin, or Debian's versioned folder. */
function binDir(): string {
  const candidates = ['/usr/local/bin', ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin`) : [])];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('No PostgreSQL found (looked for pg_ctl and initdb in /usr/local/bin and /usr/lib/postgresql/*/bin)');
  return found;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Stops the server the way an operator's restart does (`pg_ctl stop -m fast`: sessions cut with 57P01). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, resolving once it accepts connections. */
  start(): Promise<void>;
}

/**
 * A PostgreSQL of the drill's own: a fresh cluster in a temporary folder, on a free loopback port,
 * trust authentication, no fsync (nothing here needs to survive a power cut). PostgreSQL refuses
 * to run as root, so as root the cluster belongs to the `postgres` account and is run through
 * `runuser`. Stopped and removed at teardown.
 */
export async function startPostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'estate-drill-pg-'));
  onTeardown('remove the PostgreSQL folder', () => rmSync(dir, { recursive: true, force: true }));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgUser = async (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);

  await pgUser('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  const start = async () => {
    await pgUser('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  };
  const stop = async () => {
    await pgUser('pg_ctl', ['-D', data, '-w', '-t', '60', '-m', 'fast', 'stop']);
  };
  await start();
  onTeardown('stop PostgreSQL', () => stop().catch(() => pgUser('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).then(() => {})));
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE estate_drill');
  await admin.end();
  return { url: `postgres://postgres@127.0.0.1:${port}/estate_drill`, port, stop, start };
}
