import { describe, expect, it } from 'vitest';
import { formatPaymentDate, formatRelativeTime, toDate } from './index.js';

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it("says 'just now' under a minute and for a time in the future", () => {
    expect(formatRelativeTime(ago(0), { now })).toBe('just now');
    expect(formatRelativeTime(ago(59), { now })).toBe('just now');
    expect(formatRelativeTime(ago(-3600), { now })).toBe('just now');
  });

  it('counts minutes, hours, days, weeks, months and years, rounded down', () => {
    expect(formatRelativeTime(ago(60), { now })).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60 + 59), { now })).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), { now })).toBe('3 hours ago');
    expect(formatRelativeTime(ago(3 * 86_400), { now })).toBe('3 days ago');
    expect(formatRelativeTime(ago(15 * 86_400), { now })).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(95 * 86_400), { now })).toBe('3 months ago');
    expect(formatRelativeTime(ago(800 * 86_400), { now })).toBe('2 years ago');
  });

  it('accepts a Date, an ISO string and epoch milliseconds, and `now` as a number', () => {
    const then = new Date(now.getTime() - 2 * 86_400_000);
    expect(formatRelativeTime(then, { now: now.getTime() })).toBe('2 days ago');
    expect(formatRelativeTime(then.getTime(), { now })).toBe('2 days ago');
    expect(formatRelativeTime('2026-11-22T11:00:00+00:00', { now })).toBe('1 hour ago');
  });

  it("says 'Unknown time' when the time is missing or invalid", () => {
    for (const value of [undefined, null, '', '   ', 'not a date', Number.NaN, new Date('x'), {}, true]) {
      expect(formatRelativeTime(value, { now })).toBe('Unknown time');
    }
  });

  it('speaks the given locale and takes translated texts', () => {
    expect(formatRelativeTime(ago(3 * 86_400), { now, locale: 'fr' })).toBe('il y a 3 jours');
    // Swahili from the runtime's ICU (Node's and Chromium's give the same): units agree in class and number.
    expect(formatRelativeTime(ago(3 * 86_400), { now, locale: 'sw-KE' })).toBe('siku 3 zilizopita');
    expect(formatRelativeTime(ago(5 * 60), { now, locale: 'sw-KE' })).toBe('dakika 5 zilizopita');
    expect(formatRelativeTime(ago(40 * 86_400), { now, locale: 'sw-KE' })).toBe('mwezi 1 uliopita');
    expect(formatRelativeTime(ago(800 * 86_400), { now, locale: 'sw-KE' })).toBe('miaka 2 iliyopita');
    expect(formatRelativeTime(null, { now, messages: { unknownTime: 'Heure inconnue' } })).toBe('Heure inconnue');
    expect(formatRelativeTime(ago(1), { now, messages: { justNow: "à l'instant" } })).toBe("à l'instant");
  });

  it('reads valid dates only', () => {
    expect(toDate('2026-11-22T12:00:00Z')?.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(toDate('garbage')).toBeUndefined();
  });
});

describe('formatPaymentDate', () => {
  it("writes 'MMMM d, yyyy, h:mm a'", () => {
    expect(formatPaymentDate('2026-11-22T15:05:00Z', { timeZone: 'UTC' })).toBe('November 22, 2026, 3:05 PM');
    expect(formatPaymentDate('2026-01-02T00:07:00Z', { timeZone: 'UTC' })).toBe('January 2, 2026, 12:07 AM');
    expect(formatPaymentDate('2026-06-30T12:00:00Z', { timeZone: 'UTC' })).toBe('June 30, 2026, 12:00 PM');
  });

  it('converts to the given time zone', () => {
    expect(formatPaymentDate('2026-11-22T12:05:00Z', { timeZone: 'Africa/Nairobi' })).toBe('November 22, 2026, 3:05 PM');
    expect(formatPaymentDate(new Date('2026-12-31T22:30:00Z'), { timeZone: 'Africa/Nairobi' })).toBe('January 1, 2027, 1:30 AM');
  });

  it('writes the day first in Swahili', () => {
    expect(formatPaymentDate('2026-11-22T12:05:00Z', { timeZone: 'Africa/Nairobi', locale: 'sw-KE' })).toBe('22 Novemba 2026, 3:05 PM');
  });

  it("says 'N/A' when the date is missing or invalid", () => {
    for (const value of [undefined, null, '', 'soon', Number.NaN]) expect(formatPaymentDate(value)).toBe('N/A');
    expect(formatPaymentDate(null, { messages: { notAvailable: 'N/D' } })).toBe('N/D');
  });
});
