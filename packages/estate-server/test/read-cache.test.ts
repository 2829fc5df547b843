import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { users } from '../src/db/schema.js';
import { ReadCache, SeenSet } from '../src/lib/read-cache.js';
import { buildPeerApp, buildTestApp, makeUser, type TestUser } from './helper.js';
import { listingForm, postListing } from './properties-fixtures.js';

describe('ReadCache', () => {
  it('serves a stored answer until its time is up, then loads again', async () => {
    let now = 0;
    const cache = new ReadCache(1000, 10, () => now);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    now = 999;
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    now = 1000;
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache(1000);
    let release!: () => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve('page'))));
    const readers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release();
    expect(await readers).toEqual(['page', 'page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep what was loading when a write came in, and forgets everything on a write', async () => {
    const cache = new ReadCache(60_000);
    let release!: (value: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    // A reader after the write does not join the load that started before it.
    const fresh = cache.get('k', async () => 'after the write');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.get('k', async () => 'not loaded')).toBe('after the write');
    cache.invalidate();
    expect(await cache.get('k', async () => 'reloaded')).toBe('reloaded');
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('holds at most its bound, dropping the oldest, and loads every time when off', async () => {
    const cache = new ReadCache(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    expect(await cache.get('c', async () => 'c again')).toBe('c');
    const off = new ReadCache(0);
    const load = vi.fn(async () => 'x');
    await off.get('k', load);
    await off.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('SeenSet forgets its oldest past the bound', () => {
    const seen = new SeenSet(2);
    for (const key of ['a', 'b', 'c']) seen.add(key);
    expect([seen.has('a'), seen.has('b'), seen.has('c')]).toEqual([false, true, true]);
  });
});

describe('cached public reads', () => {
  let app: App;
  let owner: TestUser;
  let fan: TestUser;
  let listing: { id: number; slug: string };
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'cache_owner', role: 'agent' });
    fan = await makeUser(app, { username: 'cache_fan' });
    listing = (await postListing(app, owner.headers, listingForm({ title: 'Cached Villa', country: 'KE' }))).json();
  });
  afterAll(() => app.close());

  it('answers anonymous readers the same bytes, as JSON, and each signed-in reader with their own likes', async () => {
    const first = await get('/properties/all');
    const second = await get('/properties/all');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    await app.inject({ method: 'POST', url: `/api/v1/properties/like/${listing.id}/`, headers: fan.headers });
    const mine = (await get('/properties/all', fan.headers)).json().results[0];
    const theirs = (await get('/properties/all', owner.headers)).json().results[0];
    const anonymous = (await get('/properties/all')).json().results[0];
    expect([mine.is_liked, theirs.is_liked, anonymous.is_liked]).toEqual([true, false, false]);
    expect([mine.like_count, theirs.like_count, anonymous.like_count]).toEqual([1, 1, 1]);
    const details = (await get(`/properties/details/${listing.slug}/`, fan.headers)).json();
    expect(details).toMatchObject({ id: listing.id, is_liked: true, like_count: 1 });
    expect((await get(`/properties/details/${listing.slug}/`)).json().is_liked).toBe(false);
    // Beside a listing of the same kind, the liked one is a related listing, liked for the fan only.
    const neighbour = (await postListing(app, owner.headers, listingForm({ title: 'Cached Villa Next Door', country: 'KE' }))).json();
    const relatedFor = async (headers?: Record<string, string>) =>
      (await get(`/properties/details/${neighbour.id}/`, headers)).json().related_listings.find((row: { id: number }) => row.id === listing.id);
    expect(await relatedFor(fan.headers)).toMatchObject({ is_liked: true, like_count: 1 });
    expect(await relatedFor(owner.headers)).toMatchObject({ is_liked: false });
    expect((await get(`/properties/details/${neighbour.id}/`, fan.headers)).json().is_liked).toBe(false);
  });

  it('shows a write at once: a new listing, a comment, a like taken back', async () => {
    await get('/properties/KE/');
    await get(`/comments/property-comments/?property=${listing.id}`);
    const added = (await postListing(app, owner.headers, listingForm({ title: 'Newer Flat', country: 'KE' }))).json();
    expect((await get('/properties/KE/')).json().results[0].id).toBe(added.id);
    await app.inject({ method: 'POST', url: '/api/v1/comments/property-comments/', headers: fan.headers, payload: { post: listing.id, content: 'Still there?' } });
    expect((await get(`/comments/property-comments/?property=${listing.id}`)).json().results[0].content).toBe('Still there?');
    await app.inject({ method: 'POST', url: `/api/v1/properties/unlike/${listing.id}/`, headers: fan.headers });
    expect((await get(`/properties/details/${listing.id}/`, fan.headers)).json()).toMatchObject({ is_liked: false, like_count: 0 });
  });

  it('counts a new viewer in the details they are shown, and a repeat visit not again', async () => {
    const before = (await get(`/properties/details/${listing.id}/`, owner.headers)).json().views;
    const viewer = await makeUser(app, { username: 'cache_viewer' });
    expect((await get(`/properties/details/${listing.id}/`, viewer.headers)).json().views).toBe(before + 1);
    expect((await get(`/properties/details/${listing.id}/`, viewer.headers)).json().views).toBe(before + 1);
  });

  it('is left as it is by sign-ins, token refreshes and searches', async () => {
    const invalidate = vi.spyOn(app.readCache, 'invalidate');
    const password = 'correct-horse-battery';
    const signedIn = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email: fan.user.email, password } });
    expect(signedIn.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh/', payload: { refresh: signedIn.json().refresh } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/users/search/', headers: fan.headers, payload: { search_query: 'cache' } })).statusCode).toBe(200);
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });

  it('refuses a token of an account made inactive once the cache is cleared', async () => {
    const leaving = await makeUser(app, { username: 'cache_leaving' });
    expect((await get('/profile/me/', leaving.headers)).statusCode).toBe(200);
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, leaving.user.id));
    app.readCache.invalidate();
    expect((await get('/profile/me/', leaving.headers)).statusCode).toBe(401);
  });

  it('keeps a failed write from clearing anything, and answers errors uncached', async () => {
    await get('/properties/all');
    const invalidate = vi.spyOn(app.readCache, 'invalidate');
    await app.inject({ method: 'POST', url: '/api/v1/comments/property-comments/', headers: fan.headers, payload: { post: listing.id, content: '' } });
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
    expect((await get('/properties/all?page=9')).statusCode).toBe(404);
    expect((await get('/properties/details/no-such-listing-000000/')).statusCode).toBe(404);
  });
});

describe.runIf(process.env.REDIS_URL && process.env.DATABASE_URL)('cached reads across processes (Redis)', () => {
  let app: App;
  let peer: App;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    peer = await buildPeerApp(app);
    owner = await makeUser(app, { username: 'cache_cluster', role: 'agent' });
  });
  afterAll(async () => {
    await peer.close();
    await app.close();
  });

  it("clears the other process's cache when one process takes a write", async () => {
    const count = async () => (await peer.inject('/api/v1/properties/all')).json().count as number;
    const before = await count();
    await postListing(app, owner.headers, listingForm({ title: 'Seen Elsewhere' }));
    await vi.waitFor(async () => expect(await count()).toBe(before + 1), { timeout: 2000, interval: 20 });
  });
});
