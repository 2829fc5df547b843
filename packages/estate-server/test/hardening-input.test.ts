import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, capturedLog, makeUser, multipart, type TestUser } from './helper.js';

const NUL = { detail: 'Null characters are not allowed.' };

/**
 * Text PostgreSQL cannot store (a NUL) and numbers it cannot hold reached the database and
 * answered 500; the input guard (plugins/input-guard.ts) and the shared bounded schemas answer 400.
 */
describe('garbage input answers 400, never 500', () => {
  let app: App;
  let me: TestUser;
  const log = capturedLog('error');

  beforeAll(async () => {
    app = await buildTestApp({}, { logger: log.logger });
    me = await makeUser(app, { username: 'nul_tester', role: 'agent' });
  });
  afterAll(() => app.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: me.headers, payload: payload as Record<string, unknown> });

  it('refuses a NUL in a search, a comment, about_me, a username in a path or query, an e-mail and a plan code', async () => {
    const cases: [Awaited<ReturnType<typeof send>>, string][] = [
      [await send('POST', '/users/search/', { search_query: 'a\u0000b' }), 'search_query'],
      [await send('POST', '/profile/search-agent/', { search_query: '\u0000' }), 'search_query'],
      [await send('POST', '/comments/property-comments/', { post: 1, content: 'hi\u0000' }), 'content'],
      [await send('POST', '/comments/clip-comments/', { post: 1, content: '\u0000hi' }), 'content'],
      [await send('PATCH', `/profile/update/${me.user.id}/`, { about_me: 'me\u0000' }), 'about_me'],
      [await send('GET', '/profile/user/nul%00tester/'), 'username'],
      [await send('GET', '/properties/details/a%00b/'), 'idOrSlug'],
      [await send('GET', '/reels/agent/?username=nul%00'), 'username'],
      [await send('POST', '/auth/users/', { username: 'x', first_name: 'x', last_name: 'x', email: 'a\u0000@example.com', password: 'p', re_password: 'p' }), 'email'],
      [await send('POST', '/auth/jwt/create/', { username: 'nul_tester\u0000', password: 'x' }), 'username'],
      [await send('POST', '/payment/initiate_payment/', { plan_code: 'seller\u0000', order_data: {} }), 'plan_code'],
    ];
    for (const [response, field] of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ [field]: [NUL.detail] });
    }
  });

  it('refuses a NUL in a nested JSON field and in a multipart form field', async () => {
    const nested = await send('POST', '/payment/initiate_payment/', { plan_code: 'seller', order_data: { city: 'Nai\u0000robi' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ 'order_data.city': [NUL.detail] });
    const form = await multipart({ about_me: 'x\u0000y', city: 'Kakamega' });
    const response = await app.inject({ method: 'PATCH', url: `/api/v1/profile/update/${me.user.id}/`, headers: { ...me.headers, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ about_me: [NUL.detail] });
    expect((await send('GET', '/profile/me/')).json().profile.city).not.toBe('Kakamega');
  });

  it('bounds page numbers: 1e300, Infinity and 20 digits are 400s, as is 2^31', async () => {
    const tooLarge = { page: ['Ensure this value is less than or equal to 2147483647.'] };
    for (const page of ['1e300', '99999999999999999999', '2147483648']) {
      for (const url of [`/properties/all?page=${page}`, `/notifications/all/?page=${page}`, `/chat/chat-messages/nul_tester/?page=${page}`]) {
        const response = await send('GET', url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual(tooLarge);
      }
    }
    for (const query of ['page=Infinity', 'page=-Infinity', 'page_size=Infinity']) {
      const response = await send('GET', `/properties/all?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ [query.split('=')[0]!]: ['A valid number is required.'] });
    }
    expect((await send('GET', '/properties/all?page=2147483647')).json()).toEqual({ detail: 'Invalid page.' });
  });

  it('refuses an id given as "Infinity" in a path or a body, and one past the integer range', async () => {
    expect((await send('GET', '/profile/Infinity')).json()).toEqual({ id: ['A valid number is required.'] });
    expect((await send('POST', '/properties/like/Infinity/')).statusCode).toBe(400);
    expect((await send('POST', '/comments/property-comments/', { post: 'Infinity', content: 'hi' })).json()).toEqual({ post: ['A valid number is required.'] });
    expect((await send('GET', '/comments/clip-comments/?reel=Infinity')).json()).toEqual({ reel: ['A valid number is required.'] });
    expect((await send('GET', '/profile/2147483648')).json()).toEqual({ id: ['Ensure this value is less than or equal to 2147483647.'] });
  });

  it('answers a malformed or over-long URL in the same {detail} shape', async () => {
    for (const url of ['/profile/user/%zz/', '/properties/details/%C0%80/', '/reels/details/%/']) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ detail: 'The URL is malformed: a percent escape is incomplete or does not encode UTF-8.' });
    }
    const long = await send('GET', `/profile/user/${'a'.repeat(301)}/`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'A part of the URL is longer than the server accepts.' });
  });

  it('logged no server error for any of it', () => {
    expect(log.lines).toEqual([]);
  });
});
