import type { Viewing, ViewingSlot, ViewingStatus } from '@estate/sdk';
import type { EstateUIMessageKey } from '../../messages/index.js';

/** The reader's own time zone (undefined where Intl cannot tell). */
export function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * 'Sat 28 Nov, 10:00 – 10:45' in the reader's language, in the owner's time zone (where the viewing
 * happens); the zone's short name follows when it is not the reader's own.
 */
export function formatViewingWhen(viewing: Pick<Viewing, 'start' | 'end' | 'time_zone'>, intlLocale: string, readerZone = localTimeZone()): string {
  const timeZone = viewing.time_zone;
  const foreign = readerZone !== undefined && readerZone !== timeZone;
  const day = new Intl.DateTimeFormat(intlLocale, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(new Date(viewing.start));
  const hours = new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit', timeZone, ...(foreign ? { timeZoneName: 'short' } : {}) });
  return `${day}, ${hours.formatRange(new Date(viewing.start), new Date(viewing.end))}`;
}

/** The status's label key. */
export const VIEWING_STATUS_TEXT: Record<ViewingStatus, EstateUIMessageKey> = {
  proposed: 'viewingStatusProposed',
  accepted: 'viewingStatusAccepted',
  declined: 'viewingStatusDeclined',
  countered: 'viewingStatusCountered',
  cancelled: 'viewingStatusCancelled',
};

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: string, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(instant));
}

/** Free times grouped by their day in the owner's zone, in order. */
export function slotsByDay(slots: readonly ViewingSlot[], timeZone: string): Array<{ day: string; slots: ViewingSlot[] }> {
  const days = new Map<string, ViewingSlot[]>();
  for (const slot of slots) {
    const day = dayIn(slot.start, timeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** 'Saturday 28 November' for a day of `slotsByDay`. */
export function formatSlotDay(day: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** '10:00' for a free time, in the owner's zone. */
export function formatSlotTime(instant: string, intlLocale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
}

/** A date (YYYY-MM-DD) and a time (HH:MM) typed by the reader, in their own zone, as an ISO instant; undefined when incomplete. */
export function ownTimeInstant(date: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const instant = new Date(`${date}T${time}:00`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}
