#!/usr/bin/env node
/**
 * Screenshots of the built app's pages, to look at them as a user would: one server with the demo
 * data, each page at each width and theme, signed in as a demo account, as a guest, or signed out.
 *
 *   node scripts/shoot-pages.mjs <out-dir> <email|guest|anonymous> <path>[,<path>...] [--widths 1280,390] [--themes light,dark] [--click "Button name"] [--full] [--locale sw]
 *
 * `/property/mine` is the signed-in account's newest listing, `/property/newest` the newest of all,
 * `/property/house` the first house for sale with more than one photo.
 * Needs `npm run build`. PNGs are named <path-as-name>-<width>-<theme>.png.
 */
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const args = shootArgs(
  'shoot-pages.mjs <out-dir> <email|anonymous> <path>[,<path>...] [--widths 1280,390] [--themes light,dark] [--click name]',
  2,
  { widths: '1280,390', themes: 'light,dark' },
);
const { outDir, widths, themes } = args;
const [who, paths] = args.positional;
const click = args.option('click');
const fullPage = args.flag('full');
/** The page's language (`en`, `fr`, `sw`): saved as the app saves it, and the cookie the server renders by. */
const locale = args.option('locale');
const { server, browser, close } = await shootingBrowser('examples/marketplace/dist');
try {
  const session =
    who === 'anonymous'
      ? null
      : who === 'guest'
        ? { ...(await (await fetch(`${server.url}/api/v1/users/guest-login/`, { method: 'POST' })).json()), isGuest: true }
        : await (await fetch(`${server.url}/api/v1/auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: who, password: 'estate-demo-2026' }) })).json();
  const authorization = session ? { authorization: `Bearer ${session.access}` } : {};
  const slugOf = async (api) => (await (await fetch(`${server.url}${api}`, { headers: authorization })).json()).results?.[0]?.slug;
  const resolve = async (page) => {
    if (page === '/property/newest') return `/property/${await slugOf('/api/v1/properties/all')}/`;
    if (page === '/property/house') {
      const { results } = await (await fetch(`${server.url}/api/v1/properties/advert-type/For%20Sale/`)).json();
      return `/property/${results.find((p) => p.property_type === 'House' && p.photos.length > 1).slug}/`;
    }
    if (page !== '/property/mine') return page;
    const me = await (await fetch(`${server.url}/api/v1/profile/me/`, { headers: authorization })).json();
    return `/property/${me.profile.properties[0].slug}/`;
  };
  for (const named of paths.split(',')) {
    const page = await resolve(named);
    for (const width of widths) {
      for (const theme of themes) {
        const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, reducedMotion: 'reduce' });
        await context.addInitScript(
          ({ session, theme, locale }) => {
            if (session) localStorage.setItem('userInfo', JSON.stringify({ isGuest: false, ...session }));
            localStorage.setItem('theme', theme);
            localStorage.setItem('tourCompleted', 'true');
            if (locale) localStorage.setItem('locale', locale);
          },
          { session, theme, locale },
        );
        if (locale) await context.addCookies([{ name: 'locale', value: locale, url: server.url }]);
        const tab = await context.newPage();
        await tab.goto(`${server.url}${page}`);
        await tab.waitForLoadState('networkidle');
        if (click) await tab.getByRole('button', { name: click }).first().click();
        await tab.waitForTimeout(800);
        const name = `${named.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${theme}${locale ? `-${locale}` : ''}`;
        await tab.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
        console.log(path.join(outDir, `${name}.png`));
        await context.close();
      }
    }
  }
} finally {
  await close();
}
