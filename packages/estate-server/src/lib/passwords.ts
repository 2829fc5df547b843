import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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

/** Django's default password validators, with their messages. */
export function passwordProblems(password: string, user: { username?: string; email?: string; first_name?: string; last_name?: string }): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('This password is too short. It must contain at least 8 characters.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  const attributes: [string, string | undefined][] = [
    ['username', user.username],
    ['email address', user.email?.split('@')[0]],
    ['first name', user.first_name],
    ['last name', user.last_name],
  ];
  const match = attributes.find(([, value]) => value && similar(password, value));
  if (match) problems.push(`The password is too similar to the ${match[0]}.`);
  return problems;
}
