import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi-document.js';

describe('the OpenAPI document', () => {
  it('is served and matches the committed openapi.json (run `npm run openapi` after changing a route)', async () => {
    const served = (await openApiDocument()) as { openapi: string; paths: Record<string, unknown> };
    expect(served.openapi).toBe('3.1.0');
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(served).toEqual(committed);
  });

  it('documents every call of the spec', async () => {
    const { paths } = (await openApiDocument()) as { paths: Record<string, Record<string, unknown>> };
    const calls = [
      ['post', '/api/v1/auth/jwt/create/'],
      ['post', '/api/v1/auth/jwt/refresh/'],
      ['post', '/api/v1/auth/users/'],
      ['post', '/api/v1/auth/users/activation/'],
      ['post', '/api/v1/users/search/'],
      ['post', '/api/v1/users/guest-login/'],
      ['get', '/api/v1/profile/me/'],
      ['get', '/api/v1/profile/{id}'],
      ['get', '/api/v1/profile/user/{username}/'],
      ['patch', '/api/v1/profile/update/{id}/'],
      ['get', '/api/v1/profile/agents/all/'],
      ['post', '/api/v1/profile/search-agent/'],
      ['get', '/api/v1/properties/all'],
      ['post', '/api/v1/properties/create/'],
      ['get', '/api/v1/properties/like/'],
      ['get', '/api/v1/reels/all'],
      ['get', '/api/v1/reels/agent/'],
      ['post', '/api/v1/reels/create/'],
      ['get', '/api/v1/comments/property-comments/'],
      ['post', '/api/v1/comments/property-comments/'],
      ['get', '/api/v1/comments/clip-comments/'],
      ['post', '/api/v1/comments/clip-comments/'],
      ['get', '/api/v1/notifications/all/'],
      ['get', '/api/v1/payment/plans/'],
      ['post', '/api/v1/payment/initiate_payment/'],
      ['get', '/api/v1/payment/verify_payment/{reference}'],
      ['get', '/api/v1/users/chat/'],
      ['get', '/api/v1/chat/chat-messages/{username}/'],
    ];
    const missing = calls.filter(([method, path]) => !paths[path!]?.[method!]);
    expect(missing).toEqual([]);
  });
});
