import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCli, PAYMENTS_OFF, USAGE } from '../src/cli.js';
import { loadConfig } from '../src/config.js';
import { freePort, runCli, startedUrl } from './cli-process.js';
import { onPostgres } from './helper.js';

describe.skipIf(onPostgres)('estate-server command line', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-cli-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty data folder, serves the listings, prints the logins, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const run = runCli(['--port', String(port), '--host', '127.0.0.1', '--data', dataDir, '--seed-if-empty']);
    running.push(run.child);
    const url = await startedUrl(run);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(run.output()).toMatch(/Demo data added/);
    expect(run.output()).toMatch(/buyer\s+buyer@estate\.demo/);
    expect(run.output()).toMatch(/password estate-demo-2026/);

    const response = await fetch(`${url}/api/v1/properties/all`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { count: number }).count).toBeGreaterThanOrEqual(60);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 120_000);

  it('refuses --seed politely on a database that has users, and serves it as it is', async () => {
    const port = await freePort();
    const run = runCli(['--port', String(port), '--data', dataDir, '--seed']);
    running.push(run.child);
    const url = await startedUrl(run);
    expect(run.output()).toMatch(/Not seeding: The database already has users/);

    const response = await fetch(`${url}/api/v1/properties/all?page_size=1`);
    expect(((await response.json()) as { count: number }).count).toBeGreaterThanOrEqual(60);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  }, 120_000);

  it('prints its usage for --help and exits 0', async () => {
    const run = runCli(['--help']);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('Usage: estate-server');
    expect(run.output()).toContain('--seed-if-empty');
  }, 60_000);

  it('rejects an unknown flag or a bad port with the usage and exit code 2', async () => {
    for (const args of [['--colour'], ['--port', 'eighty']]) {
      const run = runCli(args);
      expect(await run.exited).toBe(2);
      expect(run.output()).toContain('Usage: estate-server');
    }
  }, 60_000);
});

describe('estate-server flags', () => {
  const env = { PORT: '8000', HOST: '127.0.0.1', ESTATE_DATA_DIR: '/tmp/from-env', ESTATE_WEB_DIR: '/tmp/web-from-env', JWT_SECRET: 'x' };

  it('override the environment', () => {
    const { overrides, seed } = parseCli(['--port', '9001', '--host', '0.0.0.0', '--data', '/tmp/from-flag', '--web', '/tmp/web-from-flag', '--seed'], env);
    const config = loadConfig(env, overrides);
    expect(config).toMatchObject({ port: 9001, host: '0.0.0.0', dataDir: '/tmp/from-flag', webDir: '/tmp/web-from-flag' });
    expect(seed).toBe('always');
  });

  it('leave the environment in charge when absent', () => {
    const { overrides, seed, help } = parseCli([], env);
    expect(loadConfig(env, overrides)).toMatchObject({ port: 8000, host: '127.0.0.1', dataDir: '/tmp/from-env', webDir: '/tmp/web-from-env' });
    expect(seed).toBe('never');
    expect(help).toBe(false);
  });

  it('read --seed-if-empty and --help', () => {
    expect(parseCli(['--seed-if-empty'], env).seed).toBe('if-empty');
    expect(parseCli(['-h'], env).help).toBe(true);
    expect(USAGE).toContain('--web DIR');
  });

  it('run the Paystack sandbox, which upgrades for nothing, only on a development setup without keys or when asked', () => {
    const base = { ESTATE_DATA_DIR: '/tmp/from-env', JWT_SECRET: 'x' };
    const setup = (extra: NodeJS.ProcessEnv) => {
      const config = loadConfig({ ...base, ...extra });
      return { development: config.development, sandbox: config.paystackSandbox, devOrigins: config.corsOrigins.includes('http://localhost:5173') };
    };
    expect(setup({ HOST: '127.0.0.1' })).toEqual({ development: true, sandbox: true, devOrigins: true });
    expect(setup({ HOST: 'localhost', PAYSTACK_SECRET_KEY: 'sk_live_x' })).toEqual({ development: true, sandbox: false, devOrigins: true });
    // A deployment: listening on every address, or NODE_ENV=production.
    expect(setup({ HOST: '0.0.0.0' })).toEqual({ development: false, sandbox: false, devOrigins: false });
    expect(setup({ HOST: '127.0.0.1', NODE_ENV: 'production' })).toEqual({ development: false, sandbox: false, devOrigins: false });
    expect(setup({ HOST: '0.0.0.0', PAYSTACK_SANDBOX: '1' })).toEqual({ development: false, sandbox: true, devOrigins: false });
    expect(setup({ HOST: '127.0.0.1', PAYSTACK_SANDBOX: '0' }).sandbox).toBe(false);
    expect(() => setup({ PAYSTACK_SANDBOX: '1', PAYSTACK_SECRET_KEY: 'sk_live_x' })).toThrow(/both set/);
    expect(() => setup({ PAYSTACK_SANDBOX: 'yes' })).toThrow(/PAYSTACK_SANDBOX expects 1 or 0/);
    expect(PAYMENTS_OFF).toContain('checkout answers 503');
  });

  it('refuse ports out of range', () => {
    expect(() => parseCli(['--port', '70000'], env)).toThrow(/0 to 65535/);
    expect(() => parseCli(['--port', '-1'], env)).toThrow();
  });
});
