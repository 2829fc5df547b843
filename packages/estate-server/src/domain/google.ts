import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { users } from '../db/schema.js';
import { conflict, refusal } from '../lib/errors.js';
import { hashPassword } from '../lib/passwords.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import type { OidcIdentity } from '../oidc/client.js';
import { createUser, findUserByEmail, findUserByUsername, type UserRow } from './users.js';

export interface SignInOutcome {
  user: UserRow;
  created: boolean;
}

const USERNAME_MAX = 150;
const NAME_MAX = 150;

/** Letters, digits and @/./+/-/_ (the registration rule), at most 150 characters. */
const usernameSafe = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '.').replace(/[^\w.@+-]/g, '');

/** A readable handle: the e-mail's local part without a `+tag`, else the name, else `user`. */
export function usernameBase(identity: Pick<OidcIdentity, 'email' | 'name' | 'givenName' | 'familyName'>): string {
  const local = (identity.email ?? '').split('@')[0]!.split('+')[0]!;
  const name = identity.name ?? [identity.givenName, identity.familyName].filter(Boolean).join(' ');
  const base = (usernameSafe(local) || usernameSafe(name) || 'user').toLowerCase();
  // Room for the suffix a taken handle gets.
  return base.slice(0, USERNAME_MAX - 7);
}

async function freeUsername(db: Db, base: string): Promise<string> {
  if (!(await findUserByUsername(db, base))) return base;
  for (;;) {
    const candidate = `${base}_${randomBytes(3).toString('hex')}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
}

export const emailNotVerified = () =>
  refusal(400, 'email_not_verified', {}, true);

export const emailMissing = () =>
  refusal(400, 'email_missing', {}, true);

/** A password nobody knows: the account signs in through Google until its owner resets it. */
const unguessablePassword = () => randomBytes(32).toString('base64url');

/**
 * The account of a person whose e-mail the issuer has verified: the one registered with that
 * e-mail (any case), else a new active account. A guest account never matches.
 */
export async function signInWithVerifiedEmail(db: Db, identity: OidcIdentity): Promise<SignInOutcome> {
  if (!identity.email) throw emailMissing();
  if (!identity.emailVerified) throw emailNotVerified();
  const email = identity.email;
  // A concurrent sign-in may take the e-mail or the username between the look-up and the insert.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await findUserByEmail(db, email);
    if (existing) return { user: await signInExisting(db, existing), created: false };
    try {
      const user = await createUser(db, {
        username: await freeUsername(db, usernameBase(identity)),
        email,
        password: unguessablePassword(),
        first_name: (identity.givenName ?? identity.name ?? '').slice(0, NAME_MAX),
        last_name: (identity.familyName ?? '').slice(0, NAME_MAX),
        isActive: true,
      });
      const [signedIn] = await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id)).returning();
      return { user: signedIn!, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('google_sign_in_busy');
}

async function signInExisting(db: Db, user: UserRow): Promise<UserRow> {
  if (user.isGuest) throw conflict('guest_email');
  const changes: Partial<typeof users.$inferInsert> = { lastLogin: new Date() };
  if (!user.isActive) {
    changes.isActive = true;
    // Whoever registered this address never proved they own it, so their password must not open
    // the account its real owner has just claimed through Google.
    changes.passwordHash = await hashPassword(unguessablePassword());
  }
  const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  return updated!;
}

/** The web app's callback screen (spec section 2). */
export const CALLBACK_PATH = '/google-auth-callback';

/**
 * Where the issuer may have sent the person back: the callback of the public app, or of a partner
 * origin allowed to call the API (an embedding site hosts the same screen). The issuer also checks
 * it against the client's registered redirect URIs.
 */
export function allowedRedirectUris(config: { publicUrl: string; corsOrigins: string[] }): string[] {
  return [...new Set([`${config.publicUrl}${CALLBACK_PATH}`, ...config.corsOrigins.map((origin) => `${origin}${CALLBACK_PATH}`)])];
}
