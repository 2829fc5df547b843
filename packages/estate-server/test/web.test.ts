import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './helper.js';

describe('the built web app on the API origin', () => {
  let app: App;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'estate-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Estate</title>');
    writeFileSync(path.join(webDir, 'assets', 'index-1.js'), 'export {};');
    app = await buildTestApp({ webDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers every page path with index.html, for the client router', async () => {
    for (const url of ['/', '/KE/', '/property/a-house/', '/payment/success/?reference=abc']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('serves files with their own type, including one written after the server started', async () => {
    expect((await app.inject({ url: '/assets/index-1.js' })).headers['content-type']).toMatch(/javascript/);
    writeFileSync(path.join(webDir, 'assets', 'index-2.js'), 'export {};');
    const late = await app.inject({ url: '/assets/index-2.js' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing file with 404 rather than the page', async () => {
    const response = await app.inject({ url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('never serves a file outside the folder', async () => {
    for (const url of ['/..%2F..%2F..%2F..%2Fetc%2Fpasswd', '/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd']) {
      const response = await app.inject({ url });
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ url: '/api/v1/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });
});
