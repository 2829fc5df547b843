// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig, type Middleware } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEstateClient } from '../client/client.js';
import { memoryStorage } from '../storage.js';
import { useDebouncedValue } from './debounce.js';
import { estateKeys, keyStartsWith, keysUnder } from '../keys.js';
import { EstateClientProvider, useEstateClient } from './provider.js';

const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });

describe('EstateClientProvider', () => {
  it('gives its client to useEstateClient', () => {
    const { result } = renderHook(() => useEstateClient(), { wrapper: ({ children }) => <EstateClientProvider client={client}>{children}</EstateClientProvider> });
    expect(result.current).toBe(client);
  });

  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useEstateClient())).toThrow('`useEstateClient` must be used within `EstateClientProvider`');
  });

  it("merges its SWR options over the parent's and keeps the parent's cache", () => {
    const parentCache = new Map();
    const outer: Middleware = (next) => next;
    const inner: Middleware = (next) => next;
    const swrConfig = { revalidateOnFocus: false, fallback: { inner: 2 }, use: [inner] };
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SWRConfig value={{ provider: () => parentCache, dedupingInterval: 1234, fallback: { outer: 1 }, use: [outer] }}>
        <EstateClientProvider client={client} swrConfig={swrConfig}>
          {children}
        </EstateClientProvider>
      </SWRConfig>
    );
    const { result } = renderHook(() => useSWRConfig(), { wrapper });
    expect(result.current).toMatchObject({ dedupingInterval: 1234, revalidateOnFocus: false, fallback: { outer: 1, inner: 2 } });
    expect(result.current.use).toEqual([outer, inner]);
    expect(result.current.cache).toBe(parentCache);
  });

  it('uses a cache of its own when given a provider', () => {
    const parentCache = new Map();
    const ownCache = new Map();
    const swrConfig = { provider: () => ownCache };
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SWRConfig value={{ provider: () => parentCache }}>
        <EstateClientProvider client={client} swrConfig={swrConfig}>
          {children}
        </EstateClientProvider>
      </SWRConfig>
    );
    const { result } = renderHook(() => {
      useSWR(['estate', 'test'], () => 'value');
      return useSWRConfig().cache;
    }, { wrapper });
    expect(result.current).toBe(ownCache);
    expect(parentCache.size).toBe(0);
  });
});

describe('estateKeys', () => {
  it('gives equal keys for equal arguments, with the defaults filled in', () => {
    expect(estateKeys.properties.all()).toEqual(estateKeys.properties.all({ page: 1, pageSize: 20 }));
    expect(unstable_serialize(estateKeys.properties.details(42))).toBe(unstable_serialize(estateKeys.properties.details('42')));
    expect(estateKeys.properties.byCountry('ke', { property_type: ' House ', advert_type: '' })).toEqual(
      estateKeys.properties.byCountry('KE', { property_type: 'House' }),
    );
    expect(estateKeys.search.users('amina')).toEqual(['estate', 'search', 'users', 'amina']);
  });

  it('starts every key with the area, so one filter reaches all of its entries', () => {
    const propertyKeys = [
      estateKeys.properties.all(),
      estateKeys.properties.byType('House'),
      estateKeys.properties.byAdvertType('Auction'),
      estateKeys.properties.byStatus('Ongoing Project'),
      estateKeys.properties.byCountry('KE', { advert_type: 'For Sale' }),
      estateKeys.properties.details('garden-villa'),
      estateKeys.properties.liked(),
    ];
    const underProperties = keysUnder(estateKeys.properties.root());
    expect(propertyKeys.every(underProperties)).toBe(true);
    expect([estateKeys.reels.all(), estateKeys.reels.details(1), estateKeys.reels.ofAgent()].some(underProperties)).toBe(false);
    expect(keyStartsWith(estateKeys.reels.ofAgent('grace'), estateKeys.reels.root())).toBe(true);
    expect(keyStartsWith('estate', estateKeys.all())).toBe(false);
    const areas = [
      estateKeys.profiles.me(),
      estateKeys.profiles.byId(1),
      estateKeys.profiles.byUsername('amina'),
      estateKeys.profiles.agents(),
      estateKeys.profiles.topAgents(),
      estateKeys.comments.property(1),
      estateKeys.comments.clip(1),
      estateKeys.notifications.all(),
      estateKeys.search.agents('k'),
      estateKeys.chat.users(),
      estateKeys.chat.messages('grace'),
      estateKeys.payments.plans(),
    ];
    expect(areas.every(keysUnder(estateKeys.all()))).toBe(true);
  });
});

describe('useDebouncedValue', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the value only once it has not changed for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ value: 'abc' });
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});
