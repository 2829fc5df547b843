import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { profiles, properties, propertyLikes, propertyPhotos, users } from '../db/schema.js';
import { MAX_COUNT, type PageWindow } from '../lib/pagination.js';
import type { Property } from '../schemas/property.js';
import { licenseFields } from './licenses.js';
import { availabilityWhere } from './listing-filters.js';

const ownerLicense = (profile: Parameters<typeof licenseFields>[0]) => {
  const { license_verified_year, license_status } = licenseFields(profile);
  return { owner_license_verified_year: license_verified_year, owner_license_status: license_status };
};

export const RELATED_LISTINGS_LIMIT = 6;

/** Newest first; the id breaks ties between listings created in the same instant. */
const newestFirst = [desc(properties.createdAt), desc(properties.id)] as const;

/**
 * The columns of a Property beside the stored ones: the owner, the price after tax (computed in
 * exact decimal arithmetic) and whether the caller likes it (by the likes' primary key, for the
 * page's rows only). The comment count is stored on the row (see the schema).
 */
function propertyColumns(viewerId: number | null) {
  return {
    property: properties,
    username: users.username,
    ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    ownerAgency: sql<string>`coalesce(${profiles.agency}, '')`,
    profilePhoto: profiles.profilePhoto,
    ownerLicenseYear: sql<number>`coalesce(${profiles.licenseYear}, 0)`.mapWith(Number),
    ownerLicenseVerifiedAt: profiles.licenseVerifiedAt,
    finalPrice: sql<number>`round(${properties.price} + ${properties.price} * ${properties.tax}, 2)`.mapWith(Number),
    isLiked:
      viewerId === null
        ? sql<boolean>`false`.mapWith(Boolean)
        : sql<boolean>`exists(select 1 from ${propertyLikes} where ${propertyLikes.propertyId} = ${properties.id} and ${propertyLikes.userId} = ${viewerId})`.mapWith(Boolean),
  };
}

/** Properties with their owners, ready for a where, an order and a window. */
function selectProperties(db: Db, viewerId: number | null) {
  return db
    .select(propertyColumns(viewerId))
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(profiles, eq(profiles.id, properties.userId))
    .$dynamic();
}

type PropertyRow = Awaited<ReturnType<ReturnType<typeof selectProperties>['execute']>>[number];

/** Shapes rows as the API shows them, with the photos of the whole batch read in one query. */
async function withPhotos(db: Db, rows: PropertyRow[]): Promise<Property[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select({ id: propertyPhotos.id, propertyId: propertyPhotos.propertyId, photo: propertyPhotos.photo })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, rows.map((row) => row.property.id)))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.id));
  const photosOf = new Map<number, { id: number; photo: string }[]>();
  for (const { id, propertyId, photo } of photos) {
    const list = photosOf.get(propertyId) ?? [];
    list.push({ id, photo });
    photosOf.set(propertyId, list);
  }
  return rows.map(({ property: p, username, ownerName, ownerAgency, ownerLicenseYear, ownerLicenseVerifiedAt, profilePhoto, finalPrice, isLiked }) => ({
    id: p.id,
    slug: p.slug,
    user: p.userId,
    username,
    owner_name: ownerName,
    owner_agency: ownerAgency,
    ...ownerLicense({ licenseYear: ownerLicenseYear, licenseVerifiedAt: ownerLicenseVerifiedAt }),
    profile_photo: profilePhoto ?? null,
    title: p.title,
    description: p.description,
    cover_photo: p.coverPhoto,
    photos: photosOf.get(p.id) ?? [],
    price: p.price,
    tax: p.tax,
    final_property_price: finalPrice,
    country: p.country,
    city: p.city,
    postal_code: p.postalCode,
    street_address: p.streetAddress,
    property_number: p.propertyNumber,
    plot_area: p.plotArea,
    total_floors: p.totalFloors,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    // Stored only through `matchChoice`, so the columns hold the enums' values.
    advert_type: p.advertType as Property['advert_type'],
    property_type: p.propertyType as Property['property_type'],
    property_status: p.propertyStatus as Property['property_status'],
    interior_features: p.interiorFeatures,
    exterior_features: p.exteriorFeatures,
    latitude: p.publicLatitude,
    longitude: p.publicLongitude,
    location_exact: p.locationExact,
    availability: p.availability as Property['availability'],
    views: p.views,
    is_liked: isLiked,
    like_count: p.likeCount,
    comment_count: p.commentCount,
    created_at: p.createdAt.toISOString(),
  }));
}

export interface PropertyPage {
  count: number;
  rows: Property[];
}

/** How many listings match `where`, counted up to one past MAX_COUNT (enough to know there are more). */
function countListings(db: Db, where: SQL | undefined) {
  const matches = db.select({ one: sql`1` }).from(properties).where(where).limit(MAX_COUNT + 1).as('matches');
  return db.select({ n: count() }).from(matches);
}

