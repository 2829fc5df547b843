import { and, asc, count, eq, gte, max, or } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { profiles, properties, reels, users } from '../db/schema.js';
import { availabilityWhere } from '../domain/listing-filters.js';
import { clipPath, profilePath, propertyPath } from './page-route.js';

/** The most URLs one sitemap file may hold (sitemaps.org); past it `/sitemap.xml` is an index of parts. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read a query: the sitemap never holds more than this many in memory. */
const BATCH_SIZE = 1000;

interface SitemapRow {
  /** The row's place in its source's order (its id): the key a batch starts after. */
  key: number;
  path: string;
  lastmod?: Date;
}

/**
 * One kind of page in the sitemap, read in its key order by keyset pagination (`key >= from`), so
 * each batch costs its own rows. A part that starts inside a source finds its first key with one
 * OFFSET over the ids (`keyAt`), once, not a batch at a time.
 */
interface SitemapSource {
  count(db: Db): Promise<number>;
  /** The key of the row at `offset` (0-based) in key order: where a part that starts inside this source begins. */
  keyAt(db: Db, offset: number): Promise<number | undefined>;
  /** Up to `limit` rows with key ≥ `from`, in key order. */
  rows(db: Db, from: number, limit: number): Promise<SitemapRow[]>;
}

/** Whose pages are public: registered, activated accounts (as the API's profile routes decide). */
const publicOwner = and(eq(users.isActive, true), eq(users.isGuest, false))!;
/** Listings the public lists show: on the market (sold and let ones leave them), of a public owner. */
const publicListing = and(availabilityWhere(), publicOwner)!;
/** Reels shown to the public: a public owner's, not hidden by a moderation case. */
const publicReel = and(publicOwner, eq(reels.moderationHidden, false))!;
const isAgent = or(eq(profiles.isAgent, true), eq(profiles.topAgent, true))!;

const listingSource: SitemapSource = {
  async count(db) {
    const [row] = await db.select({ n: count() }).from(properties).innerJoin(users, eq(users.id, properties.userId)).where(publicListing);
    return row?.n ?? 0;
  },
  async keyAt(db, offset) {
    const [row] = await db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(publicListing)
      .orderBy(asc(properties.id))
      .offset(offset)
      .limit(1);
    return row?.id;
  },
  async rows(db, from, limit) {
    const rows = await db
      .select({ id: properties.id, slug: properties.slug, updatedAt: properties.updatedAt })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(publicListing, gte(properties.id, from)))
      .orderBy(asc(properties.id))
      .limit(limit);
    return rows.map((row) => ({ key: row.id, path: propertyPath(row.slug), lastmod: row.updatedAt }));
  },
};

const reelSource: SitemapSource = {
  async count(db) {
    const [row] = await db.select({ n: count() }).from(reels).innerJoin(users, eq(users.id, reels.userId)).where(publicReel);
    return row?.n ?? 0;
  },
  async keyAt(db, offset) {
    const [row] = await db
      .select({ id: reels.id })
      .from(reels)
      .innerJoin(users, eq(users.id, reels.userId))
      .where(publicReel)
      .orderBy(asc(reels.id))
      .offset(offset)
      .limit(1);
    return row?.id;
  },
  async rows(db, from, limit) {
    const rows = await db
      .select({ id: reels.id, slug: reels.slug, createdAt: reels.createdAt })
      .from(reels)
      .innerJoin(users, eq(users.id, reels.userId))
      .where(and(publicReel, gte(reels.id, from)))
      .orderBy(asc(reels.id))
      .limit(limit);
    return rows.map((row) => ({ key: row.id, path: clipPath(row.slug), lastmod: row.createdAt }));
  },
};

/** Agents' and top agents' profiles: the people someone searches for by name. */
const agentSource: SitemapSource = {
  async count(db) {
    const [row] = await db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(and(publicOwner, isAgent));
    return row?.n ?? 0;
  },
  async keyAt(db, offset) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(publicOwner, isAgent))
      .orderBy(asc(users.id))
      .offset(offset)
      .limit(1);
    return row?.id;
  },
  async rows(db, from, limit) {
    const rows = await db
      .select({ id: users.id, username: users.username, updatedAt: profiles.updatedAt })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(publicOwner, isAgent, gte(users.id, from)))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => ({ key: row.id, path: profilePath(row.username), lastmod: row.updatedAt }));
  },
};

/** `/` and `/clips`, changed when their newest listing or reel came. */
const feedSource: SitemapSource = {
  count: async () => 2,
  keyAt: async (_db, offset) => (offset < 2 ? offset : undefined),
  async rows(db, from, limit) {
    const [[listing], [reel]] = await Promise.all([
      db
        .select({ at: max(properties.createdAt) })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.userId))
        .where(publicListing),
      db
        .select({ at: max(reels.createdAt) })
        .from(reels)
        .innerJoin(users, eq(users.id, reels.userId))
        .where(publicReel),
    ]);
    const feeds: SitemapRow[] = [
      { key: 0, path: '/', lastmod: listing?.at ?? undefined },
      { key: 1, path: '/clips', lastmod: reel?.at ?? undefined },
    ];
    return feeds.filter((row) => row.key >= from).slice(0, limit);
  },
};

/** Every public page, in this order: the feeds, listings, reels, agents. */
const SOURCES: readonly SitemapSource[] = [feedSource, listingSource, reelSource, agentSource];

/** How many URLs each source has now, and so how many files the sitemap takes at `limit` URLs a file. */
export async function sitemapPlan(db: Db, limit = SITEMAP_URL_LIMIT): Promise<{ counts: number[]; total: number; parts: number }> {
  const counts = await Promise.all(SOURCES.map((source) => source.count(db)));
  const total = counts.reduce((sum, n) => sum + n, 0);
  return { counts, total, parts: Math.max(1, Math.ceil(total / limit)) };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A W3C datetime (sitemaps.org's `lastmod`), to the second in UTC: `2026-11-26T14:38:04Z`. */
export const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A `<urlset>` of the URLs at positions [start, end) of all sources in order, streamed a batch of
 * rows at a time: the file is written as the rows are read, never held whole.
 */
export async function* urlset(db: Db, publicUrl: string, counts: number[], start: number, end: number, batchSize = BATCH_SIZE): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let sourceStart = 0;
  for (const [index, source] of SOURCES.entries()) {
    const sourceEnd = sourceStart + counts[index]!;
    const from = Math.max(start, sourceStart);
    let wanted = Math.min(end, sourceEnd) - from;
    if (wanted > 0) {
      let key = await source.keyAt(db, from - sourceStart);
      while (key !== undefined && wanted > 0) {
        const batch = Math.min(batchSize, wanted);
        const rows = await source.rows(db, key, batch);
        wanted -= rows.length;
        // A short batch is the source's end (rows may have gone since it was counted).
        key = rows.length < batch ? undefined : rows.at(-1)!.key + 1;
        if (rows.length === 0) break;
        yield rows
          .map(({ path, lastmod }) => `  <url><loc>${xml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : ''}</url>\n`)
          .join('');
      }
    }
    sourceStart = sourceEnd;
  }
  yield '</urlset>\n';
}

/** The `<sitemapindex>` naming `/sitemap-1.xml` … `/sitemap-{parts}.xml`. */
export function sitemapIndex(publicUrl: string, parts: number): string {
  const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${xml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
