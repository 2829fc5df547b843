import '@estate/react/styles.css';
import './styles/app.css';
import './styles/layout.css';
import { SSR_STATE_ID } from './app/ssr/state';

/**
 * The browser's entry, and all it holds: the app's styles and the wait for the main photo. The app
 * itself (React, the router, the kit) is a chunk of its own, asked for only once a server-rendered
 * page's main photo is on screen (issue 24): on a phone's slow link the photo the page is about gets
 * the bandwidth first, and the page, already drawn from its HTML, then comes alive.
 */
async function boot() {
  if (document.getElementById(SSR_STATE_ID)) await mainPhotoShown();
  const { start } = await import('./app/start');
  await start();
}

/**
 * A server-rendered page's main photo (the one it asks the browser for first) loaded and painted.
 * At most 1.5 s: a slow photo never holds up the app for long.
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

void boot();
