import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/connect.js';
import { viewingAvailability, viewings, type WeeklyWindow } from '../db/schema.js';
import { FieldErrorCollector } from '../lib/errors.js';
import type { ViewingHoursInput, ViewingSlots } from '../schemas/viewing.js';
import {
  type Busy,
  clockTime,
  daysLater,
  DEFAULT_TIME_ZONE,
  freeTimes,
  isTimeZone,
  minutesLater,
  parseClockTime,
  SLOT_DAYS,
  VIEWING_MINUTES,
} from './viewing-times.js';

/** An owner's weekly viewing hours; `kept` is false when they keep none (any time may be proposed). */
export interface ViewingHours {
  timeZone: string;
  weekly: WeeklyWindow[];
  kept: boolean;
}

export async function viewingHoursOf(db: Db, userId: number): Promise<ViewingHours> {
  const [row] = await db.select().from(viewingAvailability).where(eq(viewingAvailability.userId, userId));
  if (!row) return { timeZone: DEFAULT_TIME_ZONE, weekly: [], kept: false };
  return { timeZone: row.timeZone, weekly: row.weekly, kept: row.weekly.length > 0 };
}

/** The windows of a `PUT`, checked: a known zone, `HH:MM` times, at least one viewing long, no overlap on a day. Throws field errors. */
export function checkViewingHours(input: Static<typeof ViewingHoursInput>): { timeZone: string; weekly: WeeklyWindow[] } {
  const errors = new FieldErrorCollector();
  const timeZone = input.time_zone.trim();
  if (!isTimeZone(timeZone)) errors.add('time_zone', 'invalid_time_zone', { value: input.time_zone });
  const weekly: WeeklyWindow[] = [];
  input.weekly.forEach((window, index) => {
    const startMinute = parseClockTime(window.start);
    const endMinute = parseClockTime(window.end);
    if (startMinute === undefined) errors.add(`weekly.${index}.start`, 'invalid_clock_time');
    if (endMinute === undefined) errors.add(`weekly.${index}.end`, 'invalid_clock_time');
    if (startMinute === undefined || endMinute === undefined) return;
    if (endMinute - startMinute < VIEWING_MINUTES) return errors.add(`weekly.${index}.end`, 'window_too_short', { minutes: VIEWING_MINUTES });
    const clash = weekly.some((other) => other.weekday === window.weekday && startMinute < other.endMinute && endMinute > other.startMinute);
    if (clash) return errors.add(`weekly.${index}`, 'windows_overlap');
    weekly.push({ weekday: window.weekday, startMinute, endMinute });
  });
  errors.throwIfAny();
  weekly.sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  return { timeZone, weekly };
}

/** Keeps my weekly hours (an empty list keeps the zone and no hours). */
export async function saveViewingHours(db: Db, userId: number, hours: { timeZone: string; weekly: WeeklyWindow[] }): Promise<void> {
  const now = new Date();
  await db
    .insert(viewingAvailability)
    .values({ userId, timeZone: hours.timeZone, weekly: hours.weekly, updatedAt: now })
    .onConflictDoUpdate({ target: viewingAvailability.userId, set: { timeZone: hours.timeZone, weekly: hours.weekly, updatedAt: now } });
}

/** The owner's accepted viewings that overlap `from`…`until` (one left out by id, when it is the one being moved). */
export async function busyTimes(db: Db, ownerId: number, from: number, until: number, except?: number): Promise<Busy[]> {
  const rows = await db
    .select({ startAt: viewings.startAt, durationMinutes: viewings.durationMinutes })
    .from(viewings)
    .where(
      and(
        eq(viewings.ownerId, ownerId),
        eq(viewings.status, 'accepted'),
        lt(viewings.startAt, new Date(until)),
        // A viewing lasts at most 4 hours: the start of one that overlaps is at most that much before `from`.
        gt(viewings.startAt, new Date(from - 4 * 3_600_000)),
        except === undefined ? undefined : ne(viewings.id, except),
      ),
    );
  return rows
    .map((row) => ({ start: row.startAt.getTime(), end: minutesLater(row.startAt.getTime(), row.durationMinutes) }))
    .filter((busy) => busy.end > from);
}

/** The weekly windows as the API writes them. */
export const windowsOut = (weekly: WeeklyWindow[]) => weekly.map((w) => ({ weekday: w.weekday, start: clockTime(w.startMinute), end: clockTime(w.endMinute) }));

/** An owner's hours and their free times over the next `SLOT_DAYS` days from `now`. */
export async function viewingSlots(db: Db, owner: { id: number; username: string }, now: number): Promise<Static<typeof ViewingSlots>> {
  const hours = await viewingHoursOf(db, owner.id);
  const until = daysLater(now, SLOT_DAYS);
  const busy = hours.kept ? await busyTimes(db, owner.id, now, until) : [];
  const times = hours.kept ? freeTimes(hours.weekly, hours.timeZone, busy, now, until) : [];
  return {
    owner: owner.username,
    time_zone: hours.timeZone,
    has_hours: hours.kept,
    weekly: windowsOut(hours.weekly),
    duration_minutes: VIEWING_MINUTES,
    slots: times.map((start) => ({ start: new Date(start).toISOString(), end: new Date(minutesLater(start, VIEWING_MINUTES)).toISOString() })),
  };
}

/** Locks the owner's row until the transaction ends, so two acceptances of clashing times are checked one after the other. */
export async function lockOwnerCalendar(db: Db, ownerId: number): Promise<void> {
  await db.execute(sql`select id from users where id = ${ownerId} for update`);
}
