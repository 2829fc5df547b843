import { and, asc, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { profiles, properties, users, viewingAvailability, viewings, type ViewingStatus } from '../db/schema.js';
import type { PageWindow } from '../lib/pagination.js';
import type { Viewing, ViewingAction } from '../schemas/viewing.js';
import type { ProfileSummary } from '../schemas/profile.js';
import { summaryColumns } from './profiles.js';
import { DEFAULT_TIME_ZONE, minutesLater } from './viewing-times.js';

export type ViewingRow = typeof viewings.$inferSelect;

/** A viewing with what every view of it shows: the listing, both parties and the owner's zone. */
export interface FullViewing {
  row: ViewingRow;
  property: Viewing['property'];
  buyer: ProfileSummary;
  owner: ProfileSummary;
  timeZone: string;
}

/** The statuses a viewing can still move from. */
const OPEN: readonly ViewingStatus[] = ['proposed', 'accepted'];

/**
 * What `userId` may do with a viewing at `now` (the state machine of `PATCH /viewings/{id}/`):
 * - accept: a proposed time, by the side that did not propose it, before it starts;
 * - decline: a proposed time, by the side that did not propose it;
 * - propose another time: while proposed, or accepted and not started (the old time becomes `countered`);
 * - cancel: either side, while proposed, or accepted and not started.
 * Declined, cancelled and countered are final.
 */
export function allowedActions(row: ViewingRow, userId: number, now: number): ViewingAction[] {
  if (userId !== row.buyerId && userId !== row.ownerId) return [];
  const upcoming = row.startAt.getTime() > now;
  if (row.status === 'proposed') {
    const answering = userId !== row.proposedBy;
    return [...(answering && upcoming ? (['accept'] as const) : []), ...(answering ? (['decline'] as const) : []), 'propose', 'cancel'];
  }
  if (row.status === 'accepted' && upcoming) return ['propose', 'cancel'];
  return [];
}

/** A viewing as `viewerId` sees it (its `actions` are theirs). */
export function viewingFor(full: FullViewing, viewerId: number, now = Date.now()): Viewing {
  const { row } = full;
  const nameOf = (id: number) => (id === row.buyerId ? full.buyer.username : full.owner.username);
  return {
    id: row.id,
    thread_id: row.threadId,
    replaces_id: row.replacesId,
    property: full.property,
    buyer: full.buyer,
    owner: full.owner,
    start: row.startAt.toISOString(),
    end: new Date(minutesLater(row.startAt.getTime(), row.durationMinutes)).toISOString(),
    duration_minutes: row.durationMinutes,
    time_zone: full.timeZone,
    status: row.status,
    proposed_by: nameOf(row.proposedBy),
    acted_by: nameOf(row.actedBy),
    own_time: row.ownTime,
    actions: allowedActions(row, viewerId, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Rows made whole: one query for the listings, one for the people, one for the owners' zones, one
 * after the other (inside a transaction they share one connection).
 */
export async function completeViewings(db: Db, rows: ViewingRow[]): Promise<FullViewing[]> {
  if (rows.length === 0) return [];
  const people = [...new Set(rows.flatMap((row) => [row.buyerId, row.ownerId]))];
  const owners = [...new Set(rows.map((row) => row.ownerId))];
  const listings = await db
      .select({
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        cover_photo: properties.coverPhoto,
        street_address: properties.streetAddress,
        city: properties.city,
        country: properties.country,
      })
      .from(properties)
      .where(inArray(properties.id, [...new Set(rows.map((row) => row.propertyId))]));
  const persons = await db.select(summaryColumns).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(inArray(users.id, people));
  const zones = await db
    .select({ userId: viewingAvailability.userId, timeZone: viewingAvailability.timeZone })
    .from(viewingAvailability)
    .where(inArray(viewingAvailability.userId, owners));
  return rows.flatMap((row) => {
    const property = listings.find((listing) => listing.id === row.propertyId);
    const buyer = persons.find((person) => person.id === row.buyerId);
    const owner = persons.find((person) => person.id === row.ownerId);
    if (!property || !buyer || !owner) return [];
    return [{ row, property, buyer, owner, timeZone: zones.find((zone) => zone.userId === row.ownerId)?.timeZone ?? DEFAULT_TIME_ZONE }];
  });
}

export async function loadViewings(db: Db, ids: number[]): Promise<FullViewing[]> {
  if (ids.length === 0) return [];
  return completeViewings(db, await db.select().from(viewings).where(inArray(viewings.id, ids)));
}

export async function loadViewing(db: Db, id: number): Promise<FullViewing | undefined> {
  const [full] = await loadViewings(db, [id]);
  return full;
}

export interface ViewingFilter {
  property?: number;
  role?: 'buyer' | 'owner';
}

/** Mine as buyer, as owner, or both, less the times answered with another (their proposals are in the thread). */
function mine(userId: number, filter: ViewingFilter): SQL {
  const side =
    filter.role === 'buyer' ? eq(viewings.buyerId, userId) : filter.role === 'owner' ? eq(viewings.ownerId, userId) : or(eq(viewings.buyerId, userId), eq(viewings.ownerId, userId));
  return and(side, ne(viewings.status, 'countered'), filter.property === undefined ? undefined : eq(viewings.propertyId, filter.property))!;
}

/**
 * My viewings, upcoming first (soonest first), then the past ones (latest first). Times answered
 * with another time are left out: the one that answered them stands for them.
 */
export async function listViewings(db: Db, userId: number, filter: ViewingFilter, window: PageWindow, now = Date.now()): Promise<{ count: number; rows: Viewing[] }> {
  const where = mine(userId, filter);
  const at = new Date(now).toISOString();
  const [[total], page] = await Promise.all([
    db.select({ n: count() }).from(viewings).where(where),
    db
      .select()
      .from(viewings)
      .where(where)
      .orderBy(
        sql`case when ${viewings.startAt} >= ${at}::timestamptz then 0 else 1 end`,
        sql`case when ${viewings.startAt} >= ${at}::timestamptz then ${viewings.startAt} end asc`,
        desc(viewings.startAt),
        desc(viewings.id),
      )
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const full = await completeViewings(db, page);
  return { count: total?.n ?? 0, rows: full.map((viewing) => viewingFor(viewing, userId, now)) };
}

/** The owner's coming viewings, accepted and proposed, soonest first, of one listing when `propertyId` is set (the dashboard's). */
export async function upcomingForOwner(db: Db, ownerId: number, propertyId: number | null, limit: number, now = Date.now()): Promise<Viewing[]> {
  const rows = await db
    .select()
    .from(viewings)
    .where(
      and(
        eq(viewings.ownerId, ownerId),
        inArray(viewings.status, [...OPEN]),
        gte(viewings.startAt, new Date(now)),
        propertyId === null ? undefined : eq(viewings.propertyId, propertyId),
      ),
    )
    .orderBy(asc(viewings.startAt), asc(viewings.id))
    .limit(limit);
  return (await completeViewings(db, rows)).map((viewing) => viewingFor(viewing, ownerId, now));
}

/** The buyer's open viewing of a listing (proposed, or accepted and still to come), if any. */
export async function openViewingOf(db: Db, propertyId: number, buyerId: number, now: number): Promise<ViewingRow | undefined> {
  const [row] = await db
    .select()
    .from(viewings)
    .where(
      and(
        eq(viewings.propertyId, propertyId),
        eq(viewings.buyerId, buyerId),
        or(eq(viewings.status, 'proposed'), and(eq(viewings.status, 'accepted'), gte(viewings.startAt, new Date(now)))),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Chat messages with the viewing each card shows, in its current state, as `viewerId` sees it
 * (`viewingIds[i]` is the viewing of `messages[i]`, null for an ordinary message). One read for
 * all the cards of a page; an ordinary message is left as it is.
 */
export async function withViewingCards<Message extends object>(db: Db, viewerId: number, viewingIds: (number | null)[], messages: Message[]): Promise<Message[]> {
  const ids = [...new Set(viewingIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return messages;
  const now = Date.now();
  const found = new Map((await loadViewings(db, ids)).map((full) => [full.row.id, viewingFor(full, viewerId, now)]));
  return messages.map((message, index) => {
    const viewing = found.get(viewingIds[index] ?? -1);
    return viewing ? { ...message, viewing } : message;
  });
}
