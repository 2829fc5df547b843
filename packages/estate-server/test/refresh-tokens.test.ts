import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { revokedTokenFamilies, revokedTokens } from '../src/db/schema.js';
import { pruneRevocations } from '../src/domain/refresh-tokens.js';
import { buildTestApp, makeUser } from './helper.js';

const PASSWORD = 'correct-horse-battery';
const INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('refresh-token rotation and families', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh/', payload: { refresh: token } });
  const logout = (token: string) => app.inject({ method: 'POST', url: '/api/v1/auth/jwt/blacklist/', payload: { refresh: token } });

  async function login(email: string): Promise<{ access: string; refresh: string }> {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** The refresh token a refresh answers, failing the test when it is refused. */
  async function rotate(token: string): Promise<string> {
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    return response.json().refresh;
  }

  it('starts a family at each login and keeps it through refreshes', async () => {
    const { user } = await makeUser(app, { password: PASSWORD });
    const first = await login(user.email);
    const second = await login(user.email);
    const family = claimsOf(first.refresh).fam;
    expect(family).toEqual(expect.any(String));
    expect(claimsOf(second.refresh).fam).not.toBe(family);
    expect(claimsOf(first.access).fam).toBeUndefined();

    const rotated = await rotate(first.refresh);
    expect(claimsOf(rotated).fam).toBe(family);
    expect(claimsOf(rotated).jti).not.toBe(claimsOf(first.refresh).jti);
  });

  it('starts a new family at each guest login', async () => {
    const guest = () => app.inject({ method: 'POST', url: '/api/v1/users/guest-login/' }).then((response) => response.json().refresh as string);
    const [one, two] = [await guest(), await guest()];
    expect(claimsOf(one).fam).toEqual(expect.any(String));
    expect(claimsOf(one).fam).not.toBe(claimsOf(two).fam);
  });

  // PGlite is one connection that runs a request's queries back to back, so a check-then-insert race
  // shows on PostgreSQL (`npm run test:pg`): select-then-insert let 2 of 2 and 9 of 10 through there.
  it('lets exactly one of many simultaneous refreshes with one token through', async () => {
    const { refresh: token } = await makeUser(app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(token)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous refreshes with one token through', async () => {
    const { refresh: token } = await makeUser(app);
    const responses = await Promise.all([refresh(token), refresh(token)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    const refused = responses.find((response) => response.statusCode === 401)!;
    expect(refused.json()).toEqual(INVALID);
    // The loser reused the token, so the family is dead: the winner's token no longer refreshes either.
    const winner = responses.find((response) => response.statusCode === 200)!;
    expect((await refresh(winner.json().refresh)).statusCode).toBe(401);
  });

  it('takes the reuse of a rotated token as theft and refuses the whole family, but not other logins', async () => {
    const { user } = await makeUser(app, { password: PASSWORD });
    const stolen = await login(user.email);
    const otherDevice = await login(user.email);
    const legitimate = await rotate(stolen.refresh);

    const reused = await refresh(stolen.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(INVALID);
    const afterTheft = await refresh(legitimate);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json()).toEqual(INVALID);

    // The same account's other login is another family and goes on refreshing.
    expect(await rotate(await rotate(otherDevice.refresh))).toEqual(expect.any(String));
  });

  it('ends the family at logout, whichever of its tokens is sent', async () => {
    const { user } = await makeUser(app, { password: PASSWORD });
    const current = await rotate((await login(user.email)).refresh);
    expect((await logout(current)).statusCode).toBe(200);
    expect((await refresh(current)).json()).toEqual(INVALID);
    // Logging out twice, as two tabs may, is not an error.
    expect((await logout(current)).statusCode).toBe(200);

    // A stale token of the family (already rotated) logs the newest one out too.
    const stale = (await login(user.email)).refresh;
    const newest = await rotate(stale);
    expect((await logout(stale)).statusCode).toBe(200);
    expect((await refresh(newest)).statusCode).toBe(401);
  });

  it('refreshes a token signed before families once, and keeps its jti as the family', async () => {
    const { user } = await makeUser(app);
    const jti = randomUUID().replaceAll('-', '');
    // The shape of every refresh token issued before families: no `fam` claim.
    const old = await new SignJWT({ token_type: 'refresh', user_id: user.id, is_guest: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(app.config.jwtSecret));

    const next = await rotate(old);
    expect(claimsOf(next).fam).toBe(jti);
    expect((await refresh(old)).json()).toEqual(INVALID);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('forgets revocations once their tokens have expired', async () => {
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 3_600_000);
    await app.db.insert(revokedTokens).values([
      { jti: 'expired-jti', family: 'f', expiresAt: past },
      { jti: 'live-jti', family: 'f', expiresAt: future },
    ]);
    await app.db.insert(revokedTokenFamilies).values([
      { family: 'expired-family', expiresAt: past },
      { family: 'live-family', expiresAt: future },
    ]);
    await pruneRevocations(app.db);
    const jtis = (await app.db.select().from(revokedTokens)).map((row) => row.jti);
    const families = (await app.db.select().from(revokedTokenFamilies)).map((row) => row.family);
    expect(jtis).toContain('live-jti');
    expect(jtis).not.toContain('expired-jti');
    expect(families).toContain('live-family');
    expect(families).not.toContain('expired-family');
  });
});
