import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, makeUser } from './helper.js';

const registration = (overrides: Record<string, string> = {}) => ({
  username: 'wanjiru',
  first_name: 'Wanjiru',
  last_name: 'Kamau',
  email: 'wanjiru@example.com',
  password: 'savanna-sunrise-42',
  re_password: 'savanna-sunrise-42',
  ...overrides,
});

/** The activation link of the newest message in the outbox. */
function lastActivationLink(app: App): { uid: string; token: string } {
  const outbox = path.join(app.config.dataDir, 'outbox');
  const newest = readdirSync(outbox).sort().at(-1)!;
  const match = /\/activate\/([^/]+)\/([^/]+)\//.exec(readFileSync(path.join(outbox, newest), 'utf8'));
  return { uid: match![1]!, token: match![2]! };
}

describe('registration, activation and login', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('registers, e-mails a working activation link once, then logs in', async () => {
    const register = await app.inject({ method: 'POST', url: '/api/v1/auth/users/', payload: registration() });
    expect(register.statusCode).toBe(201);
    expect(register.json()).toMatchObject({ username: 'wanjiru', email: 'wanjiru@example.com', first_name: 'Wanjiru' });

    const login = { email: 'wanjiru@example.com', password: 'savanna-sunrise-42' };
    const early = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: login });
    expect(early.statusCode).toBe(401);
    expect(early.json().detail).toMatch(/not active yet/);

    const link = lastActivationLink(app);
    const activate = await app.inject({ method: 'POST', url: '/api/v1/auth/users/activation/', payload: link });
    expect(activate.statusCode).toBe(204);
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/users/activation/', payload: link });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: 'Stale token for given user.' });

    const ok = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { ...login, email: 'WANJIRU@example.com' } });
    expect(ok.statusCode).toBe(200);
    const { access, refresh } = ok.json();
    const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    expect(register.json()).not.toHaveProperty('id');
    expect(claims).toMatchObject({ token_type: 'access', is_guest: false });
    expect(typeof claims.user_id).toBe('number');
    expect(typeof refresh).toBe('string');
  });

  it('creates the profile with the defaults', async () => {
    const { headers } = await makeUser(app, { username: 'defaults' });
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers });
    expect(me.json().profile).toMatchObject({ username: 'defaults', country: 'KE', city: 'Nairobi', gender: 'Other', role: 'buyer', is_buyer: true });
  });

  it('requires all six fields, with a message for each missing one', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/users/', payload: {} });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    for (const field of ['username', 'first_name', 'last_name', 'email', 'password', 're_password']) {
      expect(body[field]).toEqual(['This field is required.']);
    }
  });

  it('refuses mismatched, weak and taken credentials', async () => {
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/',
      payload: registration({ username: 'other', email: 'other@example.com', re_password: 'something-else-42' }),
    });
    expect(mismatch.json().re_password).toEqual(['Passwords do not match!']);

    const weak = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/',
      payload: registration({ username: 'weakling', email: 'weak@example.com', password: '1234567', re_password: '1234567' }),
    });
    expect(weak.json().password).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is entirely numeric.',
    ]);

    // Usernames are public (every profile shows one): a taken one is refused by name.
    const taken = await app.inject({ method: 'POST', url: '/api/v1/auth/users/', payload: registration({ username: 'WANJIRU' }) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: ['A user with that username already exists.'] });

    const badEmail = await app.inject({ method: 'POST', url: '/api/v1/auth/users/', payload: registration({ username: 'x1', email: 'not-an-email' }) });
    expect(badEmail.json().email).toEqual(['Enter a valid email address.']);
  });

  it('answers a taken e-mail as a new one, and tells its owner instead of making an account', async () => {
    const fresh = await app.inject({ method: 'POST', url: '/api/v1/auth/users/', payload: registration({ username: 'achieng', email: 'achieng@example.com' }) });
    const outbox = path.join(app.config.dataDir, 'outbox');
    const mailsBefore = readdirSync(outbox).length;
    const taken = await app.inject({ method: 'POST', url: '/api/v1/auth/users/', payload: registration({ username: 'someone_else', email: ' Achieng@Example.com ' }) });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toEqual({ username: 'someone_else', email: 'achieng@example.com', first_name: 'Wanjiru', last_name: 'Kamau' });
    expect(taken.headers['estate-error-codes']).toBeUndefined();
    // The owner is told; no second account was made.
    const mails = readdirSync(outbox).sort();
    expect(mails.length).toBe(mailsBefore + 1);
    const told = readFileSync(path.join(outbox, mails.at(-1)!), 'utf8');
    expect(told).toContain('Someone tried to register an Estate account with this e-mail address');
    expect(told).not.toMatch(/\/activate\//);
    const again = await app.inject({ method: 'GET', url: '/api/v1/profile/user/someone_else/' });
    expect(again.statusCode).toBe(404);
  });

  it('takes as long to refuse an e-mail without an account as a wrong password: its time tells nothing', async () => {
    await makeUser(app, { username: 'timed', email: 'timed@example.com' });
    const signIn = async (email: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email, password: 'not-the-password-9' } });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so the machine's load weighs on both alike; a ratio within one run, not a time.
    for (let round = 0; round < 5; round += 1) {
      known.push(await signIn('timed@example.com'));
      unknown.push(await signIn(`nobody-${round}@example.com`));
    }
    // Without the dummy hash an unknown e-mail answered in ~4% of the time (6 ms against 143 ms).
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
  });

  it('refuses a forged or expired activation token', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/auth/users/', payload: registration({ username: 'late', email: 'late@example.com' }) });
    const { uid, token } = lastActivationLink(app);
    const forged = await app.inject({ method: 'POST', url: '/api/v1/auth/users/activation/', payload: { uid, token: `${token.split('-')[0]}-AAAA` } });
    expect(forged.json()).toEqual({ token: ['Invalid token for given user.'] });
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/auth/users/activation/', payload: { uid: 'OTk5OTk', token } });
    expect(unknown.json()).toEqual({ uid: ["Invalid user id or user doesn't exist."] });
    const userId = Number(Buffer.from(uid, 'base64url').toString());
    const stale = app.activationTokens.make(userId, Date.now() - (app.config.activationTokenTtlSeconds + 60) * 1000);
    const expired = await app.inject({ method: 'POST', url: '/api/v1/auth/users/activation/', payload: { uid, token: stale } });
    expect(expired.json().token[0]).toMatch(/expired/);
  });

  it('refuses a wrong password with SimpleJWT\u2019s message', async () => {
    await makeUser(app, { username: 'kip', email: 'kip@example.com' });
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email: 'kip@example.com', password: 'nope-nope-nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('No active account found with the given credentials');
  });

  it('answers malformed JSON with a 400 detail, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/jwt/create/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^JSON parse error/);
  });
});

