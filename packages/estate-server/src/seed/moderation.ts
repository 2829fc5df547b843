import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { moderationCases, notifications, properties, reports } from '../db/schema.js';
import type { DemoListing } from './listings.js';
import type { DemoPerson } from './people.js';

const DAY = 24 * 3600 * 1000;

/**
 * A few reports so the moderation queue has work in the demo: a listing two unconnected members
 * reported as a scam (hidden, pending review), and a profile reported once (open). The moderator
 * finds a notification pointing at the queue.
 */
export async function insertDemoModeration(db: Db, people: readonly DemoPerson[], userIds: Map<string, number>, listings: readonly DemoListing[], propertyIds: number[], now: Date): Promise<void> {
  const id = (username: string) => userIds.get(username)!;
  const logins = new Set(people.slice(0, 4).map((person) => person.username));
  // A listing of someone who is not a demo login, so every login's own pages stay as they were.
  const index = listings.findIndex((listing) => listing.owner === 'omar_said') >= 0 ? listings.findIndex((listing) => listing.owner === 'omar_said') : listings.findIndex((listing) => !logins.has(listing.owner));
  if (index < 0) return;
  const listing = listings[index]!;
  const listingId = propertyIds[index]!;
  const ownerId = id(listing.owner);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const reporters = ['amina_wanjiru', 'lucy_atieno'].filter((username) => username !== listing.owner);
  await db.insert(reports).values([
    { targetKind: 'property', targetId: listingId, ownerId, reporterId: id(reporters[0]!), reason: 'scam', note: 'Asked me to pay a KES 2,000 viewing fee by M-Pesa before showing the warehouse.', createdAt: at(2.1) },
    { targetKind: 'property', targetId: listingId, ownerId, reporterId: id(reporters[1]!), reason: 'wrong_information', note: 'The photos do not match the address; the plot is empty.', createdAt: at(1.6) },
  ]);
  await db.insert(moderationCases).values({ targetKind: 'property', targetId: listingId, ownerId, status: 'hidden', hiddenAt: at(1.6), createdAt: at(2.1), updatedAt: at(1.6) });
  await db.update(properties).set({ moderationHidden: true }).where(eq(properties.id, listingId));

  const profileOwner = id('mwangi_githinji');
  await db.insert(reports).values({ targetKind: 'profile', targetId: profileOwner, ownerId: profileOwner, reporterId: id('samuel_mutua'), reason: 'offensive', note: 'Rude replies in the chat when I asked about the title deed.', createdAt: at(0.8) });
  await db.insert(moderationCases).values({ targetKind: 'profile', targetId: profileOwner, ownerId: profileOwner, createdAt: at(0.8), updatedAt: at(0.8) });

  for (const person of people.filter((candidate) => candidate.moderator)) {
    await db.insert(notifications).values({
      userId: id(person.username),
      actorId: null,
      kind: 'moderation_queue',
      message: 'Two reported items and two agent licences wait in the moderation queue.',
      link: '/moderation/',
      createdAt: at(0.5),
    });
  }
}
