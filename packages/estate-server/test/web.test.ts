import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
    writeFileSync(path.join(webDir, 'assets', 'main-Ab12Cd34.js'), 'export const a = 1;');
    writeFileSync(path.join(webDir, 'assets', 'main-Ab12Cd34.js.br'), brotliCompressSync('export const a = 1;'));
    writeFileSync(path.join(webDir, 'assets', 'main-Ab12Cd34.js.gz'), gzipSync('export const a = 1;'));
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

  it('sends the build\'s compressed copy a browser accepts, and the file itself to one that accepts none', async () => {
    const url = '/assets/main-Ab12Cd34.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': expect.stringMatching(/javascript/) });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('export const a = 1;');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('export const a = 1;');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const a = 1;');
  });

  it('lets browsers keep content-hashed files for a year and asks them to revalidate the page', async () => {
    expect((await app.inject({ url: '/assets/main-Ab12Cd34.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/KE/' })).headers['cache-control']).toBe('no-cache');
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

describe('compressed API answers', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('sends a large JSON answer compressed to a client that accepts it, and plain to one that does not', async () => {
    const url = '/api/v1/openapi.json';
    const plain = await app.inject({ url });
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect((await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
