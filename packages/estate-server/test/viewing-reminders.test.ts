import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications, viewings } from '../src/db/schema.js';
import { sendDueViewingReminders } from '../src/domain/viewing-reminders.js';
import { buildPeerApp, buildTestApp, makeUser, type TestUser } from './helper.js';
import { attachmentsOf, DAY, HOUR, iso, listingOf, outbox, utcAt, viewingCalls } from './viewing-fixtures.js';

const MINUTE = 60_000;

describe('viewing reminders', () => {
  let app: App;
  let owner: TestUser;
  let buyer: TestUser;
  let calls: ReturnType<typeof viewingCalls>;

  beforeAll(async () => {
    app = await buildTestApp({ viewingReminderIntervalMs: 0 });
    owner = await makeUser(app, { username: 'njoroge', role: 'agent' });
    buyer = await makeUser(app, { username: 'achieng' });
    calls = viewingCalls(app);
  });
  afterAll(() => app.close());

  let listings = 0;
  /** A viewing the owner accepted, starting at `start`, of a listing with a title of its own. */
  async function accepted(start: Date | number) {
    listings += 1;
    const listing = await listingOf(app, owner, { title: `Bungalow number ${listings} in Karen` });
    const viewing = (await calls.propose(buyer, { property: listing.id, start: iso(start) })).json();
    expect((await calls.act(owner, viewing.id, { action: 'accept' })).statusCode).toBe(200);
    return { id: viewing.id as number, start: new Date(start).getTime(), title: listing.title };
  }

  const remindersOf = async (user: TestUser, title: string) =>
    app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.user.id), eq(notifications.kind, 'viewing_reminder'), like(notifications.message, `%${title}%`)));

  it('reminds both parties the day before and an hour before, each once, in-app and by e-mail with the calendar file', async () => {
    const viewing = await accepted(utcAt(3, 10));
    const sweep = (at: number) => sendDueViewingReminders(app, at);

    expect((await sweep(viewing.start - 25 * HOUR)).day).not.toContain(viewing.id);
    const mailsBefore = outbox(app).length;
    expect((await sweep(viewing.start - 23 * HOUR)).day).toContain(viewing.id);
    expect((await sweep(viewing.start - 23 * HOUR + MINUTE)).day).not.toContain(viewing.id);

    for (const user of [buyer, owner]) {
      const [told] = await remindersOf(user, viewing.title);
      expect(told!.message).toMatch(new RegExp(`^Reminder: your viewing of “${viewing.title}” with (njoroge|achieng) is tomorrow: `));
    }
    const dayMails = outbox(app).slice(mailsBefore);
    expect(dayMails).toHaveLength(2);
    expect(dayMails[0]!.text).toMatch(/^Subject: Reminder: viewing tomorrow: /m);
    expect(attachmentsOf(dayMails[0]!.text)[0]!.content).toContain('STATUS:CONFIRMED');

    const hour = await sweep(viewing.start - 50 * MINUTE);
    expect(hour.hour).toContain(viewing.id);
    expect((await sweep(viewing.start - 10 * MINUTE)).hour).not.toContain(viewing.id);
    expect((await remindersOf(buyer, viewing.title)).some((row) => row.message.includes(' is in an hour: '))).toBe(true);
    expect(await remindersOf(owner, viewing.title)).toHaveLength(2);
    expect(outbox(app).slice(mailsBefore + 2)[0]!.text).toMatch(/^Subject: Reminder: viewing in an hour: /m);
  });

  it('sends no day-before reminder for a viewing accepted within the day, and none at all for one not accepted or past', async () => {
    const soon = await accepted(Date.now() + 5 * HOUR + 7 * MINUTE);
    const [row] = await app.db.select().from(viewings).where(eq(viewings.id, soon.id));
    expect(row!.dayReminderAt).not.toBeNull();
    expect(row!.hourReminderAt).toBeNull();
    const later = await sendDueViewingReminders(app, soon.start - 45 * MINUTE);
    expect(later.hour).toContain(soon.id);
    expect(later.day).not.toContain(soon.id);
    expect(await remindersOf(buyer, soon.title)).toHaveLength(1);

    const listing = await listingOf(app, owner);
    const proposed = (await calls.propose(buyer, { property: listing.id, start: iso(utcAt(2, 9)) })).json();
    const cancelled = await accepted(utcAt(2, 11));
    await calls.act(buyer, cancelled.id, { action: 'cancel' });
    const swept = await sendDueViewingReminders(app, utcAt(2, 9).getTime() - 30 * MINUTE);
    expect([...swept.day, ...swept.hour]).not.toContain(proposed.id);
    expect([...swept.day, ...swept.hour]).not.toContain(cancelled.id);
    const past = await sendDueViewingReminders(app, utcAt(2, 11).getTime() + MINUTE);
    expect([...past.day, ...past.hour]).not.toContain(cancelled.id);
  });

  it('is claimed atomically: two servers sweeping at once send each reminder once', async () => {
    const peer = await buildPeerApp(app);
    try {
      const viewings = [await accepted(utcAt(5, 9)), await accepted(utcAt(5, 9, 30)), await accepted(utcAt(5, 10))];
      const at = utcAt(5, 9).getTime() - 20 * HOUR;
      const before = { here: outbox(app).length, there: outbox(peer).length };
      const [here, there] = await Promise.all([sendDueViewingReminders(app, at), sendDueViewingReminders(peer, at)]);
      const reminded = [...here.day, ...there.day].filter((id) => viewings.some((viewing) => viewing.id === id));
      expect(reminded.sort()).toEqual(viewings.map((viewing) => viewing.id).sort());
      for (const viewing of viewings) expect(await remindersOf(buyer, viewing.title)).toHaveLength(1);
      expect(outbox(app).length - before.here + (outbox(peer).length - before.there)).toBe(2 * viewings.length);
    } finally {
      await peer.close();
    }
  });
});

describe('the reminder sweep of a running server', () => {
  it('starts with the app, sends what is due on its own, and stops on close', async () => {
    const app = await buildTestApp({ viewingReminderIntervalMs: 40 });
    const owner = await makeUser(app, { role: 'agent' });
    const buyer = await makeUser(app);
    const calls = viewingCalls(app);
    const listing = await listingOf(app, owner);
    const { id } = (await calls.propose(buyer, { property: listing.id, start: iso(Date.now() + 2 * DAY) })).json();
    await calls.act(owner, id, { action: 'accept' });
    // Now half an hour away: the hour-before reminder is due.
    await app.db.update(viewings).set({ startAt: new Date(Date.now() + 30 * MINUTE) }).where(eq(viewings.id, id));
    await expect
      .poll(async () => (await calls.notifications(buyer)).filter((item) => item.kind === 'viewing_reminder').length, { timeout: 10_000 })
      .toBe(1);
    const [row] = await app.db.select().from(viewings).where(eq(viewings.id, id));
    expect(row!.hourReminderAt).not.toBeNull();
    await app.close();
  });
});
