/// <reference path="../../../packages/estate-server/test/types/oidc-provider.d.ts" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalIssuer } from '../../../packages/estate-server/test/oidc-provider';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { freePort, serveForTests } from '../../../scripts/serve-for-tests.mjs';
import { expect, test } from './fixtures';

/**
 * Google sign-in when the server is configured: a server of its own, set up with a real OpenID
 * Connect provider (oidc-provider, the server's test issuer) in place of Google. The browser goes
 * through the whole flow: the landing's button, the issuer, the callback screen, the feed.
 */
test.describe('Google sign-in, configured', () => {
  let issuer: LocalIssuer;
  let server: { url: string; close: () => Promise<void> };
  const client = { client_id: 'estate-web', client_secret: 'estate-web-secret-0123456789' };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    issuer = await LocalIssuer.start({
      clients: [{ ...client, redirect_uris: [`${url}/google-auth-callback`] }],
      accounts: [{ sub: 'njeri', email: 'Njeri.Wambua@example.com', email_verified: true, given_name: 'Njeri', family_name: 'Wambua' }],
    });
    const webDir = process.env.E2E_WEB_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
    server = await serveForTests({
      webDir,
      port,
      env: { PUBLIC_URL: url, GOOGLE_CLIENT_ID: client.client_id, GOOGLE_CLIENT_SECRET: client.client_secret, OIDC_ISSUER: issuer.issuer },
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  test('the landing button goes to the issuer with state, nonce and an S256 challenge, and the callback signs in to the feed', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
    const config = (await (await page.request.get(`${server.url}/api/v1/dj-rest-auth/google/`)).json()) as { enabled: boolean; authorization_endpoint: string };
    expect(config.enabled).toBe(true);

    // The issuer's stand-in for Google's account chooser picks the account named by login_hint.
    let authorization: URL | undefined;
    await page.route(`${config.authorization_endpoint}?**`, async (route) => {
      authorization = new URL(route.request().url());
      const chosen = new URL(authorization);
      chosen.searchParams.set('login_hint', 'njeri');
      await route.continue({ url: chosen.toString() });
    });

    await page.goto(`${server.url}/login`);
    const exchange = page.waitForResponse((response) => response.url().endsWith('/api/v1/dj-rest-auth/google/') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const exchanged = await exchange;
    expect(exchanged.status()).toBe(200);
    expect(Object.fromEntries(authorization!.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid email profile',
      client_id: client.client_id,
      redirect_uri: `${server.url}/google-auth-callback`,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    const sent = exchanged.request().postDataJSON() as Record<string, string>;
    expect(sent).toMatchObject({ code: expect.any(String), redirect_uri: `${server.url}/google-auth-callback`, nonce: authorization!.searchParams.get('nonce') });
    expect(sent.code_verifier).toMatch(/^[\w-]{43}$/);

    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const userInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { access: string; isGuest: boolean });
    expect(userInfo.isGuest).toBe(false);
    const me = await page.request.get(`${server.url}/api/v1/profile/me/`, { headers: { authorization: `Bearer ${userInfo.access}` } });
    expect((await me.json()).profile).toMatchObject({ first_name: 'Njeri', email: 'njeri.wambua@example.com' });
    // The saved request was used once.
    expect(await page.evaluate(() => sessionStorage.getItem('estateGoogleSignIn'))).toBeNull();
  });
});
