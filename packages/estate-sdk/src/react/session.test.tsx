// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newClient, providerFor, signedIn, traffic, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { SEARCH_DEBOUNCE_MS } from './debounce.js';
import { useMyProfile } from './profiles.js';
import { useProperties } from './properties.js';
import { useAgentSearch, useUserSearch } from './search.js';
import { useSession } from './session.js';

let server: ServerThread;
withServerThread((started) => void (server = started));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cachedData = (cache: Map<string, { data?: unknown }>) => JSON.stringify([...cache.values()].map((entry) => entry.data));

describe('useSession', () => {
  it('logs in, loads what needs a session, and logging out clears every cached entry', async () => {
    const net = traffic();
    const client = newClient(server, { fetch: net.fetch });
    const { wrapper, cache } = providerFor(client);
    const { result } = renderHook(() => ({ session: useSession(), me: useMyProfile(), feed: useProperties({ pageSize: 5 }) }), { wrapper });
    expect(result.current.session).toMatchObject({ userInfo: null, isAuthenticated: false, isGuest: false, loading: false });
    await waitFor(() => expect(result.current.feed.properties).toHaveLength(5));
    expect(net.sent.some(({ request }) => request.startsWith('GET /api/v1/profile/me/'))).toBe(false);

    let login: Promise<unknown> = Promise.resolve();
    act(() => {
      login = result.current.session.login({ email: 'buyer@estate.demo', password: server.demoPassword });
    });
    expect(result.current.session.loading).toBe(true);
    await act(async () => expect(await login).toMatchObject({ ok: true, value: { isGuest: false } }));
    expect(result.current.session).toMatchObject({ isAuthenticated: true, isRegistered: true, isGuest: false, loading: false, error: undefined });
    expect(result.current.session.userId).toBeTypeOf('number');
    await waitFor(() => expect(result.current.me.profile?.email).toBe('buyer@estate.demo'));
    // The feed was loaded again for the buyer: likes are per viewer.
    const liked = (await client.properties.all({ pageSize: 5 })).results.map((property) => property.is_liked);
    await waitFor(() => expect(result.current.feed.properties.map((property) => property.is_liked)).toEqual(liked));
    expect(cachedData(cache)).toContain('buyer@estate.demo');

    await act(() => result.current.session.logout());
    expect(result.current.session).toMatchObject({ userInfo: null, isAuthenticated: false });
    expect(result.current.me.profile).toBeUndefined();
    expect(cachedData(cache)).not.toContain('buyer@estate.demo');
    // What shows without a session loads again, anonymously.
    await waitFor(() => expect(result.current.feed.properties).toHaveLength(5));
    expect(result.current.feed.properties.every((property) => !property.is_liked)).toBe(true);
  });

  it("exposes a failed login's message and keeps no session", async () => {
    const client = newClient(server);
    const expected = await client.auth.login({ email: 'buyer@estate.demo', password: 'wrong-password' }).catch((error: Error) => error.message);
    const { wrapper } = providerFor(client);
    const { result } = renderHook(() => useSession(), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login({ email: 'buyer@estate.demo', password: 'wrong-password' });
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: expected } });
    expect(result.current).toMatchObject({ loading: false, isAuthenticated: false, error: { message: expected, status: 401 } });
    act(() => result.current.clearError());
    expect(result.current.error).toBeUndefined();
  });

  it('starts a guest session', async () => {
    const { wrapper } = providerFor(newClient(server));
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(() => result.current.guestLogin());
    expect(result.current).toMatchObject({ isAuthenticated: true, isGuest: true, isRegistered: false });
  });

  it('registers, activates from the e-mailed link, then logs in', async () => {
    const { wrapper } = providerFor(newClient(server));
    const { result } = renderHook(() => useSession(), { wrapper });
    const payload = { username: 'wambui', first_name: 'Wambui', last_name: 'Kariuki', email: 'wambui@example.com', password: 'ngong-hills-42', re_password: 'ngong-hills-42' };
    let registered: unknown;
    await act(async () => {
      registered = await result.current.register(payload);
    });
    expect(registered).toMatchObject({ ok: true, value: { loggedIn: false, user: { username: 'wambui' } } });
    const link = await server.activationFor('wambui@example.com');
    await act(async () => expect(await result.current.activate(link)).toEqual({ ok: true, value: undefined }));
    await act(() => result.current.login({ email: 'wambui@example.com', password: 'ngong-hills-42' }));
    expect(result.current.isRegistered).toBe(true);
  });

  it('clears the cache when the session ends outside React too (a refresh that failed)', async () => {
    const client = await signedIn(server, 'seller@estate.demo');
    const { wrapper, cache } = providerFor(client);
    const { result } = renderHook(() => ({ session: useSession(), me: useMyProfile() }), { wrapper });
    await waitFor(() => expect(result.current.me.profile).toBeDefined());
    act(() => client.session.clear());
    expect(result.current.session.isAuthenticated).toBe(false);
    expect(cachedData(cache)).not.toContain('seller@estate.demo');
  });
});

describe('useUserSearch and useAgentSearch', () => {
  it('searches once, 500 ms after the typing stops, with the last text', async () => {
    const net = traffic();
    const client = await signedIn(server, 'buyer@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(client);
    const { result, rerender } = renderHook(({ query }) => useUserSearch(query), { wrapper, initialProps: { query: '' } });
    const searches = () => net.sent.filter(({ request }) => request.startsWith('POST /api/v1/users/search/'));

    let typedAt = 0;
    for (const query of ['g', 'gr', 'gra', 'grace']) {
      // Read the clock before the render that starts the timer: a slow render must not count.
      typedAt = Date.now();
      rerender({ query });
      await sleep(100);
    }
    expect(result.current.isDebouncing).toBe(true);
    await sleep(SEARCH_DEBOUNCE_MS - 200);
    expect(searches()).toEqual([]);

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(searches()).toHaveLength(1);
    expect(searches()[0]!.body).toEqual({ search_query: 'grace' });
    // Timers never fire early; the margin covers the clock's millisecond rounding only.
    expect(searches()[0]!.at - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 2);
    expect(result.current).toMatchObject({ query: 'grace', isDebouncing: false });
    const reference = await signedIn(server, 'buyer@estate.demo');
    expect(result.current.data).toEqual(await reference.users.search('grace'));
    expect(result.current.users.length).toBeGreaterThan(0);

    rerender({ query: '   ' });
    expect(result.current.users).toEqual([]);
    await sleep(SEARCH_DEBOUNCE_MS + 100);
    expect(searches()).toHaveLength(1);
  });

  it('searches agents the same way', async () => {
    const net = traffic();
    const client = await signedIn(server, 'buyer@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(client);
    const { result, rerender } = renderHook(({ query }) => useAgentSearch(query), { wrapper, initialProps: { query: '' } });
    rerender({ query: 'kam' });
    await sleep(SEARCH_DEBOUNCE_MS - 150);
    expect(net.sent.filter(({ request }) => request.startsWith('POST /api/v1/profile/search-agent/'))).toEqual([]);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual(await client.profiles.searchAgents('kam'));
    expect(result.current.agents.map((agent) => agent.username)).toContain('david_kamau');
  });
});
