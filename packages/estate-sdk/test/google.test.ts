/// <reference path="../../estate-server/test/types/oidc-provider.d.ts" />
/**
 * `auth.googleLogin` against the real server configured with a real OpenID Connect provider
 * (oidc-provider, through the server's own test issuer): the code the callback screen receives is
 * exchanged for a session, with PKCE and a nonce as the server's docs/google-sign-in.md describes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalIssuer, pkcePair } from '../../estate-server/test/oidc-provider.js';
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
});
