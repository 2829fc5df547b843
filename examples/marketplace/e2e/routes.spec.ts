import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test } from './fixtures';

/**
 * Every route of the table (spec §2), signed in as the demo seller: it renders without a page
 * error, has no serious or critical axe violation, and nothing overflows sideways on a 360 px
 * phone, in both themes. With E2E_SCREENSHOTS=<dir> each view is also saved there, to be looked at.
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
  await expect(page.locator('.est-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Signs in as the seller in `theme` and runs `check` on every route, each in its own step. */
async function everyRoute(page: Page, theme: 'dark' | 'light', label: string, check: (url: string) => Promise<void>) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { access } = await signIn(page, DEMO.seller);
  await page.addInitScript((value) => {
    localStorage.setItem('theme', value);
    localStorage.setItem('tourCompleted', 'true');
  }, theme);
  for (const [name, url] of routes(await fixtures(page, access))) {
    await test.step(name, async () => {
      await page.goto(url);
      await settle(page);
      await check(`${url} (${theme})`);
      await shoot(page, `${name}-${label}-${theme}`);
    });
  }
  expect(errors).toEqual([]);
}

test.describe('every route', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const theme of ['dark', 'light'] as const) {
    test(`renders accessibly at desktop width in the ${theme} theme`, async ({ page }) => {
      await everyRoute(page, theme, 'desktop', (label) => expectAccessible(page, label));
    });

    test(`fits a 360 px phone in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await everyRoute(page, theme, 'phone', () => expectNoHorizontalOverflow(page));
    });
  }
});
