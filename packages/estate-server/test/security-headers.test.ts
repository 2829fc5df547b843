import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './helper.js';

/** Helmet's headers (plugins/security.ts), worked out once and set on every kind of answer. */
describe('security headers', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const expected = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('come with a cached read, a page of an API list, a refusal and an unknown path alike', async () => {
    for (const url of ['/api/v1/properties/all', '/api/v1/properties/all', '/api/v1/properties/details/no-such-listing/', '/api/v1/nowhere/', '/api/v1/users/me/']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers, url).toMatchObject(expected);
      expect(answer.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(answer.headers['x-powered-by'], url).toBeUndefined();
      const policy = String(answer.headers['content-security-policy']);
      for (const directive of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "connect-src 'self' ws: wss:", "frame-ancestors 'self'"]) {
        expect(policy, url).toContain(directive);
      }
      expect(policy, url).not.toContain('upgrade-insecure-requests');
    }
  });
});
