import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { ApiError } from '../src/lib/errors.js';
import { OidcClient } from '../src/oidc/client.js';
import { buildTestApp } from './helper.js';
import { LocalIssuer, signingKey, unreachableUrl, type TestAccount } from './oidc-provider.js';

/**
 * Google sign-in under configurations other than the usual one: none at all, an issuer that is
 * down, one that keeps the e-mail in userinfo: each needs an app of its own, built in its block.
 * The checks that need no app (other issuers, a wrong secret) call the OIDC client directly.
 */

const PUBLIC_URL = 'http://estate.test';
const CALLBACK = `${PUBLIC_URL}/google-auth-callback`;
const web = { client_id: 'estate-web', client_secret: 'estate-web-secret-0123456789', redirect_uris: [CALLBACK] };
const accounts: TestAccount[] = [{ sub: 'amina', email: 'amina@example.com', email_verified: true, given_name: 'Amina', family_name: 'Otieno' }];
const googleUrl = '/api/v1/dj-rest-auth/google/';

function appFor(settings: { googleClientId?: string; googleClientSecret?: string; oidcIssuer?: string }) {
  return buildTestApp({ publicUrl: PUBLIC_URL, ...settings });
}

describe('Google sign-in without configuration', () => {
  let app: App;
  beforeAll(async () => {
    // A client id without its secret is not a configuration either.
    app = await appFor({ googleClientId: web.client_id });
  });
  afterAll(() => app.close());

  it('answers 503 with a clear detail, whatever the body', async () => {
    for (const payload of [{ code: 'abc' }, {}]) {
      const response = await app.inject({ method: 'POST', url: googleUrl, payload });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'Google sign-in is not configured on this server.' });
    }
  });

  it('tells the web app that Google sign-in is off', async () => {
    const response = await app.inject({ method: 'GET', url: googleUrl });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });
});

describe('Google sign-in when the issuer cannot be reached', () => {
  let app: App;
  beforeAll(async () => {
    app = await appFor({ googleClientId: web.client_id, googleClientSecret: web.client_secret, oidcIssuer: await unreachableUrl() });
  });
  afterAll(() => app.close());

  it('answers 502 with a clear detail', async () => {
    const response = await app.inject({ method: 'POST', url: googleUrl, payload: { code: 'abc' } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: 'The Google sign-in service could not be reached. Please try again later.', code: 'issuer_unreachable' });
  });

  it('answers 502 to the configuration call too, rather than a start URL it cannot vouch for', async () => {
    const response = await app.inject({ method: 'GET', url: googleUrl });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'issuer_unreachable' });
  });
});

describe('Google sign-in with an issuer that keeps the e-mail in userinfo', () => {
  let issuer: LocalIssuer;
  let app: App;
  beforeAll(async () => {
    issuer = await LocalIssuer.start({ clients: [web], accounts, claimsInIdToken: false });
    app = await appFor({ googleClientId: web.client_id, googleClientSecret: web.client_secret, oidcIssuer: issuer.issuer });
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  it('reads the verified e-mail and names from userinfo', async () => {
    const code = await issuer.authorize({ clientId: web.client_id, redirectUri: CALLBACK, account: 'amina' });
    const response = await app.inject({ method: 'POST', url: googleUrl, payload: { code } });
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: { authorization: `Bearer ${response.json().access}` } });
    expect(me.json().profile).toMatchObject({ username: 'amina', first_name: 'Amina', last_name: 'Otieno', email: 'amina@example.com' });
    expect(issuer.requests.filter((path) => path === '/me')).toHaveLength(1);
  });

  it('fetches the discovery document once and keeps it', async () => {
    const code = await issuer.authorize({ clientId: web.client_id, redirectUri: CALLBACK, account: 'amina' });
    expect((await app.inject({ method: 'POST', url: googleUrl, payload: { code } })).statusCode).toBe(200);
    expect(issuer.requests.filter((path) => path === '/.well-known/openid-configuration')).toHaveLength(1);
  });
});

describe('the OpenID Connect client against real issuers', () => {
  let first: LocalIssuer;
  let second: LocalIssuer;
  beforeAll(async () => {
    // One signing key for both, so only the `iss` claim tells their tokens apart.
    const key = await signingKey();
    first = await LocalIssuer.start({ clients: [web], accounts, signingKey: key });
    second = await LocalIssuer.start({ clients: [web], accounts, signingKey: key });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const clientOf = (issuer: LocalIssuer, overrides: { issuer?: string; clientSecret?: string } = {}) =>
    new OidcClient({ issuer: issuer.issuer, clientId: web.client_id, clientSecret: web.client_secret, ...overrides });
  const codeFrom = (issuer: LocalIssuer) => issuer.authorize({ clientId: web.client_id, redirectUri: CALLBACK, account: 'amina' });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (caught: unknown) => {
        expect(caught).toBeInstanceOf(ApiError);
        return caught as ApiError;
      },
    );

  it('refuses an ID token from another issuer, even signed with a key the expected one publishes', async () => {
    const { id_token: idToken } = await clientOf(second).exchangeCode({ code: await codeFrom(second), redirectUri: CALLBACK });
    const error = await refusal(clientOf(first).verifyIdToken(idToken));
    expect(error.statusCode).toBe(401);
    expect(error.body).toEqual({ detail: 'The Google sign-in could not be verified: the ID token comes from another issuer.', code: 'invalid_id_token' });
  });

  it('refuses a discovery document that names another issuer, with 502 and before any code is sent', async () => {
    const code = await codeFrom(first);
    // The same server under another name: its discovery document names 127.0.0.1, not localhost.
    const renamed = clientOf(first, { issuer: first.issuer.replace('127.0.0.1', 'localhost') });
    const error = await refusal(renamed.signIn({ code, redirectUri: CALLBACK }));
    expect(error.statusCode).toBe(502);
    expect((error.body as { detail: string }).detail).toMatch(/names the issuer "http:\/\/127\.0\.0\.1:\d+"/);
    expect(first.requests).not.toContain('/token');
  });

  it('answers 502 when the issuer goes down after discovery', async () => {
    const doomed = await LocalIssuer.start({ clients: [web], accounts });
    const client = clientOf(doomed);
    await client.discover();
    const code = await codeFrom(doomed);
    await doomed.close();
    const error = await refusal(client.signIn({ code, redirectUri: CALLBACK }));
    expect(error.statusCode).toBe(502);
    expect(error.body).toMatchObject({ code: 'issuer_unreachable' });
  });

  it('refuses a client secret the issuer does not know, with 502', async () => {
    const error = await refusal(clientOf(first, { clientSecret: 'wrong-secret' }).exchangeCode({ code: await codeFrom(first), redirectUri: CALLBACK }));
    expect(error.statusCode).toBe(502);
    expect(error.body).toEqual({ detail: "The Google sign-in service refused this server's client credentials.", code: 'invalid_client' });
  });
});
