import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, capturedLog, makeUser, type TestUser } from './helper.js';

/**
 * Page links were built from the request's Host and X-Forwarded-* headers: a malformed one made
 * every paged list answer 500, a forged one pointed `next` at another site. They come from
 * PUBLIC_URL now.
 */
describe('page links', () => {
  let app: App;
  let me: TestUser;
  const log = capturedLog('error');

  beforeAll(async () => {
    app = await buildTestApp({ publicUrl: 'https://estate.example' }, { logger: log.logger });
    me = await makeUser(app, { username: 'link_one' });
    await makeUser(app, { username: 'link_two' });
  });
  afterAll(() => app.close());

  const search = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/users/search/?page_size=1', headers: { ...me.headers, ...headers }, payload: { search_query: 'link_' } });

  it('builds next and previous on PUBLIC_URL, keeping the path and the query', async () => {
    const first = (await search({})).json();
    expect(first.next).toBe('https://estate.example/api/v1/users/search/?page_size=1&page=2');
    const second = await app.inject({ method: 'POST', url: '/api/v1/users/search/?page_size=1&page=2', headers: me.headers, payload: { search_query: 'link_' } });
    expect(second.json().previous).toBe('https://estate.example/api/v1/users/search/?page_size=1');
  });

  it('answers 200 with the same links whatever Host and X-Forwarded-* say', async () => {
    const hostile: Record<string, string>[] = [
      { host: 'bad host[' },
      { host: '' },
      { 'x-forwarded-host': 'a b' },
      { 'x-forwarded-host': '[' },
      { 'x-forwarded-proto': 'ht tp' },
      { 'x-forwarded-proto': 'javascript' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { host: 'evil.example' },
    ];
    for (const headers of hostile) {
      const response = await search(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.json().next, JSON.stringify(headers)).toBe('https://estate.example/api/v1/users/search/?page_size=1&page=2');
    }
    expect(log.lines).toEqual([]);
  });
});
