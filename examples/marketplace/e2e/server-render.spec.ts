import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { DEMO, DEMO_PASSWORD, expect, test, watchHydration } from './fixtures';

/** The sitemaps.org 0.9 schema the server's own tests validate with (packages/estate-server/test/fixtures). */
const SITEMAP_XSD = readFileSync(fileURLToPath(new URL('../../../packages/estate-server/test/fixtures/sitemap.xsd', import.meta.url)), 'utf8');

/** WhatsApp's link-preview fetcher, as it introduces itself: no JavaScript, no cookies. */
const PREVIEW_BOT = 'WhatsApp/2.23.20.0';

/**
 * Issue 24: every page arrives rendered by the server, with its data, and the browser takes it
 * over (hydration) without redoing it: React reports no mismatch on any route, in either theme or
 * language. With JavaScript off, a listing still shows its title, price and photo.
 */

interface Demo {
  property: { slug: string; title: string };
  reel: string;
  agent: string;
}

async function demoData(baseURL: string): Promise<Demo> {
  const feed = (await (await fetch(`${baseURL}/api/v1/properties/all?page_size=1`)).json()) as { results: { slug: string; title: string }[] };
  const reels = (await (await fetch(`${baseURL}/api/v1/reels/all?page_size=1`)).json()) as { results: { slug: string; username: string }[] };
  return { property: feed.results[0]!, reel: reels.results[0]!.slug, agent: reels.results[0]!.username };
}

/** A context as a returning visitor has it: the stored session, and the cookies the app keeps beside it. */
async function visitor(
  browser: Browser,
  baseURL: string,
  who: 'member' | 'guest' | null,
  preferences: { theme?: string; locale?: string } = {},
  options: BrowserContextOptions = {}
) {
  const context = await browser.newContext(options);
  const cookies = Object.entries({ estate_session: who, theme: preferences.theme, locale: preferences.locale })
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => ({ name, value, url: baseURL }));
  await context.addCookies(cookies);
  if (who) {
    const response =
      who === 'member'
        ? await fetch(`${baseURL}/api/v1/auth/jwt/create/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: DEMO.buyer, password: DEMO_PASSWORD }),
          })
        : await fetch(`${baseURL}/api/v1/users/guest-login/`, { method: 'POST' });
    const userInfo = JSON.stringify({ ...((await response.json()) as object), isGuest: who === 'guest' });
    await context.addInitScript(
      ({ userInfo, theme, locale }) => {
        localStorage.setItem('userInfo', userInfo);
        localStorage.setItem('tourCompleted', 'true');
        if (theme) localStorage.setItem('theme', theme);
        if (locale) localStorage.setItem('locale', locale);
      },
      { userInfo, ...preferences }
    );
  }
  return context;
}

test.describe('pages rendered on the server', () => {
  test('with JavaScript off, a listing shows its title, price and photo', async ({ browser, baseURL }) => {
    const { property } = await demoData(baseURL!);
    const context = await visitor(browser, baseURL!, 'guest', {}, { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/property/${property.slug}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/^\$[\d,]+$/)
        .first()
    ).toBeVisible();
    const photo = page.locator('main img').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // A listing that does not exist is a 404 for crawlers too.
    expect((await page.goto('/property/no-such-listing-anywhere/'))?.status()).toBe(404);
    await context.close();
  });

  test('with JavaScript off and no session, a shared listing opens on the login screen at its own address', async ({ browser, baseURL }) => {
    const { property } = await demoData(baseURL!);
    const context = await visitor(browser, baseURL!, null, {}, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/property/${property.slug}/`);
    await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/property/${property.slug}/`);
    await context.close();
  });

  // Members' pages hydrate without a mismatch on every route, in both themes and both languages: routes.spec.ts.
  test('a guest and a visitor with no session see pages that hydrate without a mismatch', async ({ browser, baseURL }) => {
    const { property } = await demoData(baseURL!);
    for (const who of ['guest', null] as const) {
      const context = await visitor(browser, baseURL!, who);
      const page = await context.newPage();
      const problems = watchHydration(page);
      for (const route of ['/', `/property/${property.slug}/`, '/login']) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        expect(problems, `${route} as ${who ?? 'a visitor'}`).toEqual([]);
      }
      if (!who) await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
      await context.close();
    }
  });

  test('a link preview finds the title, description, picture and canonical of a listing, absolute', async ({ request, baseURL }) => {
    const { property } = await demoData(baseURL!);
    const response = await request.get(`/property/${property.slug}/`, { headers: { 'user-agent': PREVIEW_BOT } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1];
    const url = `${baseURL}/property/${property.slug}/`;
    expect(head).toContain(`<title>${property.title}`);
    expect(meta('description')).toBeTruthy();
    expect(meta('og:title')).toContain(property.title);
    expect(meta('og:description')).toBeTruthy();
    expect(meta('og:type')).toBeTruthy();
    expect(meta('og:url')).toBe(url);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    // The 1200 × 630 picture, absolute, and really there.
    const image = meta('og:image')!;
    expect(image).toMatch(new RegExp(`^${baseURL}/media/.+\\.og\\.jpg$`));
    const picture = await request.get(image);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    const listing = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!) as Record<string, unknown>;
    expect(listing).toMatchObject({ '@type': 'RealEstateListing', name: property.title, url });
  });

  test('the sitemap lists the listings and validates against the sitemaps.org schema', async ({ request, baseURL }) => {
    const { property } = await demoData(baseURL!);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/property/${property.slug}/</loc>`);
    const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: sitemap }], schema: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }] });
    expect(result.errors).toEqual([]);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});