/**
 * One page of the listings matching `where`, newest first unless `orderBy` says otherwise (see
 * `listingOrder`). The page's ids are found first, in the order of an index on (…, created_at
 * desc, id desc) or the sort's own, and only those rows are joined to their owners: a deep page
 * skips index entries, not joined rows.
 */
export async function listProperties(
  db: Db,
  where: SQL | undefined,
  viewerId: number | null,
  window: PageWindow,
  orderBy: readonly SQL[] = newestFirst,
): Promise<PropertyPage> {
  const pageIds = db.select({ id: properties.id }).from(properties).where(where).orderBy(...orderBy).limit(window.limit).offset(window.offset);
  const [[total], rows] = await Promise.all([
    countListings(db, where),
    selectProperties(db, viewerId)
      .where(inArray(properties.id, pageIds))
      .orderBy(...orderBy),
  ]);
  return { count: total?.n ?? 0, rows: await withPhotos(db, rows) };
}

/**
 * One page of what a user likes, the most recently liked first (by the likes' user index); a
 * listing a moderation case holds hidden is left out until it returns (the like is kept).
 */
export async function listLikedProperties(db: Db, userId: number, window: PageWindow): Promise<PropertyPage> {
  const liked = db
    .select({ one: sql`1` })
    .from(propertyLikes)
    .innerJoin(properties, eq(properties.id, propertyLikes.propertyId))
    .where(and(eq(propertyLikes.userId, userId), eq(properties.moderationHidden, false)))
    .limit(MAX_COUNT + 1)
    .as('liked');
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(liked),
    selectProperties(db, userId)
      .innerJoin(propertyLikes, and(eq(propertyLikes.propertyId, properties.id), eq(propertyLikes.userId, userId)))
      .where(eq(properties.moderationHidden, false))
      .orderBy(desc(propertyLikes.createdAt), desc(properties.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total?.n ?? 0, rows: await withPhotos(db, rows) };
}

export async function loadProperty(db: Db, id: number, viewerId: number | null): Promise<Property | undefined> {
  const rows = await selectProperties(db, viewerId).where(eq(properties.id, id));
  const [property] = await withPhotos(db, rows);
  return property;
}

/** A listing named by its id (all digits) or its slug (never all digits), if it exists: its id, owner and whether a moderation case hides it. */
export async function findPropertyRef(db: Db, idOrSlug: string): Promise<{ id: number; userId: number; moderationHidden: boolean } | undefined> {
  const byId = /^\d{1,10}$/.test(idOrSlug) && Number(idOrSlug) <= 2_147_483_647;
  const [row] = await db
    .select({ id: properties.id, userId: properties.userId, moderationHidden: properties.moderationHidden })
    .from(properties)
    .where(byId ? eq(properties.id, Number(idOrSlug)) : eq(properties.slug, idOrSlug.toLowerCase()));
  return row;
}

/**
 * Whether a viewer may see an item a moderation case holds hidden: only its owner and moderators.
 * Everyone else gets the item's usual 404.
 */
export const seesHidden = (ownerId: number, viewer: { id: number; isModerator?: boolean } | null | undefined): boolean =>
  Boolean(viewer && (viewer.id === ownerId || viewer.isModerator));

/**
 * Up to six other listings of the same type or in the same city (of the same country), newest
 * first. Two small queries, each walking its own index, rather than one OR that would scan.
 */
export async function relatedListings(
  db: Db,
  property: Pick<Property, 'id' | 'property_type' | 'country' | 'city'>,
  viewerId: number | null,
): Promise<Property[]> {
  const candidates = { id: properties.id, createdAt: properties.createdAt };
  const others = and(ne(properties.id, property.id), availabilityWhere());
  const [sameType, sameCity] = await Promise.all([
    db
      .select(candidates)
      .from(properties)
      .where(and(eq(properties.propertyType, property.property_type), others))
      .orderBy(...newestFirst)
      .limit(RELATED_LISTINGS_LIMIT),
    property.city
      ? db
          .select(candidates)
          .from(properties)
          .where(and(eq(properties.country, property.country), sql`lower(${properties.city}) = ${property.city.toLowerCase()}`, others))
          .orderBy(...newestFirst)
          .limit(RELATED_LISTINGS_LIMIT)
      : Promise.resolve([]),
  ]);
  const ids = [...new Map([...sameType, ...sameCity].map((row) => [row.id, row])).values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, RELATED_LISTINGS_LIMIT)
    .map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await selectProperties(db, viewerId)
    .where(inArray(properties.id, ids))
    .orderBy(...newestFirst);
  return withPhotos(db, rows);
}
