import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatMessages, conversations, moderationActions, notifications, properties, reels, users } from '../src/db/schema.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';
import { fileTestReport, makeModerator } from './moderation-fixtures.js';
import { insertListings } from './properties-fixtures.js';

const url = (path: string) => `/api/v1/moderation${path}`;

describe('the moderation queue', () => {
  let app: App;
  let moderator: TestUser;
  let owner: TestUser;
  let reporterA: TestUser;
  let reporterB: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    moderator = await makeModerator(app);
    owner = await makeUser(app, { role: 'agent' });
    reporterA = await makeUser(app);
    reporterB = await makeUser(app);
  });
  afterAll(() => app.close());

  const act = (caseId: number, payload: unknown, who = moderator) => app.inject({ method: 'POST', url: url(`/cases/${caseId}/actions/`), headers: who.headers, payload: payload as object });

  it('is for moderators only', async () => {
    const member = await makeUser(app);
    const queue = await app.inject({ url: url('/queue/'), headers: member.headers });
    expect([queue.statusCode, queue.json().detail]).toEqual([403, 'Only moderators can do this.']);
    expect((await app.inject({ url: url('/queue/') })).statusCode).toBe(401);
  });

  it('lists hidden and appealed cases first, oldest first within, and filters by tab', async () => {
    const [open, hidden, appealed] = await insertListings(app, owner.user.id, [{}, {}, {}]);
    const openCase = await fileTestReport(app, reporterA.user.id, 'property', open!.id, { reason: 'unavailable' });
    const hiddenCase = await fileTestReport(app, reporterA.user.id, 'property', hidden!.id, { hidden: true });
    await fileTestReport(app, reporterB.user.id, 'property', hidden!.id, { reason: 'wrong_information', note: 'No such house at this address.' });
    const appealedCase = await fileTestReport(app, reporterB.user.id, 'property', appealed!.id, { hidden: true, appeal: 'The house is real: come and see it.' });

    const all = (await app.inject({ url: url('/queue/'), headers: moderator.headers })).json();
    expect(all.results.map((c: { id: number }) => c.id)).toEqual([hiddenCase.id, appealedCase.id, openCase.id]);
    const first = all.results[0];
    expect(first).toMatchObject({ status: 'hidden', appealed: false, report_count: 2, item: { kind: 'property', exists: true, title: hidden!.title, link: `/property/${hidden!.slug}/`, hidden: true }, owner: { username: owner.user.username } });
    expect(first.reasons.sort()).toEqual(['scam', 'wrong_information']);

    for (const [status, ids] of [['open', [openCase.id]], ['hidden', [hiddenCase.id]], ['appealed', [appealedCase.id]], ['resolved', []]] as const) {
      const page = (await app.inject({ url: url(`/queue/?status=${status}`), headers: moderator.headers })).json();
      expect(page.results.map((c: { id: number }) => c.id), status).toEqual(ids);
    }
    const bad = await app.inject({ url: url('/queue/?status=closed'), headers: moderator.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a case whole: the reports, the histories and the appeal', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{}]);
    const row = await fileTestReport(app, reporterA.user.id, 'property', listing!.id, { note: 'Asked for a viewing fee by M-Pesa.', appeal: 'I never asked for money.' });
    const detail = (await app.inject({ url: url(`/cases/${row.id}/`), headers: moderator.headers })).json();
    expect(detail.appeal).toBe('I never asked for money.');
    expect(detail.reports).toHaveLength(1);
    expect(detail.reports[0]).toMatchObject({ reason: 'scam', note: 'Asked for a viewing fee by M-Pesa.', reporter: { username: reporterA.user.username } });
    expect(detail.owner_history.person.username).toBe(owner.user.username);
    expect(detail.owner_history.reports_against.total).toBeGreaterThanOrEqual(1);
    expect(detail.reporter_histories[0].reports_filed.total).toBeGreaterThanOrEqual(1);
    expect((await app.inject({ url: url('/cases/999999/'), headers: moderator.headers })).json()).toEqual({ detail: 'Moderation case not found.' });
  });

  it('refuses an unknown action, a blank reason and a resolved case, in words', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{}]);
    const row = await fileTestReport(app, reporterA.user.id, 'property', listing!.id);
    const unknown = await act(row.id, { action: 'ban', reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('action');
    const blank = await act(row.id, { action: 'warn', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('reason');
    const long = await act(row.id, { action: 'warn', reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await act(row.id, { action: 'dismiss', reason: 'Checked: the listing is real.' })).statusCode).toBe(200);
    const again = await act(row.id, { action: 'hide', reason: 'On second thought.' });
    expect([again.statusCode, again.json().detail]).toEqual([409, 'This case is resolved already (dismissed); nothing more can be done with it.']);
    expect((await act(999999, { action: 'warn', reason: 'x' })).statusCode).toBe(404);
  });

  it('dismiss puts a hidden listing back, records who and why, and tells the owner', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{}]);
    const row = await fileTestReport(app, reporterA.user.id, 'property', listing!.id, { hidden: true });
    const response = await act(row.id, { action: 'dismiss', reason: '  The agent showed the title deed.  ' });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ status: 'dismissed', hidden_at: null, item: { hidden: false } });
    expect(detail.resolved_at).not.toBeNull();
    expect(detail.actions).toEqual([expect.objectContaining({ action: 'dismiss', reason: 'The agent showed the title deed.', moderator: moderator.user.username })]);
    const [stored] = await app.db.select({ hidden: properties.moderationHidden }).from(properties).where(eq(properties.id, listing!.id));
    expect(stored!.hidden).toBe(false);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.some((n) => n.kind === 'moderation_outcome' && n.message.includes('dismissed'))).toBe(true);
  });

  it('hide takes a listing out; remove deletes it; a profile is neither hidden nor removed', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{}]);
    const row = await fileTestReport(app, reporterA.user.id, 'property', listing!.id);
    expect((await act(row.id, { action: 'hide', reason: 'Pending a look at the title deed.' })).json()).toMatchObject({ status: 'hidden', item: { hidden: true } });
    expect((await act(row.id, { action: 'hide', reason: 'Again.' })).statusCode).toBe(409);
    const removed = (await act(row.id, { action: 'remove', reason: 'A fake listing: the photos are from another site.' })).json();
    expect(removed).toMatchObject({ status: 'removed', item: { exists: false } });
    expect(await app.db.select().from(properties).where(eq(properties.id, listing!.id))).toEqual([]);

    const profileCase = await fileTestReport(app, reporterB.user.id, 'profile', owner.user.id, { reason: 'offensive' });
    expect((await act(profileCase.id, { action: 'hide', reason: 'x' })).json().detail).toBe('Only listings and reels can be hidden: warn or suspend the account instead.');
    expect((await act(profileCase.id, { action: 'remove', reason: 'x' })).json().detail).toBe('A profile cannot be removed: warn or suspend the account instead.');
  });

  it('remove deletes a reported chat message and keeps the conversation readable', async () => {
    const sender = await makeUser(app);
    const [conversation] = await app.db.insert(conversations).values({ userLow: Math.min(sender.user.id, reporterA.user.id), userHigh: Math.max(sender.user.id, reporterA.user.id) }).returning();
    const [first] = await app.db.insert(chatMessages).values({ conversationId: conversation!.id, senderId: sender.user.id, receiverId: reporterA.user.id, message: 'Hello' }).returning();
    const [scam] = await app.db.insert(chatMessages).values({ conversationId: conversation!.id, senderId: sender.user.id, receiverId: reporterA.user.id, message: 'Send the viewing fee to till 123456' }).returning();
    await app.db.update(conversations).set({ lastMessageId: scam!.id }).where(eq(conversations.id, conversation!.id));
    const row = await fileTestReport(app, reporterA.user.id, 'message', scam!.id);
    const detail = (await app.inject({ url: url(`/cases/${row.id}/`), headers: moderator.headers })).json();
    expect(detail.item).toMatchObject({ kind: 'message', text: 'Send the viewing fee to till 123456', link: null });
    expect((await act(row.id, { action: 'remove', reason: 'Asks for a viewing fee.' })).statusCode).toBe(200);
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.id, scam!.id))).toEqual([]);
    const [after] = await app.db.select().from(conversations).where(eq(conversations.id, conversation!.id));
    expect(after!.lastMessageId).toBe(first!.id);
  });

  it('warn tells the owner the reason and keeps the case open', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{}]);
    const row = await fileTestReport(app, reporterA.user.id, 'property', listing!.id);
    const detail = (await act(row.id, { action: 'warn', reason: 'Show the real price, not a teaser.' })).json();
    expect(detail).toMatchObject({ status: 'open', resolved_at: null });
    const [warning] = await app.db.select().from(notifications).where(eq(notifications.kind, 'moderation_warning'));
    expect(warning).toMatchObject({ userId: owner.user.id, message: expect.stringContaining('Show the real price, not a teaser.') });
  });

  it('suspend shuts the account out and hides its listings and reels; unsuspend brings them back, except those a case holds hidden', async () => {
    const scammer = await makeUser(app, { role: 'agent' });
    const [held, other] = await insertListings(app, scammer.user.id, [{}, {}]);
    const heldCase = await fileTestReport(app, reporterA.user.id, 'property', held!.id, { hidden: true });
    const suspended = await act(heldCase.id, { action: 'suspend', reason: 'Took deposits for houses that do not exist.' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().owner.suspended).toBe(true);
    expect((await app.inject({ url: '/api/v1/profile/me/', headers: scammer.headers })).statusCode).toBe(403);
    const hiddenNow = await app.db.select({ id: properties.id, hidden: properties.moderationHidden }).from(properties).where(eq(properties.userId, scammer.user.id));
    expect(hiddenNow.every((row) => row.hidden)).toBe(true);
    expect((await act(heldCase.id, { action: 'suspend', reason: 'Again.' })).json().detail).toBe('This account is suspended already.');

    const unsuspend = (username: string, reason = 'Refunded the deposits.') =>
      app.inject({ method: 'POST', url: url(`/users/${username}/unsuspend/`), headers: moderator.headers, payload: { reason } });
    expect((await unsuspend(scammer.user.username)).json()).toEqual({ detail: `${scammer.user.username} is no longer suspended.` });
    expect((await app.inject({ url: '/api/v1/profile/me/', headers: scammer.headers })).statusCode).toBe(200);
    const back = new Map((await app.db.select({ id: properties.id, hidden: properties.moderationHidden }).from(properties).where(eq(properties.userId, scammer.user.id))).map((r) => [r.id, r.hidden]));
    expect([back.get(held!.id), back.get(other!.id)]).toEqual([true, false]);
    expect((await unsuspend(scammer.user.username)).json().detail).toBe('This account is not suspended.');
    expect((await unsuspend('nobody-at-all')).statusCode).toBe(404);
    const actions = await app.db.select().from(moderationActions).where(eq(moderationActions.subjectId, scammer.user.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['suspend', 'unsuspend']);
  });

  it('a moderator cannot suspend themselves or another moderator', async () => {
    const [own] = await insertListings(app, moderator.user.id, [{}]);
    const ownCase = await fileTestReport(app, reporterA.user.id, 'property', own!.id);
    expect((await act(ownCase.id, { action: 'suspend', reason: 'x' })).json().detail).toBe('You cannot suspend your own account.');
    const other = await makeModerator(app);
    const [theirs] = await insertListings(app, other.user.id, [{}]);
    const theirCase = await fileTestReport(app, reporterA.user.id, 'property', theirs!.id);
    expect((await act(theirCase.id, { action: 'suspend', reason: 'x' })).json().detail).toBe('A moderator\u2019s account cannot be suspended: take the role away first.');
    const [row] = await app.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, other.user.id));
    expect(row!.suspendedAt).toBeNull();
  });

  it('remove deletes a reel', async () => {
    const [reel] = await app.db.insert(reels).values({ userId: owner.user.id, title: 'Tour', slug: `tour-${Date.now()}`, video: '/media/reels/tour.mp4' }).returning();
    const row = await fileTestReport(app, reporterA.user.id, 'reel', reel!.id);
    expect((await act(row.id, { action: 'remove', reason: 'Stolen video.' })).json().status).toBe('removed');
    expect(await app.db.select().from(reels).where(eq(reels.id, reel!.id))).toEqual([]);
  });
});

