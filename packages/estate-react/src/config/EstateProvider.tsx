'use client';

import { useMemo, type ReactNode } from 'react';
import type { EstateClient } from '@estate/sdk';
import { EstateClientProvider, useTheme, type DefaultTheme, type Theme } from '@estate/sdk/react';
import type { SWRConfiguration } from 'swr';
import { INTL_LOCALES, withOverrides, type EstateLocale, type EstateUIMessages } from '../messages/index.js';
import { useLocaleMessages } from './locale-messages.js';
import { GuestGateProvider, type GuestAction } from '../components/auth/GuestGate.js';
import { Toaster } from '../primitives/Toast.js';
import { DEFAULT_CONFIG, EstateUIContext, type EstateComponents, type EstatePaths, type EstateUIConfig, type MapTiles } from './context.js';
import { withOffSiteAnchors } from './DefaultLink.js';
import { resolvePaths, useMarketplaceOrigin } from './marketplace.js';

export interface EstateProviderProps {
  /** The SDK client (`createEstateClient`) the components read and write through. */
  client: EstateClient;
  /**
   * Language of every text, date and number: a complete table exists for `en`, `fr` and `sw`
   * (Kiswahili, formatted as `sw-KE`). English is in the bundle; another language's table is a
   * chunk of its own, fetched on demand: call `loadMessages(locale)` before rendering to have it
   * at once, else the provider suspends (the nearest `<Suspense>` shows its fallback) until it is in.
   */
  locale?: EstateLocale;
  /** Texts to use instead of the table's, by key. */
  messages?: Partial<EstateUIMessages>;
  /**
   * `light` or `dark`. When left out, the user's saved theme (`useTheme`, under the client's
   * storage namespace), else `defaultTheme`. The theme goes on each component's root as
   * `data-theme`, never on the host page's `<html>`.
   */
  theme?: Theme;
  /**
   * The theme until the user saves one: `'system'` (the default) follows the visitor's
   * `prefers-color-scheme`, read after hydration; `'dark'` or `'light'` fixes it.
   */
  defaultTheme?: DefaultTheme;
  /**
   * Parts to replace everywhere, such as `Link` for a router. An href on another origin (the
   * marketplace's pages on a partner's site) is always a plain `<a>`: a router cannot go there.
   */
  components?: Partial<EstateComponents>;
  /**
   * The site's own pages, by kind (`property`, `profile`, `register`, ...): each one given is used
   * as it is ('Learn More' to `paths.property(slug)`). A kind left out links to the spec's route on
   * the marketplace (`marketplaceOrigin`), never to a page the site may not have.
   */
  paths?: Partial<EstatePaths>;
  /**
   * Where the marketplace is, for the links `paths` does not cover (and the chat's Create account):
   * `https://estate.example`, or '' for relative links (the site is the marketplace, as the
   * reference app is). When left out: the origin of the client's `baseUrl` (the API server serves
   * the marketplace web app too) if the page is on another origin, else ''. The page's origin is
   * known only in the browser: a server render, and the first render of a page hydrating it, link
   * relatively, and the links turn absolute right after; a server-rendered partner site gives it.
   */
  marketplaceOrigin?: string;
  /** Where dialogs, popovers and toasts are portalled (a shadow root's container, say). */
  portalContainer?: HTMLElement | null;
  /** Origin of the share links; the page's origin when left out. */
  shareOrigin?: string;
  /**
   * Where the maps' tiles come from. When left out, the API server's (`GET /config/map/`, its
   * `MAP_TILES_URL`), else OpenStreetMap's public tiles. Give a keyed service (or your own tile
   * server) for real traffic, and a local fixture in tests.
   */
  mapTiles?: MapTiles;
  /** SWR options for the data hooks, merged over any `SWRConfig` above. */
  swrConfig?: SWRConfiguration;
  /** The theme a server-rendered page was rendered with: the saved theme's stand-in on the server and while hydrating. */
  initialTheme?: Theme;
  /** The page was rendered on the server and is being hydrated: the stored session shows right after, in a transition. */
  serverRendered?: boolean;
  /**
   * What a guest (or a visitor) gets on a feature for registered users — a like, a comment, a
   * search, a create — instead of the kit's guest popup ('Join Estate'), told which feature.
   */
  onGuestAction?: GuestAction;
  children?: ReactNode;
}

/**
 * One provider for the whole kit: the SDK's data provider (client, SWR cache) and the components'
 * configuration (texts, theme, links, portals), the live region where notices appear, and the one
 * guest gate every `useGuestGate()` below opens.
 */
export function EstateProvider({
  client,
  locale = 'en',
  messages,
  theme,
  components,
  paths,
  marketplaceOrigin,
  portalContainer,
  shareOrigin,
  mapTiles,
  swrConfig,
  initialTheme,
  defaultTheme,
  serverRendered,
  onGuestAction,
  children,
}: EstateProviderProps) {
  const marketplace = useMarketplaceOrigin(marketplaceOrigin, client.baseUrl);
  return (
    <EstateClientProvider client={client} swrConfig={swrConfig} initialTheme={initialTheme} defaultTheme={defaultTheme} serverRendered={serverRendered}>
      <EstateUIProvider {...{ locale, messages, theme, components, paths, portalContainer, shareOrigin, mapTiles }} marketplaceOrigin={marketplace}>
        <GuestGateProvider onGuestAction={onGuestAction}>{children}</GuestGateProvider>
      </EstateUIProvider>
    </EstateClientProvider>
  );
}

type UIProviderProps = Omit<EstateProviderProps, 'client' | 'swrConfig' | 'initialTheme' | 'defaultTheme' | 'serverRendered' | 'onGuestAction'>;

/**
 * The components' configuration alone, for views rendered from plain props (stories, tests, server
 * pages). Without a client it cannot tell where the marketplace is: links are relative unless
 * `marketplaceOrigin` is given.
 */
export function EstateUIProvider({
  locale = 'en',
  messages,
  theme,
  components,
  paths,
  marketplaceOrigin = '',
  portalContainer = null,
  shareOrigin,
  mapTiles,
  children,
}: UIProviderProps) {
  const saved = useTheme();
  const resolvedTheme = theme ?? saved.theme;
  const table = useLocaleMessages(locale);
  const value = useMemo<EstateUIConfig>(
    () => ({
      locale,
      intlLocale: INTL_LOCALES[locale],
      messages: withOverrides(table, messages),
      theme: resolvedTheme,
      components: { ...DEFAULT_CONFIG.components, ...components, Link: withOffSiteAnchors(components?.Link ?? DEFAULT_CONFIG.components.Link) },
      paths: resolvePaths(marketplaceOrigin.replace(/\/+$/, ''), paths),
      marketplaceOrigin: marketplaceOrigin.replace(/\/+$/, ''),
      portalContainer,
      shareOrigin,
      mapTiles,
    }),
    [locale, table, messages, resolvedTheme, components, paths, marketplaceOrigin, portalContainer, shareOrigin, mapTiles]
  );
  return (
    <EstateUIContext.Provider value={value}>
      <Toaster>{children}</Toaster>
    </EstateUIContext.Provider>
  );
}
