'use client';

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfigValue, type SWRConfiguration } from 'swr';
import type { EstateClient } from '../client/client.js';
import { userIdOf, type UserInfo } from '../client/session.js';
import type { KeyValueStorage } from '../storage.js';
import { clearEstateCache } from './cache.js';
import type { DefaultTheme, Theme } from './theme.js';

interface EstateContextValue {
  client: EstateClient;
  storage?: KeyValueStorage;
  initialTheme?: Theme;
  defaultTheme?: DefaultTheme;
}

const EstateContext = createContext<EstateContextValue | null>(null);
EstateContext.displayName = 'EstateContext';

/** Whether values kept in the browser (the stored session) may show: false while a server-rendered page hydrates. */
const BrowserValuesContext = createContext(true);
BrowserValuesContext.displayName = 'EstateBrowserValuesContext';

export interface EstateClientProviderProps {
  client: EstateClient;
  /**
   * SWR options for the hooks below, merged over any `SWRConfig` above (the parent's cache is
   * kept unless a `provider` is given here; `use` and `fallback` are combined). Keep the object
   * stable (a constant or `useMemo`) so the context does not change on every render.
   */
  swrConfig?: SWRConfiguration;
  /** Where `useTheme` keeps the theme; the client's storage when it exposes one, else `localStorage`. */
  storage?: KeyValueStorage;
  /**
   * The theme a server-rendered page was rendered with (from a cookie, say): `useTheme` gives it
   * on the server and while hydrating, so the first render in the browser matches the HTML, then
   * the saved theme. Without it, both are `defaultTheme` when it is fixed, else `DEFAULT_THEME` (light).
   */
  initialTheme?: Theme;
  /**
   * `useTheme`'s theme until the user saves one: `'system'` (the default) follows the system's
   * `prefers-color-scheme`, read in the browser after hydration; `'dark'` or `'light'` fixes it, as an
   * app with a house theme does.
   */
  defaultTheme?: DefaultTheme;
  /**
   * The page was rendered on the server and is being hydrated. What only the browser knows (the
   * stored session: the user's likes, avatar, unread count) shows right after hydration, in a
   * transition the browser can interrupt, instead of a re-render of every such part at once.
   */
  serverRendered?: boolean;
  children?: ReactNode;
}

/**
 * Puts the client in context and wraps the children in an `SWRConfig` merged with the parent one.
 * When the signed-in user changes (login, logout, a refresh that fails), every cached entry is
 * cleared, so a new user never sees the previous user's data.
 */
export function EstateClientProvider({ client, swrConfig, storage, initialTheme, defaultTheme, serverRendered = false, children }: EstateClientProviderProps) {
  const value = useCallback(
    (parent: SWRConfigValue = {}): SWRConfigValue => ({
      ...parent,
      ...swrConfig,
      // The parent's provider must not be run again: that would make a second, empty cache.
      provider: swrConfig?.provider,
      use: [...(parent.use ?? []), ...(swrConfig?.use ?? [])],
      fallback: { ...parent.fallback, ...swrConfig?.fallback },
    }),
    [swrConfig]
  );
  const context = useMemo(() => ({ client, storage, initialTheme, defaultTheme }), [client, storage, initialTheme, defaultTheme]);
  const [browserValues, setBrowserValues] = useState(!serverRendered);
  useEffect(() => {
    if (!browserValues) startTransition(() => setBrowserValues(true));
  }, [browserValues]);
  return (
    <EstateContext.Provider value={context}>
      <BrowserValuesContext.Provider value={browserValues}>
        <SWRConfig value={value}>
          <ClearCacheOnUserChange client={client} />
          {children}
        </SWRConfig>
      </BrowserValuesContext.Provider>
    </EstateContext.Provider>
  );
}

/** False while a server-rendered page hydrates (see `serverRendered`), then true; always true otherwise. */
export function useBrowserValues(): boolean {
  return useContext(BrowserValuesContext);
}

const identityOf = (userInfo: UserInfo | null) => (userInfo ? `${userIdOf(userInfo.access)}:${userInfo.isGuest}` : 'anonymous');

function ClearCacheOnUserChange({ client }: { client: EstateClient }) {
  const swr = useSWRConfig();
  useEffect(() => {
    let identity = identityOf(client.session.userInfo);
    const unsubscribe = client.session.subscribe((userInfo) => {
      const next = identityOf(userInfo);
      if (next === identity) return; // a refreshed token of the same user keeps the cache
      identity = next;
      clearEstateCache(swr);
    });
    return () => void unsubscribe();
  }, [client, swr]);
  return null;
}

/** The client given to the nearest `EstateClientProvider`. */
export function useEstateClient(): EstateClient {
  const context = useContext(EstateContext);
  if (!context) throw new Error('`useEstateClient` must be used within `EstateClientProvider`');
  return context.client;
}

/** The client of the nearest `EstateClientProvider`, or undefined outside one (for views that also render from plain props). */
export function useOptionalEstateClient(): EstateClient | undefined {
  return useContext(EstateContext)?.client;
}

/** The provider's context, or null outside one (for hooks that also work without it). */
export function useOptionalEstateContext(): EstateContextValue | null {
  return useContext(EstateContext);
}