describe('agent licences', () => {
  let app: App;
  let moderator: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    moderator = await makeModerator(app);
  });
  afterAll(() => app.close());

  const year = new Date().getUTCFullYear();
  const updateProfile = (who: TestUser, payload: Record<string, string>) =>
    app.inject({ method: 'PATCH', url: `/api/v1/profile/update/${who.user.id}/`, headers: who.headers, payload });
  const profileOf = async (username: string) => (await app.inject({ url: `/api/v1/profile/user/${username}/` })).json().profile;

  it('takes a practising-certificate year from 2000 to next year, and refuses others in words', async () => {
    const agent = await makeUser(app, { role: 'agent' });
    for (const bad of ['1999', String(year + 2), '20x4', '24']) {
      const response = await updateProfile(agent, { license_year: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().license_year?.[0] ?? JSON.stringify(response.json()), bad).toMatch(/year/);
    }
    expect((await updateProfile(agent, { license_year: String(year) })).json().profile.license_year).toBe(year);
    expect((await updateProfile(agent, { license_year: '' })).json().profile.license_year).toBeNull();
  });

  it('a moderator verifies it: the profile, the directory and the listings show the verified year; a change withdraws it', async () => {
    const agent = await makeUser(app, { role: 'agent' });
    await updateProfile(agent, { license: 'EARB/A/2020/0001', license_year: String(year) });
    expect(await profileOf(agent.user.username)).toMatchObject({ license_status: 'unverified', license_verified_year: null });
    const queue = (await app.inject({ url: '/api/v1/moderation/licenses/', headers: moderator.headers })).json();
    expect(queue.results.map((row: { username: string }) => row.username)).toContain(agent.user.username);

    const verified = await app.inject({ method: 'POST', url: `/api/v1/moderation/licenses/${agent.user.username}/verify/`, headers: moderator.headers, payload: { year } });
    expect(verified.json()).toEqual({ username: agent.user.username, license: 'EARB/A/2020/0001', license_year: year, license_verified_year: year, license_status: 'verified' });
    expect(await profileOf(agent.user.username)).toMatchObject({ license_status: 'verified', license_verified_year: year, is_moderator: false });
    const [listing] = await insertListings(app, agent.user.id, [{}]);
    const property = (await app.inject({ url: `/api/v1/properties/details/${listing!.slug}/` })).json();
    expect(property).toMatchObject({ owner_license_status: 'verified', owner_license_verified_year: year });
    const after = (await app.inject({ url: '/api/v1/moderation/licenses/', headers: moderator.headers })).json();
    expect(after.results.map((row: { username: string }) => row.username)).not.toContain(agent.user.username);
    const [action] = await app.db.select().from(moderationActions).where(eq(moderationActions.subjectId, agent.user.id));
    expect(action).toMatchObject({ action: 'verify_license', moderatorId: moderator.user.id });

    await updateProfile(agent, { license: 'EARB/A/2020/0002' });
    expect(await profileOf(agent.user.username)).toMatchObject({ license_status: 'unverified', license_verified_year: null });
  });

  it('a year verified before this one shows as expired', async () => {
    const agent = await makeUser(app, { role: 'agent' });
    await app.inject({ method: 'POST', url: `/api/v1/moderation/licenses/${agent.user.username}/verify/`, headers: moderator.headers, payload: { year: year - 1, reason: 'Register shows last year only.' } });
    expect(await profileOf(agent.user.username)).toMatchObject({ license_status: 'expired', license_verified_year: year - 1 });
  });

  it('a rejection is recorded, tells the agent why and takes them off the list until they change it', async () => {
    const agent = await makeUser(app, { role: 'agent' });
    const rejected = await app.inject({ method: 'POST', url: `/api/v1/moderation/licenses/${agent.user.username}/reject/`, headers: moderator.headers, payload: { reason: 'The register has no such number.' } });
    expect(rejected.json().license_status).toBe('unverified');
    const [told] = await app.db.select().from(notifications).where(eq(notifications.userId, agent.user.id));
    expect(told!.message).toContain('The register has no such number.');
    const list = (await app.inject({ url: '/api/v1/moderation/licenses/', headers: moderator.headers })).json();
    expect(list.results.map((row: { username: string }) => row.username)).not.toContain(agent.user.username);
    expect((await app.inject({ method: 'POST', url: `/api/v1/moderation/licenses/${agent.user.username}/reject/`, headers: moderator.headers, payload: { reason: ' ' } })).statusCode).toBe(400);
  });

  it('refuses a member without a licence number, and non-moderators', async () => {
    const buyer = await makeUser(app);
    const refused = await app.inject({ method: 'POST', url: `/api/v1/moderation/licenses/${buyer.user.username}/verify/`, headers: moderator.headers, payload: { year } });
    expect([refused.statusCode, refused.json().detail]).toEqual([400, 'This member gave no agent licence number to verify.']);
    const byMember = await app.inject({ method: 'POST', url: `/api/v1/moderation/licenses/${buyer.user.username}/verify/`, headers: buyer.headers, payload: { year } });
    expect(byMember.statusCode).toBe(403);
  });

  it('shows is_moderator on the moderator\u2019s own profile only', async () => {
    expect((await app.inject({ url: '/api/v1/profile/me/', headers: moderator.headers })).json().profile.is_moderator).toBe(true);
    expect((await profileOf(moderator.user.username)).is_moderator).toBe(false);
  });
});