describe('tokens', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refreshes once per refresh token and stops after logout', async () => {
    const { refresh } = await makeUser(app);
    const first = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh/', payload: { refresh } });
    expect(first.statusCode).toBe(200);
    const reused = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh/', payload: { refresh } });
    expect(reused.statusCode).toBe(401);

    const next = first.json().refresh;
    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/blacklist/', payload: { refresh: next } });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh/', payload: { refresh: next } });
    expect(afterLogout.statusCode).toBe(401);
  });

  it("answers 'Given token not valid for any token type' for a bad, refresh-typed or expired token", async () => {
    const { refresh, user } = await makeUser(app);
    const expiredApp = await buildTestApp({ accessTokenTtlSeconds: 0 } as never);
    const expired = await expiredApp.tokens.sign('access', user);
    await expiredApp.close();
    for (const token of ['garbage', refresh, expired]) {
      const response = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Given token not valid for any token type' });
    }
  });

  it("answers 'User is not authenticated' when no token is sent", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/profile/me/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('User is not authenticated');
  });
});

describe('rate limits', () => {
  it('answers 429 with a detail after too many logins from one address', async () => {
    const app = await buildTestApp({ authRateLimitPerMinute: 3 });
    const attempt = () => app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email: 'a@b.co', password: 'x' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/throttled/);
    await app.close();
  });
});
