import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';
import type { MailMessage } from '../plugins/mail.js';
import { revisionOf, viewingIcs } from './viewing-ics.js';
import { readableTime } from './viewing-times.js';
import type { FullViewing } from './viewings.js';

/** What an e-mail about a viewing says: it was accepted (booked), cancelled, or it is a day or an hour away. */
export type ViewingMailKind = 'accepted' | 'cancelled' | 'day' | 'hour';

const SUBJECTS: Record<ViewingMailKind, string> = {
  accepted: 'Viewing booked',
  cancelled: 'Viewing cancelled',
  day: 'Reminder: viewing tomorrow',
  hour: 'Reminder: viewing in an hour',
};

const LEADS: Record<ViewingMailKind, string> = {
  accepted: 'Your viewing is booked.',
  cancelled: 'This viewing was cancelled; the calendar file removes it from your calendar.',
  day: 'A reminder: your viewing is tomorrow.',
  hour: 'A reminder: your viewing starts in an hour.',
};

/** The file name of a viewing's calendar file, in mail and in the `.ics` route's answer. */
export const icsFilename = (full: FullViewing) => `viewing-${full.row.id}.ics`;

/** One e-mail about a viewing, to one of its two parties, with its calendar file attached. */
export function viewingMail(
  publicUrl: string,
  kind: ViewingMailKind,
  full: FullViewing,
  to: { email: string; name: string; otherUsername: string },
  ics: string,
): MailMessage {
  const title = full.property.title || 'a listing';
  const place = [full.property.street_address, full.property.city, full.property.country].filter(Boolean).join(', ');
  return {
    to: to.email,
    subject: `${SUBJECTS[kind]}: ${title}`,
    text: [
      `Hello ${to.name},`,
      '',
      LEADS[kind],
      '',
      `Listing: ${title}`,
      `When: ${readableTime(full.row.startAt.getTime(), full.timeZone)}, ${full.row.durationMinutes} minutes`,
      ...(place ? [`Where: ${place}`] : []),
      `With: ${to.otherUsername}`,
      '',
      `The listing: ${publicUrl}/property/${full.property.slug}/`,
      `Your conversation: ${publicUrl}/inbox?with=${encodeURIComponent(to.otherUsername)}`,
      '',
      `The calendar file (${icsFilename(full)}) is attached: open it to add the viewing to your calendar.`,
    ].join('\n'),
    attachments: [{ filename: icsFilename(full), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  };
}

/** Sends the e-mail of `kind` to both parties (active accounts only), each with the calendar file; answers how many went. */
export async function mailViewingParties(app: FastifyInstance, kind: ViewingMailKind, full: FullViewing, now = Date.now()): Promise<number> {
  const people = await app.db
    .select({ id: users.id, email: users.email, username: users.username, firstName: users.firstName, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, [full.row.buyerId, full.row.ownerId]));
  const ics = viewingIcs(full, { publicUrl: app.config.publicUrl, revision: await revisionOf(app.db, full), now });
  let sent = 0;
  for (const person of people) {
    if (!person.isActive) continue;
    const other = person.id === full.row.buyerId ? full.owner.username : full.buyer.username;
    await app.mailer.send(viewingMail(app.config.publicUrl, kind, full, { email: person.email, name: person.firstName || person.username, otherUsername: other }, ics));
    sent += 1;
  }
  return sent;
}
