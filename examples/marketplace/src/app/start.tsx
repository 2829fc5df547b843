import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { createBrowserClient } from './client';
import { AppEnvironmentProvider } from './environment';
import { loadMessages } from '@estate/react';
import { adoptLinkLanguage, readLocale } from './i18n/locale';
import { routes } from './router/routes';
import { readSsrState } from './ssr/state';

/**
 * The app started in the browser. A page the server rendered (`npm start`, issue 24) is hydrated:
 * the pages it showed are loaded first, so the first render is the server's; one rendered here
 * alone (`npm run dev`) starts from nothing.
 */
export async function start() {
  adoptLinkLanguage();
  const ssr = readSsrState();
  const container = document.getElementById('root')!;
  // The texts of the language the page was rendered in, and of the one saved here (they differ
  // when another tab chose one since): both in before the first render, so nothing shows English
  // first or waits on a chunk while hydrating.
  await Promise.all([ssr ? loadMatchedPages() : undefined, loadMessages(ssr?.locale ?? 'en'), loadMessages(readLocale())]);
  const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router as HydrationState } : undefined);
  const app = (
    <StrictMode>
      <AppEnvironmentProvider value={{ client: createBrowserClient(ssr?.mediaPublicUrl), ssr }}>
        <RouterProvider router={router} />
      </AppEnvironmentProvider>
    </StrictMode>
  );
  // Hydrated as a transition: React yields to the browser every few milliseconds instead of taking
  // the main thread for the whole page at once, so a tap during hydration is answered.
  // A mismatch is a bug to fix (the page then renders again in the browser): say where it was.
  if (ssr) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: (error, info) => console.error(error, info.componentStack) }));
  else createRoot(container).render(app);
}

/** The lazy pages of the current address, resolved into their routes before the router starts. */
async function loadMatchedPages() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    })
  );
}
