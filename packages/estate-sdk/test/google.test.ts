/// <reference path="../../estate-server/test/types/oidc-provider.d.ts" />
/**
 * `auth.googleLogin` against the real server configured with a real OpenID Connect provider
 * (oidc-provider, through the server's own test issuer): the code the callback screen receives is
 * exchanged for a session, with PKCE and a nonce as the server's docs/google-sign-in.md describes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalIssuer, pkcePair } from '../../estate-server/test/oidc-provider.js';
import { finishGoogleSignIn, GOOGLE_FLOW_KEY, pkceChallenge, startGoogleSignIn } from '../src/client/google-flow.js';
import { memoryStorage } from '../src/storage.js';
import { newClient } from './fixtures.js';
import { startTestServer, type TestServer } from './server.js';

const PUBLIC_URL = 'http://estate.test';
const CALLBACK = `${PUBLIC_URL}/google-auth-callback`;
const web = { client_id: 'estate-web', client_secret: 'estate-web-secret-0123456789', redirect_uris: [CALLBACK] };

describe('auth.googleLogin', () => {
  let issuer: LocalIssuer;
  let server: TestServer;
  beforeAll(async () => {
    issuer = await LocalIssuer.start({
      clients: [web],
      accounts: [{ sub: 'achieng', email: 'Achieng.Odhiambo@example.com', email_verified: true, given_name: 'Achieng', family_name: 'Odhiambo' }],
    });
    server = await startTestServer({
      seed: false,
      config: { publicUrl: PUBLIC_URL, googleClientId: web.client_id, googleClientSecret: web.client_secret, oidcIssuer: issuer.issuer },
    });
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  it('exchanges the code (with PKCE and a nonce) for a session that opens the profile', async () => {
    const pkce = pkcePair();
    const code = await issuer.authorize({ clientId: web.client_id, redirectUri: CALLBACK, account: 'achieng', nonce: 'n-42', codeChallenge: pkce.challenge });
    const client = newClient(server);
    const userInfo = await client.auth.googleLogin(code, { redirect_uri: CALLBACK, code_verifier: pkce.verifier, nonce: 'n-42' });
    expect(userInfo).toEqual({ access: expect.any(String), refresh: expect.any(String), isGuest: false });
    expect(client.session.userInfo).toEqual(userInfo);
    expect((await client.profiles.me()).profile).toMatchObject({ first_name: 'Achieng', email: 'achieng.odhiambo@example.com' });
  });

  it('sends only the code when that is all there is, and words a refused code', async () => {
    const code = await issuer.authorize({ clientId: web.client_id, redirectUri: CALLBACK, account: 'achieng' });
    const client = newClient(server);
    await client.auth.googleLogin(code);
    expect(client.session.userInfo).not.toBeNull();

    const again = newClient(server);
    await expect(again.auth.googleLogin(code)).rejects.toMatchObject({
      status: 400,
      message: 'The sign-in code was refused: it is invalid, expired or already used. Please sign in again.',
    });
    expect(again.session.userInfo).toBeNull();
  });

  it('starts the flow from the server\'s configuration and finishes it on the callback, state checked', async () => {
    const client = newClient(server);
    const config = await client.auth.googleConfig();
    expect(config).toEqual({ enabled: true, client_id: web.client_id, authorization_endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//), redirect_uri: CALLBACK });

    const storage = memoryStorage();
    const start = new URL(await startGoogleSignIn(config, { redirectUri: CALLBACK, storage }));
    const sent = Object.fromEntries(start.searchParams);
    expect(`${start.origin}${start.pathname}`).toBe(config.authorization_endpoint);
    expect(sent).toMatchObject({ response_type: 'code', scope: 'openid email profile', client_id: web.client_id, redirect_uri: CALLBACK, code_challenge_method: 'S256' });
    const saved = JSON.parse(storage.getItem(GOOGLE_FLOW_KEY)!);
    expect(saved.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.code_challenge).toBe(await pkceChallenge(saved.code_verifier));

    // The issuer's answer to exactly that request, as the browser would bring it back.
    const code = await issuer.authorize({ clientId: web.client_id, redirectUri: CALLBACK, account: 'achieng', nonce: sent.nonce, codeChallenge: sent.code_challenge });
    const forged = memoryStorage({ [GOOGLE_FLOW_KEY]: storage.getItem(GOOGLE_FLOW_KEY)! });
    expect(finishGoogleSignIn(`?code=${code}&state=someone-elses`, forged)).toEqual({ ok: false, reason: 'state-mismatch' });
    const callback = finishGoogleSignIn(`?code=${encodeURIComponent(code)}&state=${sent.state}`, storage);
    expect(callback).toEqual({ ok: true, code, extra: { redirect_uri: CALLBACK, code_verifier: saved.code_verifier, nonce: sent.nonce } });
    expect(storage.getItem(GOOGLE_FLOW_KEY)).toBeNull();
    if (!callback.ok) return;
    await client.auth.googleLogin(callback.code, callback.extra);
    expect((await client.profiles.me()).profile).toMatchObject({ email: 'achieng.odhiambo@example.com' });
  });

  it('finds no code, or a state it never issued, on a bare or unsolicited callback', () => {
    expect(finishGoogleSignIn('?error=access_denied', memoryStorage())).toEqual({ ok: false, reason: 'no-code', error: 'access_denied' });
    expect(finishGoogleSignIn('?code=abc&state=xyz', memoryStorage())).toEqual({ ok: false, reason: 'state-mismatch' });
    expect(finishGoogleSignIn('?code=abc', memoryStorage())).toEqual({ ok: true, code: 'abc', extra: {} });
  });
});

describe('auth.googleConfig without configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.close());

  it('says Google sign-in is off, and starting the flow refuses', async () => {
    const config = await newClient(server).auth.googleConfig();
    expect(config).toEqual({ enabled: false });
    await expect(startGoogleSignIn(config, { redirectUri: CALLBACK, storage: memoryStorage() })).rejects.toThrow('Google sign-in is not configured on this server.');
  });
});
