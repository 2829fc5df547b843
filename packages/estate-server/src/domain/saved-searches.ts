import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Db } from '../db/connect.js';
import { properties, savedSearches, savedSearchMatches, users } from '../db/schema.js';
import { FieldErrorCollector, fieldRefusal, notFound } from '../lib/errors.js';
import type { PageWindow } from '../lib/pagination.js';
import { LISTING_FILTER_FIELDS, LISTING_FILTER_NAMES } from '../schemas/listing-filters.js';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../schemas/saved-search.js';
import { bboxPolygon, polygonParam, publicPoint } from './listing-area.js';
import { compareFilter, type ListingFilterInput, type ListingFilterKey, readListingFilters } from './listing-filters.js';
import { type LiveNotifier, notify } from './notifications.js';

type SavedSearchItem = Static<typeof SavedSearch>;
type SavedSearchRow = typeof savedSearches.$inferSelect;

/** At most one digest e-mail a search in this long. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The most listings one digest lists; it says how many more matched. */
export const DIGEST_MAX_LISTINGS = 20;

/** A saved search's filter columns: the table's keys (`minPrice`, ...), the map area and the sort. */
export type FilterColumns = Partial<Pick<SavedSearchRow, ListingFilterKey | 'area' | 'sort'>>;

/** A saved search's filters as `readListingFilters` reads them: the row's values under their API names. */
function storedFilters(row: FilterColumns): ListingFilterInput {
  const input: ListingFilterInput = { sort: row.sort, polygon: row.area ? polygonParam(row.area) : undefined };
  for (const name of LISTING_FILTER_NAMES) input[name] = row[LISTING_FILTER_FIELDS[name].key];
  return input;
}

/**
 * The filters of a body as columns, read and checked by `readListingFilters`, as a listing page's
 * query is: the same messages, digits and ranges. Only the filters the body names are returned (a
 * null or blank one clears it); `current` is the search being changed, whose other filters are read
 * with them, so that a range changed at one end is checked against the stored other end.
 */
export function checkFilters(input: ListingFilterInput, errors: FieldErrorCollector, current?: FilterColumns): FilterColumns {
  const named = LISTING_FILTER_NAMES.filter((name) => input[name] !== undefined);
  const merged: ListingFilterInput = { ...(current && storedFilters(current)) };
  for (const name of named) merged[name] = input[name];
  if (input.sort !== undefined) merged.sort = input.sort;
  const areaNamed = input.bbox !== undefined || input.polygon !== undefined;
  if (areaNamed) Object.assign(merged, { bbox: input.bbox, polygon: input.polygon });
  const filters = readListingFilters(merged, errors);

  const out: Record<string, unknown> = {};
  for (const name of named) {
    const { key } = LISTING_FILTER_FIELDS[name];
    out[key] = filters[key] ?? null;
  }
  if (input.sort !== undefined) out.sort = filters.sort;
  // One area is kept: the drawn polygon, else the box's corners; null clears it.
  if (areaNamed) out.area = filters.area?.polygon ?? (filters.area?.bbox && bboxPolygon(filters.area.bbox)) ?? null;
  return out as FilterColumns;
}

/** Whether a search narrows the listings at all: a search of everything alerts on every listing. */
function hasAnyFilter(columns: FilterColumns): boolean {
  return columns.area != null || LISTING_FILTER_NAMES.some((name) => columns[LISTING_FILTER_FIELDS[name].key] != null);
}

