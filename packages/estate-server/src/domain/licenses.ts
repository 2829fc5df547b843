import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { moderationActions, profiles, users } from '../db/schema.js';
import type { PageWindow } from '../lib/pagination.js';
import { fullName } from './users.js';

/** The first practising-certificate year the profile form takes. */
export const LICENSE_YEAR_MIN = 2000;

/**
 * Where an agent's licence stands on their public profile. The Estate Agents Registration Board
 * issues practising certificates for a calendar year (they lapse on 31 December, under the Estate
 * Agents Act, Cap. 533): a check against the register holds for the year it read, and a verified
 * year before the current one shows as expired. No verification (or a number changed since): unverified.
 */
export type LicenseStatus = 'verified' | 'expired' | 'unverified';

export function licenseStatus(profile: { licenseYear: number; licenseVerifiedAt: Date | null }, now = new Date()): LicenseStatus {
  if (!profile.licenseVerifiedAt || !profile.licenseYear) return 'unverified';
  return profile.licenseYear < now.getUTCFullYear() ? 'expired' : 'verified';
}

/** The fields every payload that shows the badge carries. */
export function licenseFields(profile: { licenseYear: number; licenseVerifiedAt: Date | null }, now = new Date()) {
  return {
    license_verified_year: profile.licenseVerifiedAt && profile.licenseYear ? profile.licenseYear : null,
    license_status: licenseStatus(profile, now),
  };
}

/** The latest year the profile form takes: next year's certificate may be issued in December. */
export const licenseYearMax = (now = new Date()) => now.getUTCFullYear() + 1;

export interface LicenseToVerify {
  username: string;
  full_name: string;
  profile_photo: string | null;
  agency: string;
  license: string;
  license_year: number | null;
  updated_at: string;
}

/**
 * Agents who gave a registration number not verified yet, oldest change first; one a moderator
 * rejected leaves the list until the agent changes their profile again.
 */
export async function listLicensesToVerify(db: Db, window: PageWindow): Promise<{ count: number; rows: LicenseToVerify[] }> {
  const rejectedSinceChange = sql`exists (select 1 from ${moderationActions} where ${moderationActions.subjectId} = ${users.id}
    and ${moderationActions.action} = 'reject_license' and ${moderationActions.createdAt} >= ${profiles.updatedAt})`;
  const where = and(
    or(eq(profiles.isAgent, true), eq(profiles.topAgent, true)),
    ne(profiles.license, ''),
    isNull(profiles.licenseVerifiedAt),
    eq(users.isActive, true),
    isNull(users.suspendedAt),
    sql`not ${rejectedSinceChange}`,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
    db
      .select({ user: users, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(profiles.updatedAt, users.id)
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return {
    count: total?.n ?? 0,
    rows: rows.map(({ user, profile }) => ({
      username: user.username,
      full_name: fullName(user),
      profile_photo: profile.profilePhoto,
      agency: profile.agency,
      license: profile.license,
      license_year: profile.licenseYear || null,
      updated_at: profile.updatedAt.toISOString(),
    })),
  };
}

/** The agent whose licence a moderator checks; undefined for no such active account. */
export async function findLicensee(db: Db, username: string) {
  const [row] = await db.select({ user: users, profile: profiles }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.username, username));
  return row;
}

/** Marks the licence checked against the register for `year`, by `moderatorId`. */
export async function verifyLicense(db: Db, userId: number, moderatorId: number, year: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    // `updatedAt` is left as is: it dates the agent's own last change (the queue's order).
    await tx.update(profiles).set({ licenseYear: year, licenseVerifiedAt: new Date(), licenseVerifiedBy: moderatorId }).where(eq(profiles.id, userId));
    await tx.insert(moderationActions).values({ subjectId: userId, moderatorId, action: 'verify_license', reason });
  });
}

/** Records that the number or year does not match the register (any verification is withdrawn). */
export async function rejectLicense(db: Db, userId: number, moderatorId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ licenseVerifiedAt: null, licenseVerifiedBy: null }).where(eq(profiles.id, userId));
    await tx.insert(moderationActions).values({ subjectId: userId, moderatorId, action: 'reject_license', reason });
  });
}
