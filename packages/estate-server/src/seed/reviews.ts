import type { Db } from '../db/connect.js';
import { agentReviews } from '../db/schema.js';
import { recountReviews } from '../domain/reviews.js';
import type { DemoPerson } from './people.js';

const DAY = 24 * 3600 * 1000;

/** What the demo's reviewers say, by rating (index 0 is one star). */
const WORDING: readonly (readonly string[])[] = [
  ['Stopped answering once the deposit was paid. Would not use again.'],
  ['Viewings were often late and the listing photos flattered the flat a lot.', 'Polite, but it took three weeks to get the lease drafted.'],
  ['Found us a place in the end, though the paperwork dragged on.', 'Knows the area, but we had to chase every answer.'],
  [
    'Quick to reply and honest about the noise from the main road. We signed within a month.',
    'Good negotiator: got the seller to fix the roof before transfer.',
    'Helpful and patient with all our questions about title deeds.',
  ],
  [
    'Showed us six homes in one Saturday and knew every street by name. We moved in two weeks later.',
    'Straight answers, fair fees and a lawyer recommendation that saved us a lot of worry.',
    'The best agent we have dealt with in Kenya: organised, punctual and always reachable on WhatsApp.',
    'Explained the stamp duty and land rates before we asked. No surprises at completion.',
  ],
];

/** The agents' answers, for some of the reviews. */
const REPLIES = [
  'Thank you! It was a pleasure helping you find the right home.',
  'Thanks for the kind words, and enjoy the new place.',
  'I am sorry it went this way. Please call me; I would like to put it right.',
];

/** Ratings cycled through, mostly good as on every portal. */
const RATINGS = [5, 4, 5, 3, 5, 4, 2, 5, 4, 1, 5, 4];

/**
 * A few reviews of each demo agent by other demo people (not the demo buyer, who is left free to
 * write one), newest a few days old, some answered; each agent's `num_reviews` and
 * `rating_average` are then counted from them as the reviews API keeps them.
 */
export async function insertDemoReviews(db: Db, people: readonly DemoPerson[], userIds: Map<string, number>, now: Date): Promise<number> {
  const reviewers = people.filter((person) => person.role !== 'buyer');
  let inserted = 0;
  for (const [agentIndex, agent] of people.entries()) {
    if (agent.role !== 'agent' && agent.role !== 'top_agent') continue;
    const authors = reviewers.filter((person) => person.username !== agent.username);
    const wanted = Math.min(authors.length, Math.max(2, Math.min(8, Math.round(agent.numReviews / 15) + 2)));
    const rows = authors.slice(0, wanted).map((author, index) => {
      const rating = RATINGS[(agentIndex * 5 + index) % RATINGS.length]!;
      const lines = WORDING[rating - 1]!;
      const createdAt = new Date(now.getTime() - (3 + index * 17 + agentIndex * 2) * DAY);
      const answered = index % 3 === 0;
      return {
        agentId: userIds.get(agent.username)!,
        authorId: userIds.get(author.username)!,
        rating,
        content: lines[(agentIndex + index) % lines.length]!,
        reply: answered ? REPLIES[rating >= 4 ? index % 2 : 2]! : null,
        repliedAt: answered ? new Date(createdAt.getTime() + DAY) : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(agentReviews).values(rows);
    await recountReviews(db, userIds.get(agent.username)!);
    inserted += rows.length;
  }
  return inserted;
}
