import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { revokedTokenFamilies, revokedTokens } from '../db/schema.js';

/**
 * Refresh-token rotation with reuse detection (RFC 9700, section 4.14.2): every refresh token is
 * traded once; a login starts a family that each refresh carries on; a token used a second time
 * means two parties hold the family, so the whole family stops refreshing. Access tokens stay
 * stateless: one already given out lives its 15 minutes.
 */

export interface RefreshTokenRecord {
  jti: string;
  family: string;
  /** When the token expires: its row is useless after that. */
  expiresAt: Date;
}

/**
 * Retires a refresh token and answers whether this call was the one that retired it, which is the
 * call allowed to trade it for a new pair. One statement decides, so two simultaneous refreshes
 * with one token cannot both win: the jti's primary key lets one insert through, and a token of a
 * revoked family is never inserted. False means the token was used before or its family is dead.
 */
export async function retireRefreshToken(db: Db, token: RefreshTokenRecord): Promise<boolean> {
  const retired = await db
    .insert(revokedTokens)
    .select(
      sql`select ${token.jti}::varchar, ${token.family}::varchar, ${token.expiresAt.toISOString()}::timestamptz
        where not exists (select 1 from ${revokedTokenFamilies} where ${revokedTokenFamilies.family} = ${token.family})`,
    )
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return retired.length === 1;
}

/**
 * Stops a family from refreshing, until `until`: the moment its newest token expires, which is at
 * most one refresh lifetime from now (the caller adds a margin for a rotation racing this one).
 */
export async function revokeFamily(db: Db, family: string, until: Date): Promise<void> {
  await db.insert(revokedTokenFamilies).values({ family, expiresAt: until }).onConflictDoNothing();
}

/** Forgets revocations of tokens and families that have expired anyway. */
export async function pruneRevocations(db: Db, now = new Date()): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db.delete(revokedTokenFamilies).where(lt(revokedTokenFamilies.expiresAt, now));
}
