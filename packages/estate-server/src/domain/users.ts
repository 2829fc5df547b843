import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { profiles, users } from '../db/schema.js';
import { FieldErrorCollector } from '../lib/errors.js';
import { hashPassword, passwordIssues } from '../lib/passwords.js';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  isActive?: boolean;
  isGuest?: boolean;
  profile?: Partial<typeof profiles.$inferInsert>;
}

export type UserRow = typeof users.$inferSelect;

const USERNAME = /^[\w.@+-]{1,150}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * Djoser's registration checks, with its messages where it has them and the spec's for the
 * passwords. Fields are checked in form order, so the errors read in that order too.
 */
export async function checkRegistration(db: Db, input: Record<string, string | undefined>): Promise<FieldErrorCollector> {
  const errors = new FieldErrorCollector();
  const value = (field: string) => input[field]?.trim() ?? '';
  const { password = '', re_password = '' } = input;
  for (const field of ['username', 'first_name', 'last_name', 'email', 'password', 're_password']) {
    if (!value(field)) {
      errors.add(field, 'required');
      continue;
    }
    if (field === 'username') {
      if (!USERNAME.test(value(field))) {
        errors.add(field, 'invalid_username');
      } else if (await findUserByUsername(db, value(field))) {
        errors.add(field, 'username_taken');
      }
    }
    // An e-mail that has an account is not refused here: the route answers as for a new one.
    if (field === 'email' && !EMAIL.test(value(field))) errors.add(field, 'invalid_email');
    if (field === 'password') for (const problem of passwordIssues(password, input)) errors.push(field, problem);
    if (field === 're_password' && password && password !== re_password) errors.add(field, 'passwords_do_not_match');
  }
  return errors;
}

/** Creates a user and their profile together. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username.trim(),
        email: normalizeEmail(input.email),
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        passwordHash,
        isActive: input.isActive ?? false,
        isGuest: input.isGuest ?? false,
      })
      .returning();
    await tx.insert(profiles).values({ ...input.profile, id: user!.id });
    return user!;
  });
}

/** A guest: an active account with no usable password that may read but not write. */
export async function createGuest(db: Db): Promise<UserRow> {
  const handle = `guest_${randomBytes(5).toString('hex')}`;
  return createUser(db, {
    username: handle,
    email: `${handle}@guest.invalid`,
    password: randomBytes(24).toString('base64url'),
    first_name: 'Guest',
    last_name: '',
    isActive: true,
    isGuest: true,
  });
}

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();
