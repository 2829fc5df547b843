import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { profiles } from '../src/db/schema.js';
import { buildTestApp, makeGuest, makeUser, mp4, multipart, type TestUser } from './helper.js';

describe('notifications', () => {
  let app: App;
  let owner: TestUser;
  let wanjiru: TestUser;
  let kip: TestUser;
  let reelId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'owner' });
    wanjiru = await makeUser(app, { username: 'wanjiru' });
    kip = await makeUser(app, { username: 'kip' });
    await app.db.update(profiles).set({ profilePhoto: '/media/profile_photos/wanjiru.png' }).where(eq(profiles.id, wanjiru.user.id));
    const body = await multipart({ title: 'Rooftop' }, [{ name: 'video', filename: 'clip.mp4', content: mp4() }]);
    reelId = (await app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...owner.headers, ...body.headers }, payload: body.payload })).json().id;
    // Three notices for the owner, in this order: a like by wanjiru, a comment by kip, a comment by wanjiru.
    await app.inject({ method: 'POST', url: `/api/v1/reels/like/${reelId}/`, headers: wanjiru.headers });
    await app.inject({ method: 'POST', url: '/api/v1/comments/clip-comments/', headers: kip.headers, payload: { post: reelId, content: 'Nice view' } });
    await app.inject({ method: 'POST', url: '/api/v1/comments/clip-comments/', headers: wanjiru.headers, payload: { post: reelId, content: 'Is it for rent?' } });
    // The owner acting on their own reel tells nobody.
    await app.inject({ method: 'POST', url: `/api/v1/reels/like/${reelId}/`, headers: owner.headers });
    await app.inject({ method: 'POST', url: '/api/v1/comments/clip-comments/', headers: owner.headers, payload: { post: reelId, content: 'Yes' } });
  });
  afterAll(() => app.close());

  const all = (user: TestUser | null, query = '') => app.inject({ method: 'GET', url: `/api/v1/notifications/all/${query}`, headers: user?.headers });
  const markRead = (user: TestUser | null) => app.inject({ method: 'POST', url: '/api/v1/notifications/read/', headers: user?.headers });

  it("lists my notifications newest first with the actor's photo", async () => {
    const response = await all(owner);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(3);
    expect(page.results.map((n: { kind: string }) => n.kind)).toEqual(['reel_comment', 'reel_comment', 'reel_like']);
    expect(page.results[0]).toMatchObject({
      message: 'wanjiru commented on your clip "Rooftop": "Is it for rent?"',
      profile_photo: '/media/profile_photos/wanjiru.png',
      link: expect.stringMatching(/^\/clip\/rooftop\/$/),
      is_read: false,
    });
    expect(page.results[1]).toMatchObject({ message: 'kip commented on your clip "Rooftop": "Nice view"', profile_photo: null });
    expect(page.results[2]).toMatchObject({ message: 'wanjiru liked your clip "Rooftop"' });
    expect(Object.keys(page.results[0]).sort()).toEqual(['created_at', 'id', 'is_read', 'kind', 'link', 'message', 'profile_photo']);
  });

  it("never shows another person's notifications", async () => {
    for (const user of [wanjiru, kip]) {
      const page = (await all(user)).json();
      expect(page).toEqual({ count: 0, next: null, previous: null, results: [] });
    }
  });

  it('pages notifications', async () => {
    const first = (await all(owner, '?page_size=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toMatch(/page=2/);
    const second = (await all(owner, '?page_size=2&page=2')).json();
    expect(second.results.map((n: { kind: string }) => n.kind)).toEqual(['reel_like']);
    expect(second.previous).not.toBeNull();
    expect((await all(owner, '?page_size=2&page=3')).statusCode).toBe(404);
  });

  const markOne = (user: TestUser | null, id: number | string) => app.inject({ method: 'POST', url: `/api/v1/notifications/${id}/read/`, headers: user?.headers });

  it('marks one of my notifications read when it is opened, answering the unread count left', async () => {
    const [newestOne, second] = (await all(owner)).json().results;
    const marked = await markOne(owner, newestOne.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ updated: true, unread: 2 });
    // Opening it again changes nothing.
    expect((await markOne(owner, newestOne.id)).json()).toEqual({ updated: false, unread: 2 });
    const after = (await all(owner)).json().results;
    expect(after.map((n: { id: number; is_read: boolean }) => [n.id, n.is_read])).toEqual([
      [newestOne.id, true],
      [second.id, false],
      [after[2].id, false],
    ]);
  });

  it("cannot mark another person's notification read: it is as unknown as a missing one", async () => {
    const [, second] = (await all(owner)).json().results;
    for (const user of [kip, wanjiru, await makeGuest(app)]) {
      const refused = await markOne(user, second.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await markOne(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await all(owner)).json().results[1]).toMatchObject({ id: second.id, is_read: false });
  });

  it('refuses a bad id and a missing token', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const refused = await markOne(owner, id);
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json().id ?? refused.json().detail, id).toBeDefined();
    }
    expect((await markOne(null, 1)).statusCode).toBe(401);
  });

  it('marks all my notifications read, and only mine', async () => {
    const kipReel = await multipart({ title: 'Kip clip' }, [{ name: 'video', filename: 'clip.mp4', content: mp4() }]);
    const kipReelId = (await app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...kip.headers, ...kipReel.headers }, payload: kipReel.payload })).json().id;
    await app.inject({ method: 'POST', url: `/api/v1/reels/like/${kipReelId}/`, headers: owner.headers });

    const marked = await markRead(owner);
    expect(marked.statusCode).toBe(200);
    // The newest one was opened above.
    expect(marked.json()).toEqual({ updated: 2 });
    expect((await markRead(owner)).json()).toEqual({ updated: 0 });
    expect((await all(owner)).json().results.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    const kipNotices = (await all(kip)).json();
    expect(kipNotices.results).toEqual([expect.objectContaining({ kind: 'reel_like', is_read: false, message: 'owner liked your clip "Kip clip"' })]);
  });

  it('needs a token; a guest sees an empty list', async () => {
    expect((await all(null)).statusCode).toBe(401);
    expect((await all(null)).json().detail).toBe('User is not authenticated');
    expect((await markRead(null)).statusCode).toBe(401);
    const guest = await makeGuest(app);
    expect((await all(guest)).json().count).toBe(0);
    expect((await markRead(guest)).json()).toEqual({ updated: 0 });
  });
});
