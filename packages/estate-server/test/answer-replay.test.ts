import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';
import { listingForm, postListing } from './properties-fixtures.js';

const PARTNER = 'https://www.savannah-homes.example';

interface Got {
  statusCode: number;
  /** The headers, without the ones that differ from one answer to the next by nature. */
  headers: Record<string, string>;
  /** The body as sent, decoded by fetch when compressed. */
  body: string;
}

/** plugins/answer-replay.ts: an anonymous public read answered again from what the last identical one left with. */
describe('replayed answers', () => {
  let app: App;
  let owner: TestUser;
  let fan: TestUser;
  let listing: { id: number; slug: string };
  /** Requests that got past the replay to the hooks after it (a replayed one does not). */
  let handled = 0;
  let origin: string;
  /** Over a real connection: replays answer before Fastify, which `inject` goes straight to. */
  const get = async (url: string, headers: Record<string, string> = {}): Promise<Got> => {
    const response = await fetch(`${origin}/api/v1${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...lasting } = Object.fromEntries(response.headers);
    return { statusCode: response.status, headers: lasting, body: await response.text() };
  };
  const json = (got: Got) => JSON.parse(got.body);

  beforeAll(async () => {
    app = await buildTestApp(
      { corsOrigins: [PARTNER] },
      {
        beforeReady: (built) =>
          built.addHook('onRequest', (_request, _reply, done) => {
            handled++;
            done();
          }),
      },
    );
    owner = await makeUser(app, { username: 'replay_owner', role: 'agent' });
    fan = await makeUser(app, { username: 'replay_fan' });
    // Enough listings for a feed page over the compression threshold.
    for (const title of ['Replayed Villa', 'Replayed Flat', 'Replayed Plot']) {
      listing = (await postListing(app, owner.headers, listingForm({ title, country: 'KE' }))).json();
    }
    await app.inject({ method: 'POST', url: '/api/v1/comments/property-comments/', headers: fan.headers, payload: { post: listing.id, content: 'Is the price firm?' } });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => app.readCache.invalidate());
  afterAll(() => app.close());

  it('answers a repeated anonymous read from the first answer: the same status, headers and bytes, without reaching Fastify', async () => {
    for (const url of ['/properties/all', '/properties/KE/?sort=-price', `/comments/property-comments/?property=${listing.id}`, `/profile/user/${owner.user.username}/reviews/`]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const before = handled;
      const again = await get(url);
      expect(handled, `${url} was replayed`).toBe(before);
      expect(again.statusCode).toBe(200);
      expect(again.headers).toEqual(first.headers);
      expect(again.body).toBe(first.body);
    }
  });

  it('keeps one answer for each encoding and each origin the answer varies by', async () => {
    const url = '/properties/all';
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    const variants: Record<string, string>[] = [{ 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'gzip' }, { origin: PARTNER }, { origin: 'https://elsewhere.example' }];
    for (const headers of variants) {
      const first = await get(url, headers);
      const before = handled;
      const again = await get(url, headers);
      expect(handled, JSON.stringify(headers)).toBe(before);
      expect(again.headers).toEqual(first.headers);
      expect(again.body).toBe(plain.body);
    }
    // Compressed once, as @fastify/compress would have said it.
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Origin, accept-encoding' });
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.body.length / 2);
    expect((await get(url, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    // CORS as without a replay: the partner is allowed, another origin and no origin are not.
    expect((await get(url, { origin: PARTNER })).headers['access-control-allow-origin']).toBe(PARTNER);
    expect((await get(url, { origin: 'https://elsewhere.example' })).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get(url)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never replays to a signed-in caller, nor a read that counts a view, nor an answer made before a write', async () => {
    await get('/properties/all');
    await app.inject({ method: 'POST', url: `/api/v1/properties/like/${listing.id}/`, headers: fan.headers });
    await get('/properties/all');
    const before = handled;
    const mine = json(await get('/properties/all', fan.headers)).results.find((row: { id: number }) => row.id === listing.id);
    expect(mine.is_liked).toBe(true);
    expect(handled).toBe(before + 1);
    // A bad token is refused, not answered from an anonymous reader's replay.
    expect((await get('/properties/all', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    // Details count each anonymous visitor's view: always handled.
    await get(`/properties/details/${listing.slug}/`);
    const beforeDetails = handled;
    await get(`/properties/details/${listing.slug}/`);
    expect(handled).toBe(beforeDetails + 1);
    // A write in between: the next read is made afresh and shows it.
    const url = `/comments/property-comments/?property=${listing.id}`;
    await get(url);
    await app.inject({ method: 'POST', url: '/api/v1/comments/property-comments/', headers: fan.headers, payload: { post: listing.id, content: 'Still for sale?' } });
    const afterWrite = handled;
    expect(json(await get(url)).results[0].content).toBe('Still for sale?');
    expect(handled).toBe(afterWrite + 1);
  });

  it('keeps no refusal: a bad query or a missing property is answered each time', async () => {
    for (const url of ['/properties/all?page=9', '/comments/property-comments/?property=999999', '/properties/all?min_price=cheap']) {
      const first = await get(url);
      expect(first.statusCode, url).toBeGreaterThanOrEqual(400);
      const before = handled;
      expect((await get(url)).statusCode).toBe(first.statusCode);
      expect(handled).toBe(before + 1);
    }
  });
});
