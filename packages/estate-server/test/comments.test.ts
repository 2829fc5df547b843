import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications, profiles, properties, propertyComments, users } from '../src/db/schema.js';
import { buildTestApp, makeGuest, makeUser, mp4, multipart, type TestUser } from './helper.js';

const GUEST_REFUSED = { detail: 'You need to be a registered user to access this feature' };

/** A listing written straight to the table: the properties API is not what these tests are about. */
async function makeProperty(app: App, owner: TestUser, title: string) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
  const [row] = await app.db
    .insert(properties)
    .values({ userId: owner.user.id, title, slug, coverPhoto: '/media/covers/x.png', price: 120_000, country: 'KE', advertType: 'For Sale', propertyStatus: 'Completed Project' })
    .returning();
  return row!;
}

const noticesOf = (app: App, user: TestUser) =>
  app.db.select().from(notifications).where(eq(notifications.userId, user.user.id)).orderBy(asc(notifications.id));

describe('property comments', () => {
  let app: App;
  let owner: TestUser;
  let wanjiru: TestUser;
  let kip: TestUser;
  let guest: TestUser;
  let property: Awaited<ReturnType<typeof makeProperty>>;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'owner', role: 'agent' });
    wanjiru = await makeUser(app, { username: 'wanjiru' });
    kip = await makeUser(app, { username: 'kip' });
    guest = await makeGuest(app);
    property = await makeProperty(app, owner, 'Garden house');
    await app.db.update(profiles).set({ profilePhoto: '/media/profile_photos/wanjiru.png' }).where(eq(profiles.id, wanjiru.user.id));
  });
  afterAll(() => app.close());

  const comment = (user: TestUser | null, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/comments/property-comments/', headers: user?.headers, payload });
  const reply = (user: TestUser | null, id: number | string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/v1/comments/property-comments/${id}/create_reply/`, headers: user?.headers, payload });
  const list = (query: string) => app.inject({ method: 'GET', url: `/api/v1/comments/property-comments/${query}` });

  it('posts a trimmed comment and tells the owner, quoting its start', async () => {
    const long = `  Lovely garden. ${'Is the borehole shared with the neighbours? '.repeat(3)}  `;
    const response = await comment(wanjiru, { post: property.id, content: long });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      author: 'wanjiru',
      author_name: expect.stringMatching(/^Test User\d+$/),
      content: long.trim(),
      post: property.id,
      profile_photo: '/media/profile_photos/wanjiru.png',
      replies: [],
      reply_count: 0,
    });
    const [notice] = await noticesOf(app, owner);
    expect(notice).toMatchObject({ kind: 'property_comment', actorId: wanjiru.user.id, link: `/property/${property.slug}/`, isRead: false });
    expect(notice!.message).toBe(`wanjiru commented on your property "Garden house": "${long.trim().slice(0, 80).trimEnd()}\u2026"`);
  });

  it('does not tell owners about their own comments', async () => {
    const before = (await noticesOf(app, owner)).length;
    expect((await comment(owner, { post: property.id, content: 'Viewing on Saturday.' })).statusCode).toBe(201);
    expect(await noticesOf(app, owner)).toHaveLength(before);
  });

  it('lists comments newest first without a token, with replies nested oldest first', async () => {
    const fresh = await makeProperty(app, owner, 'Thread test');
    const first = (await comment(wanjiru, { post: fresh.id, content: 'First' })).json();
    const second = (await comment(kip, { post: fresh.id, content: 'Second' })).json();
    const a = await reply(kip, first.id, { comment: first.id, content: 'Reply A' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ author: 'kip', content: 'Reply A', post: fresh.id, parent: first.id });
    expect(a.json()).not.toHaveProperty('replies');
    const b = await reply(wanjiru, a.json().id, { content: '  Reply to a reply  ' });
    expect(b.json()).toMatchObject({ content: 'Reply to a reply', parent: first.id });

    const response = await list(`?property=${fresh.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(2);
    expect(page.results.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(page.results[0]).toMatchObject({ replies: [], reply_count: 0 });
    expect(page.results[1].reply_count).toBe(2);
    expect(page.results[1].replies).toEqual([
      expect.objectContaining({ id: a.json().id, author: 'kip', author_name: expect.stringMatching(/^Test User\d+$/), content: 'Reply A', profile_photo: null }),
      expect.objectContaining({ id: b.json().id, author: 'wanjiru', content: 'Reply to a reply', profile_photo: '/media/profile_photos/wanjiru.png' }),
    ]);
  });

  it('shows at most 50 replies a comment but counts them all', async () => {
    const fresh = await makeProperty(app, owner, 'Busy thread');
    const top = (await comment(wanjiru, { post: fresh.id, content: 'Busy' })).json();
    await app.db
      .insert(propertyComments)
      .values(Array.from({ length: 55 }, (_, i) => ({ propertyId: fresh.id, userId: kip.user.id, parentId: top.id, content: `reply ${i}`, createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)) })));
    const [listed] = (await list(`?property=${fresh.id}`)).json().results;
    expect(listed.reply_count).toBe(55);
    expect(listed.replies).toHaveLength(50);
    expect(listed.replies[0].content).toBe('reply 0');
    expect(listed.replies[49].content).toBe('reply 49');
  });

  it('pages comments', async () => {
    const fresh = await makeProperty(app, owner, 'Paged');
    for (const content of ['c1', 'c2', 'c3']) await comment(kip, { post: fresh.id, content });
    const first = (await list(`?property=${fresh.id}&page_size=2`)).json();
    expect(first.count).toBe(3);
    expect(first.results.map((c: { content: string }) => c.content)).toEqual(['c3', 'c2']);
    expect(first.next).toMatch(/page=2/);
    const second = (await list(`?property=${fresh.id}&page_size=2&page=2`)).json();
    expect(second.results.map((c: { content: string }) => c.content)).toEqual(['c1']);
    expect(second.next).toBeNull();
  });

  it('requires an existing integer property to list', async () => {
    const missing = await list('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ property: ['This field is required.'] });
    const word = await list('?property=abc');
    expect(word.statusCode).toBe(400);
    expect(word.json()).toEqual({ property: ['A valid integer is required.'] });
    const unknown = await list('?property=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Property not found.' });
  });

  it('refuses missing, blank and too long content', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ post: property.id }, { content: ['This field is required.'] }],
      [{ post: property.id, content: '' }, { content: ['This field may not be blank.'] }],
      [{ post: property.id, content: ' \n\t ' }, { content: ['This field may not be blank.'] }],
      [{ post: property.id, content: 'x'.repeat(2001) }, { content: ['Ensure this field has no more than 2000 characters.'] }],
      [{ post: property.id, content: 'x'.repeat(5000) }, { content: ['Ensure this field has no more than 2000 characters.'] }],
      [{ content: 'Hello' }, { post: ['This field is required.'] }],
      [{ post: 'abc', content: 'Hello' }, { post: ['A valid integer is required.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await comment(wanjiru, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await comment(wanjiru, { post: property.id, content: ` ${'x'.repeat(2000)} ` })).statusCode).toBe(201);
    const unknown = await comment(wanjiru, { post: 999999, content: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Property not found.' });
  });

  it('refuses guests with the spec text and anonymous callers with 401', async () => {
    const top = (await comment(wanjiru, { post: property.id, content: 'Top' })).json();
    const byGuest = await comment(guest, { post: property.id, content: 'Hi' });
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json()).toEqual(GUEST_REFUSED);
    const guestReply = await reply(guest, top.id, { content: 'Hi' });
    expect(guestReply.statusCode).toBe(403);
    expect(guestReply.json()).toEqual(GUEST_REFUSED);
    expect((await comment(null, { post: property.id, content: 'Hi' })).statusCode).toBe(401);
    expect((await reply(null, top.id, { content: 'Hi' })).statusCode).toBe(401);
  });

  it("keeps the listing's comment_count with comments, replies, and the comments of a removed account", async () => {
    const listing = await makeProperty(app, owner, 'Counted flat');
    const passerby = await makeUser(app);
    const countNow = async () => (await app.inject({ method: 'GET', url: `/api/v1/properties/details/${listing.id}/` })).json().comment_count;
    const first = (await comment(passerby, { post: listing.id, content: 'Parking?' })).json();
    await comment(wanjiru, { post: listing.id, content: 'Pets?' });
    await reply(owner, first.id, { content: 'Two spaces' });
    await reply(passerby, first.id, { content: 'Thanks' });
    expect(await countNow()).toBe(4);
    // A removed account takes its comments with it (a cascade), and the count follows in the same statement.
    await app.db.delete(users).where(eq(users.id, passerby.user.id));
    const [stored] = await app.db.select({ n: properties.commentCount }).from(properties).where(eq(properties.id, listing.id));
    expect(stored!.n).toBe(2);
  });

  it('refuses a reply whose comment differs from the path, to an unknown comment, or with bad content', async () => {
    const top = (await comment(wanjiru, { post: property.id, content: 'Top' })).json();
    const mismatch = await reply(kip, top.id, { comment: top.id + 1000, content: 'Hi' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ comment: ['Does not match the comment in the path.'] });
    expect((await reply(kip, top.id, { comment: 'abc', content: 'Hi' })).json()).toEqual({ comment: ['A valid integer is required.'] });
    const unknown = await reply(kip, 999999, { content: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Comment not found.' });
    const word = await reply(kip, 'abc', { content: 'Hi' });
    expect(word.statusCode).toBe(400);
    expect(word.json()).toEqual({ id: ['A valid integer is required.'] });
    expect((await reply(kip, top.id, { content: '   ' })).json()).toEqual({ content: ['This field may not be blank.'] });
    expect((await reply(kip, top.id, {})).json()).toEqual({ content: ['This field is required.'] });
  });

  describe('reply notifications', () => {
    it('tell the comment author and the property owner, once each', async () => {
      const fresh = await makeProperty(app, owner, 'Notify');
      const top = (await comment(wanjiru, { post: fresh.id, content: 'Is it furnished?' })).json();
      const [ownerBefore, wanjiruBefore] = [(await noticesOf(app, owner)).length, (await noticesOf(app, wanjiru)).length];
      await reply(kip, top.id, { content: 'Asking too' });
      const toWanjiru = (await noticesOf(app, wanjiru)).slice(wanjiruBefore);
      expect(toWanjiru).toHaveLength(1);
      expect(toWanjiru[0]).toMatchObject({ kind: 'comment_reply', actorId: kip.user.id, message: 'kip replied to your comment on "Notify": "Asking too"', link: `/property/${fresh.slug}/` });
      const toOwner = (await noticesOf(app, owner)).slice(ownerBefore);
      expect(toOwner).toHaveLength(1);
      expect(toOwner[0]).toMatchObject({ kind: 'property_comment', message: 'kip replied to a comment on your property "Notify": "Asking too"' });
    });

    it('tell an owner who wrote the comment only once', async () => {
      const fresh = await makeProperty(app, owner, 'Owner thread');
      const top = (await comment(owner, { post: fresh.id, content: 'Open house on Sunday' })).json();
      const before = (await noticesOf(app, owner)).length;
      await reply(kip, top.id, { content: 'What time?' });
      const after = (await noticesOf(app, owner)).slice(before);
      expect(after.map((n) => n.kind)).toEqual(['comment_reply']);
    });

    it('do not tell people about their own replies', async () => {
      const fresh = await makeProperty(app, owner, 'Self reply');
      const top = (await comment(wanjiru, { post: fresh.id, content: 'Question' })).json();
      const [ownerBefore, wanjiruBefore] = [(await noticesOf(app, owner)).length, (await noticesOf(app, wanjiru)).length];
      await reply(wanjiru, top.id, { content: 'Never mind' });
      expect(await noticesOf(app, wanjiru)).toHaveLength(wanjiruBefore);
      expect((await noticesOf(app, owner)).slice(ownerBefore).map((n) => n.kind)).toEqual(['property_comment']);
      const ownerReply = await reply(owner, top.id, { content: 'It is furnished' });
      expect(ownerReply.statusCode).toBe(201);
      expect((await noticesOf(app, owner)).slice(ownerBefore)).toHaveLength(1);
    });

    it('go to the author of the reply answered, on a reply to a reply', async () => {
      const fresh = await makeProperty(app, owner, 'Deep');
      const top = (await comment(wanjiru, { post: fresh.id, content: 'Top' })).json();
      const kipReply = (await reply(kip, top.id, { content: 'Kip says' })).json();
      const kipBefore = (await noticesOf(app, kip)).length;
      await reply(wanjiru, kipReply.id, { content: 'Thanks Kip' });
      const toKip = (await noticesOf(app, kip)).slice(kipBefore);
      expect(toKip.map((n) => n.kind)).toEqual(['comment_reply']);
    });
  });
});

describe('clip comments', () => {
  let app: App;
  let owner: TestUser;
  let wanjiru: TestUser;
  let guest: TestUser;
  let reel: { id: number; slug: string };
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'owner' });
    wanjiru = await makeUser(app, { username: 'wanjiru' });
    guest = await makeGuest(app);
    const body = await multipart({ title: 'Beach plot' }, [{ name: 'video', filename: 'clip.mp4', content: mp4() }]);
    reel = (await app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...owner.headers, ...body.headers }, payload: body.payload })).json();
  });
  afterAll(() => app.close());

  const comment = (user: TestUser | null, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/comments/clip-comments/', headers: user?.headers, payload });
  const list = (query: string) => app.inject({ method: 'GET', url: `/api/v1/comments/clip-comments/${query}` });

  it('posts a comment, tells the reel owner, and counts it on the reel', async () => {
    const response = await comment(wanjiru, { post: reel.id, content: '  How far from the beach?  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ author: 'wanjiru', content: 'How far from the beach?', post: reel.id, profile_photo: null });
    const notices = await noticesOf(app, owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'reel_comment', message: 'wanjiru commented on your clip "Beach plot": "How far from the beach?"', link: `/clip/${reel.slug}/` });
    await comment(owner, { post: reel.id, content: 'Five minutes' });
    expect(await noticesOf(app, owner)).toHaveLength(1);
    const shown = (await app.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}/` })).json();
    expect(shown.comment_count).toBe(2);
  });

  it('lists comments newest first without a token, paged', async () => {
    const page = (await list(`?reel=${reel.id}&page_size=1`)).json();
    expect(page.count).toBe(2);
    expect(page.results).toEqual([expect.objectContaining({ author: 'owner', content: 'Five minutes', post: reel.id })]);
    expect(page.next).toMatch(/page=2/);
  });

  it('requires an existing integer reel to list', async () => {
    expect((await list('')).json()).toEqual({ reel: ['This field is required.'] });
    expect((await list('?reel=x')).json()).toEqual({ reel: ['A valid integer is required.'] });
    const unknown = await list('?reel=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Reel not found.' });
  });

  it('refuses bad content, bad or unknown reels, guests and anonymous callers', async () => {
    expect((await comment(wanjiru, { post: reel.id, content: '' })).json()).toEqual({ content: ['This field may not be blank.'] });
    expect((await comment(wanjiru, { post: reel.id, content: 'y'.repeat(2001) })).json()).toEqual({ content: ['Ensure this field has no more than 2000 characters.'] });
    expect((await comment(wanjiru, { post: 'abc', content: 'Hi' })).json()).toEqual({ post: ['A valid integer is required.'] });
    expect((await comment(wanjiru, { post: 999999, content: 'Hi' })).json()).toEqual({ detail: 'Reel not found.' });
    const byGuest = await comment(guest, { post: reel.id, content: 'Hi' });
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json()).toEqual(GUEST_REFUSED);
    expect((await comment(null, { post: reel.id, content: 'Hi' })).statusCode).toBe(401);
  });
});
