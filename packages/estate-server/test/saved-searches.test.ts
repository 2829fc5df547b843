import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { notifications, savedSearches, savedSearchMatches } from '../src/db/schema.js';
import { DIGEST_INTERVAL_MS, sendDueDigests } from '../src/domain/saved-searches.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { listingForm, postListing } from './properties-fixtures.js';

const BASE = '/api/v1/saved-searches';
const GUEST_TEXT = 'You need to be a registered user to access this feature';

describe('saved searches', () => {
  let app: App;
  let buyer: TestUser;
  let other: TestUser;
  let agent: TestUser;
  let guest: TestUser;

  const list = (user: TestUser | null, query = '') => app.inject({ method: 'GET', url: `${BASE}/${query}`, headers: user?.headers });
  const create = (user: TestUser | null, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `${BASE}/`, headers: user?.headers, payload });
  const update = (user: TestUser | null, id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `${BASE}/${id}/`, headers: user?.headers, payload });
  const remove = (user: TestUser | null, id: number) => app.inject({ method: 'DELETE', url: `${BASE}/${id}/`, headers: user?.headers });
  const unsubscribe = (token: string) => app.inject({ method: 'POST', url: `${BASE}/unsubscribe/${token}/` });

  /** The messages in the outbox, oldest first. */
  const outbox = () => {
    const dir = path.join(app.config.dataDir, 'outbox');
    return readdirSync(dir)
      .sort()
      .map((name) => readFileSync(path.join(dir, name), 'utf8'));
  };
  const digestsTo = (user: TestUser) => outbox().filter((mail) => mail.includes(`To: ${user.user.email}`) && mail.includes('saved search'));
  const matchesOf = (searchId: number) => app.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId));
  /** Matching runs after the create reply: wait for its rows. */
  const waitForMatches = (searchId: number, n: number) => vi.waitFor(async () => expect(await matchesOf(searchId)).toHaveLength(n), { timeout: 5000 });

  beforeAll(async () => {
    app = await buildTestApp({ publicUrl: 'https://estate.example' });
    buyer = await makeUser(app, { username: 'amina' });
    other = await makeUser(app, { username: 'baraka' });
    agent = await makeUser(app, { username: 'kamau', role: 'agent' });
    guest = await makeGuest(app);
  });
  afterAll(() => app.close());

  describe('permissions', () => {
    it('asks anonymous callers to sign in and refuses guests', async () => {
      for (const response of [await list(null), await create(null, { name: 'x', country: 'KE' }), await update(null, 1, { alerts: false }), await remove(null, 1)]) {
        expect(response.statusCode).toBe(401);
      }
      for (const response of [await list(guest), await create(guest, { name: 'x', country: 'KE' }), await update(guest, 1, { alerts: false }), await remove(guest, 1)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: GUEST_TEXT });
      }
    });

    it("treats someone else's search as missing", async () => {
      const mine = (await create(buyer, { name: 'Private', country: 'KE' })).json();
      expect((await update(other, mine.id, { name: 'Taken' })).statusCode).toBe(404);
      expect((await remove(other, mine.id)).json()).toEqual({ detail: 'Saved search not found.' });
      expect((await list(other)).json().count).toBe(0);
      expect((await remove(buyer, mine.id)).statusCode).toBe(204);
    });
  });

  describe('create, list, update, delete', () => {
    it('saves filters normalised, lists them newest first, and pages', async () => {
      const first = await create(buyer, { name: '  Nairobi houses ', country: 'ke', property_type: 'houses', advert_type: 'for-sale', min_price: 100000, max_price: 300000, min_bedrooms: 3 });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        name: 'Nairobi houses',
        country: 'KE',
        property_type: 'House',
        advert_type: 'For Sale',
        property_status: null,
        min_price: 100000,
        max_price: 300000,
        min_bedrooms: 3,
        min_bathrooms: null,
        sort: 'newest',
        alerts: true,
        new_matches: 0,
        last_digest_at: null,
      });
      expect(first.json()).not.toHaveProperty('unsubscribe_token');
      await create(buyer, { name: 'Rentals in Lagos', country: 'NG', advert_type: 'For Rent', sort: '-price', alerts: false });
      const page = (await list(buyer, '?page_size=1')).json();
      expect(page.count).toBe(2);
      expect(page.results[0].name).toBe('Rentals in Lagos');
      expect(page.next).toContain('page=2');
    });

    it('renames, refilters and turns alerts off and on', async () => {
      const { id } = (await create(buyer, { name: 'Offices', property_type: 'Office' })).json();
      const renamed = await update(buyer, id, { name: 'Offices in Kenya', country: 'KE' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Offices in Kenya', country: 'KE', property_type: 'Office', alerts: true });
      expect((await update(buyer, id, { alerts: false })).json()).toMatchObject({ alerts: false, name: 'Offices in Kenya' });
      expect((await update(buyer, id, { property_type: null, alerts: true })).json()).toMatchObject({ property_type: null, country: 'KE', alerts: true });
      expect((await remove(buyer, id)).statusCode).toBe(204);
      expect((await remove(buyer, id)).statusCode).toBe(404);
    });

    it('reports bad input field by field', async () => {
      const missing = await create(buyer, { country: 'KE' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toHaveProperty('name');
      expect((await create(buyer, { name: '   ', country: 'KE' })).json()).toHaveProperty('name');
      expect((await create(buyer, { name: 'x'.repeat(81), country: 'KE' })).json()).toHaveProperty('name');
      const bad = await create(buyer, { name: 'Bad', country: 'XX', property_type: 'castle', min_price: 500, max_price: 100, sort: 'random' });
      expect(bad.statusCode).toBe(400);
      // The listing pages' own messages: a saved search reads its filters as they do.
      expect(bad.json()).toEqual({
        country: ['"XX" is not a country code (two letters, as KE or US).'],
        property_type: ['"castle" is not a valid choice. Choose one of: Apartment, House, Commercial, Warehouse, Office, Other.'],
        min_price: ['The minimum price (500) is above the maximum price (100).'],
        sort: ['Choose one of: newest, price, -price, likes.'],
      });
      expect((await create(buyer, { name: 'Negative', min_price: -1 })).statusCode).toBe(400);
      expect((await create(buyer, { name: 'Everything' })).json()).toEqual({ non_field_errors: ['Choose at least one filter to save a search.'] });
      const duplicate = await create(buyer, { name: 'NAIROBI HOUSES', country: 'KE' });
      expect(duplicate.json()).toEqual({ name: ['You already have a saved search with this name.'] });
      // Another person may use the same name.
      expect((await create(other, { name: 'Nairobi houses', country: 'KE' })).statusCode).toBe(201);
    });

    it('keeps a range in order when only one end changes, and a search narrowed', async () => {
      const { id } = (await create(buyer, { name: 'Range', min_price: 1000, max_price: 2000 })).json();
      expect((await update(buyer, id, { min_price: 5000 })).json()).toEqual({ min_price: ['The minimum price (5000) is above the maximum price (2000).'] });
      expect((await update(buyer, id, { max_price: 500 })).json()).toEqual({ min_price: ['The minimum price (1000) is above the maximum price (500).'] });
      expect((await update(buyer, id, { min_price: null, max_price: null })).json()).toEqual({ non_field_errors: ['Choose at least one filter to save a search.'] });
      await remove(buyer, id);
    });

    it('refuses a number its column cannot hold with a field error, as the listing pages do, never a 500', async () => {
      const digits = (whole: number) => `Ensure that there are no more than ${whole} digits before the decimal point.`;
      const huge = await create(buyer, { name: 'Huge', min_price: 1e15, max_plot_area: 1.2e13 });
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toEqual({ min_price: [digits(12)], max_plot_area: [digits(10)] });
      expect((await create(buyer, { name: 'Huger', max_price: 1e21 })).json()).toEqual({ max_price: [digits(12)] });
      expect((await create(buyer, { name: 'Cents', min_price: 10.999 })).json()).toEqual({ min_price: ['Ensure that there are no more than 2 decimal places.'] });
      expect((await create(buyer, { name: 'Rooms', min_bedrooms: 1001 })).json()).toEqual({ min_bedrooms: ['Ensure this value is less than or equal to 1000.'] });

      const { id } = (await create(buyer, { name: 'Fits', min_price: 999_999_999_999.99, max_plot_area: 9_999_999_999.99 })).json();
      const patched = await update(buyer, id, { max_price: 1e15 });
      expect(patched.statusCode).toBe(400);
      expect(patched.json()).toEqual({ max_price: [digits(12)] });
      expect((await list(buyer)).statusCode).toBe(200);
      await remove(buyer, id);
    });

    it('caps the number of searches a person keeps', async () => {
      const hoarder = await makeUser(app);
      for (let n = 0; n < 20; n += 1) expect((await create(hoarder, { name: `Search ${n}`, min_bedrooms: n + 1 })).statusCode).toBe(201);
      const over = await create(hoarder, { name: 'One too many', min_bedrooms: 1 });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ non_field_errors: ['You can keep at most 20 saved searches. Delete one to save another.'] });
    });
  });

  describe('matching, notifications and digests', () => {
    let watcher: TestUser;
    let houses: { id: number };
    let anyKenya: { id: number };
    let muted: { id: number };

    beforeAll(async () => {
      // Only the searches of this block alert.
      await app.db.update(savedSearches).set({ alerts: false });
      app.readCache.invalidate();
      watcher = await makeUser(app, { username: 'wambui', email: 'wambui@example.com' });
      houses = (await create(watcher, { name: 'Family homes', country: 'KE', property_type: 'House', min_price: 100000, max_price: 300000, min_bedrooms: 3 })).json();
      anyKenya = (await create(watcher, { name: 'Anything in Kenya', country: 'KE' })).json();
      muted = (await create(watcher, { name: 'Muted', country: 'KE', alerts: false })).json();
    });

    it('matches a new listing against every saved search with alerts on, and tells the owner in the app', async () => {
      const listing = (await postListing(app, agent.headers, listingForm({ title: 'Kilimani Family Home', price: '250000.00', bedrooms: 4 }))).json();
      await waitForMatches(houses.id, 1);
      await waitForMatches(anyKenya.id, 1);
      expect(await matchesOf(muted.id)).toHaveLength(0);
      // The owner is told after the matches are stored, one search after the other: wait for both.
      const toldOf = () => app.db.select().from(notifications).where(and(eq(notifications.userId, watcher.user.id), eq(notifications.kind, 'saved_search')));
      await vi.waitFor(async () => expect(await toldOf()).toHaveLength(2));
      const told = await toldOf();
      expect(told.map((n) => n.message).sort()).toEqual([
        'New listing matching \u201cAnything in Kenya\u201d: Kilimani Family Home',
        'New listing matching \u201cFamily homes\u201d: Kilimani Family Home',
      ]);
      expect(told[0]).toMatchObject({ actorId: agent.user.id, link: `/property/${listing.slug}/` });
      const page = (await app.inject({ method: 'GET', url: '/api/v1/notifications/all/', headers: watcher.headers })).json();
      expect(page.results[0]).toMatchObject({ kind: 'saved_search' });
      // The first match was e-mailed at once: nothing is waiting for the next digest.
      for (const search of [houses, anyKenya]) {
        await vi.waitFor(async () => expect((await list(watcher)).json().results.find((s: { id: number }) => s.id === search.id)).toMatchObject({ new_matches: 0, last_digest_at: expect.any(String) }));
      }
    });

    it('does not match a listing outside the filters (null is any), nor the author\u2019s own listing', async () => {
      await postListing(app, agent.headers, listingForm({ title: 'Small flat', property_type: 'Apartment', price: '90000.00', bedrooms: 1 }));
      await postListing(app, agent.headers, listingForm({ title: 'Too dear', price: '900000.00', bedrooms: 5 }));
      await postListing(app, agent.headers, listingForm({ title: 'Lagos house', country: 'NG' }));
      await waitForMatches(anyKenya.id, 3);
      expect(await matchesOf(houses.id)).toHaveLength(1);
      // The watcher's own matching listing alerts nobody of theirs.
      await postListing(app, watcher.headers, listingForm({ title: 'My own house' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await matchesOf(anyKenya.id)).toHaveLength(3);
      expect(await matchesOf(houses.id)).toHaveLength(1);
    });

    it('e-mails a search\u2019s first match at once, then one digest a day with every undigested match and an unsubscribe link', async () => {
      // The first listing was mailed at once, one e-mail per search it matched.
      await vi.waitFor(() => expect(digestsTo(watcher)).toHaveLength(2), { timeout: 5000 });
      const first = digestsTo(watcher).find((mail) => mail.includes('Anything in Kenya'))!;
      expect(first).toContain('Subject: 1 new listing matches \u201cAnything in Kenya\u201d');
      expect(first).toContain('Kilimani Family Home \u2014 $250,000');
      expect(first).toMatch(/https:\/\/estate\.example\/property\/[\w-]+\//);
      const [search] = await app.db.select().from(savedSearches).where(eq(savedSearches.id, anyKenya.id));
      expect(first).toContain(`https://estate.example/unsubscribe/${search!.unsubscribeToken}`);
      const firstAt = search!.lastDigestAt!;
      expect(firstAt).toBeInstanceOf(Date);

      // The later matches (the flat, the Lagos house does not match) wait for the day to pass.
      expect(await sendDueDigests(app, new Date())).toBe(0);
      await postListing(app, agent.headers, listingForm({ title: 'Karen Bungalow', bedrooms: 2 }));
      await waitForMatches(anyKenya.id, 4);
      expect(await sendDueDigests(app, new Date(firstAt.getTime() + DIGEST_INTERVAL_MS - 60_000))).toBe(0);
      expect(digestsTo(watcher)).toHaveLength(2);
      expect(await sendDueDigests(app, new Date(firstAt.getTime() + DIGEST_INTERVAL_MS))).toBe(1);
      const next = digestsTo(watcher).at(-1)!;
      expect(next).toContain('Subject: 3 new listings match \u201cAnything in Kenya\u201d');
      expect(next).toContain('Karen Bungalow');
      expect(next).toContain('Small flat');
      expect(next).not.toContain('Kilimani Family Home');
      expect((await matchesOf(anyKenya.id)).every((m) => m.digestedAt !== null)).toBe(true);
      // Nothing new: nothing to send, however late.
      expect(await sendDueDigests(app, new Date(firstAt.getTime() + 3 * DIGEST_INTERVAL_MS))).toBe(0);
    });

    it('unsubscribes by the e-mail token without signing in, idempotently; an unknown token is a 404', async () => {
      const [search] = await app.db.select().from(savedSearches).where(eq(savedSearches.id, houses.id));
      const first = await unsubscribe(search!.unsubscribeToken);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ name: 'Family homes', alerts: false });
      expect((await unsubscribe(search!.unsubscribeToken)).json()).toEqual({ name: 'Family homes', alerts: false });
      const unknown = await unsubscribe('no-such-token');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toMatch(/not valid/);
      // Alerts off: new listings no longer match it.
      await postListing(app, agent.headers, listingForm({ title: 'Another family home', bedrooms: 3 }));
      await waitForMatches(anyKenya.id, 5);
      expect(await matchesOf(houses.id)).toHaveLength(1);

      // Turned back on, the search gets a new link: the old e-mail's link no longer turns it off.
      expect((await update(watcher, houses.id, { alerts: true })).json()).toMatchObject({ alerts: true });
      const [resumed] = await app.db.select().from(savedSearches).where(eq(savedSearches.id, houses.id));
      expect(resumed!.unsubscribeToken).not.toBe(search!.unsubscribeToken);
      expect((await unsubscribe(search!.unsubscribeToken)).statusCode).toBe(404);
      expect((await update(watcher, houses.id, { alerts: true })).json()).toMatchObject({ alerts: true });
      const [unchanged] = await app.db.select().from(savedSearches).where(eq(savedSearches.id, houses.id));
      expect(unchanged!.unsubscribeToken).toBe(resumed!.unsubscribeToken);
      expect((await unsubscribe(resumed!.unsubscribeToken)).json()).toEqual({ name: 'Family homes', alerts: false });
    });

    it('keeps a map area (a box as its corners) and alerts only on listings inside it', async () => {
      const boxed = await create(watcher, { name: 'Kilimani box', bbox: '36.77,-1.30,36.80,-1.28' });
      expect(boxed.statusCode, boxed.body).toBe(201);
      expect(boxed.json().polygon).toBe('36.77 -1.3,36.8 -1.3,36.8 -1.28,36.77 -1.28');
      const drawn = (await create(watcher, { name: 'Drawn', polygon: '36.7 -1.35,36.75 -1.35,36.72 -1.3', alerts: true })).json();
      const bad = await create(watcher, { name: 'Bad', polygon: '1 2' });
      expect(bad.json().polygon[0]).toMatch(/^Enter an area as/);
      await postListing(app, agent.headers, listingForm({ title: 'Inside the box', latitude: '-1.2921', longitude: '36.7856' }));
      await postListing(app, agent.headers, listingForm({ title: 'Unpinned' }));
      await waitForMatches(boxed.json().id, 1);
      expect(await matchesOf(drawn.id)).toHaveLength(0);
      const cleared = await update(watcher, drawn.id, { polygon: null, country: 'KE' });
      expect(cleared.json()).toMatchObject({ polygon: null, country: 'KE' });
      for (const search of [boxed.json(), drawn]) await remove(watcher, search.id);
    });
  });
});
