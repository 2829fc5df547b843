import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './helper.js';

/**
 * Helmet's headers (plugins/security.ts), worked out once: a page's on everything that is not the
 * API, an API answer's (the strictest policy, and what guards any answer) on every kind of API answer.
 */
describe('security headers', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const everyAnswer = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'cross-origin',
  };
  const pageOnly = {
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('an API answer, whether a cached read, a page of a list, a refusal or an unknown path, has the strictest policy and none of a page’s', async () => {
    for (const url of ['/api/v1/properties/all', '/api/v1/properties/all', '/api/v1/properties/details/no-such-listing/', '/api/v1/nowhere/', '/api/v1/users/me/']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers, url).toMatchObject(everyAnswer);
      expect(answer.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const name of Object.keys(pageOnly)) expect(answer.headers[name], `${url} ${name}`).toBeUndefined();
      expect(answer.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('anything else (pages, files, media) has a page’s', async () => {
    for (const url of ['/', '/media/no-such-file.jpg', '/property/some-listing/']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers, url).toMatchObject({ ...everyAnswer, ...pageOnly });
      expect(answer.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      const policy = String(answer.headers['content-security-policy']);
      for (const directive of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "connect-src 'self' ws: wss:", "frame-ancestors 'self'"]) {
        expect(policy, url).toContain(directive);
      }
      expect(policy, url).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
