import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessages, conversations, notifications, propertyLeads, viewingAvailability, viewings } from '../db/schema.js';
import { pairOf } from '../domain/chat.js';
import { readableTime } from '../domain/viewing-times.js';
import type { DemoListing } from './listings.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const BUYER = 'amina_wanjiru';
const AGENT = 'grace_achieng';
const ZONE = 'Africa/Nairobi';

/** Grace's weekly viewing hours: weekdays 09:00–17:00, Saturday mornings (ISO weekdays, Nairobi time). */
const AGENT_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })).concat([{ weekday: 6, startMinute: 10 * 60, endMinute: 13 * 60 }]);

/** 10:00 in Nairobi (07:00 UTC) on the first day from `now + 2 days` that has viewing hours (Monday to Saturday). */
function proposedStart(now: Date): Date {
  const day = new Date(now.getTime() + 2 * DAY);
  day.setUTCHours(7, 0, 0, 0);
  while (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * A newcomer's inbox is not empty (issue 27): the demo buyer (Amina, buyer@estate.demo) opened a
 * chat with Grace (agent@estate.demo) from one of her listings (its card heads the chat), they talked, and Amina proposed a
 * viewing from Grace's viewing hours, which waits for Grace's answer: a card in the chat, a
 * notification for Grace, and a coming viewing on her dashboard. Grace has read all but the card;
 * Amina has read everything.
 */
export async function insertDemoChats(db: Db, userIds: Map<string, number>, listings: readonly DemoListing[], propertyIds: readonly number[], now: Date): Promise<number> {
  const buyerId = userIds.get(BUYER);
  const agentId = userIds.get(AGENT);
  const index = listings.findIndex((listing) => listing.owner === AGENT);
  if (buyerId === undefined || agentId === undefined || index < 0) return 0;
  const listing = listings[index]!;
  const propertyId = propertyIds[index]!;
  await db.insert(viewingAvailability).values({ userId: agentId, timeZone: ZONE, weekly: AGENT_HOURS, updatedAt: new Date(now.getTime() - 10 * DAY) });

  const started = new Date(now.getTime() - 2 * DAY - 5 * HOUR);
  await db.insert(propertyLeads).values({ propertyId, userId: buyerId, createdAt: new Date(started.getTime() - 60_000) });
  const { userLow, userHigh } = pairOf(buyerId, agentId);
  const [conversation] = await db.insert(conversations).values({ userLow, userHigh, createdAt: started, lastMessageAt: started }).returning({ id: conversations.id });

  const talk: Array<{ from: number; to: number; text: string; at: Date }> = [
    { from: buyerId, to: agentId, text: `Hello Grace, I saw "${listing.title}" in ${listing.city}. Is it still available?`, at: started },
    { from: agentId, to: buyerId, text: 'Hello Amina, yes it is! It was repainted this month and the water supply is steady.', at: new Date(started.getTime() + 25 * 60_000) },
    { from: buyerId, to: agentId, text: 'That sounds good. Could I come and see it this week?', at: new Date(now.getTime() - DAY - 3 * HOUR) },
    { from: agentId, to: buyerId, text: 'Of course. Pick a time from my viewing hours here in the chat and I will confirm it.', at: new Date(now.getTime() - DAY - 2 * HOUR) },
  ];
  // 'Message Grace' on the listing put its card at the head of the conversation (domain/chat-listing-cards.ts).
  await db.insert(chatMessages).values({ conversationId: conversation!.id, senderId: buyerId, receiverId: agentId, message: listing.title, propertyId, createdAt: new Date(started.getTime() - 30_000) });
  const ids: number[] = [];
  for (const line of talk) {
    const [row] = await db
      .insert(chatMessages)
      .values({ conversationId: conversation!.id, senderId: line.from, receiverId: line.to, message: line.text, createdAt: line.at })
      .returning({ id: chatMessages.id });
    ids.push(row!.id);
  }

  const start = proposedStart(now);
  const proposedAt = new Date(now.getTime() - 2 * HOUR);
  const [viewing] = await db
    .insert(viewings)
    .values({ threadId: 0, propertyId, buyerId, ownerId: agentId, startAt: start, proposedBy: buyerId, actedBy: buyerId, createdAt: proposedAt, updatedAt: proposedAt })
    .returning({ id: viewings.id });
  await db.update(viewings).set({ threadId: viewing!.id }).where(eq(viewings.id, viewing!.id));
  const time = readableTime(start.getTime(), ZONE);
  const [card] = await db
    .insert(chatMessages)
    .values({ conversationId: conversation!.id, senderId: buyerId, receiverId: agentId, message: `Viewing proposed: ${time} \u2014 ${listing.title}`, viewingId: viewing!.id, createdAt: proposedAt })
    .returning({ id: chatMessages.id });
  ids.push(card!.id);

  // Amina has read Grace's last message; Grace has read everything before the proposal.
  const buyerRead = ids[3]!;
  const agentRead = ids[2]!;
  await db
    .update(conversations)
    .set({ lastMessageId: card!.id, lastMessageAt: proposedAt, lowReadId: userLow === buyerId ? buyerRead : agentRead, highReadId: userHigh === buyerId ? buyerRead : agentRead })
    .where(eq(conversations.id, conversation!.id));
  await db.insert(notifications).values({
    userId: agentId,
    actorId: buyerId,
    kind: 'viewing_proposed',
    message: `${BUYER} proposed a viewing of \u201c${listing.title}\u201d: ${time}`,
    link: `/inbox?with=${BUYER}`,
    createdAt: proposedAt,
  });
  return ids.length;
}
