import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications, properties, propertyLikes } from '../src/db/schema.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { insertListings, listingForm, minutesAgo, postListing } from './properties-fixtures.js';

const BASE = '/api/v1/properties';
const GUEST_TEXT = 'You need to be a registered user to access this feature';

describe('property details, views and likes', () => {
  let app: App;
  let owner: TestUser;
  let fan: TestUser;
  let other: TestUser;
  let guest: TestUser;
  let listing: { id: number; slug: string; title: string };

  const details = (idOrSlug: string | number, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    app.inject({ method: 'GET', url: `${BASE}/details/${idOrSlug}/`, headers: options.headers ?? {}, remoteAddress: options.ip ?? '127.0.0.1' });
  const post = (action: 'like' | 'unlike', id: number, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${BASE}/${action}/${id}/`, headers });
  const likedList = (headers: Record<string, string>, query = '') => app.inject({ method: 'GET', url: `${BASE}/like/${query}`, headers });
  const storedCount = async (id: number) => (await app.db.select({ n: properties.likeCount }).from(properties).where(eq(properties.id, id)))[0]!.n;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'kamau', role: 'agent' });
    fan = await makeUser(app, { username: 'wanjiru' });
    other = await makeUser(app, { username: 'otieno' });
    guest = await makeGuest(app);
    const created = await postListing(app, owner.headers, listingForm({ title: 'Garden Villa', property_type: 'House', city: 'Nairobi', country: 'KE' }));
    listing = created.json();
  });
  afterAll(() => app.close());

  it('shows a property by id or by slug to anonymous visitors', async () => {
    const byId = await details(listing.id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: listing.id, slug: listing.slug, title: 'Garden Villa', username: 'kamau', is_liked: false, related_listings: [] });
    const bySlug = await details(listing.slug);
    expect(bySlug.json().id).toBe(listing.id);
    expect((await details(listing.slug.toUpperCase())).json().id).toBe(listing.id);
  });

  it('answers 404 for an unknown id or slug', async () => {
    for (const key of ['999999', 'no-such-listing-abcdef', '99999999999999']) {
      const response = await details(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ detail: 'Property not found.' });
    }
  });

  it('lists up to 6 related listings of the same type or city, newest first, never itself', async () => {
    await insertListings(app, other.user.id, [
      { title: 'same type, elsewhere', propertyType: 'House', country: 'UG', city: 'Kampala', createdAt: minutesAgo(30) },
      { title: 'same city, other type', propertyType: 'Office', country: 'KE', city: 'nairobi', createdAt: minutesAgo(20) },
      { title: 'same city name, other country', propertyType: 'Office', country: 'US', city: 'Nairobi', createdAt: minutesAgo(10) },
      { title: 'unrelated', propertyType: 'Warehouse', country: 'KE', city: 'Mombasa', createdAt: minutesAgo(5) },
    ]);
    const response = await details(listing.id);
    const related = response.json().related_listings as { title: string; username: string; photos: unknown[] }[];
    expect(related.map((row) => row.title)).toEqual(['same city, other type', 'same type, elsewhere']);
    expect(related[0]).toMatchObject({ username: 'otieno', photos: [] });

    await insertListings(
      app,
      other.user.id,
      Array.from({ length: 8 }, (_, index) => ({ title: `house ${index}`, propertyType: 'House', country: 'GH', city: 'Accra', createdAt: minutesAgo(index) })),
    );
    const capped = (await details(listing.id)).json().related_listings as { title: string }[];
    expect(capped.map((row) => row.title)).toEqual(['house 0', 'house 1', 'house 2', 'house 3', 'house 4', 'house 5']);
  });

  it('counts each viewer once: members by id, anonymous visitors and guests by address', async () => {
    const [fresh] = await insertListings(app, owner.user.id, [{ title: 'Counted' }]);
    const views = async (options: Parameters<typeof details>[1]) => (await details(fresh!.id, options)).json().views;
    expect(await views({ headers: fan.headers })).toBe(1);
    expect(await views({ headers: fan.headers })).toBe(1);
    expect(await views({ headers: other.headers })).toBe(2);
    expect(await views({ headers: other.headers, ip: '203.0.113.9' })).toBe(2);
    expect(await views({ ip: '203.0.113.7' })).toBe(3);
    expect(await views({ ip: '203.0.113.7' })).toBe(3);
    expect(await views({ ip: '203.0.113.8' })).toBe(4);
    expect(await views({ headers: guest.headers })).toBe(5);
    // A new guest account for each look is no new viewer: guests count as their address.
    expect(await views({ headers: (await makeGuest(app)).headers })).toBe(5);
    expect(await views({ headers: (await makeGuest(app)).headers, ip: '203.0.113.7' })).toBe(5);
    const listed = (await app.inject({ method: 'GET', url: `${BASE}/all` })).json().results.find((row: { id: number }) => row.id === fresh!.id);
    expect(listed.views).toBe(5);
  });

  it('refuses likes from anonymous callers (401) and guests (403), and unknown ids (404)', async () => {
    const anonymous = await post('like', listing.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('User is not authenticated');
    for (const action of ['like', 'unlike'] as const) {
      const refused = await post(action, listing.id, guest.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: GUEST_TEXT });
      const unknown = await post(action, 999999, fan.headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Property not found.' });
    }
    expect((await post('like', 'abc' as never, fan.headers)).statusCode).toBe(400);
  });

  it('likes and unlikes idempotently, keeping the count with the like rows', async () => {
    expect((await post('like', listing.id, fan.headers)).json()).toEqual({ is_liked: true, like_count: 1 });
    expect((await post('like', listing.id, fan.headers)).json()).toEqual({ is_liked: true, like_count: 1 });
    expect((await post('like', listing.id, other.headers)).json()).toEqual({ is_liked: true, like_count: 2 });

    expect((await details(listing.id, { headers: fan.headers })).json()).toMatchObject({ is_liked: true, like_count: 2 });
    expect((await details(listing.id, { headers: owner.headers })).json()).toMatchObject({ is_liked: false, like_count: 2 });
    expect((await details(listing.id)).json()).toMatchObject({ is_liked: false, like_count: 2 });

    expect((await post('unlike', listing.id, fan.headers)).json()).toEqual({ is_liked: false, like_count: 1 });
    expect((await post('unlike', listing.id, fan.headers)).json()).toEqual({ is_liked: false, like_count: 1 });
    expect((await details(listing.id, { headers: fan.headers })).json()).toMatchObject({ is_liked: false, like_count: 1 });

    const rows = await app.db.select().from(propertyLikes).where(eq(propertyLikes.propertyId, listing.id));
    expect(rows.map((row) => row.userId)).toEqual([other.user.id]);
    expect(await storedCount(listing.id)).toBe(1);
  });

  it('keeps the count right under concurrent likes', async () => {
    const [busy] = await insertListings(app, owner.user.id, [{ title: 'Busy' }]);
    const likers = await Promise.all(Array.from({ length: 4 }, () => makeUser(app)));
    const answers = await Promise.all(likers.flatMap((liker) => [post('like', busy!.id, liker.headers), post('like', busy!.id, liker.headers)]));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await storedCount(busy!.id)).toBe(4);
  });

  it('tells the owner of a new like once, and nobody of their own', async () => {
    const [fresh] = await insertListings(app, owner.user.id, [{ title: 'Ocean View Flat', slug: 'ocean-view-flat-0a1b2c' }]);
    await post('like', fresh!.id, fan.headers);
    await post('like', fresh!.id, fan.headers);
    await post('unlike', fresh!.id, fan.headers);
    await post('like', fresh!.id, owner.headers);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    const aboutFresh = told.filter((row) => row.link === '/property/ocean-view-flat-0a1b2c/');
    expect(aboutFresh).toHaveLength(1);
    expect(aboutFresh[0]).toMatchObject({ kind: 'property_like', actorId: fan.user.id, message: 'wanjiru liked your property "Ocean View Flat"', isRead: false });
  });

  it('lists my liked properties, the most recently liked first, with the spec\u2019s error when there are none', async () => {
    const [first, second] = await insertListings(app, owner.user.id, [{ title: 'Liked first' }, { title: 'Liked second' }]);
    const collector = await makeUser(app);
    const empty = await likedList(collector.headers);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ error: 'No liked properties found' });

    await post('like', first!.id, collector.headers);
    await post('like', second!.id, collector.headers);
    await post('like', first!.id, collector.headers);
    const response = await likedList(collector.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results.map((row: { title: string }) => row.title)).toEqual(['Liked second', 'Liked first']);
    expect(body.results.every((row: { is_liked: boolean }) => row.is_liked)).toBe(true);

    const paged = (await likedList(collector.headers, '?page_size=1')).json();
    expect(paged.results.map((row: { title: string }) => row.title)).toEqual(['Liked second']);
    expect(new URL(paged.next).searchParams.get('page')).toBe('2');
    expect((await likedList(collector.headers, '?page=3&page_size=1')).statusCode).toBe(404);

    await post('unlike', second!.id, collector.headers);
    expect((await likedList(collector.headers)).json().results.map((row: { title: string }) => row.title)).toEqual(['Liked first']);
  });

  it('needs a token for the liked list; a guest simply has none', async () => {
    const anonymous = await likedList({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('User is not authenticated');
    const guestList = await likedList(guest.headers);
    expect(guestList.statusCode).toBe(404);
    expect(guestList.json()).toEqual({ error: 'No liked properties found' });
  });
});
