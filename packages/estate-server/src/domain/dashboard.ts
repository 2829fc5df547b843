import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { profiles, properties, propertyLeads } from '../db/schema.js';
import type { Static } from 'typebox';
import { INTEREST_WEIGHTS, type Dashboard as DashboardSchema, type DashboardListing as DashboardListingSchema, type MetricTotals as MetricTotalsSchema } from '../schemas/dashboard.js';

export const DASHBOARD_METRICS = ['views', 'likes', 'comments', 'chats', 'saves'] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];
export type MetricTotals = Static<typeof MetricTotalsSchema>;

/** How many listings "top listings" names. */
export const TOP_LISTINGS = 5;

/** A listing with its totals over the window; the shapes are the route's response schema (schemas/dashboard.ts). */
export type DashboardListing = Static<typeof DashboardListingSchema>;
export type Dashboard = Static<typeof DashboardSchema>;

/** Agents and top agents have a dashboard; buyers and sellers do not. */
export async function hasDashboard(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isAgent: profiles.isAgent, topAgent: profiles.topAgent }).from(profiles).where(eq(profiles.id, userId));
  return Boolean(row && (row.isAgent || row.topAgent));
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const interestOf = (t: Record<DashboardMetric, number>) =>
  t.likes * INTEREST_WEIGHTS.likes + t.comments * INTEREST_WEIGHTS.comments + t.chats * INTEREST_WEIGHTS.chats + t.saves * INTEREST_WEIGHTS.saves;

const zeroTotals = (): MetricTotals => ({ views: 0, likes: 0, comments: 0, chats: 0, saves: 0, interest: 0 });

/**
 * Every interest event on the owner's listings since `from`, as (metric, property_id, created_at):
 * views, likes, comments and replies, chats started from a listing and saves. The owner's own views,
 * likes, comments and saved searches are left out: the dashboard counts other people's interest,
 * and only what a person did:
 * - a chat counts when the member, having opened it from the listing (property_leads), sent the
 *   owner a message: at their first message after that; opening a chat alone counts nothing (nor
 *   the listing card it puts in the conversation);
 * - a save is a member's saved searches matching the listing, once a member however many of their
 *   searches match it: at the first match.
 */
function eventsSql(ownerId: number, fromDate: Date, propertyId: number | null) {
  const from = sql`${fromDate.toISOString()}::timestamptz`;
  const mine = propertyId === null
    ? sql`select id from properties where user_id = ${ownerId}`
    : sql`select id from properties where user_id = ${ownerId} and id = ${propertyId}`;
  return sql`
    select 'views' as metric, property_id, created_at from property_views
      where property_id in (${mine}) and created_at >= ${from} and viewer <> ${`user:${ownerId}`}
    union all
    select 'likes', property_id, created_at from property_likes
      where property_id in (${mine}) and created_at >= ${from} and user_id <> ${ownerId}
    union all
    select 'comments', property_id, created_at from property_comments
      where property_id in (${mine}) and created_at >= ${from} and user_id <> ${ownerId}
    union all
    select 'chats', property_id, created_at from (
      select l.property_id, (
        select min(m.created_at) from chat_messages m
        where m.sender_id = l.user_id and m.receiver_id = ${ownerId} and m.created_at >= l.created_at and m.property_id is null
      ) as created_at
      from property_leads l where l.property_id in (${mine}) and l.user_id <> ${ownerId}
    ) as chats where created_at >= ${from}
    union all
    select 'saves', property_id, created_at from (
      select m.property_id, min(m.created_at) as created_at
      from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.property_id in (${mine}) and s.user_id <> ${ownerId}
      group by s.user_id, m.property_id
    ) as saves where created_at >= ${from}`;
}

/**
 * The agent's dashboard over the last `days` UTC days, today included: totals and the previous
 * period's, a zero-filled series a day for each metric (for one listing when `propertyId` is set),
 * and every listing's totals. Three grouped queries, whatever the number of listings.
 */
export async function agentDashboard(db: Db, ownerId: number, days: number, propertyId: number | null, now = new Date()): Promise<Omit<Dashboard, 'upcoming_viewings'>> {
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMs = todayMs - (days - 1) * DAY_MS;
  const previousFrom = new Date(sinceMs - days * DAY_MS);
  const since = new Date(sinceMs);

  const [byDay, byListing, listingRows] = await Promise.all([
    db.execute(sql`
      select metric, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from (${eventsSql(ownerId, previousFrom, propertyId)}) as e
      group by 1, 2`) as unknown as Promise<{ rows: { metric: DashboardMetric; day: string; n: number }[] }>,
    db.execute(sql`
      select metric, property_id, count(*)::int as n
      from (${eventsSql(ownerId, since, null)}) as e
      group by 1, 2`) as unknown as Promise<{ rows: { metric: DashboardMetric; property_id: number; n: number }[] }>,
    db
      .select({ id: properties.id, slug: properties.slug, title: properties.title, coverPhoto: properties.coverPhoto, city: properties.city, price: properties.price })
      .from(properties)
      .where(eq(properties.userId, ownerId))
      .orderBy(desc(properties.createdAt), desc(properties.id)),
  ]);

  const dates = Array.from({ length: days }, (_, index) => utcDay(sinceMs + index * DAY_MS));
  const dayIndex = new Map(dates.map((date, index) => [date, index]));
  const series = { dates, ...Object.fromEntries(DASHBOARD_METRICS.map((metric) => [metric, new Array<number>(days).fill(0)])) } as Dashboard['series'];
  const totals = zeroTotals();
  const previous = zeroTotals();
  for (const { metric, day, n } of byDay.rows) {
    const index = dayIndex.get(day);
    if (index !== undefined) {
      series[metric][index] = n;
      totals[metric] += n;
    } else if (day < dates[0]!) {
      previous[metric] += n;
    }
  }
  totals.interest = interestOf(totals);
  previous.interest = interestOf(previous);

  const listings = new Map<number, DashboardListing>(
    listingRows.map((row) => [
      row.id,
      { id: row.id, slug: row.slug, title: row.title, cover_photo: row.coverPhoto, city: row.city, price: row.price, ...zeroTotals() },
    ]),
  );
  for (const { metric, property_id, n } of byListing.rows) {
    const listing = listings.get(property_id);
    if (listing) listing[metric] = n;
  }
  const ranked = [...listings.values()];
  for (const listing of ranked) listing.interest = interestOf(listing);
  // Listed newest first already; a stable sort keeps that order between equals.
  ranked.sort((a, b) => b.interest - a.interest || b.views - a.views);

  return {
    days,
    since: dates[0]!,
    until: dates[days - 1]!,
    property: propertyId,
    totals,
    previous,
    series,
    listings: ranked,
    top_listings: ranked.filter((listing) => listing.interest > 0).slice(0, TOP_LISTINGS),
  };
}

/** The owner of a listing, or undefined when there is no such listing. */
export async function listingOwner(db: Db, propertyId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: properties.userId }).from(properties).where(eq(properties.id, propertyId));
  return row?.userId;
}

/** Records that `userId` opened a chat with the owner from a listing, once a pair. True when it is new. */
export async function recordLead(db: Db, propertyId: number, userId: number): Promise<boolean> {
  const inserted = await db.insert(propertyLeads).values({ propertyId, userId }).onConflictDoNothing().returning({ userId: propertyLeads.userId });
  return inserted.length > 0;
}

