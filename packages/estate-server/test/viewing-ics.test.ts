import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { foldLine, icsText } from '../src/domain/viewing-ics.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { iso, listingOf, utcAt, viewingCalls } from './viewing-fixtures.js';

/** The file's one event, read by ical.js (Mozilla's RFC 5545 parser), which throws on what it cannot read. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, vevent: events[0]!, event: new ICAL.Event(events[0]!) };
}

describe('a viewing as a calendar file', () => {
  let app: App;
  let owner: TestUser;
  let buyer: TestUser;
  let calls: ReturnType<typeof viewingCalls>;

  beforeAll(async () => {
    app = await buildTestApp({ viewingReminderIntervalMs: 0, publicUrl: 'https://estate.example' });
    owner = await makeUser(app, { username: 'akinyi', first_name: 'Akinyi', last_name: 'Njeri', role: 'agent' });
    buyer = await makeUser(app, { username: 'mutua', first_name: 'Mutua', last_name: 'Kilonzo' });
    calls = viewingCalls(app);
  });
  afterAll(() => app.close());

  it('is a valid VEVENT with UID, UTC start and end, the listing as summary and the address as location; for the two parties only', async () => {
    const listing = await listingOf(app, owner, { title: 'Maisonette, Lavington; garden', streetAddress: 'James Gichuru Road 7', city: 'Nairobi' });
    const start = utcAt(3, 8, 30);
    const viewing = (await calls.propose(buyer, { property: listing.id, start: iso(start) })).json();

    for (const user of [buyer, owner]) {
      const response = await calls.ics(user, viewing.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="viewing-${viewing.id}.ics"`);
      const text = response.body;
      // Lines end in CRLF and are folded at 75 octets.
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const { calendar, vevent, event } = eventOf(text);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Estate kit//Viewings//EN');
      expect(event.uid).toBe(`viewing-${viewing.thread_id}@estate.example`);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.startDate.toJSDate().toISOString()).toBe(iso(start));
      expect(event.endDate.toJSDate().toISOString()).toBe(iso(start.getTime() + 30 * 60_000));
      expect(event.summary).toBe('Viewing: Maisonette, Lavington; garden');
      expect(event.location).toBe('James Gichuru Road 7, Nairobi, KE');
      expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(vevent.getFirstPropertyValue('url')).toBe(`https://estate.example/property/${listing.slug}/`);
      expect(event.description).toContain('Shown by Akinyi Njeri (akinyi), for Mutua Kilonzo (mutua).');
      expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT1H');
    }

    const stranger = await makeUser(app);
    expect((await calls.ics(stranger, viewing.id)).json()).toEqual({ detail: 'Only the buyer and the listing’s owner can see or answer this viewing.' });
    expect((await calls.ics(stranger, viewing.id)).statusCode).toBe(403);
    expect((await calls.ics(await makeGuest(app), viewing.id)).statusCode).toBe(403);
    expect((await calls.ics(null, viewing.id)).statusCode).toBe(401);
    expect((await calls.ics(buyer, 999999)).json()).toEqual({ detail: 'Viewing not found.' });
  });

  it('keeps the UID through a counter-proposal with a higher SEQUENCE, confirmed once accepted, cancelled after', async () => {
    const listing = await listingOf(app, owner);
    const first = (await calls.propose(buyer, { property: listing.id, start: iso(utcAt(4, 9)) })).json();
    const firstEvent = eventOf((await calls.ics(buyer, first.id)).body);
    const counter = (await calls.act(owner, first.id, { action: 'propose', start: iso(utcAt(4, 14)) })).json();
    await calls.act(buyer, counter.id, { action: 'accept' });
    const accepted = eventOf((await calls.ics(buyer, counter.id)).body);
    expect(accepted.event.uid).toBe(firstEvent.event.uid);
    expect(accepted.event.sequence).toBeGreaterThan(firstEvent.event.sequence);
    expect(accepted.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(accepted.event.startDate.toJSDate().toISOString()).toBe(iso(utcAt(4, 14)));
    // The superseded time is a cancelled copy with a lower sequence: a calendar keeps the newer one.
    const superseded = eventOf((await calls.ics(buyer, first.id)).body);
    expect(superseded.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(superseded.event.sequence).toBeLessThan(accepted.event.sequence);

    await calls.act(owner, counter.id, { action: 'cancel' });
    const cancelled = eventOf((await calls.ics(owner, counter.id)).body);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.sequence).toBeGreaterThan(accepted.event.sequence);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const line = `SUMMARY:${'Nyumba ya kifahari 🏡 '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding gives the line back, every character whole.
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
