import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { eq } from 'drizzle-orm';
import { chatMessages, propertyComments, propertyLeads, propertyLikes, propertyViews, savedSearches, savedSearchMatches } from '../src/db/schema.js';
import { storeChatMessage } from '../src/domain/chat.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { insertListings } from './properties-fixtures.js';

const DASHBOARD = '/api/v1/dashboard/';
const lead = (id: number) => `/api/v1/properties/${id}/lead/`;

const DAY_MS = 86_400_000;
/** Noon UTC `days` days ago: well inside that UTC day whatever the hour now. */
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) - days * DAY_MS);
};
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('the agent dashboard and listing leads', () => {
  let app: App;
  let agent: TestUser;
  let topAgent: TestUser;
  let rival: TestUser;
  let buyer: TestUser;
  let seller: TestUser;
  let fans: TestUser[];
  let guest: TestUser;
  let villa: number;
  let flat: number;
  let quiet: number;
  let rivalListing: number;

  const get = (headers: Record<string, string>, query = '') => app.inject({ method: 'GET', url: `${DASHBOARD}${query}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    agent = await makeUser(app, { role: 'agent' });
    topAgent = await makeUser(app, { role: 'top_agent' });
    rival = await makeUser(app, { role: 'agent' });
    buyer = await makeUser(app);
    seller = await makeUser(app, { role: 'seller' });
    fans = await Promise.all([makeUser(app), makeUser(app), makeUser(app)]);
    guest = await makeGuest(app);
    [{ id: villa }, { id: flat }, { id: quiet }] = await insertListings(app, agent.user.id, [
      { title: 'Garden Villa', createdAt: daysAgo(60) },
      { title: 'City Flat', createdAt: daysAgo(50) },
      { title: 'Quiet Cottage', createdAt: daysAgo(40) },
    ]);
    [{ id: rivalListing }] = await insertListings(app, rival.user.id, [{ title: 'Rival Loft' }]);
    const [a, b, c] = fans.map((fan) => fan.user.id) as [number, number, number];

    // Villa: 3 views (today, 2 and 40 days ago) plus the owner's own, 2 likes, a comment, a chat, a save.
    await app.db.insert(propertyViews).values([
      { propertyId: villa, viewer: `user:${a}`, createdAt: daysAgo(0) },
      { propertyId: villa, viewer: 'ip:10.0.0.1', createdAt: daysAgo(2) },
      { propertyId: villa, viewer: `user:${b}`, createdAt: daysAgo(40) },
      { propertyId: villa, viewer: `user:${agent.user.id}`, createdAt: daysAgo(0) },
      { propertyId: flat, viewer: `user:${c}`, createdAt: daysAgo(5) },
      { propertyId: rivalListing, viewer: `user:${a}`, createdAt: daysAgo(0) },
    ]);
    await app.db.insert(propertyLikes).values([
      { propertyId: villa, userId: a, createdAt: daysAgo(0) },
      { propertyId: villa, userId: b, createdAt: daysAgo(2) },
      { propertyId: villa, userId: agent.user.id, createdAt: daysAgo(1) },
      { propertyId: flat, userId: c, createdAt: daysAgo(35) },
      { propertyId: rivalListing, userId: a, createdAt: daysAgo(0) },
    ]);
    await app.db.insert(propertyComments).values([
      { propertyId: villa, userId: c, content: 'Is the garden shared?', createdAt: daysAgo(1) },
      { propertyId: villa, userId: agent.user.id, content: 'No, private.', createdAt: daysAgo(1) },
      { propertyId: rivalListing, userId: c, content: 'Nice', createdAt: daysAgo(0) },
    ]);
    // A chat started from a listing counts once the member has written to the owner after opening it.
    await app.db.insert(propertyLeads).values([
      { propertyId: villa, userId: a, createdAt: daysAgo(3) },
      { propertyId: flat, userId: b, createdAt: daysAgo(0) },
      { propertyId: flat, userId: c, createdAt: daysAgo(1) },
      { propertyId: rivalListing, userId: b, createdAt: daysAgo(0) },
      // Opened and never written in: no chat. (One account put a lead on every listing this way.)
      { propertyId: villa, userId: seller.user.id, createdAt: daysAgo(1) },
      { propertyId: quiet, userId: seller.user.id, createdAt: daysAgo(1) },
    ]);
    const write = async (from: number, to: number, at: Date) => {
      const message = await storeChatMessage(app.db, { sender: { id: from, username: `u${from}` }, receiver: { id: to, username: `u${to}` }, message: 'Is it still available?' });
      await app.db.update(chatMessages).set({ createdAt: new Date(at.getTime() + 60_000) }).where(eq(chatMessages.id, message.id));
    };
    await write(a, agent.user.id, daysAgo(3));
    await write(b, agent.user.id, daysAgo(0));
    await write(c, agent.user.id, daysAgo(1));
    await write(b, rival.user.id, daysAgo(0));
    // The owner writing to the seller is not the seller starting a chat.
    await write(agent.user.id, seller.user.id, daysAgo(0));
    const [search, secondSearch, ownSearch] = await app.db
      .insert(savedSearches)
      .values([
        { userId: a, name: 'Nairobi houses', unsubscribeToken: 'token-a' },
        { userId: a, name: 'Gardens', unsubscribeToken: 'token-a2' },
        { userId: agent.user.id, name: 'My own', unsubscribeToken: 'token-agent' },
      ])
      .returning();
    // Two of one member's searches matching the villa are one save, at the first match.
    await app.db.insert(savedSearchMatches).values([
      { savedSearchId: search!.id, propertyId: villa, createdAt: daysAgo(4) },
      { savedSearchId: secondSearch!.id, propertyId: villa, createdAt: daysAgo(2) },
      { savedSearchId: ownSearch!.id, propertyId: villa, createdAt: daysAgo(4) },
      { savedSearchId: search!.id, propertyId: rivalListing, createdAt: daysAgo(0) },
    ]);
    app.readCache.invalidate();
  });
  afterAll(() => app.close());

  describe('GET /dashboard/', () => {
    it('asks anonymous callers to sign in', async () => {
      const response = await app.inject({ method: 'GET', url: DASHBOARD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'User is not authenticated' });
    });

    it('explains to buyers, sellers and guests that it is for agents', async () => {
      for (const user of [buyer, seller, guest]) {
        const response = await get(user.headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().detail).toMatch(/agents and top agents/);
      }
    });

    it('checks the window: 7 to 365 whole days', async () => {
      for (const days of ['6', '366', 'abc', '7.5', '-30']) {
        const response = await get(agent.headers, `?days=${days}`);
        expect(response.statusCode, days).toBe(400);
        expect(Object.keys(response.json()), days).toEqual(['days']);
      }
      expect((await get(agent.headers, '?days=7')).statusCode).toBe(200);
      expect((await get(agent.headers, '?days=365')).statusCode).toBe(200);
    });

    it('counts other people\u2019s interest in the agent\u2019s listings over 30 days by default', async () => {
      const response = await get(agent.headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ days: 30, property: null, since: utcDay(daysAgo(29)), until: utcDay(daysAgo(0)) });
      // Not the owner's own view, like, comment or saved search; not the rival's listing.
      expect(body.totals).toEqual({ views: 3, likes: 2, comments: 1, chats: 3, saves: 1, interest: 2 + 2 + 9 + 2 });
      // Before the window: villa's view 40 days ago and flat's like 35 days ago.
      expect(body.previous).toEqual({ views: 1, likes: 1, comments: 0, chats: 0, saves: 0, interest: 1 });
    });

    it('gives a zero-filled series a UTC day, today last', async () => {
      const { series } = (await get(agent.headers, '?days=7')).json();
      expect(series.dates).toHaveLength(7);
      expect(series.dates[0]).toBe(utcDay(daysAgo(6)));
      expect(series.dates[6]).toBe(utcDay(daysAgo(0)));
      // Indexes: 6 is today, 5 yesterday...
      expect(series.views).toEqual([0, 1, 0, 0, 1, 0, 1]);
      expect(series.likes).toEqual([0, 0, 0, 0, 1, 0, 1]);
      expect(series.comments).toEqual([0, 0, 0, 0, 0, 1, 0]);
      expect(series.chats).toEqual([0, 0, 0, 1, 0, 1, 1]);
      expect(series.saves).toEqual([0, 0, 1, 0, 0, 0, 0]);
    });

    it('lists every listing with its totals, the most interest first, and the top ones', async () => {
      const body = (await get(agent.headers)).json();
      expect(body.listings.map((listing: { title: string }) => listing.title)).toEqual(['Garden Villa', 'City Flat', 'Quiet Cottage']);
      expect(body.listings[0]).toMatchObject({ id: villa, views: 2, likes: 2, comments: 1, chats: 1, saves: 1, interest: 9 });
      expect(body.listings[1]).toMatchObject({ id: flat, views: 1, likes: 0, chats: 2, interest: 6 });
      expect(body.listings[2]).toMatchObject({ id: quiet, views: 0, interest: 0 });
      expect(body.listings[0].cover_photo).toBeTruthy();
      // A listing without interest is no "top listing".
      expect(body.top_listings.map((listing: { id: number }) => listing.id)).toEqual([villa, flat]);
    });

    it('charts one listing with ?property, and only the agent\u2019s own', async () => {
      const body = (await get(agent.headers, `?days=7&property=${flat}`)).json();
      expect(body.property).toBe(flat);
      expect(body.totals).toMatchObject({ views: 1, likes: 0, chats: 2 });
      expect(body.series.chats).toEqual([0, 0, 0, 0, 0, 1, 1]);
      expect(body.listings).toHaveLength(3);
      const theirs = await get(agent.headers, `?property=${rivalListing}`);
      expect(theirs.statusCode).toBe(404);
      expect((await get(agent.headers, '?property=999999')).statusCode).toBe(404);
      expect((await get(agent.headers, '?property=0')).statusCode).toBe(400);
    });

    it('shows a top agent without listings an empty but complete dashboard', async () => {
      const body = (await get(topAgent.headers, '?days=90')).json();
      expect(body.listings).toEqual([]);
      expect(body.top_listings).toEqual([]);
      expect(body.totals).toEqual({ views: 0, likes: 0, comments: 0, chats: 0, saves: 0, interest: 0 });
      expect(body.series.dates).toHaveLength(90);
      expect(body.series.views.every((n: number) => n === 0)).toBe(true);
    });

    it('shows the rival only the rival\u2019s listing', async () => {
      const body = (await get(rival.headers)).json();
      expect(body.listings.map((listing: { id: number }) => listing.id)).toEqual([rivalListing]);
      expect(body.totals).toEqual({ views: 1, likes: 1, comments: 1, chats: 1, saves: 1, interest: 1 + 2 + 3 + 2 });
    });
  });

  describe('POST /properties/{id}/lead/', () => {
    it('records a chat started from a listing once, 201 then 204, and counts it once the member writes', async () => {
      const first = await app.inject({ method: 'POST', url: lead(quiet), headers: buyer.headers });
      expect(first.statusCode).toBe(201);
      const again = await app.inject({ method: 'POST', url: lead(quiet), headers: buyer.headers });
      expect(again.statusCode).toBe(204);
      expect((await get(agent.headers, `?property=${quiet}`)).json().totals.chats).toBe(0);
      await storeChatMessage(app.db, { sender: { id: buyer.user.id, username: buyer.user.username }, receiver: { id: agent.user.id, username: agent.user.username }, message: 'Hello' });
      const body = (await get(agent.headers, `?property=${quiet}`)).json();
      expect(body.totals.chats).toBe(1);
      expect(body.series.chats.at(-1)).toBe(1);
    });

    it('needs a signed-in member, an existing listing, and someone else\u2019s', async () => {
      expect((await app.inject({ method: 'POST', url: lead(villa) })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: lead(villa), headers: guest.headers })).statusCode).toBe(403);
      const own = await app.inject({ method: 'POST', url: lead(villa), headers: agent.headers });
      expect(own.statusCode).toBe(400);
      expect(own.json().detail).toMatch(/own listing/);
      expect((await app.inject({ method: 'POST', url: lead(999_999), headers: buyer.headers })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/v1/properties/abc/lead/', headers: buyer.headers })).statusCode).toBe(400);
    });
  });
});
