import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import '@estate/react/styles.css';
import './styles/app.css';
import './styles/layout.css';
import { createBrowserClient } from './app/client';
import { AppEnvironmentProvider } from './app/environment';
import { adoptLinkLanguage } from './app/i18n/locale';
import { routes } from './app/router/routes';
import { readSsrState } from './app/ssr/state';

/**
 * The browser's entry. A page the server rendered (`npm start`, issue 24) is hydrated: the pages it
 * showed are loaded first, so the first render is the server's; one rendered here alone (`npm run
 * dev`) starts from nothing.
 */
async function start() {
  adoptLinkLanguage();
  const ssr = readSsrState();
  const container = document.getElementById('root')!;
  if (ssr) await Promise.all([loadMatchedPages(), mainPhotoShown()]);
  const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router as HydrationState } : undefined);
  const app = (
    <StrictMode>
      <AppEnvironmentProvider value={{ client: createBrowserClient(), ssr }}>
        <RouterProvider router={router} />
      </AppEnvironmentProvider>
    </StrictMode>
  );
  // A mismatch is a bug to fix (the page then renders again in the browser): say where it was.
  if (ssr) hydrateRoot(container, app, { onRecoverableError: (error, info) => console.error(error, info.componentStack) });
  else createRoot(container).render(app);
}

/**
 * A server-rendered page's main photo (the one it asks the browser for first) on screen before
 * hydration takes the main thread: the page is already drawn, and its largest paint should not
 * wait for the app to take it over. At most 1.5 s: a slow photo never holds up the app for long.
 */
async function mainPhotoShown() {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo) return;
  const loaded = photo.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        photo.addEventListener('load', resolve, { once: true });
        photo.addEventListener('error', resolve, { once: true });
      });
  const painted = loaded.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 1500))]);
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

void start();
