/**
 * Fixtures for the stories of states, typed by the SDK: real answers of the server with its demo
 * data (captured once; media paths point at the seeded files the story server serves).
 */
import type { AgentSummary, ChatMessage, ChatPartner, Notification, Page, Plan, Profile, Property, PropertyComment, PropertyDetail, Reel } from '@estate/sdk';
import agentProfileJson from './fixtures/agent-profile.json' with { type: 'json' };
import agentsJson from './fixtures/agents.json' with { type: 'json' };
import commentsJson from './fixtures/comments.json' with { type: 'json' };
import detailJson from './fixtures/detail.json' with { type: 'json' };
import meJson from './fixtures/me.json' with { type: 'json' };
import notificationsJson from './fixtures/notifications.json' with { type: 'json' };
import plansJson from './fixtures/plans.json' with { type: 'json' };
import propertiesJson from './fixtures/properties.json' with { type: 'json' };
import reelsJson from './fixtures/reels.json' with { type: 'json' };

export const properties = (propertiesJson as Page<Property>).results;
export const property: Property = properties[0]!;
export const propertyDetail = detailJson as PropertyDetail;
export const reels = (reelsJson as Page<Reel>).results;
export const reel: Reel = reels[0]!;
export const comments = (commentsJson as Page<PropertyComment>).results;
/** The buyer of the demo data, as `profile/me` answers. */
export const myProfile = (meJson as { profile: Profile }).profile;
/** An agent with posts and clips. */
export const agentProfile = (agentProfileJson as { profile: Profile }).profile;
export const agents = (agentsJson as Page<AgentSummary>).results;
export const plans = plansJson as Plan[];
export const notifications = (notificationsJson as Page<Notification>).results;

const me = myProfile.username;

export const chatMessages: ChatMessage[] = [
  { id: 1, message: 'Hello! Is the Kilimani apartment still available?', image: null, sender_username: me, receiver_username: agents[0]!.username, created_at: '2026-11-22T08:58:00.000Z' },
  { id: 2, message: 'Hi Amina, yes it is. Would you like a viewing?', image: null, sender_username: agents[0]!.username, receiver_username: me, created_at: '2026-11-22T09:01:00.000Z' },
  { id: 3, message: 'Saturday at 10 if that works 🙂', image: null, sender_username: me, receiver_username: agents[0]!.username, created_at: '2026-11-22T09:05:00.000Z' },
  { id: 4, message: 'Yes, the viewing on Saturday at 10 works.', image: null, sender_username: agents[0]!.username, receiver_username: me, created_at: '2026-11-22T09:12:00.000Z' },
];

/**
 * A conversation with scam warnings (issue 26): someone posing as an agent asks the buyer for a
 * viewing fee over M-Pesa, then to move to WhatsApp. The server warned the buyer of both; the
 * buyer's own reply, as the sender sees it, has none.
 */
export const warnedChatMessages: ChatMessage[] = [
  { id: 11, message: 'Hello, is the 2 bedroom in Kileleshwa still available?', image: null, sender_username: me, receiver_username: agents[1]!.username, created_at: '2026-11-22T08:40:00.000Z', warning: null },
  {
    id: 12,
    message: 'Yes it is. The viewing fee is KES 1,000 — send it to till 567 890 first and I will share the location.',
    image: null,
    sender_username: agents[1]!.username,
    receiver_username: me,
    created_at: '2026-11-22T08:44:00.000Z',
    warning: { kind: 'payment_request', reason: 'viewing_fee' },
  },
  { id: 13, message: 'Can I see it first? I would rather pay nothing before the viewing.', image: null, sender_username: me, receiver_username: agents[1]!.username, created_at: '2026-11-22T08:47:00.000Z', warning: null },
  {
    id: 14,
    message: 'Tuongee kwa WhatsApp, namba yangu ni 0712 345 678. This app is slow.',
    image: null,
    sender_username: agents[1]!.username,
    receiver_username: me,
    created_at: '2026-11-22T08:49:00.000Z',
    warning: { kind: 'off_platform', reason: 'messaging_app' },
  },
];

/** The buyer's inbox: the first agents, each with a last message. */
export const chatPartners: ChatPartner[] = agents.slice(0, 4).map((agent, index) => ({
  ...agent,
  last_message: {
    id: 100 + index,
    message: index === 0 ? 'Yes, the viewing on Saturday at 10 works.' : 'Thank you!',
    image: null,
    sender_username: agent.username,
    receiver_username: me,
    created_at: new Date(Date.UTC(2026, 10, 22, 9 - index, 12)).toISOString(),
  },
  // The second conversation has messages waiting (the badge of the list).
  unread_count: index === 1 ? 3 : 0,
}));
