import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import type { SWRConfiguration } from 'swr';
import { EstateProvider, useEstateUI, type EstateComponents } from '@estate/react';
import { EmojiPicker } from '@estate/react/emoji';
import { useTheme } from '@estate/sdk/react';
import { useAppEnvironment } from './environment';
import { useLocale } from './i18n/locale';
import { AppTextProvider } from './i18n/AppText';
import { RouterLink } from './router/RouterLink';
import { keepSessionCookie, PAGE_COOKIES, setPageCookie } from './ssr/cookies';
import { APP_DEFAULT_THEME } from './theme';

/** React Router's links, and the full emoji picker (search, categories, skin tones) of spec §9 in the composers. */
const components: Partial<EstateComponents> = { Link: RouterLink, EmojiPicker };

/**
 * Every route's parent: the kit's provider with the router's links, the saved language, and the
 * theme on `<html>`. A server-rendered page starts from the data and theme it was rendered with;
 * on the server, each render has a cache of its own and collects the data it asks for.
 */
export function Root() {
  const [locale] = useLocale();
  const { client, ssr, swrMiddleware } = useAppEnvironment();
  const swrConfig = useMemo<SWRConfiguration | undefined>(() => {
    if (swrMiddleware) return { provider: () => new Map(), use: [swrMiddleware], fallback: ssr?.fallback };
    return ssr ? { fallback: ssr.fallback } : undefined;
  }, [ssr, swrMiddleware]);
  return (
    <EstateProvider
      client={client}
      locale={locale}
      components={components}
      // The app is the marketplace: its links stay relative, on the server and in the browser alike.
      marketplaceOrigin=""
      swrConfig={swrConfig}
      initialTheme={ssr?.theme}
      defaultTheme={APP_DEFAULT_THEME}
      serverRendered={Boolean(ssr)}
    >
      <AppTextProvider locale={locale}>
        <DocumentPreferences locale={locale} />
        <AppRoot>
          <Outlet />
        </AppRoot>
        <ScrollRestoration />
      </AppTextProvider>
    </EstateProvider>
  );
}

/**
 * The app owns its page, so the theme's class (spec §4) and the language go on `<html>`; and the
 * cookies the server renders the next page by follow the theme, the language and the session.
 */
function DocumentPreferences({ locale }: { locale: string }) {
  const { theme } = useTheme({ applyToDocument: true });
  const { client } = useAppEnvironment();
  useEffect(() => {
    document.documentElement.lang = locale;
    setPageCookie(PAGE_COOKIES.locale, locale);
  }, [locale]);
  useEffect(() => setPageCookie(PAGE_COOKIES.theme, theme), [theme]);
  useEffect(() => keepSessionCookie(client), [client]);
  // The page is live: a server-rendered page's buttons do nothing until this point (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The page's one `est-root`: the kit's tokens and theme reach every screen of the app. */
function AppRoot({ children }: { children: ReactNode }) {
  const { theme } = useEstateUI();
  return (
    <div className="est-root app-root" data-theme={theme}>
      {children}
    </div>
  );
}
