import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEstateClient } from '../src/client/client.js';
import { memoryStorage } from '../src/storage.js';
import { startTestServer, type TestServer } from './server.js';

describe('session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const client = (storage = memoryStorage(), fetchImpl?: typeof fetch) => createEstateClient({ baseUrl: server.baseUrl, storage, fetch: fetchImpl });

  it('logs in, stores userInfo, and restores it at start', async () => {
    const storage = memoryStorage();
    const first = client(storage);
    const userInfo = await first.auth.login({ email: 'buyer@estate.demo', password: server.demoPassword });
    expect(userInfo.isGuest).toBe(false);
    expect(JSON.parse(storage.getItem('userInfo')!)).toEqual(userInfo);
    const restored = client(storage);
    expect(restored.session.userInfo).toEqual(userInfo);
    expect(restored.session.userId).toBeTypeOf('number');
    expect((await restored.profiles.me()).profile.email).toBe('buyer@estate.demo');
  });

  it("fails with 'User is not authenticated' and sends nothing when there is no token", async () => {
    const spy = vi.fn(globalThis.fetch);
    const anonymous = client(memoryStorage(), spy);
    await expect(anonymous.profiles.me()).rejects.toMatchObject({ message: 'User is not authenticated', kind: 'not-authenticated' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('ends a stored session whose token cannot be decoded', () => {
    const storage = memoryStorage({ userInfo: JSON.stringify({ access: 'not-a-jwt', refresh: 'x', isGuest: false }) });
    expect(client(storage).session.userInfo).toBeNull();
    expect(storage.getItem('userInfo')).toBeNull();
  });

  it('refreshes once on an expired access token and retries the call', async () => {
    const storage = memoryStorage();
    const user = client(storage);
    const { refresh } = await user.auth.login({ email: 'seller@estate.demo', password: server.demoPassword });
    const claims = JSON.parse(Buffer.from(user.session.userInfo!.access.split('.')[1]!, 'base64url').toString());
    const expired = await server.app.tokens.sign('access', { id: claims.user_id, isGuest: false });
    // A token signed with another key stands in for an expired one: the server rejects both alike.
    const forged = `${expired.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    user.session.set({ access: forged, refresh, isGuest: false });
    const calls: string[] = [];
    const traced = client(storage, async (input, init) => {
      calls.push(String(input));
      return globalThis.fetch(input, init);
    });
    expect((await traced.profiles.me()).profile.email).toBe('seller@estate.demo');
    expect(calls.filter((url) => url.includes('/auth/jwt/refresh/'))).toHaveLength(1);
    expect(traced.session.userInfo!.refresh).not.toBe(refresh);
  });

  it('logs out when the refresh fails too', async () => {
    const storage = memoryStorage();
    const user = client(storage);
    await user.auth.login({ email: 'agent@estate.demo', password: server.demoPassword });
    const { refresh } = user.session.userInfo!;
    await fetch(`${server.baseUrl}/api/v1/auth/jwt/blacklist/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh }) });
    user.session.set({ ...user.session.userInfo!, access: `${user.session.userInfo!.access.slice(0, -4)}AAAA` });
    await expect(user.profiles.me()).rejects.toMatchObject({ message: 'Given token not valid for any token type', status: 401 });
    expect(user.session.userInfo).toBeNull();
    expect(storage.getItem('userInfo')).toBeNull();
  });

  it('starts a guest session that may read but not write', async () => {
    const guest = client();
    expect((await guest.auth.guestLogin()).isGuest).toBe(true);
    expect((await guest.properties.all()).count).toBeGreaterThan(0);
    await expect(guest.properties.like(1)).rejects.toMatchObject({ status: 403, message: 'You need to be a registered user to access this feature' });
  });

  it('registers, activates from the e-mailed link, then logs in', async () => {
    const visitor = client();
    const payload = { username: 'njeri', first_name: 'Njeri', last_name: 'Mutua', email: 'njeri@example.com', password: 'lake-naivasha-77', re_password: 'lake-naivasha-77' };
    const result = await visitor.auth.register(payload);
    expect(result).toMatchObject({ loggedIn: false, awaitingActivation: true, user: { username: 'njeri' } });
    await visitor.auth.activate(server.activationFor('njeri@example.com'));
    await visitor.auth.login({ email: 'njeri@example.com', password: 'lake-naivasha-77' });
    expect(visitor.session.userInfo).not.toBeNull();
  });

  it("words errors: field errors joined as 'Field: messages'", async () => {
    const visitor = client();
    const error = await visitor.auth
      .register({ username: 'x', first_name: 'X', last_name: 'Y', email: 'not-an-email', password: 'short', re_password: 'other' })
      .catch((caught) => caught);
    expect(error.message).toBe(
      'Email: Enter a valid email address. | Password: This password is too short. It must contain at least 8 characters. | Re password: Passwords do not match!',
    );
  });

  describe('adopt: the host hands over the tokens of its own sign-in', () => {
    const tokensOf = async (email: string) => {
      const response = await fetch(`${server.baseUrl}/api/v1/auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: server.demoPassword }) });
      return (await response.json()) as { access: string; refresh: string };
    };
    /** The same claims as `access`, with an `exp` in the past (the signature no longer matches: the SDK never checks it, the server would refuse it). */
    const expired = (access: string) => {
      const [header, payload] = access.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      return `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.${'A'.repeat(43)}`;
    };

    it('stores good tokens as a registered session, tells the listeners, and signs the calls', async () => {
      const host = await tokensOf('seller@estate.demo');
      const calls: string[] = [];
      const embedded = client(memoryStorage(), async (input, init) => {
        calls.push(String(input));
        return globalThis.fetch(input, init);
      });
      const seen = vi.fn();
      embedded.session.subscribe(seen);
      const userInfo = await embedded.session.adopt(host);
      expect(userInfo).toEqual({ access: host.access, refresh: host.refresh, isGuest: false });
      expect(calls).toEqual([]); // a live access token is taken without a request
      expect(seen).toHaveBeenCalledWith(userInfo);
      expect(embedded.session.userInfo).toEqual(userInfo);
      expect((await embedded.profiles.me()).profile.email).toBe('seller@estate.demo');
    });

    it('refuses garbage with a RuleError that says what is wrong, and keeps the session it had', async () => {
      const embedded = client();
      const before = await embedded.auth.login({ email: 'buyer@estate.demo', password: server.demoPassword });
      const seen = vi.fn();
      embedded.session.subscribe(seen);
      const host = await tokensOf('agent@estate.demo');
      const refusals = await Promise.all(
        [
          { access: 'not-a-jwt', refresh: 'garbage' },
          { access: host.refresh, refresh: host.access },
          { access: host.access, refresh: 'garbage' },
          { access: '', refresh: host.refresh },
          null,
        ].map((tokens) => embedded.session.adopt(tokens as never).catch((caught: unknown) => caught)),
      );
      for (const refusal of refusals) expect(refusal).toMatchObject({ name: 'RuleError', kind: 'invalid', code: 'token_not_valid', message: expect.stringMatching(/^session\.adopt: /) });
      expect((refusals[1] as Error).message).toContain('`access` holds a refresh token');
      expect(seen).not.toHaveBeenCalled();
      expect(embedded.session.userInfo).toEqual(before);
      expect((await embedded.profiles.me()).profile.email).toBe('buyer@estate.demo');
    });

    it("refuses a guest's tokens (code guest_forbidden)", async () => {
      const guest = await client().auth.guestLogin();
      await expect(client().session.adopt(guest)).rejects.toMatchObject({ code: 'guest_forbidden', kind: 'invalid' });
    });

    it('renews a pair whose access token has expired with one refresh, before storing it', async () => {
      const host = await tokensOf('topagent@estate.demo');
      const calls: string[] = [];
      const embedded = client(memoryStorage(), async (input, init) => {
        calls.push(String(input));
        return globalThis.fetch(input, init);
      });
      const userInfo = await embedded.session.adopt({ access: expired(host.access), refresh: host.refresh });
      expect(calls.filter((url) => url.includes('/auth/jwt/refresh/'))).toHaveLength(1);
      expect(userInfo.access).not.toBe(host.access);
      expect(userInfo.refresh).not.toBe(host.refresh);
      expect((await embedded.profiles.me()).profile.email).toBe('topagent@estate.demo');
    });

    it("rejects with the server's refusal when the expired pair cannot be renewed, and keeps the session it had", async () => {
      const host = await tokensOf('agent@estate.demo');
      await fetch(`${server.baseUrl}/api/v1/auth/jwt/blacklist/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh: host.refresh }) });
      const embedded = client();
      const before = await embedded.auth.login({ email: 'buyer@estate.demo', password: server.demoPassword });
      const refusal = await embedded.session.adopt({ access: expired(host.access), refresh: host.refresh }).catch((caught: unknown) => caught);
      expect(refusal).toMatchObject({ name: 'EstateError', kind: 'http', status: 401 });
      expect(embedded.session.userInfo).toEqual(before);
    });
  });

  it('distinguishes network errors, timeouts and aborts', async () => {
    // Answers after 200 ms unless aborted first; an aborted call sends nothing later (the server may be closed by then).
    const slowFetch: typeof fetch = (input, init) =>
      new Promise((resolve, reject) => {
        const later = setTimeout(() => resolve(globalThis.fetch(input)), 200);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(later);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const offline = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
    await expect(offline.properties.all()).rejects.toMatchObject({ kind: 'network' });
    const slow = createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage(), timeoutMs: 1, fetch: slowFetch });
    await expect(slow.properties.all()).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    controller.abort();
    await expect(client().http.request('GET', '/api/v1/properties/all', { auth: 'none', signal: controller.signal })).rejects.toMatchObject({ kind: 'abort' });
  });
});
