import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { atListenPort, listenOrigin, loadConfig } from '../src/config.js';
import { publicPageRedirect } from '../src/plugins/web.js';
import { cliEnv, runCli, startedUrl } from './cli-process.js';
import { buildTestApp, onPostgres } from './helper.js';

describe('the public URL', () => {
  it('is the address the server listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({ JWT_SECRET: 'x' }, { inMemoryDb: true })).toMatchObject({ publicUrl: 'http://127.0.0.1:8000', publicUrlFromListen: true });
    expect(loadConfig({ JWT_SECRET: 'x', HOST: 'localhost', PORT: '9100' }, { inMemoryDb: true }).publicUrl).toBe('http://localhost:9100');
    expect(loadConfig({ JWT_SECRET: 'x', HOST: '0.0.0.0' }, { inMemoryDb: true }).publicUrl).toBe('http://localhost:8000');
    expect(listenOrigin('::1', 8000)).toBe('http://[::1]:8000');
  });

  it('is PUBLIC_URL when set, whatever the listen address', () => {
    const config = loadConfig({ JWT_SECRET: 'x', PUBLIC_URL: 'https://estate.example/' }, { inMemoryDb: true });
    expect(config).toMatchObject({ publicUrl: 'https://estate.example', publicUrlFromListen: false });
    expect(atListenPort({ ...config, port: 0 }, 4321).publicUrl).toBe('https://estate.example');
  });

  it('names the picked port once --port 0 has one, in the public URL and the CORS list', () => {
    const config = loadConfig({ JWT_SECRET: 'x' }, { inMemoryDb: true, port: 0 });
    expect(config.publicUrl).toBe('http://127.0.0.1:0');
    const settled = atListenPort(config, 4321);
    expect(settled.publicUrl).toBe('http://127.0.0.1:4321');
    expect(settled.corsOrigins).toContain('http://localhost:4321');
    expect(settled.corsOrigins).toContain('http://127.0.0.1:4321');
    expect(settled.corsOrigins.some((origin) => origin.endsWith(':0'))).toBe(false);
  });
});

describe('page requests on another loopback name of the public origin', () => {
  const at = (host: string, url = '/login', method = 'GET') => publicPageRedirect('http://localhost:8123', { host, url, method });

  it('go to the public origin with their path and query', () => {
    expect(at('127.0.0.1:8123', '/payment/success/?reference=EK-1')).toBe('http://localhost:8123/payment/success/?reference=EK-1');
    expect(publicPageRedirect('http://127.0.0.1:8123', { host: 'localhost:8123', url: '/', method: 'GET' })).toBe('http://127.0.0.1:8123/');
    expect(at('[::1]:8123')).toBe('http://localhost:8123/login');
  });

  it('stay where they are on the public origin, for the API, files, other methods, ports and names', () => {
    expect(at('localhost:8123')).toBeUndefined();
    expect(at('127.0.0.1:8123', '/api/v1/payment/plans/')).toBeUndefined();
    expect(at('127.0.0.1:8123', '/media/a.jpg')).toBeUndefined();
    expect(at('127.0.0.1:8123', '/paystack-sandbox/checkout/abc')).toBeUndefined();
    expect(at('127.0.0.1:8123', '/assets/index-1a2b3c4d.js')).toBeUndefined();
    expect(at('127.0.0.1:8123', '/login', 'POST')).toBeUndefined();
    expect(at('127.0.0.1:5173')).toBeUndefined();
    expect(at('192.168.1.20:8123')).toBeUndefined();
    expect(publicPageRedirect('https://estate.example', { host: '127.0.0.1:443', url: '/', method: 'GET' })).toBeUndefined();
  });

  describe('served by the app', () => {
    let app: App;
    let webDir: string;
    beforeAll(async () => {
      webDir = mkdtempSync(path.join(tmpdir(), 'estate-web-'));
      writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Estate</title>');
      app = await buildTestApp({ webDir, publicUrl: 'http://localhost:8123' });
    });
    afterAll(async () => {
      await app.close();
      rmSync(webDir, { recursive: true, force: true });
    });

    it('answers 307 to the public origin before the page loads; the API answers on either name', async () => {
      const moved = await app.inject({ url: '/checkout?x=1', headers: { host: '127.0.0.1:8123' } });
      expect(moved.statusCode).toBe(307);
      expect(moved.headers.location).toBe('http://localhost:8123/checkout?x=1');
      expect((await app.inject({ url: '/checkout', headers: { host: 'localhost:8123' } })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/v1/payment/plans/', headers: { host: '127.0.0.1:8123' } })).statusCode).toBe(200);
    });
  });
});

describe.skipIf(onPostgres)('npm start without PUBLIC_URL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-public-url-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('mails activation links and prints links on the address it listens on, a picked port included', async () => {
    const { PUBLIC_URL: _unset, ...env } = cliEnv();
    const run = runCli(['--port', '0', '--host', '127.0.0.1', '--data', dataDir], env);
    try {
      const url = await startedUrl(run);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toMatch(/:0$/);
      await expect.poll(() => run.output()).toContain(`Links     ${url} (this address`);

      const password = 'correct-horse-battery-9';
      const registered = await fetch(`${url}/api/v1/auth/users/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'linkcheck', email: 'linkcheck@e2e.test', password, re_password: password, first_name: 'Link', last_name: 'Check' }),
      });
      expect(registered.status).toBe(201);
      const outbox = path.join(dataDir, 'outbox');
      await expect.poll(() => readdirSync(outbox).length).toBeGreaterThan(0);
      const mail = readFileSync(path.join(outbox, readdirSync(outbox)[0]!), 'utf8');
      expect(mail).toContain(`${url}/activate/`);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  }, 120_000);
});
