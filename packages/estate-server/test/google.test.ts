import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { users } from '../src/db/schema.js';
import { createUser } from '../src/domain/users.js';
import { ApiError } from '../src/lib/errors.js';
import { OidcClient } from '../src/oidc/client.js';
import { buildTestApp, makeUser } from './helper.js';
import { LocalIssuer, pkcePair, type TestAccount } from './oidc-provider.js';

const PUBLIC_URL = 'http://estate.test';
const CALLBACK = `${PUBLIC_URL}/google-auth-callback`;
const PARTNER_CALLBACK = 'http://localhost:5173/google-auth-callback';
const web = { client_id: 'estate-web', client_secret: 'estate-web-secret-0123456789', redirect_uris: [CALLBACK, PARTNER_CALLBACK] };
const otherApp = { client_id: 'other-app', client_secret: 'other-app-secret-0123456789', redirect_uris: ['http://other.test/callback'] };

const accounts: TestAccount[] = [
  { sub: 'amina', email: 'Amina.Otieno+estate@Example.com', email_verified: true, name: 'Amina Otieno', given_name: 'Amina', family_name: 'Otieno' },
  { sub: 'wanjiru', email: 'WANJIRU@example.com', email_verified: true, given_name: 'Wanjiru', family_name: 'Kamau' },
  { sub: 'pending', email: 'pending@example.com', email_verified: true, given_name: 'Pending' },
  { sub: 'juma', email: 'juma@elsewhere.test', email_verified: true, given_name: 'Juma', family_name: 'Hassan' },
  { sub: 'unverified', email: 'unverified@example.com', email_verified: false, given_name: 'Una' },
  { sub: 'no-email', given_name: 'Nobody' },
  { sub: 'guest', email: 'guest_fixed@guest.invalid', email_verified: true },
  { sub: 'partner', email: 'partner@example.com', email_verified: true },
  { sub: 'reuse', email: 'reuse@example.com', email_verified: true },
  { sub: 'twin', email: 'twin@example.com', email_verified: true },
];

