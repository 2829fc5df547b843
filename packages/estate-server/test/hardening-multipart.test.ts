import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, capturedLog, makeUser, multipart, png, type TestUser } from './helper.js';

/** Malformed multipart bodies made busboy throw plain errors, which answered 500 on every upload route. */
describe('malformed multipart bodies answer 400', () => {
  let app: App;
  let me: TestUser;
  const log = capturedLog('error');

  beforeAll(async () => {
    app = await buildTestApp({}, { logger: log.logger });
    me = await makeUser(app, { username: 'uploader', role: 'agent' });
  });
  afterAll(() => app.close());

  const routes = () => [
    { method: 'POST' as const, url: '/api/v1/properties/create/' },
    { method: 'POST' as const, url: '/api/v1/reels/create/' },
    { method: 'PATCH' as const, url: `/api/v1/profile/update/${me.user.id}/` },
  ];

  it('refuses a body with no boundary, the wrong boundary, a truncated body and an over-long boundary', async () => {
    const form = await multipart({ title: 'A house', about_me: 'Hello' }, [{ name: 'cover_photo', filename: 'a.png', content: png(), type: 'image/png' }]);
    const boundary = form.headers['content-type'].split('boundary=')[1]!;
    const bodies: { contentType: string; payload: Buffer; message: RegExp }[] = [
      { contentType: 'multipart/form-data', payload: form.payload, message: /Boundary not found/ },
      { contentType: 'multipart/form-data; boundary=wrong', payload: form.payload, message: /Unexpected end of multipart data/ },
      { contentType: form.headers['content-type'], payload: form.payload.subarray(0, form.payload.length - boundary.length - 20), message: /unexpected end/i },
      { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: form.payload, message: /./ },
    ];
    for (const route of routes()) {
      for (const body of bodies) {
        const response = await app.inject({ ...route, headers: { ...me.headers, 'content-type': body.contentType }, payload: body.payload });
        expect(response.statusCode, `${route.url} ${body.contentType.slice(0, 50)}: ${response.body}`).toBe(400);
        expect(response.json().detail).toMatch(/^Multipart form parse error - /);
        expect(response.json().detail).toMatch(body.message);
      }
    }
    expect(log.lines).toEqual([]);
  });

  it('still takes a well-formed form', async () => {
    const form = await multipart({ about_me: 'Still here' });
    const response = await app.inject({ method: 'PATCH', url: `/api/v1/profile/update/${me.user.id}/`, headers: { ...me.headers, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.about_me).toBe('Still here');
  });
});