function toItem(row: SavedSearchRow, newMatches: number): SavedSearchItem {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    advert_type: row.advertType,
    property_type: row.propertyType,
    property_status: row.propertyStatus,
    min_price: row.minPrice,
    max_price: row.maxPrice,
    min_bedrooms: row.minBedrooms,
    min_bathrooms: row.minBathrooms,
    min_plot_area: row.minPlotArea,
    max_plot_area: row.maxPlotArea,
    polygon: row.area ? polygonParam(row.area) : null,
    sort: row.sort,
    alerts: row.alerts,
    new_matches: newMatches,
    last_digest_at: row.lastDigestAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const pendingMatches = (searchId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${savedSearchMatches} where ${savedSearchMatches.savedSearchId} = ${searchId} and ${savedSearchMatches.digestedAt} is null)`;

/** One person's saved searches, newest first; uses `saved_searches_user_idx`. */
export async function listSavedSearches(db: Db, userId: number, window: PageWindow): Promise<{ count: number; rows: SavedSearchItem[] }> {
  const mine = eq(savedSearches.userId, userId);
  const [[total], page] = await Promise.all([
    db.select({ n: count() }).from(savedSearches).where(mine),
    db
      .select({ search: savedSearches, newMatches: pendingMatches(savedSearches.id) })
      .from(savedSearches)
      .where(mine)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total?.n ?? 0, rows: page.map((row) => toItem(row.search, row.newMatches)) };
}

async function nameTaken(db: Db, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), sql`lower(${savedSearches.name}) = lower(${name})`, exceptId ? ne(savedSearches.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export interface SavedSearchInput extends ListingFilterInput {
  name: string;
  alerts?: boolean;
}

/** Saves a search for one person: a unique name, at least one filter, at most MAX_SAVED_SEARCHES. */
export async function createSavedSearch(db: Db, userId: number, input: SavedSearchInput): Promise<SavedSearchItem> {
  const errors = new FieldErrorCollector();
  const columns = checkFilters(input, errors);
  errors.throwIfAny();
  if (!hasAnyFilter(columns)) throw fieldRefusal('non_field_errors', 'no_filter');
  const [mine] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  if ((mine?.n ?? 0) >= MAX_SAVED_SEARCHES) {
    throw fieldRefusal('non_field_errors', 'saved_search_limit', { max: MAX_SAVED_SEARCHES });
  }
  if (await nameTaken(db, userId, input.name)) throw fieldRefusal('name', 'duplicate_name');
  const [row] = await db
    .insert(savedSearches)
    .values({ ...columns, userId, name: input.name, alerts: input.alerts ?? true, unsubscribeToken: newUnsubscribeToken() })
    .returning();
  return toItem(row!, 0);
}

async function findMine(db: Db, userId: number, id: number): Promise<SavedSearchRow> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  // Someone else's search is as unknown as a missing one.
  if (!row) throw notFound('saved_search_not_found');
  return row;
}

/** Renames, refilters or turns alerts on and off; only the named fields change. */
/** The secret of a digest's unsubscribe link. */
const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

export async function updateSavedSearch(db: Db, userId: number, id: number, input: Partial<SavedSearchInput>): Promise<SavedSearchItem> {
  const current = await findMine(db, userId, id);
  const errors = new FieldErrorCollector();
  const columns = checkFilters(input, errors, current);
  errors.throwIfAny();
  if (!hasAnyFilter({ ...current, ...columns })) throw fieldRefusal('non_field_errors', 'no_filter');
  if (input.name !== undefined && (await nameTaken(db, userId, input.name, id))) throw fieldRefusal('name', 'duplicate_name');
  // Alerts turned back on get a new unsubscribe link: an old e-mail's link no longer turns them off.
  const resumed = input.alerts === true && !current.alerts;
  const changes = {
    ...columns,
    ...(input.name !== undefined && { name: input.name }),
    ...(input.alerts !== undefined && { alerts: input.alerts }),
    ...(resumed && { unsubscribeToken: newUnsubscribeToken() }),
  };
  const [row] = Object.keys(changes).length
    ? await db.update(savedSearches).set(changes).where(eq(savedSearches.id, id)).returning()
    : [current];
  const [pending] = await db
    .select({ n: count() })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.digestedAt)));
  return toItem(row!, pending?.n ?? 0);
}

export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!deleted.length) throw notFound('saved_search_not_found');
}

/** Turns a search's alerts off by its e-mail token, without signing in; again is the same answer. */
export async function unsubscribe(db: Db, token: string): Promise<{ name: string; alerts: false }> {
  const [row] = await db.update(savedSearches).set({ alerts: false }).where(eq(savedSearches.unsubscribeToken, token)).returning({ name: savedSearches.name });
  if (!row) throw notFound('unsubscribe_link_invalid');
  return { name: row.name, alerts: false };
}

interface MatchedSearch {
  id: number;
  user_id: number;
  name: string;
}

/**
 * Records a new listing against every saved search with alerts on that it matches (a null filter
 * is "any"), in one statement, its author's own searches left out; then tells each owner in the
 * app. Answers the ids of the searches it matched, for their e-mail (`sendDueDigests`).
 */
export async function matchNewListing(db: Db, live: LiveNotifier, propertyId: number): Promise<number[]> {
  const s = savedSearches;
  const p = properties;
  // Each filter of the table: null is "any", else the listing's column compares with it as on a listing page.
  const filtersMatch = LISTING_FILTER_NAMES.map((name) => {
    const { key, column, compare } = LISTING_FILTER_FIELDS[name];
    return sql`(${s[key]} is null or ${compareFilter(compare, p[column], s[key])})`;
  });
  const result = (await db.execute(sql`
    with matched as (
      insert into ${savedSearchMatches} (saved_search_id, property_id)
      select ${s.id}, ${p.id} from ${s} join ${p} on ${p.id} = ${propertyId}
      where ${s.alerts} and ${s.userId} <> ${p.userId}
        and ${sql.join(filtersMatch, sql` and `)}
        and (${s.area} is null or (${p.publicLatitude} is not null and ${publicPoint} <@ ${s.area}))
      on conflict do nothing
      returning saved_search_id
    )
    select ss.id, ss.user_id, ss.name from matched m join saved_searches ss on ss.id = m.saved_search_id order by ss.id
  `)) as unknown as { rows: MatchedSearch[] };
  if (!result.rows.length) return [];
  const [listing] = await db.select({ userId: p.userId, title: p.title, slug: p.slug }).from(p).where(eq(p.id, propertyId));
  if (!listing) return [];
  for (const search of result.rows) {
    await notify(db, live, {
      userId: search.user_id,
      actorId: listing.userId,
      kind: 'saved_search',
      message: `New listing matching \u201c${search.name}\u201d: ${listing.title || 'Untitled listing'}`,
      link: `/property/${listing.slug}/`,
    });
  }
  return result.rows.map((search) => search.id);
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * Sends every digest that is due at `now` (of the searches `only`, when given): one e-mail per
 * search with alerts on, undigested matches, and no digest in the last 24 hours, carrying those
 * matches. So a search's first match is mailed at once, and later ones wait for the day to pass.
 * Each search is claimed by moving its `lastDigestAt` first, so two servers sweeping at once send
 * it once. Answers how many went out.
 */
export async function sendDueDigests(app: FastifyInstance, now: Date = new Date(), only?: number[]): Promise<number> {
  if (only?.length === 0) return 0;
  const db = app.db;
  const cutoff = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const due = await db
    .selectDistinct({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(savedSearchMatches, and(eq(savedSearchMatches.savedSearchId, savedSearches.id), isNull(savedSearchMatches.digestedAt)))
    .where(
      and(
        eq(savedSearches.alerts, true),
        sql`(${savedSearches.lastDigestAt} is null or ${savedSearches.lastDigestAt} <= ${cutoff.toISOString()})`,
        only ? inArray(savedSearches.id, only) : undefined,
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await sendDigest(app, id, now, cutoff)) sent += 1;
    } catch (error) {
      app.log.error({ err: error, savedSearchId: id }, 'saved search digest failed');
    }
  }
  return sent;
}

async function sendDigest(app: FastifyInstance, id: number, now: Date, cutoff: Date): Promise<boolean> {
  const db = app.db;
  const [claimed] = await db
    .update(savedSearches)
    .set({ lastDigestAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.alerts, true), sql`(${savedSearches.lastDigestAt} is null or ${savedSearches.lastDigestAt} <= ${cutoff.toISOString()})`))
    .returning();
  if (!claimed) return false;
  const [owner] = await db.select({ email: users.email, username: users.username, firstName: users.firstName, isActive: users.isActive }).from(users).where(eq(users.id, claimed.userId));
  const matches = await db
    .select({ id: properties.id, title: properties.title, slug: properties.slug, price: properties.price, city: properties.city, country: properties.country })
    .from(savedSearchMatches)
    .innerJoin(properties, eq(properties.id, savedSearchMatches.propertyId))
    // A listing hidden since it matched is left out of the e-mail (and stays undigested until it returns).
    .where(and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.digestedAt), eq(properties.moderationHidden, false)))
    .orderBy(desc(savedSearchMatches.createdAt), desc(properties.id));
  if (matches.length) {
    await db
      .update(savedSearchMatches)
      .set({ digestedAt: now })
      .where(and(eq(savedSearchMatches.savedSearchId, id), inArray(savedSearchMatches.propertyId, matches.map((m) => m.id))));
  }
  if (!owner?.isActive || !matches.length) return false;
  await app.mailer.send(digestMail(app.config.publicUrl, owner, claimed, matches));
  return true;
}

interface DigestListing {
  title: string;
  slug: string;
  price: number;
  city: string;
  country: string;
}

/** The digest e-mail: each listing's title, price, place and link; the search's results; an unsubscribe link (the app's /unsubscribe/{token}). */
export function digestMail(publicUrl: string, owner: { email: string; username: string; firstName: string }, search: SavedSearchRow, matches: DigestListing[]) {
  const shown = matches.slice(0, DIGEST_MAX_LISTINGS);
  const more = matches.length - shown.length;
  const count = matches.length === 1 ? '1 new listing matches' : `${matches.length} new listings match`;
  return {
    to: owner.email,
    subject: `${count} \u201c${search.name}\u201d`,
    text: [
      `Hello ${owner.firstName || owner.username},`,
      '',
      `${count} your saved search \u201c${search.name}\u201d:`,
      '',
      ...shown.flatMap((m) => [
        `- ${m.title || 'Untitled listing'} \u2014 ${money.format(m.price)}${m.city ? ` \u2014 ${m.city}, ${m.country}` : ` \u2014 ${m.country}`}`,
        `  ${publicUrl}/property/${m.slug}/`,
      ]),
      ...(more > 0 ? ['', `And ${more} more: ${publicUrl}/my-profile#saved-searches`] : []),
      '',
      'You get at most one of these e-mails a day for each saved search.',
      `Stop these alerts: ${publicUrl}/unsubscribe/${search.unsubscribeToken}`,
    ].join('\n'),
  };
}
