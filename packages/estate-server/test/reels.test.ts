import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications, profiles } from '../src/db/schema.js';
import { buildTestApp, makeGuest, makeUser, mp4, multipart, png, type TestUser } from './helper.js';

const GUEST_REFUSED = { detail: 'You need to be a registered user to access this feature' };

async function postReel(app: App, poster: TestUser | null, fields: Record<string, string>, video: Buffer | null = mp4()) {
  const body = await multipart(fields, video ? [{ name: 'video', filename: 'clip.mp4', content: video, type: 'video/mp4' }] : []);
  return app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...poster?.headers, ...body.headers }, payload: body.payload });
}

describe('reels', () => {
  let app: App;
  let wanjiru: TestUser;
  let otieno: TestUser;
  let guest: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    wanjiru = await makeUser(app, { username: 'wanjiru', role: 'agent' });
    otieno = await makeUser(app, { username: 'otieno' });
    guest = await makeGuest(app);
    await app.db.update(profiles).set({ country: 'TZ', profilePhoto: '/media/profile_photos/wanjiru.png' }).where(eq(profiles.id, wanjiru.user.id));
  });
  afterAll(() => app.close());

  describe('posting a clip', () => {
    it('stores the video, makes a slug from the title and answers 201 with the Reel', async () => {
      const response = await postReel(app, wanjiru, { title: 'Sunny flat in Kilimani', description: 'Two bedrooms' });
      expect(response.statusCode).toBe(201);
      const reel = response.json();
      expect(reel).toMatchObject({
        slug: 'sunny-flat-in-kilimani',
        title: 'Sunny flat in Kilimani',
        description: 'Two bedrooms',
        country: 'TZ',
        user: wanjiru.user.id,
        username: 'wanjiru',
        profile_photo: '/media/profile_photos/wanjiru.png',
        is_liked: false,
        like_count: 0,
        comment_count: 0,
        views: 0,
      });
      expect(reel.video).toMatch(/^\/media\/reels\/.+\.mp4$/);
      const video = await app.inject({ method: 'GET', url: reel.video });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
    });

    it('keeps slugs unique, never all digits, and falls back to the description or "clip"', async () => {
      const again = (await postReel(app, wanjiru, { title: 'Sunny flat in Kilimani' })).json();
      expect(again.slug).toMatch(/^sunny-flat-in-kilimani-[0-9a-f]{6}$/);
      expect((await postReel(app, wanjiru, { title: '2024' })).json().slug).toBe('clip-2024');
      expect((await postReel(app, wanjiru, { description: 'Café à Mombasa!' })).json().slug).toBe('cafe-a-mombasa');
      expect((await postReel(app, wanjiru, {})).json().slug).toMatch(/^clip(-[0-9a-f]{6})?$/);
    });

    it('takes a country code in any case and refuses an unknown one', async () => {
      expect((await postReel(app, otieno, { title: 'Kampala walk', country: 'ug' })).json().country).toBe('UG');
      const unknown = await postReel(app, otieno, { title: 'Nowhere', country: 'ZZ' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ country: ['"ZZ" is not a valid choice.'] });
    });

    it('requires a video, and a real one, reporting every error at once', async () => {
      const missing = await postReel(app, wanjiru, { title: 'No video' }, null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ video: ['No file was submitted.'] });
      const picture = await postReel(app, wanjiru, { title: 'A picture' }, png());
      expect(picture.statusCode).toBe(400);
      expect(picture.json()).toEqual({ video: ['Upload a valid video file (MP4, WebM, MOV, OGG, MKV or AVI).'] });
      const everything = await postReel(app, wanjiru, { title: 'x'.repeat(251), country: 'ZZ' }, png());
      expect(everything.json()).toEqual({
        video: ['Upload a valid video file (MP4, WebM, MOV, OGG, MKV or AVI).'],
        title: ['Ensure this field has no more than 250 characters.'],
        country: ['"ZZ" is not a valid choice.'],
      });
    });

    it('refuses a title that is too long', async () => {
      const response = await postReel(app, wanjiru, { title: 'x'.repeat(251) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ title: ['Ensure this field has no more than 250 characters.'] });
    });

    it('refuses guests with the spec text and anonymous callers with 401', async () => {
      const byGuest = await postReel(app, guest, { title: 'Guest clip' });
      expect(byGuest.statusCode).toBe(403);
      expect(byGuest.json()).toEqual(GUEST_REFUSED);
      const anonymous = await postReel(app, null, { title: 'Anonymous clip' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().detail).toBe('User is not authenticated');
    });

    it('refuses a video over the size limit', async () => {
      const small = await buildTestApp({ maxVideoBytes: 4096 });
      try {
        const poster = await makeUser(small);
        const response = await postReel(small, poster, { title: 'Too long' }, mp4(10_000));
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ detail: 'The request is larger than the server accepts.' });
        const fits = await postReel(small, poster, { title: 'Short' }, mp4(2048));
        expect(fits.statusCode).toBe(201);
      } finally {
        await small.close();
      }
    });
  });

  describe('lists', () => {
    let lists: App;
    let amina: TestUser;
    let kip: TestUser;
    const slugs: string[] = [];
    beforeAll(async () => {
      lists = await buildTestApp();
      amina = await makeUser(lists, { username: 'amina' });
      kip = await makeUser(lists, { username: 'kip' });
      for (const [poster, title] of [[amina, 'One'], [kip, 'Two'], [amina, 'Three'], [kip, 'Four'], [amina, 'Five']] as const) {
        slugs.push((await postReel(lists, poster, { title })).json().slug);
      }
    });
    afterAll(() => lists.close());

    it('pages all reels newest first, without a token', async () => {
      const first = await lists.inject({ method: 'GET', url: '/api/v1/reels/all?page_size=2' });
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page.count).toBe(5);
      expect(page.results.map((reel: { title: string }) => reel.title)).toEqual(['Five', 'Four']);
      expect(page.previous).toBeNull();
      expect(page.next).toMatch(/\/api\/v1\/reels\/all\?page_size=2&page=2$/);
      const last = (await lists.inject({ method: 'GET', url: '/api/v1/reels/all?page_size=2&page=3' })).json();
      expect(last.results.map((reel: { title: string }) => reel.title)).toEqual(['One']);
      expect(last.next).toBeNull();
      expect(last.previous).toMatch(/page=2/);
      expect((await lists.inject({ method: 'GET', url: '/api/v1/reels/all?page=4&page_size=2' })).statusCode).toBe(404);
      expect((await lists.inject({ method: 'GET', url: '/api/v1/reels/all?page=abc' })).statusCode).toBe(400);
    });

    it('lists my own reels, or those of a username, and needs a token', async () => {
      const mine = (await lists.inject({ method: 'GET', url: '/api/v1/reels/agent/', headers: amina.headers })).json();
      expect(mine.results.map((reel: { title: string }) => reel.title)).toEqual(['Five', 'Three', 'One']);
      const his = (await lists.inject({ method: 'GET', url: '/api/v1/reels/agent/?username=KIP', headers: amina.headers })).json();
      expect(his.count).toBe(2);
      expect(his.results.every((reel: { username: string }) => reel.username === 'kip')).toBe(true);
      const nobody = await lists.inject({ method: 'GET', url: '/api/v1/reels/agent/?username=nobody', headers: amina.headers });
      expect(nobody.statusCode).toBe(404);
      expect((await lists.inject({ method: 'GET', url: '/api/v1/reels/agent/' })).statusCode).toBe(401);
      const guestView = await lists.inject({ method: 'GET', url: '/api/v1/reels/agent/?username=amina', headers: (await makeGuest(lists)).headers });
      expect(guestView.json().count).toBe(3);
    });

    it('shows one reel by id or slug without a token, counting each viewer once', async () => {
      const bySlug = await lists.inject({ method: 'GET', url: `/api/v1/reels/details/${slugs[0]}/` });
      expect(bySlug.statusCode).toBe(200);
      const reel = bySlug.json();
      expect(reel).toMatchObject({ title: 'One', username: 'amina', views: 1, is_liked: false });
      const again = await lists.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}/` });
      expect(again.json().views).toBe(1);
      const byAmina = await lists.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}`, headers: amina.headers });
      expect(byAmina.json().views).toBe(2);
      await lists.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}/`, headers: amina.headers });
      const byKip = await lists.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}/`, headers: kip.headers });
      expect(byKip.json().views).toBe(3);
      const fromElsewhere = await lists.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}/`, remoteAddress: '10.1.2.3' });
      expect(fromElsewhere.json().views).toBe(4);
    });

    it('answers 404 for an unknown reel', async () => {
      for (const key of ['999999', 'no-such-clip', '99999999999']) {
        const response = await lists.inject({ method: 'GET', url: `/api/v1/reels/details/${key}/` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Reel not found.' });
      }
    });
  });

  describe('likes', () => {
    let reelId: number;
    beforeAll(async () => {
      reelId = (await postReel(app, wanjiru, { title: 'Likeable' })).json().id;
    });

    const like = (user: TestUser | null, id: number | string = reelId, action = 'like') =>
      app.inject({ method: 'POST', url: `/api/v1/reels/${action}/${id}/`, headers: user?.headers });

    const likeNotices = () =>
      app.db.select().from(notifications).where(and(eq(notifications.userId, wanjiru.user.id), eq(notifications.kind, 'reel_like')));

    it('likes once however often asked, counts people, and tells the owner once', async () => {
      expect((await like(otieno)).json()).toEqual({ is_liked: true, like_count: 1 });
      expect((await like(otieno)).json()).toEqual({ is_liked: true, like_count: 1 });
      expect((await like(wanjiru)).json()).toEqual({ is_liked: true, like_count: 2 });
      const notices = await likeNotices();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ actorId: otieno.user.id, message: 'otieno liked your clip "Likeable"', link: expect.stringMatching(/^\/clip\/likeable\/$/) });

      const seen = (await app.inject({ method: 'GET', url: `/api/v1/reels/details/${reelId}/`, headers: otieno.headers })).json();
      expect(seen).toMatchObject({ is_liked: true, like_count: 2 });
      const anonymous = (await app.inject({ method: 'GET', url: `/api/v1/reels/details/${reelId}/` })).json();
      expect(anonymous.is_liked).toBe(false);
    });

    it('unlikes idempotently and never counts below zero', async () => {
      expect((await like(otieno, reelId, 'unlike')).json()).toEqual({ is_liked: false, like_count: 1 });
      expect((await like(otieno, reelId, 'unlike')).json()).toEqual({ is_liked: false, like_count: 1 });
      expect((await like(wanjiru, reelId, 'unlike')).json()).toEqual({ is_liked: false, like_count: 0 });
      expect((await like(wanjiru, reelId, 'unlike')).json()).toEqual({ is_liked: false, like_count: 0 });
      const all = (await app.inject({ method: 'GET', url: '/api/v1/reels/all', headers: otieno.headers })).json();
      expect(all.results.find((reel: { id: number }) => reel.id === reelId)).toMatchObject({ is_liked: false, like_count: 0 });
    });

    it('keeps the count right under concurrent likes', async () => {
      const crowdReel = (await postReel(app, wanjiru, { title: 'Crowd' })).json().id;
      const crowd = await Promise.all(Array.from({ length: 6 }, () => makeUser(app)));
      await Promise.all(crowd.flatMap((user) => [like(user, crowdReel), like(user, crowdReel)]));
      const shown = (await app.inject({ method: 'GET', url: `/api/v1/reels/details/${crowdReel}/`, headers: crowd[0]!.headers })).json();
      expect(shown).toMatchObject({ like_count: 6, is_liked: true });
      await Promise.all(crowd.map((user) => like(user, crowdReel, 'unlike')));
      expect((await like(otieno, crowdReel)).json()).toEqual({ is_liked: true, like_count: 1 });
    });

    it('refuses guests and anonymous callers, unknown reels and non-integer ids', async () => {
      for (const action of ['like', 'unlike']) {
        const byGuest = await like(guest, reelId, action);
        expect(byGuest.statusCode).toBe(403);
        expect(byGuest.json()).toEqual(GUEST_REFUSED);
        expect((await like(null, reelId, action)).statusCode).toBe(401);
        expect((await like(otieno, 999999, action)).json()).toEqual({ detail: 'Reel not found.' });
        expect((await like(otieno, 99999999999, action)).statusCode).toBe(400);
        const word = await like(otieno, 'abc', action);
        expect(word.statusCode).toBe(400);
        expect(word.json()).toEqual({ id: ['A valid integer is required.'] });
      }
    });
  });
});
