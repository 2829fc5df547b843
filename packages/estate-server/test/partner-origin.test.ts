import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, png } from './helper.js';

const PARTNER = 'https://www.savannah-homes.example';

/** What the script-tag embed needs from the API on a partner's page (packages/estate-embed). */
describe('a partner origin listed in CORS_ORIGINS', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ corsOrigins: [PARTNER] });
    const folder = path.join(app.config.dataDir, 'media', 'partner-test');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'photo.png'), png());
  });

  afterAll(() => app.close());

  it('may call the API, preflighted requests with a token included', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/chat/chat-messages/grace_achieng/',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    const listing = await app.inject({ url: '/api/v1/properties/', headers: { origin: PARTNER } });
    expect(listing.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('loads media on its pages: no resource policy or CSP of ours blocks an <img> from another origin', async () => {
    const image = await app.inject({ url: '/media/partner-test/photo.png', headers: { origin: PARTNER } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('is not extended to an origin that is not listed', async () => {
    const response = await app.inject({ url: '/api/v1/properties/', headers: { origin: 'https://elsewhere.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
