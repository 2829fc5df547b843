import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { moderationCases, profiles, reels, reports } from '../src/db/schema.js';
import { storeChatMessage } from '../src/domain/chat.js';
import { areConnected } from '../src/domain/reports.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { insertListings } from './properties-fixtures.js';

describe('members report listings, reels, profiles and messages', () => {
  let app: App;
  let owner: TestUser;
  let amina: TestUser;
  let baraka: TestUser;
  let chebet: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { role: 'agent' });
    [amina, baraka, chebet] = await Promise.all([makeUser(app), makeUser(app), makeUser(app)]);
    guest = await makeGuest(app);
  });
  afterAll(() => app.close());

  const post = (url: string, user: TestUser | null, payload: unknown) => app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user?.headers, payload: payload as object });
  const get = (url: string, user: TestUser | null = null) => app.inject({ url: `/api/v1${url}`, headers: user?.headers });
  const reportListing = (id: number, user: TestUser | null, payload: unknown = { reason: 'scam' }) => post(`/properties/${id}/report/`, user, payload);
  const chat = (from: TestUser, to: TestUser, message = 'Is the flat still available?') =>
    storeChatMessage(app.db, { sender: { id: from.user.id, username: from.user.username }, receiver: { id: to.user.id, username: to.user.username }, message });
  const ids = (response: { json: () => { results: { id: number }[] } }) => response.json().results.map((row) => row.id);

  it('refuses anonymous callers, guests, the owner, a missing listing, a bad reason, a long note and a second report, in words', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{ title: 'Refusals' }]);
    expect((await reportListing(listing!.id, null)).statusCode).toBe(401);
    expect((await reportListing(listing!.id, guest)).statusCode).toBe(403);
    const own = await reportListing(listing!.id, owner);
    expect([own.statusCode, own.json()]).toEqual([403, { detail: 'You cannot report your own listing.' }]);
    const missing = await reportListing(999_999, amina);
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Property not found.' }]);
    const bad = await reportListing(listing!.id, amina, { reason: 'ugly' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { reason: ['Choose one of: scam, wrong_information, unavailable, offensive, other.'] }]);
    const long = await reportListing(listing!.id, amina, { reason: 'other', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const first = await reportListing(listing!.id, amina, { reason: 'wrong_information', note: '   The price is for a different flat.  ' });
    expect([first.statusCode, first.json()]).toEqual([201, { reported: true }]);
    const [stored] = await app.db.select().from(reports).where(and(eq(reports.targetId, listing!.id), eq(reports.reporterId, amina.user.id)));
    expect(stored).toMatchObject({ targetKind: 'property', ownerId: owner.user.id, reason: 'wrong_information', note: 'The price is for a different flat.' });
    const twice = await reportListing(listing!.id, amina, { reason: 'scam' });
    expect([twice.statusCode, twice.json()]).toEqual([400, { detail: 'You have already reported this.' }]);
  });

  it('one report opens a case and changes nothing public; two connected reporters still hide nothing; an unconnected one hides it everywhere at once', async () => {
    const [listing, other] = await insertListings(app, owner.user.id, [{ title: 'Lavington villa' }, { title: 'Still listed' }]);
    const anna = await makeUser(app);
    const ben = await makeUser(app);
    await chat(anna, ben, 'Let us both report that villa.');
    expect(await areConnected(app.db, anna.user.id, ben.user.id)).toBe(true);

    expect((await reportListing(listing!.id, anna)).statusCode).toBe(201);
    const [kase] = await app.db.select().from(moderationCases).where(and(eq(moderationCases.targetKind, 'property'), eq(moderationCases.targetId, listing!.id)));
    expect(kase).toMatchObject({ status: 'open', ownerId: owner.user.id, hiddenAt: null });
    expect(ids(await get('/properties/all?page_size=100'))).toContain(listing!.id);

    expect((await reportListing(listing!.id, ben, { reason: 'offensive' })).statusCode).toBe(201);
    expect(ids(await get('/properties/all?page_size=100'))).toContain(listing!.id);
    expect((await get(`/properties/details/${listing!.slug}/`)).statusCode).toBe(200);

    const third = await reportListing(listing!.id, chebet);
    // The reporter learns nothing of the others.
    expect([third.statusCode, third.json()]).toEqual([201, { reported: true }]);
    const [hidden] = await app.db.select().from(moderationCases).where(eq(moderationCases.id, kase!.id));
    expect(hidden!.status).toBe('hidden');
    expect(hidden!.hiddenAt).toBeInstanceOf(Date);

    // Out of every public list: the feed, a country, a filter, the map's counts, the owner's profile as others see it.
    for (const url of ['/properties/all?page_size=100', '/properties/KE/?page_size=100', '/properties/advert-type/for-sale?page_size=100', '/properties/all?availability=all&page_size=100']) {
      const page = await get(url);
      expect(ids(page), url).not.toContain(listing!.id);
      expect(ids(page), url).toContain(other!.id);
    }
    const profileAsOthers = (await get(`/profile/user/${owner.user.username}/`, amina)).json().profile;
    expect(profileAsOthers.properties.map((p: { id: number }) => p.id)).not.toContain(listing!.id);
    const profileAsOwner = (await get(`/profile/user/${owner.user.username}/`, owner)).json().profile;
    expect(profileAsOwner.properties.map((p: { id: number }) => p.id)).toContain(listing!.id);

    // Its own page: the usual 404 for everyone but its owner.
    for (const viewer of [null, amina, guest]) {
      const page = await get(`/properties/details/${listing!.slug}/`, viewer);
      expect([page.statusCode, page.json()]).toEqual([404, { detail: 'Property not found.' }]);
    }
    const mine = await get(`/properties/details/${listing!.slug}/`, owner);
    expect([mine.statusCode, mine.json().title]).toEqual([200, 'Lavington villa']);

    // Its owner is told why (the reason most reports gave), with no one named.
    const notes = (await get('/notifications/all/', owner)).json().results as { kind: string; message: string; link: string; profile_photo: string | null }[];
    const note = notes.find((n) => n.kind === 'moderation_hidden');
    expect(note).toEqual(
      expect.objectContaining({
        message: 'Your listing \u201cLavington villa\u201d is hidden while we review reports that it is a scam.',
        link: `/property/${listing!.slug}/#appeal`,
        profile_photo: null,
      }),
    );
  });

  it('counts colleagues of one agency as connected: their two reports hide nothing', async () => {
    const [x, y, z] = await Promise.all([makeUser(app), makeUser(app), makeUser(app)]);
    await app.db.update(profiles).set({ agency: 'Nairobi Homes' }).where(eq(profiles.id, x.user.id));
    await app.db.update(profiles).set({ agency: ' nairobi homes ' }).where(eq(profiles.id, y.user.id));
    expect(await areConnected(app.db, x.user.id, y.user.id)).toBe(true);
    expect(await areConnected(app.db, x.user.id, z.user.id)).toBe(false);
    const [listing] = await insertListings(app, owner.user.id, [{ title: 'Agency ring' }]);
    await reportListing(listing!.id, x);
    await reportListing(listing!.id, y);
    expect(ids(await get('/properties/all?page_size=100'))).toContain(listing!.id);
  });

  it('lets the owner list their hidden items and appeal once, while the case is open or hidden', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{ title: 'Appeal me' }]);
    await reportListing(listing!.id, amina, { reason: 'unavailable' });
    // A single report is not the owner's to hear of.
    expect(((await get('/moderation/mine/', owner)).json() as { target_id: number }[]).map((c) => c.target_id)).not.toContain(listing!.id);
    await reportListing(listing!.id, baraka, { reason: 'unavailable' });
    const cases = (await get('/moderation/mine/', owner)).json() as { id: number; target_id: number }[];
    const kase = cases.find((c) => c.target_id === listing!.id)!;
    expect(kase).toMatchObject({
      target_kind: 'property',
      title: 'Appeal me',
      link: `/property/${listing!.slug}/`,
      status: 'hidden',
      reason: 'unavailable',
      reasons: [{ reason: 'unavailable', count: 2 }],
      appeal: null,
      can_appeal: true,
    });
    expect((await get('/moderation/mine/', null)).statusCode).toBe(401);

    const appealUrl = `/moderation/cases/${kase.id}/appeal/`;
    expect((await post(appealUrl, amina, { text: 'Not mine, but still.' })).statusCode).toBe(404);
    expect((await post(appealUrl, owner, { text: '   ' })).statusCode).toBe(400);
    const appeal = await post(appealUrl, owner, { text: '  It is still available: call me to view it.  ' });
    expect(appeal.statusCode).toBe(200);
    expect(appeal.json()).toMatchObject({ appeal: 'It is still available: call me to view it.', can_appeal: false, status: 'hidden' });
    expect(appeal.json().appealed_at).toEqual(expect.any(String));
    const again = await post(appealUrl, owner, { text: 'Please.' });
    expect([again.statusCode, again.json()]).toEqual([400, { detail: 'You have already appealed; a moderator will read it.' }]);

    await app.db.update(moderationCases).set({ status: 'dismissed', appeal: null }).where(eq(moderationCases.id, kase.id));
    const closed = await post(appealUrl, owner, { text: 'Again.' });
    expect([closed.statusCode, closed.json()]).toEqual([400, { detail: 'This case is closed: there is nothing left to appeal.' }]);
  });

  it('hides a reel reported by two unconnected members from the feed and its owner\u2019s list as others see it', async () => {
    const [reel] = await app.db.insert(reels).values({ userId: owner.user.id, slug: `tour-${Date.now()}`, title: 'Night tour', video: '/media/reels/tour.mp4' }).returning();
    app.readCache.invalidate();
    expect((await post(`/reels/${reel!.id}/report/`, owner, { reason: 'offensive' })).json()).toEqual({ detail: 'You cannot report your own reel.' });
    await post(`/reels/${reel!.id}/report/`, amina, { reason: 'offensive' });
    expect(ids(await get('/reels/all/?page_size=100'))).toContain(reel!.id);
    await post(`/reels/${reel!.id}/report/`, chebet, { reason: 'offensive' });
    expect(ids(await get('/reels/all/?page_size=100'))).not.toContain(reel!.id);
    expect(ids(await get(`/reels/agent/?username=${owner.user.username}&page_size=100`, amina))).not.toContain(reel!.id);
    expect(ids(await get('/reels/agent/?page_size=100', owner))).toContain(reel!.id);
    expect((await get(`/reels/details/${reel!.slug}/`, amina)).statusCode).toBe(404);
    expect((await get(`/reels/details/${reel!.slug}/`, owner)).statusCode).toBe(200);
  });

  it('takes a profile report to the queue without hiding anyone', async () => {
    const url = `/profile/user/${owner.user.username}/report/`;
    expect((await post(url, owner, { reason: 'scam' })).json()).toEqual({ detail: 'You cannot report yourself.' });
    expect((await post('/profile/user/nobody-here/report/', amina, { reason: 'scam' })).json()).toEqual({ detail: 'No profile found.' });
    expect((await post(url, amina, { reason: 'scam', note: 'Asked for a viewing fee.' })).statusCode).toBe(201);
    expect((await post(url, chebet, { reason: 'scam' })).statusCode).toBe(201);
    const [kase] = await app.db.select().from(moderationCases).where(and(eq(moderationCases.targetKind, 'profile'), eq(moderationCases.targetId, owner.user.id)));
    expect(kase!.status).toBe('open');
    expect((await get(`/profile/user/${owner.user.username}/`)).statusCode).toBe(200);
  });

  it('lets only the receiver report a chat message', async () => {
    const message = await chat(owner, amina, 'Send the viewing fee to till 123456 first.');
    const url = `/chat/messages/${message.id}/report/`;
    const stranger = await post(url, baraka, { reason: 'scam' });
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { detail: 'Message not found.' }]);
    expect((await post('/chat/messages/999999/report/', amina, { reason: 'scam' })).json()).toEqual({ detail: 'Message not found.' });
    expect((await post(url, owner, { reason: 'scam' })).json()).toEqual({ detail: 'You cannot report your own message.' });
    expect((await post(url, amina, { reason: 'scam' })).statusCode).toBe(201);
    const [kase] = await app.db.select().from(moderationCases).where(and(eq(moderationCases.targetKind, 'message'), eq(moderationCases.targetId, message.id)));
    expect(kase).toMatchObject({ status: 'open', ownerId: owner.user.id });
  });
});
