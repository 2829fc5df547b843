import { and, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { viewings } from '../db/schema.js';
import { minutesLater } from './viewing-times.js';
import type { FullViewing } from './viewings.js';

/**
 * A viewing as an iCalendar file (RFC 5545): one VEVENT with a reminder an hour before. Every time
 * proposed in one negotiation shares the event's UID (`viewing-{thread}@{host}`), with a higher
 * SEQUENCE for each later proposal and for a cancellation, so a calendar that imported the first
 * time moves or drops the event when it imports the next file.
 */

/** A TEXT value escaped (section 3.3.11): backslash, semicolon, comma and line breaks. */
export const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A UTC DATE-TIME (section 3.3.5, form 2): 20250614T070000Z. */
export const icsTime = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A content line folded at 75 octets (section 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const STATUS = { proposed: 'TENTATIVE', accepted: 'CONFIRMED', declined: 'CANCELLED', cancelled: 'CANCELLED', countered: 'CANCELLED' } as const;

export interface IcsOptions {
  /** The app's origin, for the listing's link and the UID's host. */
  publicUrl: string;
  /** The place of this proposal in its thread (0 for the first): the SEQUENCE's base. */
  revision: number;
  /** DTSTAMP: when the file is made. */
  now?: number;
}

/** The place of a proposal in its negotiation: how many times were proposed before it. */
export async function revisionOf(db: Db, full: FullViewing): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(viewings)
    .where(and(eq(viewings.threadId, full.row.threadId), lt(viewings.id, full.row.id)));
  return row?.n ?? 0;
}

export function viewingIcs(full: FullViewing, { publicUrl, revision, now = Date.now() }: IcsOptions): string {
  const { row, property } = full;
  const start = row.startAt.getTime();
  const ended = row.status === 'cancelled' || row.status === 'declined' || row.status === 'countered';
  const listing = `${publicUrl}/property/${property.slug}/`;
  const place = [property.street_address, property.city, property.country].filter(Boolean).join(', ');
  const title = property.title || 'a listing';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Estate kit//Viewings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:viewing-${row.threadId}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${icsTime(now)}`,
    `SEQUENCE:${revision * 2 + (ended ? 1 : 0)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(minutesLater(start, row.durationMinutes))}`,
    `SUMMARY:${icsText(`Viewing: ${title}`)}`,
    `LOCATION:${icsText(place)}`,
    `DESCRIPTION:${icsText(
      [`Viewing of ${title}.`, `Shown by ${full.owner.full_name || full.owner.username} (${full.owner.username}), for ${full.buyer.full_name || full.buyer.username} (${full.buyer.username}).`, `Listing: ${listing}`].join('\n'),
    )}`,
    `URL:${listing}`,
    `STATUS:${STATUS[row.status]}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${icsText(`Viewing: ${title}`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
