import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatMessages, notifications, properties, viewings } from '../src/db/schema.js';
import { chatUrl, listen } from './chat-client.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { socketsClosedAfterEach } from './two-processes.js';
import { attachmentsOf, DAY, iso, listingOf, MORNINGS_UTC, outbox, utcAt, viewingCalls } from './viewing-fixtures.js';

describe('viewings', () => {
  let app: App;
  let origin: string;
  let agent: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  let guest: TestUser;
  let calls: ReturnType<typeof viewingCalls>;

  beforeAll(async () => {
    app = await buildTestApp({ viewingReminderIntervalMs: 0 });
    agent = await makeUser(app, { username: 'wanjiru', first_name: 'Wanjiru', last_name: 'Kamau', role: 'agent' });
    buyer = await makeUser(app, { username: 'otieno', first_name: 'Otieno', last_name: 'Ouma' });
    other = await makeUser(app, { username: 'chebet', first_name: 'Chebet', last_name: 'Koech' });
    guest = await makeGuest(app);
    calls = viewingCalls(app);
    origin = await listen(app);
  });
  afterAll(() => app.close());
  const open = socketsClosedAfterEach();

  describe('viewing hours and free times', () => {
    it('answers an owner without hours: any time may be proposed', async () => {
      const listing = await listingOf(app, other);
      const response = await calls.slots(buyer, `?property=${listing.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ owner: 'chebet', time_zone: 'Africa/Nairobi', has_hours: false, weekly: [], duration_minutes: 30, slots: [] });
    });

    it('refuses bad hours with worded field errors, guests, and strangers to a listing', async () => {
      const bad = await calls.putSlots(agent, {
        time_zone: 'Mars/Olympus',
        weekly: [
          { weekday: 1, start: '9am', end: '12:00' },
          { weekday: 2, start: '10:00', end: '10:15' },
          { weekday: 3, start: '09:00', end: '12:00' },
          { weekday: 3, start: '11:00', end: '13:00' },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        time_zone: ['"Mars/Olympus" is not a time zone. Use a name such as Africa/Nairobi.'],
        'weekly.0.start': ['Enter a time as HH:MM, from 00:00 to 24:00, such as 09:30.'],
        'weekly.1.end': ['A window must end at least 30 minutes after it starts.'],
        'weekly.3': ['Windows on the same day may not overlap.'],
      });
      expect((await calls.putSlots(agent, { time_zone: 'UTC', weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] })).statusCode).toBe(400);
      expect((await calls.putSlots(guest, MORNINGS_UTC)).statusCode).toBe(403);
      expect((await calls.putSlots(null, MORNINGS_UTC)).statusCode).toBe(401);
      expect((await calls.slots(null)).statusCode).toBe(401);
      expect((await calls.slots(buyer, '?property=999999')).json()).toEqual({ detail: 'Property not found.' });
    });

    it('keeps weekly hours in a time zone and lists the free times of the next 14 days', async () => {
      const response = await calls.putSlots(agent, {
        time_zone: 'Africa/Nairobi',
        weekly: [
          { weekday: 6, start: '10:00', end: '11:00' },
          { weekday: 2, start: '14:00', end: '15:00' },
        ],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ owner: 'wanjiru', time_zone: 'Africa/Nairobi', has_hours: true, duration_minutes: 30 });
      expect(body.weekly).toEqual([
        { weekday: 2, start: '14:00', end: '15:00' },
        { weekday: 6, start: '10:00', end: '11:00' },
      ]);
      // Nairobi is UTC+3 all year: Tuesdays 11:00 and 11:30 UTC, Saturdays 07:00 and 07:30 UTC.
      const starts: string[] = body.slots.map((slot: { start: string }) => slot.start);
      expect(starts.length).toBeGreaterThanOrEqual(6);
      expect(starts.length).toBeLessThanOrEqual(8);
      for (const start of starts) {
        const at = new Date(start);
        expect([2, 6]).toContain(at.getUTCDay());
        expect(at.getUTCDay() === 2 ? ['11:00', '11:30'] : ['07:00', '07:30']).toContain(start.slice(11, 16));
        expect(at.getTime()).toBeGreaterThan(Date.now());
        expect(at.getTime()).toBeLessThan(Date.now() + 14 * DAY);
      }
      expect([...starts].sort()).toEqual(starts);
      expect(body.slots[0].end).toBe(iso(new Date(starts[0]!).getTime() + 30 * 60_000));
      // Anyone signed in reads them through a listing of the owner's.
      const listing = await listingOf(app, agent);
      expect((await calls.slots(guest, `?property=${listing.id}`)).json().slots).toEqual(body.slots);
      await calls.putSlots(agent, MORNINGS_UTC);
    });
  });

  describe('proposing', () => {
    it('refuses with words: anonymous, guests, the owner, unknown, past, too far, not a free time', async () => {
      const listing = await listingOf(app, agent);
      const at = iso(utcAt(2, 9));
      expect((await calls.propose(null, { property: listing.id, start: at })).statusCode).toBe(401);
      expect((await calls.propose(guest, { property: listing.id, start: at })).statusCode).toBe(403);
      const own = await calls.propose(agent, { property: listing.id, start: at });
      expect([own.statusCode, own.json()]).toEqual([400, { detail: 'You cannot book a viewing of your own listing.' }]);
      expect((await calls.propose(buyer, { property: 999999, start: at })).json()).toEqual({ detail: 'Property not found.' });
      const past = await calls.propose(buyer, { property: listing.id, start: iso(Date.now() - 60_000) });
      expect([past.statusCode, past.json()]).toEqual([400, { start: ['Choose a time in the future.'] }]);
      const far = await calls.propose(buyer, { property: listing.id, start: iso(utcAt(61, 9)) });
      expect([far.statusCode, far.json()]).toEqual([400, { start: ['Choose a time within the next 60 days.'] }]);
      expect((await calls.propose(buyer, { property: listing.id, start: 'next Tuesday' })).statusCode).toBe(400);
      expect((await calls.propose(buyer, { property: listing.id })).json()).toEqual({ start: ['This field is required.'] });
      const busy = await calls.propose(buyer, { property: listing.id, start: iso(utcAt(2, 15)) });
      expect([busy.statusCode, busy.json()]).toEqual([400, { start: ['wanjiru is not free then. Choose one of the free times, or send it as your own proposal.'] }]);
      expect(await app.db.select().from(viewings).where(eq(viewings.propertyId, listing.id))).toEqual([]);
    });

    it("refuses a listing off the market or hidden, and a second open viewing of one listing", async () => {
      const sold = await listingOf(app, agent, { availability: 'sold' });
      expect((await calls.propose(buyer, { property: sold.id, start: iso(utcAt(2, 9)) })).json()).toEqual({ detail: 'This listing is no longer on the market, so it takes no viewings.' });
      const hidden = await listingOf(app, agent, { moderationHidden: true });
      expect((await calls.propose(buyer, { property: hidden.id, start: iso(utcAt(2, 9)) })).statusCode).toBe(404);

      const listing = await listingOf(app, agent);
      const [first, second] = await Promise.all([
        calls.propose(buyer, { property: listing.id, start: iso(utcAt(3, 9)) }),
        calls.propose(buyer, { property: listing.id, start: iso(utcAt(3, 10)) }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
      const refused = first.statusCode === 400 ? first : second;
      expect(refused.json()).toEqual({ detail: 'You already have a viewing of this listing proposed or booked: change or cancel that one.' });
    });

    it("stores a free time, or the buyer's own time when marked, with a card in the chat and a notification", async () => {
      const listing = await listingOf(app, agent);
      const start = utcAt(4, 10, 30);
      const response = await calls.propose(buyer, { property: listing.id, start: iso(start.getTime() + 17_000) });
      expect(response.statusCode).toBe(201);
      const viewing = response.json();
      expect(viewing).toMatchObject({
        thread_id: viewing.id,
        replaces_id: null,
        property: { id: listing.id, title: '3 Bedroom House in Kilimani', street_address: 'Argwings Kodhek Road 12', city: 'Nairobi', country: 'KE' },
        buyer: { username: 'otieno', full_name: 'Otieno Ouma' },
        owner: { username: 'wanjiru', full_name: 'Wanjiru Kamau' },
        // Seconds are dropped.
        start: iso(start),
        end: iso(start.getTime() + 30 * 60_000),
        duration_minutes: 30,
        time_zone: 'UTC',
        status: 'proposed',
        proposed_by: 'otieno',
        acted_by: 'otieno',
        own_time: false,
        actions: ['propose', 'cancel'],
      });

      const [card] = await app.db.select().from(chatMessages).where(eq(chatMessages.viewingId, viewing.id));
      expect(card).toMatchObject({ senderId: buyer.user.id, receiverId: agent.user.id, warningKind: null });
      expect(card!.message).toMatch(/^Viewing proposed: .+ 10:30 \(UTC\) — 3 Bedroom House in Kilimani$/);
      const told = await calls.notifications(agent);
      expect(told[0]).toMatchObject({ kind: 'viewing_proposed', link: '/inbox?with=otieno' });
      expect(told[0]!.message).toMatch(/^otieno proposed a viewing of “3 Bedroom House in Kilimani”: /);
      // The card is the viewing's notification: no 'sent you a message' as well.
      expect(await app.db.select().from(notifications).where(and(eq(notifications.userId, agent.user.id), eq(notifications.kind, 'chat_message')))).toEqual([]);

      const ownListing = await listingOf(app, agent);
      const own = await calls.propose(buyer, { property: ownListing.id, start: iso(utcAt(4, 18)), own_time: true });
      expect([own.statusCode, own.json().own_time]).toEqual([201, true]);
    });
  });

  describe('answering', () => {
    it('runs the state machine: counter, accept the counter, refusals, cancel, and only the two parties', async () => {
      const listing = await listingOf(app, agent);
      const { id } = (await calls.propose(buyer, { property: listing.id, start: iso(utcAt(5, 9)) })).json();

      const ownAccept = await calls.act(buyer, id, { action: 'accept' });
      expect([ownAccept.statusCode, ownAccept.json()]).toEqual([400, { detail: 'You proposed this time: wait for the answer, propose another time or cancel.' }]);
      const stranger = await calls.act(other, id, { action: 'accept' });
      expect([stranger.statusCode, stranger.json()]).toEqual([403, { detail: 'Only the buyer and the listing’s owner can see or answer this viewing.' }]);
      expect((await calls.act(guest, id, { action: 'cancel' })).statusCode).toBe(403);
      expect((await calls.act(null, id, { action: 'cancel' })).statusCode).toBe(401);
      expect((await calls.act(agent, 999999, { action: 'accept' })).json()).toEqual({ detail: 'Viewing not found.' });
      expect((await calls.act(agent, id, { action: 'approve' })).statusCode).toBe(400);
      expect((await calls.act(agent, id, { action: 'propose' })).json()).toEqual({ start: ['This field is required.'] });
      expect((await calls.act(agent, id, { action: 'accept', start: iso(utcAt(5, 10)) })).json()).toEqual({ start: ['A start time goes only with the action "propose".'] });

      // The owner proposes another time, outside their own hours: owners are free to.
      const counter = await calls.act(agent, id, { action: 'propose', start: iso(utcAt(5, 16)) });
      expect(counter.statusCode).toBe(200);
      const next = counter.json();
      expect(next).toMatchObject({ thread_id: id, replaces_id: id, status: 'proposed', proposed_by: 'wanjiru', own_time: false, actions: ['propose', 'cancel'] });
      const [old] = await app.db.select().from(viewings).where(eq(viewings.id, id));
      expect(old).toMatchObject({ status: 'countered', actedBy: agent.user.id });
      expect((await calls.act(buyer, id, { action: 'accept' })).json()).toEqual({ detail: 'This viewing is countered; propose a new time instead.' });
      // The list shows the counter-proposal, not the time it answered.
      const mine = (await calls.list(buyer, `?property=${listing.id}`)).json();
      expect(mine.results.map((viewing: { id: number }) => viewing.id)).toEqual([next.id]);
      expect(mine.results[0].actions).toEqual(['accept', 'decline', 'propose', 'cancel']);

      const accepted = await calls.act(buyer, next.id, { action: 'accept' });
      expect(accepted.json()).toMatchObject({ status: 'accepted', acted_by: 'otieno', actions: ['propose', 'cancel'] });
      expect((await calls.act(agent, next.id, { action: 'decline' })).json()).toEqual({ detail: 'Only a proposed time can be declined; this one is accepted.' });
      expect((await calls.act(buyer, next.id, { action: 'cancel' })).json()).toMatchObject({ status: 'cancelled', actions: [] });
      expect((await calls.act(agent, next.id, { action: 'propose', start: iso(utcAt(6, 9)) })).json()).toEqual({ detail: 'This viewing is cancelled; propose a new time instead.' });
      // Every time proposed is kept.
      expect((await app.db.select().from(viewings).where(eq(viewings.threadId, id))).map((row) => row.status).sort()).toEqual(['cancelled', 'countered']);
    });

    it('refuses to accept a time that has passed, and the buyer’s proposal outside free hours', async () => {
      const listing = await listingOf(app, agent);
      const { id } = (await calls.propose(buyer, { property: listing.id, start: iso(utcAt(5, 11)) })).json();
      const offHours = await calls.act(buyer, id, { action: 'propose', start: iso(utcAt(5, 20)) });
      expect(offHours.json()).toEqual({ start: ['wanjiru is not free then. Choose one of the free times, or send it as your own proposal.'] });
      await app.db.update(viewings).set({ startAt: new Date(Date.now() - 60_000) }).where(eq(viewings.id, id));
      expect((await calls.act(agent, id, { action: 'accept' })).json()).toEqual({ detail: 'This viewing’s time has passed.' });
      expect((await calls.act(agent, id, { action: 'decline' })).json()).toMatchObject({ status: 'declined' });
    });

    it('takes accepted times out of the free times and refuses a clashing acceptance, even two at once', async () => {
      const [first, second, third] = [await listingOf(app, agent), await listingOf(app, agent), await listingOf(app, agent)];
      const at = utcAt(7, 11);
      const one = (await calls.propose(buyer, { property: first.id, start: iso(at) })).json();
      const two = (await calls.propose(other, { property: second.id, start: iso(at) })).json();
      const [a, b] = await Promise.all([calls.act(agent, one.id, { action: 'accept' }), calls.act(agent, two.id, { action: 'accept' })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      expect((a.statusCode === 400 ? a : b).json()).toEqual({ detail: 'Another viewing is booked at that time. Choose another time.' });

      const free = (await calls.slots(buyer, `?property=${third.id}`)).json().slots.map((slot: { start: string }) => slot.start);
      expect(free).not.toContain(iso(at));
      expect(free).toContain(iso(at.getTime() + 30 * 60_000));
      const taken = await calls.propose(other, { property: third.id, start: iso(at) });
      expect(taken.json()).toEqual({ start: ['wanjiru is not free then. Choose one of the free times, or send it as your own proposal.'] });
    });
  });

  describe('lists and the dashboard', () => {
    it('lists mine as buyer or owner, coming ones soonest first then past ones; filters by listing and role', async () => {
      const seller = await makeUser(app, { role: 'seller' });
      const looker = await makeUser(app);
      const listings = [await listingOf(app, seller), await listingOf(app, seller), await listingOf(app, seller)];
      const late = (await calls.propose(looker, { property: listings[0]!.id, start: iso(utcAt(9, 13)) })).json();
      const soon = (await calls.propose(looker, { property: listings[1]!.id, start: iso(utcAt(1, 13)) })).json();
      const past = (await calls.propose(looker, { property: listings[2]!.id, start: iso(utcAt(2, 13)) })).json();
      await app.db.update(viewings).set({ startAt: new Date(Date.now() - 3 * DAY) }).where(eq(viewings.id, past.id));

      const ids = async (user: TestUser, query = '') => (await calls.list(user, query)).json().results.map((viewing: { id: number }) => viewing.id);
      expect(await ids(looker)).toEqual([soon.id, late.id, past.id]);
      expect(await ids(seller)).toEqual([soon.id, late.id, past.id]);
      expect(await ids(looker, `?property=${listings[0]!.id}`)).toEqual([late.id]);
      expect(await ids(looker, '?role=owner')).toEqual([]);
      expect(await ids(seller, '?role=owner&page_size=2')).toEqual([soon.id, late.id]);
      expect((await calls.list(seller, '?role=owner&page_size=2')).json().count).toBe(3);
      expect(await ids(guest)).toEqual([]);
      expect((await calls.list(null)).statusCode).toBe(401);
      expect((await calls.list(looker, '?role=agent')).statusCode).toBe(400);
    });

    it("shows the owner's coming viewings on the agent dashboard", async () => {
      const listing = await listingOf(app, agent);
      const viewing = (await calls.propose(other, { property: listing.id, start: iso(utcAt(1, 9, 30)) })).json();
      const response = await app.inject({ method: 'GET', url: '/api/v1/dashboard/', headers: agent.headers });
      expect(response.statusCode).toBe(200);
      const upcoming = response.json().upcoming_viewings as { id: number; start: string; status: string }[];
      expect(upcoming.map((item) => item.id)).toContain(viewing.id);
      expect(upcoming.every((item) => ['proposed', 'accepted'].includes(item.status) && Date.parse(item.start) > Date.now())).toBe(true);
      expect([...upcoming].sort((x, y) => Date.parse(x.start) - Date.parse(y.start))).toEqual(upcoming);
      const one = await app.inject({ method: 'GET', url: `/api/v1/dashboard/?property=${listing.id}`, headers: agent.headers });
      expect(one.json().upcoming_viewings.map((item: { id: number }) => item.id)).toEqual([viewing.id]);
    });
  });

  describe('in the chat, live', () => {
    it('delivers each card to both sides with their own actions, updates earlier cards, and keeps them in the history', async () => {
      const listing = await listingOf(app, agent);
      const buyerSocket = await open(chatUrl(origin, 'wanjiru', buyer.access));
      const agentSocket = await open(chatUrl(origin, 'otieno', agent.access));
      const proposed = (await calls.propose(buyer, { property: listing.id, start: iso(utcAt(8, 9)) })).json();
      const [toAgent, toBuyer] = [await agentSocket.next(), await buyerSocket.next()];
      expect(toAgent).toMatchObject({ sender_username: 'otieno', receiver_username: 'wanjiru', image: null, viewing: { id: proposed.id, status: 'proposed', actions: ['accept', 'decline', 'propose', 'cancel'] } });
      expect(toBuyer).toMatchObject({ id: toAgent.id, warning: null, viewing: { id: proposed.id, actions: ['propose', 'cancel'] } });
      expect(toAgent.message).toMatch(/^Viewing proposed: /);

      await calls.act(agent, proposed.id, { action: 'accept' });
      const [card, update] = [await buyerSocket.next(), await buyerSocket.next()];
      expect(card).toMatchObject({ sender_username: 'wanjiru', viewing: { id: proposed.id, status: 'accepted', actions: ['propose', 'cancel'] } });
      expect(card.message).toMatch(/^Viewing accepted: /);
      expect(update).toMatchObject({ username: 'wanjiru', viewing_updated: { id: proposed.id, status: 'accepted' } });
      expect(await agentSocket.next()).toMatchObject({ viewing: { status: 'accepted' } });
      expect(await agentSocket.next()).toMatchObject({ username: 'otieno', viewing_updated: { id: proposed.id, status: 'accepted' } });

      // The history shows both cards in the viewing's state now, for whoever reads it.
      const history = (await app.inject({ method: 'GET', url: '/api/v1/chat/chat-messages/wanjiru/', headers: buyer.headers })).json().results;
      const cards = history.filter((message: { viewing?: { id: number } }) => message.viewing?.id === proposed.id);
      expect(cards.map((message: { viewing: { status: string } }) => message.viewing.status)).toEqual(['accepted', 'accepted']);
      const inbox = (await app.inject({ method: 'GET', url: '/api/v1/users/chat/', headers: agent.headers })).json().results;
      expect(inbox.find((entry: { username: string }) => entry.username === 'otieno').last_message.viewing).toMatchObject({ id: proposed.id, status: 'accepted' });
      expect((await calls.notifications(buyer))[0]).toMatchObject({ kind: 'viewing_accepted', link: '/inbox?with=wanjiru' });
    });

    it('e-mails both on acceptance with the calendar file, and on cancelling an accepted viewing', async () => {
      const listing = await listingOf(app, agent, { title: 'Flat; Westlands, 2 beds' });
      const { id } = (await calls.propose(buyer, { property: listing.id, start: iso(utcAt(10, 10)) })).json();
      const before = outbox(app).length;
      await calls.act(agent, id, { action: 'accept' });
      const booked = outbox(app).slice(before);
      expect(booked.map((mail) => /^To: (.+)$/m.exec(mail.text)![1]).sort()).toEqual([buyer.user.email, agent.user.email].sort());
      for (const mail of booked) {
        expect(mail.text).toMatch(/^Subject: Viewing booked: Flat; Westlands, 2 beds$/m);
        const [ics] = attachmentsOf(mail.text);
        expect(ics!.type).toBe('text/calendar');
        expect(ics!.content).toContain('STATUS:CONFIRMED');
        expect(ics!.content).toContain('SUMMARY:Viewing: Flat\\; Westlands\\, 2 beds');
      }
      await calls.act(buyer, id, { action: 'cancel' });
      const cancelled = outbox(app).slice(before + 2);
      expect(cancelled).toHaveLength(2);
      expect(attachmentsOf(cancelled[0]!.text)[0]!.content).toContain('STATUS:CANCELLED');
      expect((await calls.notifications(agent))[0]).toMatchObject({ kind: 'viewing_cancelled' });
    });
  });

  it('keeps cards when a listing and its viewings are deleted: the text stays', async () => {
    const listing = await listingOf(app, agent);
    const { id } = (await calls.propose(other, { property: listing.id, start: iso(utcAt(11, 9)) })).json();
    await app.db.delete(properties).where(eq(properties.id, listing.id));
    expect(await app.db.select().from(viewings).where(eq(viewings.id, id))).toEqual([]);
    const history = (await app.inject({ method: 'GET', url: '/api/v1/chat/chat-messages/wanjiru/', headers: other.headers })).json().results;
    const card = history.at(-1);
    expect(card.message).toMatch(/^Viewing proposed: /);
    expect(card.viewing).toBeUndefined();
    expect(await app.db.select().from(chatMessages).where(isNotNull(chatMessages.viewingId))).not.toContainEqual(expect.objectContaining({ viewingId: id }));
  });
});
