import type { WeeklyWindow } from '../db/schema.js';

/**
 * Times of viewings, with no database: an owner's weekly hours are kept in their own time zone
 * (Saturdays 10:00–13:00 in Nairobi), cut into viewings of `VIEWING_MINUTES`, and turned into
 * concrete UTC instants for the days ahead. Time zones are IANA names, read through `Intl`, so
 * daylight saving is followed where a zone has it.
 */

/** How long a viewing lasts, and the step of the free times within an owner's hours. */
export const VIEWING_MINUTES = 30;
/** How far ahead the free times of a listing are listed. */
export const SLOT_DAYS = 14;
/** How far ahead a viewing may be proposed. */
export const MAX_DAYS_AHEAD = 60;
/** The zone of owners who keep no hours: the marketplace's home. */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Whether `name` is a time zone `Intl` knows (`Africa/Nairobi`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock time in `zone` at `instant`. */
export function localTime(instant: number, zone: string): LocalTime {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday!]!,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** How far `zone` is ahead of UTC at `instant`, in ms (to the minute). */
function offsetAt(instant: number, zone: string): number {
  const local = localTime(instant, zone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, 0, local.minute);
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/** The instant a wall-clock time in `zone` names (the later reading of a time that occurs twice). */
export function zonedInstant(year: number, month: number, day: number, minute: number, zone: string): number {
  const wall = Date.UTC(year, month - 1, day, 0, minute);
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  return second;
}

/** `HH:MM` for minutes since midnight (`24:00` for the end of the day). */
export const clockTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Minutes since midnight of `HH:MM` (00:00 to 24:00), or undefined. */
export function parseClockTime(text: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= 24 * 60 ? minute : undefined;
}

/** A busy stretch of an owner's time (an accepted viewing), in ms. */
export interface Busy {
  start: number;
  end: number;
}

const overlaps = (start: number, busy: Busy[]) => busy.some((taken) => start < taken.end && start + VIEWING_MINUTES * MINUTE_MS > taken.start);

/**
 * The free viewing times within the weekly hours from `from` (exclusive) to `until`, oldest first:
 * every `VIEWING_MINUTES` from each window's start while a whole viewing fits, less those that
 * overlap a busy stretch.
 */
export function freeTimes(weekly: WeeklyWindow[], zone: string, busy: Busy[], from: number, until: number): number[] {
  const times: number[] = [];
  const first = localTime(from, zone);
  // Day by day in the owner's calendar, from the local day `from` falls on.
  for (let offset = 0; ; offset += 1) {
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (zonedInstant(year, month, day, 0, zone) >= until) break;
    const weekday = ((date.getUTCDay() + 6) % 7) + 1;
    for (const window of weekly.filter((w) => w.weekday === weekday)) {
      for (let minute = window.startMinute; minute + VIEWING_MINUTES <= window.endMinute; minute += VIEWING_MINUTES) {
        const start = zonedInstant(year, month, day, minute, zone);
        if (start > from && start < until && !overlaps(start, busy)) times.push(start);
      }
    }
  }
  return [...new Set(times)].sort((a, b) => a - b);
}

/** Whether `start` is one of the free times of the weekly hours: on a step of a window, a whole viewing inside it, clear of every busy stretch. */
export function isFreeTime(weekly: WeeklyWindow[], zone: string, busy: Busy[], start: number): boolean {
  const local = localTime(start, zone);
  const onStep = weekly.some(
    (window) =>
      window.weekday === local.weekday &&
      local.minute >= window.startMinute &&
      local.minute + VIEWING_MINUTES <= window.endMinute &&
      (local.minute - window.startMinute) % VIEWING_MINUTES === 0,
  );
  return onStep && !overlaps(start, busy);
}

/** Whole minutes only: seconds and milliseconds of a proposed time are dropped. */
export const toMinute = (instant: number) => Math.floor(instant / MINUTE_MS) * MINUTE_MS;

export const minutesLater = (instant: number, minutes: number) => instant + minutes * MINUTE_MS;
export const daysLater = (instant: number, days: number) => instant + days * DAY_MS;

/** A time as people read it in `zone`: 'Sat 14 Jun 2025, 10:00 (Africa/Nairobi)'. */
export function readableTime(instant: number, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  return `${text} (${zone})`;
}
