import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { EstateProvider, useEstateUI, type EstateComponents } from '@estate/react';
import { useTheme } from '@estate/sdk/react';
import { client } from './client';
import { useLocale } from './i18n/locale';
import { AppTextProvider } from './i18n/AppText';
import { RouterLink } from './router/RouterLink';

const components: Partial<EstateComponents> = { Link: RouterLink };

/** Every route's parent: the kit's provider with the router's links, the saved language, and the theme on `<html>`. */
export function Root() {
  const [locale] = useLocale();
  return (
    <EstateProvider client={client} locale={locale} components={components}>
      <AppTextProvider locale={locale}>
        <DocumentTheme locale={locale} />
        <AppRoot>
          <Outlet />
        </AppRoot>
        <ScrollRestoration />
      </AppTextProvider>
    </EstateProvider>
  );
}

/** The app owns its page, so the theme's class (spec §4) and the language go on `<html>`. */
function DocumentTheme({ locale }: { locale: string }) {
  useTheme({ applyToDocument: true });
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
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
