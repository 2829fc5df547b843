import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessages, profiles, properties } from '../db/schema.js';
import type { AgentSummary, ProfileSummary } from '../schemas/profile.js';
import { availabilityWhere } from './listing-filters.js';
import { licenseFields } from './licenses.js';

/** How far back an agent's answers count towards their response time. */
export const RESPONSE_WINDOW_DAYS = 90;

/**
 * The minutes from the first message an agent received in a chat (within the window) to their
 * first answer after it, the median over their chats: one correlated query per agent on the page,
 * each walking `chat_messages_receiver_idx`.
 */
function responseMinutes(agentId: ReturnType<typeof sql>) {
  return sql<number | null>`(
    select round(percentile_cont(0.5) within group (order by extract(epoch from answer.at - asked.at)) / 60)::int
    from (
      select ${chatMessages.conversationId} as conversation_id, min(${chatMessages.createdAt}) as at
      from ${chatMessages}
      where ${chatMessages.receiverId} = ${agentId} and ${chatMessages.createdAt} > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
      group by ${chatMessages.conversationId}
    ) asked
    cross join lateral (
      select min(reply.created_at) as at from chat_messages reply
      where reply.conversation_id = asked.conversation_id and reply.sender_id = ${agentId} and reply.created_at >= asked.at
    ) answer
    where answer.at is not null
  )`;
}

/** The directory's figures for a page of agents, in the page's order. */
export async function withAgentStats(db: Db, people: ProfileSummary[]): Promise<AgentSummary[]> {
  if (people.length === 0) return [];
  const rows = await db
    .select({
      id: profiles.id,
      agency: profiles.agency,
      topAgent: profiles.topAgent,
      ratingAverage: profiles.ratingAverage,
      numReviews: profiles.numReviews,
      licenseYear: profiles.licenseYear,
      licenseVerifiedAt: profiles.licenseVerifiedAt,
      activeListings: sql<number>`(select count(*)::int from ${properties} where ${and(eq(properties.userId, profiles.id), availabilityWhere())})`,
      responseMinutes: responseMinutes(sql`${profiles.id}`),
    })
    .from(profiles)
    .where(inArray(profiles.id, people.map((person) => person.id)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return people.map((person) => {
    const row = byId.get(person.id);
    return {
      ...person,
      agency: row?.agency ?? '',
      top_agent: row?.topAgent ?? false,
      rating_average: Number(row?.ratingAverage ?? 0),
      num_reviews: row?.numReviews ?? 0,
      ...licenseFields({ licenseYear: row?.licenseYear ?? 0, licenseVerifiedAt: row?.licenseVerifiedAt ?? null }),
      active_listings: row?.activeListings ?? 0,
      response_minutes: row?.responseMinutes ?? null,
    };
  });
}
