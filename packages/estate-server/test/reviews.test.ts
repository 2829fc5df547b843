import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications, profiles, reviewReports } from '../src/db/schema.js';
import { storeChatMessage } from '../src/domain/chat.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';

const GUEST_REFUSED = { detail: 'You need to be a registered user to access this feature' };
const API = '/api/v1/profile';

describe('agent reviews', () => {
  let app: App;
  let agent: TestUser;
  let topAgent: TestUser;
  let amina: TestUser;
  let otieno: TestUser;
  let seller: TestUser;
  let stranger: TestUser;
  let caller: TestUser;
  let guest: TestUser;

  /** `from` writes to `to` in the chat, as the socket would store it. */
  const chat = (from: TestUser, to: TestUser, message = 'Is the flat still available?') =>
    storeChatMessage(app.db, { sender: { id: from.user.id, username: from.user.username }, receiver: { id: to.user.id, username: to.user.username }, message });
  /** A conversation: the member writes, the agent answers (what makes a member eligible to review). */
  const converse = async (member: TestUser, withAgent: TestUser) => {
    await chat(member, withAgent);
    await chat(withAgent, member, 'Yes, it is. When would you like to view it?');
  };

  beforeAll(async () => {
    app = await buildTestApp();
    agent = await makeUser(app, { username: 'njeri_agent', role: 'agent', first_name: 'Njeri', last_name: 'Wambui' });
    topAgent = await makeUser(app, { username: 'top_kamau', role: 'top_agent' });
    amina = await makeUser(app, { username: 'amina', first_name: 'Amina', last_name: 'Hassan' });
    otieno = await makeUser(app, { username: 'otieno' });
    seller = await makeUser(app, { username: 'seller_sam', role: 'seller' });
    stranger = await makeUser(app, { username: 'stranger' });
    caller = await makeUser(app, { username: 'caller' });
    guest = await makeGuest(app);
    // A conversation: each has written to the other.
    await converse(amina, agent);
    await converse(otieno, agent);
    await converse(amina, topAgent);
    await chat(amina, seller);
    // The agent writing first does not make the stranger eligible: the reviewer must have written.
    await chat(agent, stranger, 'Hello, can I help?');
    // Nor does one unanswered message: the caller said 'hi' and nothing came back.
    await chat(caller, agent, 'hi');
  });
  afterAll(() => app.close());

  const list = (username: string, user: TestUser | null = null, query = '') =>
    app.inject({ method: 'GET', url: `${API}/user/${username}/reviews/${query}`, headers: user?.headers });
  const create = (user: TestUser | null, username: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${API}/user/${username}/reviews/`, headers: user?.headers, payload });
  const edit = (user: TestUser | null, id: number | string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `${API}/reviews/${id}/`, headers: user?.headers, payload });
  const reply = (user: TestUser | null, id: number | string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${API}/reviews/${id}/reply/`, headers: user?.headers, payload });
  const report = (user: TestUser | null, id: number | string, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `${API}/reviews/${id}/report/`, headers: user?.headers, payload });
  const profileOf = async (username: string) => (await app.inject({ method: 'GET', url: `${API}/user/${username}/` })).json().profile;

  it('tells each viewer whether they may review, and why not', async () => {
    const reasonOf = async (user: TestUser | null, username = 'njeri_agent') => (await list(username, user)).json().viewer;
    expect(await reasonOf(null)).toEqual({ can_review: false, reason: 'sign_in', my_review: null, is_agent: false });
    expect((await reasonOf(guest)).reason).toBe('guest');
    expect(await reasonOf(agent)).toEqual({ can_review: false, reason: 'self', my_review: null, is_agent: true });
    expect((await reasonOf(stranger)).reason).toBe('no_chat');
    expect((await reasonOf(caller)).reason).toBe('no_chat');
    expect((await reasonOf(amina, 'seller_sam')).reason).toBe('not_agent');
    expect(await reasonOf(amina)).toEqual({ can_review: true, reason: null, my_review: null, is_agent: false });
  });

  it('starts empty, with zero totals', async () => {
    const response = await list('njeri_agent');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 0, next: null, previous: null, results: [], summary: { rating_average: 0, num_reviews: 0, distribution: [0, 0, 0, 0, 0] } });
    expect(await profileOf('njeri_agent')).toMatchObject({ num_reviews: 0, rating_average: 0 });
  });

  it('creates a trimmed review, updates the totals and tells the agent', async () => {
    const response = await create(amina, 'njeri_agent', { rating: 5, content: '  Found us a flat in Kilimani within a week.  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      agent: 'njeri_agent',
      author: 'amina',
      author_full_name: 'Amina Hassan',
      rating: 5,
      content: 'Found us a flat in Kilimani within a week.',
      reply: null,
      replied_at: null,
      is_mine: true,
      is_reported: false,
    });
    expect(await profileOf('njeri_agent')).toMatchObject({ num_reviews: 1, rating_average: 5 });
    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.user.id), eq(notifications.kind, 'agent_review')))
      .orderBy(asc(notifications.id));
    expect(notice).toMatchObject({ kind: 'agent_review', actorId: amina.user.id, link: '/profile/njeri_agent/#reviews' });
    expect(notice!.message).toBe('amina rated you 5 out of 5: "Found us a flat in Kilimani within a week."');
    const viewer = (await list('njeri_agent', amina)).json().viewer;
    expect(viewer).toEqual({ can_review: false, reason: 'reviewed', my_review: response.json().id, is_agent: false });
  });

  it('refuses a second review by the same person with a clear message', async () => {
    const response = await create(amina, 'njeri_agent', { rating: 1, content: 'Again' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'You have already reviewed this agent; edit your review instead.' });
  });

  it('keeps the average over several reviews and lists them newest first', async () => {
    expect((await create(otieno, 'njeri_agent', { rating: 2, content: 'Slow to answer.' })).statusCode).toBe(201);
    const page = (await list('njeri_agent')).json();
    expect(page.count).toBe(2);
    expect(page.results.map((review: { author: string }) => review.author)).toEqual(['otieno', 'amina']);
    expect(page.results.every((review: { is_mine: boolean }) => review.is_mine === false)).toBe(true);
    expect(page.summary).toEqual({ rating_average: 3.5, num_reviews: 2, distribution: [0, 1, 0, 0, 1] });
    const mine = (await list('njeri_agent', otieno)).json().results;
    expect(mine.map((review: { is_mine: boolean }) => review.is_mine)).toEqual([true, false]);
    expect(await profileOf('njeri_agent')).toMatchObject({ num_reviews: 2, rating_average: 3.5 });
  });

  it('pages reviews like every other list', async () => {
    const page = await list('njeri_agent', null, '?page_size=1');
    expect(page.json()).toMatchObject({ count: 2, previous: null });
    expect(page.json().next).toContain('page=2');
    expect((await list('njeri_agent', null, '?page=3&page_size=1')).statusCode).toBe(404);
    expect((await list('nobody_here')).statusCode).toBe(404);
  });

  it('reviews a top agent too', async () => {
    expect((await create(amina, 'top_kamau', { rating: 4, content: 'Knows Karen well.' })).statusCode).toBe(201);
    expect(await profileOf('top_kamau')).toMatchObject({ num_reviews: 1, rating_average: 4 });
  });

  it('refuses reviews from whoever may not write them', async () => {
    const body = { rating: 4, content: 'Fine' };
    expect((await create(null, 'njeri_agent', body)).statusCode).toBe(401);
    const asGuest = await create(guest, 'njeri_agent', body);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toEqual(GUEST_REFUSED);
    expect((await create(agent, 'njeri_agent', body)).json()).toEqual({ detail: 'You cannot review yourself.' });
    expect((await create(amina, 'seller_sam', body)).json()).toEqual({ detail: 'Only agents can be reviewed.' });
    const unchatted = await create(stranger, 'njeri_agent', body);
    expect(unchatted.statusCode).toBe(403);
    expect(unchatted.json()).toEqual({ detail: 'You can review this agent once they have answered you in the chat.' });
    expect((await create(stranger, 'nobody_here', body)).statusCode).toBe(404);
  });

  it("takes one unanswered 'hi' for no conversation: no review, the average unmoved, until the agent answers", async () => {
    const before = await profileOf('njeri_agent');
    const bomb = await create(caller, 'njeri_agent', { rating: 1, content: 'Terrible.' });
    expect(bomb.statusCode).toBe(403);
    expect(JSON.parse(String(bomb.headers['estate-error-codes']))).toEqual({ detail: [{ code: 'review_no_chat', values: {} }] });
    expect(await profileOf('njeri_agent')).toMatchObject({ num_reviews: before.num_reviews, rating_average: before.rating_average });

    await chat(agent, caller, 'Hello! Which listing are you asking about?');
    expect((await list('njeri_agent', caller)).json().viewer).toMatchObject({ can_review: true, reason: null });
  });

  it('refuses a bad rating or text with field errors', async () => {
    const fresh = await makeUser(app);
    await converse(fresh, agent);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ rating: 0, content: 'ok' }, { rating: ['Ensure this value is greater than or equal to 1.'] }],
      [{ rating: 6, content: 'ok' }, { rating: ['Ensure this value is less than or equal to 5.'] }],
      [{ rating: 3.5, content: 'ok' }, { rating: ['A valid integer is required.'] }],
      [{ rating: 4, content: '   ' }, { content: ['This field may not be blank.'] }],
      [{ rating: 4, content: 'x'.repeat(1001) }, { content: ['Ensure this field has no more than 1000 characters.'] }],
      [{ content: 'ok' }, { rating: ['This field is required.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await create(fresh, 'njeri_agent', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(errors);
    }
    expect((await create(fresh, 'njeri_agent', { rating: 4, content: `  ${'x'.repeat(1000)}  ` })).statusCode).toBe(201);
  });

  it('lets the author edit their own review, and the totals follow', async () => {
    const own = (await list('njeri_agent', amina)).json().viewer.my_review as number;
    const response = await edit(amina, own, { rating: 3, content: '  Good, but the paperwork took long. ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own, rating: 3, content: 'Good, but the paperwork took long.', is_mine: true });
    // otieno's 2, amina's 3 now, and the 4 of the field-errors test.
    expect((await list('njeri_agent')).json().summary).toEqual({ rating_average: 3, num_reviews: 3, distribution: [0, 1, 1, 1, 0] });
    expect((await edit(amina, own, { rating: 4 })).json()).toMatchObject({ rating: 4, content: 'Good, but the paperwork took long.' });
  });

  it('refuses edits by others, without a token, or with nothing or bad input', async () => {
    const own = (await list('njeri_agent', amina)).json().viewer.my_review as number;
    expect((await edit(null, own, { rating: 1 })).statusCode).toBe(401);
    expect((await edit(guest, own, { rating: 1 })).statusCode).toBe(403);
    const other = await edit(otieno, own, { rating: 1 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: 'You can only edit your own review.' });
    expect((await edit(amina, own, {})).json()).toEqual({ rating: ['Give a rating or a text to change.'] });
    expect((await edit(amina, own, { rating: 9 })).statusCode).toBe(400);
    expect((await edit(amina, own, { content: '' })).json()).toEqual({ content: ['This field may not be blank.'] });
    expect((await edit(amina, 999_999, { rating: 2 })).statusCode).toBe(404);
  });

  it('lets only the reviewed agent reply, once', async () => {
    const own = (await list('njeri_agent', amina)).json().viewer.my_review as number;
    expect((await reply(null, own, { reply: 'Thanks' })).statusCode).toBe(401);
    expect((await reply(guest, own, { reply: 'Thanks' })).statusCode).toBe(403);
    const notAgent = await reply(topAgent, own, { reply: 'Thanks' });
    expect(notAgent.statusCode).toBe(403);
    expect(notAgent.json()).toEqual({ detail: 'Only the reviewed agent can reply.' });
    expect((await reply(amina, own, { reply: 'Thanks' })).statusCode).toBe(403);
    expect((await reply(agent, own, { reply: '  ' })).json()).toEqual({ reply: ['This field may not be blank.'] });
    expect((await reply(agent, own, {})).json()).toEqual({ reply: ['This field is required.'] });
    const response = await reply(agent, own, { reply: '  Thank you, Amina! ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own, reply: 'Thank you, Amina!', is_mine: false });
    expect(response.json().replied_at).toEqual(expect.any(String));
    const again = await reply(agent, own, { reply: 'One more thing' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'You have already replied to this review.' });
    const shown = (await list('njeri_agent')).json().results.find((review: { id: number }) => review.id === own);
    expect(shown.reply).toBe('Thank you, Amina!');
  });

  it('takes a report of someone else\u2019s review once a person, with an optional reason', async () => {
    const own = (await list('njeri_agent', amina)).json().viewer.my_review as number;
    expect((await report(null, own)).statusCode).toBe(401);
    expect((await report(guest, own)).statusCode).toBe(403);
    const self = await report(amina, own);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: 'You cannot report your own review.' });
    expect((await report(stranger, own, { reason: 'x'.repeat(501) })).json()).toEqual({ reason: ['Ensure this field has no more than 500 characters.'] });
    const first = await report(stranger, own, { reason: '  Not a real client. ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ detail: 'Thank you; the review has been reported.' });
    const again = await report(stranger, own);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'You have already reported this review.' });
    expect((await report(agent, own)).statusCode).toBe(201);
    const rows = await app.db.select().from(reviewReports).where(eq(reviewReports.reviewId, own)).orderBy(asc(reviewReports.createdAt));
    expect(rows.map((row) => row.reason)).toEqual(['Not a real client.', '']);
    const seen = (await list('njeri_agent', stranger)).json().results.find((review: { id: number }) => review.id === own);
    expect(seen.is_reported).toBe(true);
    expect((await report(stranger, 999_999)).statusCode).toBe(404);
  });

  it('shows fresh totals after a write even when the list was cached', async () => {
    expect((await list('top_kamau')).json().summary.num_reviews).toBe(1);
    await converse(otieno, topAgent);
    expect((await create(otieno, 'top_kamau', { rating: 1, content: 'Never called back.' })).statusCode).toBe(201);
    expect((await list('top_kamau')).json().summary).toEqual({ rating_average: 2.5, num_reviews: 2, distribution: [1, 0, 0, 1, 0] });
    const [row] = await app.db.select({ average: profiles.ratingAverage }).from(profiles).where(eq(profiles.id, topAgent.user.id));
    expect(row!.average).toBe(2.5);
  });
});
