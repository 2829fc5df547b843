import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstateClient, type EstateClient } from '../src/client/client.js';
import { memoryStorage, type KeyValueStorage } from '../src/storage.js';
import { startTestServer, type TestServer } from './server.js';

/**
 * Two tabs of one browser share `localStorage`; here, two clients share one storage. The server
 * rotates refresh tokens and takes a spent one presented again for theft (the whole family is
 * revoked), so the clients must take turns and read each other's tokens.
 */
describe('one session across tabs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refreshCalls: string[] = [];
  const tab = (storage: KeyValueStorage, before?: (url: string) => Promise<void>): EstateClient =>
    createEstateClient({
      baseUrl: server.baseUrl,
      storage,
      fetch: async (input, init) => {
        const url = String(input);
        if (url.endsWith('/auth/jwt/refresh/')) refreshCalls.push(url);
        await before?.(url);
        return globalThis.fetch(input, init);
      },
    });

  /** Makes the stored access token one the server refuses, as an expired one is. */
  const expireAccess = (client: EstateClient) => {
    const userInfo = client.session.userInfo!;
    client.session.set({ ...userInfo, access: `${userInfo.access.slice(0, -4)}AAAA` });
  };

  it('both tabs stay signed in when their access token expires at once: one refresh, shared', async () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    await first.auth.login({ email: 'buyer@estate.demo', password: server.demoPassword });
    expect(second.session.userInfo).toEqual(first.session.userInfo);

    expireAccess(first);
    refreshCalls.length = 0;
    const [a, b] = await Promise.all([first.profiles.me(), second.profiles.me()]);
    expect([a.profile.email, b.profile.email]).toEqual(['buyer@estate.demo', 'buyer@estate.demo']);
    expect(refreshCalls).toHaveLength(1);
    expect(first.session.userInfo).not.toBeNull();
    expect(second.session.userInfo).toEqual(first.session.userInfo);
  });

  it('a tab that refreshes after another never presents the spent refresh token', async () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    await first.auth.login({ email: 'seller@estate.demo', password: server.demoPassword });
    const original = second.session.userInfo!.refresh;

    // The first tab refreshes on its own, then the second's token expires later.
    expect(await first.auth.refresh()).toBe(true);
    expireAccess(first);
    refreshCalls.length = 0;
    expect((await second.profiles.me()).profile.email).toBe('seller@estate.demo');
    expect(refreshCalls).toHaveLength(1);
    expect(second.session.userInfo!.refresh).not.toBe(original);

    // Had the spent token been presented, the server would have revoked the family: both work on.
    expect((await first.profiles.me()).profile.email).toBe('seller@estate.demo');
    expect(await first.auth.refresh()).toBe(true);
  });

  it('adopts the session another tab signed in with while its own refresh was refused', async () => {
    const storage = memoryStorage();
    const other = tab(storage);
    const self = tab(storage, async (url) => {
      // While this tab's refresh is on its way, the other tab logs out and signs in again.
      if (!url.endsWith('/auth/jwt/refresh/')) return;
      await other.auth.logout();
      await other.auth.login({ email: 'agent@estate.demo', password: server.demoPassword });
    });
    await self.auth.login({ email: 'agent@estate.demo', password: server.demoPassword });
    expireAccess(self);

    expect((await self.profiles.me()).profile.email).toBe('agent@estate.demo');
    expect(self.session.userInfo).toEqual(other.session.userInfo);
    expect(storage.getItem('userInfo')).not.toBeNull();
  });

  it('ends the session in every tab when the refresh token is refused and nobody renewed it', async () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const second = tab(storage);
    await first.auth.login({ email: 'topagent@estate.demo', password: server.demoPassword });
    await fetch(`${server.baseUrl}/api/v1/auth/jwt/blacklist/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: first.session.userInfo!.refresh }),
    });
    expireAccess(first);
    await expect(second.profiles.me()).rejects.toMatchObject({ status: 401 });
    expect(first.session.userInfo).toBeNull();
    expect(second.session.userInfo).toBeNull();
  });

  it('keeps an embedded client apart from the host page: its keys carry its namespace', async () => {
    const storage = memoryStorage();
    const host = tab(storage);
    const widget = createEstateClient({ baseUrl: server.baseUrl, storage, storageNamespace: 'estate-embed' });
    await host.auth.login({ email: 'buyer@estate.demo', password: server.demoPassword });
    expect(widget.session.userInfo).toBeNull();

    await widget.auth.guestLogin();
    expect(JSON.parse(storage.getItem('estate-embed:userInfo')!)).toMatchObject({ isGuest: true });
    expect(JSON.parse(storage.getItem('userInfo')!)).toMatchObject({ isGuest: false });
    await widget.auth.logout();
    expect(host.session.userInfo).not.toBeNull();
    expect(() => createEstateClient({ baseUrl: server.baseUrl, storage, storageNamespace: 'no spaces' })).toThrow(/namespace/);
  });
});

describe('registration and the sign-in after it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  const payload = (name: string) => ({
    username: name,
    first_name: 'Amani',
    last_name: 'Otieno',
    email: `${name}@example.com`,
    password: 'kilimani-sunrise-9',
    re_password: 'kilimani-sunrise-9',
  });

  it('says the account awaits activation only when the server says so', async () => {
    const visitor = createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage() });
    expect(await visitor.auth.register(payload('amani'))).toMatchObject({ loggedIn: false, awaitingActivation: true, user: { username: 'amani' } });
  });

  it('reports a failed sign-in after registering as that failure, not as waiting for activation', async () => {
    const visitor = createEstateClient({
      baseUrl: server.baseUrl,
      storage: memoryStorage(),
      fetch: (input, init) => (String(input).endsWith('/auth/jwt/create/') ? Promise.reject(new TypeError('offline')) : globalThis.fetch(input, init)),
    });
    const result = await visitor.auth.register(payload('otieno'));
    expect(result).toMatchObject({ loggedIn: false, awaitingActivation: false, user: { username: 'otieno' } });
    expect(result.loggedIn === false && !result.awaitingActivation && result.loginError.kind).toBe('network');
  });
});
