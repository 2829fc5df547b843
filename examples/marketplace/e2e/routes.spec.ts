import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test, watchHydration } from './fixtures';

/**
 * Every route of the table (spec §2), signed in as the demo seller: it arrives rendered by the
 * server in the member's theme and language and hydrates without a mismatch (issue 24), renders
 * without a page error, has no serious or critical axe violation, and nothing overflows sideways
 * on a 360 px phone; each check in both themes and both languages (the four walks pair them).
 * With E2E_SCREENSHOTS=<dir> each view is also saved there, to be looked at.
 */

interface Fixtures {
  propertySlug: string;
  clipSlug: string;
  otherUsername: string;
}

async function fixtures(page: Page, access: string): Promise<Fixtures> {
  const json = async (url: string) => (await (await page.request.get(url)).json()) as { results: Array<Record<string, unknown>> };
  const properties = await json('/api/v1/properties/all?page_size=1');
  const reels = await json('/api/v1/reels/all?page_size=1');
  const agents = (await (await page.request.get('/api/v1/profile/agents/all/', { headers: { Authorization: `Bearer ${access}` } })).json()) as {
    results: Array<{ username: string }>;
  };
  return {
    propertySlug: String(properties.results[0]!.slug),
    clipSlug: String(reels.results[0]!.slug),
    otherUsername: agents.results[0]!.username,
  };
}

const routes = (f: Fixtures): Array<[name: string, url: string]> => [
  ['home', '/'],
  ['explore', '/explore'],
  ['clips', '/clips'],
  ['clip', `/clip/${f.clipSlug}/`],
  ['inbox', '/inbox'],
  ['favourites', '/favourites/'],
  ['notifications', '/notifications'],
  ['my-profile', '/my-profile/'],
  ['profile-edit', '/profile/edit/'],
  ['public-profile', `/profile/${f.otherUsername}/`],
  ['checkout', '/checkout'],
  ['property', `/property/${f.propertySlug}/`],
  ['country', '/KE/'],
  ['type', '/property-type/House/'],
  ['country-type', '/property-type/KE/Apartment/'],
  ['advert', '/advert-type/For%20Sale/'],
  ['country-advert', '/advert-type/KE/For%20Rent/'],
  ['country-type-advert', '/KE/House/For%20Sale/'],
  ['status', '/property-status/Ongoing%20Project'],
  ['country-status', '/property-status/KE/Completed%20Projects'],
  ['not-found', '/this/is/not/a/page/'],
];

/** Waits until the page has settled: no skeleton or busy region left. */
async function settle(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  // A map loads when it comes near the view: bring it there as a reader scrolling down would (how
  // far down a listing's map sits depends on the listing), then back to the top.
  await page.evaluate(() => document.querySelector('.est-map-placeholder')?.scrollIntoView({ block: 'center' }));
  await expect(page.locator('.est-map-placeholder')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.est-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

type Theme = 'dark' | 'light';
type Locale = 'en' | 'fr';

/**
 * Signs in as the seller with `theme` and `locale` chosen (kept as the app keeps them: in storage,
 * and in cookies the server renders with) and runs `check` on every route, each in its own step.
 */
async function everyRoute(page: Page, theme: Theme, locale: Locale, label: string, check: (url: string) => Promise<void>) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const hydration = watchHydration(page);
  const { access } = await signIn(page, DEMO.seller);
  const origin = process.env.ESTATE_BASE_URL!;
  await page.context().addCookies([
    { name: 'theme', value: theme, url: origin },
    { name: 'locale', value: locale, url: origin },
  ]);
  await page.addInitScript(
    ({ theme, locale }) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem('locale', locale);
      localStorage.setItem('tourCompleted', 'true');
    },
    { theme, locale }
  );
  for (const [name, url] of routes(await fixtures(page, access))) {
    await test.step(name, async () => {
      await page.goto(url);
      // Rendered on the server with the page's state, in the member's language and theme.
      await expect(page.locator('#estate-ssr')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('.app-root')).toHaveAttribute('data-theme', theme);
      await settle(page);
      expect(hydration, `hydration of ${url} (${theme}, ${locale})`).toEqual([]);
      await check(`${url} (${theme}, ${locale})`);
      await shoot(page, `${name}-${label}-${theme}-${locale}`);
    });
  }
  expect(errors).toEqual([]);
}

/** The four walks: each theme once in each language. */
const walks: Array<{ theme: Theme; locale: Locale; phone: boolean }> = [
  { theme: 'dark', locale: 'en', phone: false },
  { theme: 'light', locale: 'fr', phone: false },
  { theme: 'dark', locale: 'fr', phone: true },
  { theme: 'light', locale: 'en', phone: true },
];
const LANGUAGE = { en: 'English', fr: 'French' } as const;

test.describe('every route', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const { theme, locale, phone } of walks) {
    if (phone) {
      test(`fits a 360 px phone in the ${theme} theme, in ${LANGUAGE[locale]}`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 780 });
        await everyRoute(page, theme, locale, 'phone', () => expectNoHorizontalOverflow(page));
      });
    } else {
      test(`renders accessibly at desktop width in the ${theme} theme, in ${LANGUAGE[locale]}`, async ({ page }) => {
        await everyRoute(page, theme, locale, 'desktop', (label) => expectAccessible(page, label));
      });
    }
  }
});
