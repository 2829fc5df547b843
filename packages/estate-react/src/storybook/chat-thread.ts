/** A long conversation for the virtualised message list's story and test: 10,000 messages by default. */
import type { ChatMessage } from '@estate/sdk';

const LINES = [
  'Is the apartment in Kilimani still available?',
  'Yes, it is. Would you like to see it this week?',
  'Saturday at 10 works for me 🙂',
  'Great, I will meet you at the gate.',
  'Does the price include the service charge? And is there parking for two cars, or only one?',
  'Service charge is separate, KES 8,000 a month. Two parking bays come with the unit.',
  'Perfect.',
  'Can I bring my partner along? They would like to see the kitchen and the balcony view before we decide.',
];

/**
 * `count` messages between `me` and `partner`, oldest first, ids 1..count, a few minutes apart
 * (so they form groups of one to three, with a day line each day) and of varied lengths.
 */
export function longThread(me: string, partner: string, count = 10_000, end = Date.UTC(2026, 10, 22, 9, 30)): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (let n = 1; n <= count; n += 1) {
    // Runs of 1–3 from one side, then the other.
    const mine = Math.floor(n / 3) % 2 === 0;
    messages.push({
      id: n,
      message: `${LINES[(n * 7) % LINES.length]!}${n % 11 === 0 ? ` (#${n})` : ''}`,
      image: null,
      sender_username: mine ? me : partner,
      receiver_username: mine ? partner : me,
      created_at: new Date(end - (count - n) * 4 * 60_000).toISOString(),
    });
  }
  return messages;
}