describe('Google sign-in against a local OpenID provider', () => {
  let issuer: LocalIssuer;
  let app: App;

  beforeAll(async () => {
    issuer = await LocalIssuer.start({ clients: [web, otherApp], accounts });
    app = await buildTestApp({ publicUrl: PUBLIC_URL, googleClientId: web.client_id, googleClientSecret: web.client_secret, oidcIssuer: issuer.issuer });
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  const signIn = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/google/', payload });
  const codeFor = (account: string, extra: { nonce?: string; codeChallenge?: string; redirectUri?: string } = {}) =>
    issuer.authorize({ clientId: web.client_id, redirectUri: extra.redirectUri ?? CALLBACK, account, ...extra });
  const userIdOf = (access: string) => JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).user_id as number;
  const usersWithEmail = (email: string) => app.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

  it("gives the web app what starts the flow: the client id, the issuer's authorization endpoint and the callback", async () => {
    const discovery = (await (await fetch(`${issuer.issuer}/.well-known/openid-configuration`)).json()) as { authorization_endpoint: string };
    const response = await app.inject({ method: 'GET', url: '/api/v1/dj-rest-auth/google/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, client_id: web.client_id, authorization_endpoint: discovery.authorization_endpoint, redirect_uri: CALLBACK });
    expect(response.json().authorization_endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('creates an active account on the first sign-in and answers tokens that open the profile', async () => {
    const pkce = pkcePair();
    const code = await codeFor('amina', { nonce: 'n-0S6_WzA2Mj', codeChallenge: pkce.challenge });
    const response = await signIn({ code, code_verifier: pkce.verifier, nonce: 'n-0S6_WzA2Mj' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access: expect.any(String), refresh: expect.any(String), created: true });

    const me = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: { authorization: `Bearer ${body.access}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({ username: 'amina.otieno', first_name: 'Amina', last_name: 'Otieno', email: 'amina.otieno+estate@example.com' });

    const [user] = await usersWithEmail('amina.otieno+estate@example.com');
    expect(user).toMatchObject({ isActive: true, isGuest: false, lastLogin: expect.any(Date) });
    const refreshed = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh/', payload: { refresh: body.refresh } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs the same person in again without creating a second account', async () => {
    const first = await signIn({ code: await codeFor('reuse') });
    const again = await signIn({ code: await codeFor('reuse') });
    expect(first.json().created).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    expect(userIdOf(again.json().access)).toBe(userIdOf(first.json().access));
    expect(await usersWithEmail('reuse@example.com')).toHaveLength(1);
  });

  it('makes one account when the same person signs in twice at the same moment', async () => {
    const codes = await Promise.all([codeFor('twin'), codeFor('twin'), codeFor('twin')]);
    const responses = await Promise.all(codes.map((code) => signIn({ code })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(responses.filter((response) => response.json().created)).toHaveLength(1);
    expect(new Set(responses.map((response) => userIdOf(response.json().access))).size).toBe(1);
    expect(await usersWithEmail('twin@example.com')).toHaveLength(1);
  });

  it('signs in the account registered with the same e-mail, whatever its case', async () => {
    const existing = await makeUser(app, { username: 'wanjiru', email: 'wanjiru@example.com' });
    const response = await signIn({ code: await codeFor('wanjiru') });
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toBe(false);
    expect(userIdOf(response.json().access)).toBe(existing.user.id);
  });

  it('activates a registered but never activated account and voids the password nobody proved', async () => {
    const pending = await createUser(app.db, {
      username: 'pending',
      email: 'pending@example.com',
      password: 'squatter-password-42',
      first_name: 'Pending',
      last_name: 'User',
    });
    const response = await signIn({ code: await codeFor('pending') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false });
    expect(userIdOf(response.json().access)).toBe(pending.id);
    const [user] = await app.db.select().from(users).where(eq(users.id, pending.id));
    expect(user!.isActive).toBe(true);

    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email: 'pending@example.com', password: 'squatter-password-42' } });
    expect(login.statusCode).toBe(401);
  });

  it('gives a new account a free username when the one from the e-mail is taken', async () => {
    await makeUser(app, { username: 'juma', email: 'juma@example.com' });
    const response = await signIn({ code: await codeFor('juma') });
    expect(response.json().created).toBe(true);
    const [user] = await usersWithEmail('juma@elsewhere.test');
    expect(user!.username).toMatch(/^juma_[0-9a-f]{6}$/);
    expect(user).toMatchObject({ firstName: 'Juma', lastName: 'Hassan' });
  });

  it('accepts the callback of an allowed partner origin as redirect_uri', async () => {
    const code = await codeFor('partner', { redirectUri: PARTNER_CALLBACK });
    const response = await signIn({ code, redirect_uri: PARTNER_CALLBACK });
    expect(response.statusCode).toBe(200);
  });

  it('refuses any other redirect_uri before calling the issuer', async () => {
    const response = await signIn({ code: 'anything', redirect_uri: 'https://evil.test/google-auth-callback' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ redirect_uri: [`This redirect URI is not allowed. Use ${CALLBACK}.`] });
  });

  it('refuses an account whose e-mail the issuer has not verified, and creates nothing', async () => {
    const response = await signIn({ code: await codeFor('unverified') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "Your Google account's e-mail address is not verified, so it cannot be used to sign in here.",
      code: 'email_not_verified',
    });
    expect(await usersWithEmail('unverified@example.com')).toHaveLength(0);
  });

  it('refuses an account that shares no e-mail', async () => {
    const response = await signIn({ code: await codeFor('no-email') });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('email_missing');
  });

  it('never signs in a guest account, even with its e-mail', async () => {
    await createUser(app.db, { username: 'guest_fixed', email: 'guest_fixed@guest.invalid', password: 'x'.repeat(20), first_name: 'Guest', last_name: '', isActive: true, isGuest: true });
    const response = await signIn({ code: await codeFor('guest') });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/guest account/);
  });

  it('refuses a code used a second time', async () => {
    const code = await codeFor('reuse');
    expect((await signIn({ code })).statusCode).toBe(200);
    const replay = await signIn({ code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'The sign-in code was refused: it is invalid, expired or already used. Please sign in again.', code: 'invalid_grant' });
  });

  it('refuses a made-up code', async () => {
    const response = await signIn({ code: 'not-a-real-code' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_grant');
  });

  it('refuses the code another application obtained from the same issuer', async () => {
    const code = await issuer.authorize({ clientId: otherApp.client_id, redirectUri: otherApp.redirect_uris[0]!, account: 'reuse' });
    const response = await signIn({ code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_grant');
  });

  it('refuses a PKCE verifier that does not match the challenge', async () => {
    const code = await codeFor('reuse', { codeChallenge: pkcePair().challenge });
    const response = await signIn({ code, code_verifier: pkcePair().verifier });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_grant');
  });

  it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
    const wrong = await signIn({ code: await codeFor('reuse', { nonce: 'nonce-of-the-request' }), nonce: 'another-nonce' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: 'The Google sign-in could not be verified: the nonce does not match the one of this sign-in.',
      code: 'invalid_id_token',
    });
    const missing = await signIn({ code: await codeFor('reuse'), nonce: 'expected-but-never-sent' });
    expect(missing.statusCode).toBe(401);
  });

  it('answers field errors for a missing or malformed body', async () => {
    const missing = await signIn({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: ['This field is required.'] });
    const blank = await signIn({ code: '' });
    expect(blank.json()).toEqual({ code: ['This field may not be blank.'] });
    const verifier = await signIn({ code: 'x', code_verifier: 'short' });
    expect(verifier.statusCode).toBe(400);
    expect(Object.keys(verifier.json())).toEqual(['code_verifier']);
    const notJson = await app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/google/', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
  });

  describe('the ID token check', () => {
    /** A real ID token the issuer signed for the other application. */
    async function otherAppIdToken(): Promise<string> {
      const code = await issuer.authorize({ clientId: otherApp.client_id, redirectUri: otherApp.redirect_uris[0]!, account: 'amina' });
      const client = new OidcClient({ issuer: issuer.issuer, clientId: otherApp.client_id, clientSecret: otherApp.client_secret });
      return (await client.exchangeCode({ code, redirectUri: otherApp.redirect_uris[0]! })).id_token;
    }
    const ours = () => new OidcClient({ issuer: issuer.issuer, clientId: web.client_id, clientSecret: web.client_secret });
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    };

    it('refuses an ID token issued for another audience', async () => {
      const error = await refusal(ours().verifyIdToken(await otherAppIdToken()));
      expect(error.statusCode).toBe(401);
      expect(error.body).toEqual({ detail: 'The Google sign-in could not be verified: the ID token was issued for another application.', code: 'invalid_id_token' });
    });

    it('accepts the same token for the application it was issued to', async () => {
      const client = new OidcClient({ issuer: issuer.issuer, clientId: otherApp.client_id, clientSecret: otherApp.client_secret });
      expect((await client.verifyIdToken(await otherAppIdToken())).email).toBe('Amina.Otieno+estate@Example.com');
    });

    it('refuses an expired ID token', async () => {
      const client = new OidcClient({ issuer: issuer.issuer, clientId: otherApp.client_id, clientSecret: otherApp.client_secret });
      const error = await refusal(client.verifyIdToken(await otherAppIdToken(), { now: new Date(Date.now() + 3 * 3600_000) }));
      expect((error.body as { detail: string }).detail).toMatch(/has expired/);
    });

    it('refuses an ID token whose claims were changed after signing', async () => {
      const [header, payload, signature] = (await otherAppIdToken()).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, aud: web.client_id })).toString('base64url');
      const error = await refusal(ours().verifyIdToken(`${header}.${forged}.${signature}`));
      expect((error.body as { detail: string }).detail).toMatch(/signature does not verify/);
    });

    it('refuses something that is not a JWT', async () => {
      const error = await refusal(ours().verifyIdToken('not.a.jwt'));
      expect((error.body as { detail: string }).detail).toMatch(/malformed/);
    });
  });
});
