import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { issue, textOf, type ErrorCode, type Issue } from './errors.js';

/** scrypt parameters: N=2^15, r=8, p=1 (OWASP's minimum is N=2^17 at r=8 for interactive logins on faster hosts). */
const PARAMS: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of nothing anyone knows, made once, to verify against when there is no account. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` is the account's, taking the same time when there is no account (`stored`
 * undefined): the password is checked against a dummy hash then, so how long sign-in takes does not
 * tell whether an e-mail has an account. Always false without one.
 */
export async function verifyPasswordOrDummy(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
  'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'admin123', 'letmein1', 'trustno1',
  'abc12345', 'passw0rd', 'p@ssw0rd', 'changeme', 'monkey123', 'dragon123', '11111111', '00000000', 'asdfghjk',
]);

const similar = (password: string, other: string) => {
  const a = password.toLowerCase();
  const b = other.toLowerCase();
  return b.length >= 3 && (a.includes(b) || b.includes(a));
};

const MIN_PASSWORD_LENGTH = 8;

/** Django's default password validators, as issues (`textOf` gives Django's messages). */
export function passwordIssues(password: string, user: { username?: string; email?: string; first_name?: string; last_name?: string }): Issue[] {
  const problems: Issue[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(issue('password_too_short', { min: MIN_PASSWORD_LENGTH }));
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push(issue('password_too_common'));
  if (/^\d+$/.test(password)) problems.push(issue('password_entirely_numeric'));
  const attributes: [ErrorCode, string | undefined][] = [
    ['password_like_username', user.username],
    ['password_like_email', user.email?.split('@')[0]],
    ['password_like_first_name', user.first_name],
    ['password_like_last_name', user.last_name],
  ];
  const match = attributes.find(([, value]) => value && similar(password, value));
  if (match) problems.push(issue(match[0]));
  return problems;
}

/** `passwordIssues` as Django's messages. */
export const passwordProblems = (...args: Parameters<typeof passwordIssues>): string[] => passwordIssues(...args).map(textOf);
