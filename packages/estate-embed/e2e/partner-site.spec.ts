import { expect, test, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
// @ts-expect-error: the size-limit configuration, a plain ES module.
import sizeLimits from '../.size-limit.js';

const api = () => process.env.ESTATE_API_URL!;
const BUYER = { email: 'buyer@estate.demo', password: 'estate-demo-2026' };
const AGENT = { email: 'agent@estate.demo', password: 'estate-demo-2026', username: 'grace_achieng' };
const BUYER_USERNAME = 'amina_wanjiru';

/** The computed value of `property` on the element `locator` finds (Playwright's CSS pierces open shadow roots). */
function computed(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** The JSON-LD the element wrote into the page's light DOM (its own children), parsed. */
function structuredData(element: Locator): Promise<Array<Record<string, unknown>>> {
  return element.evaluate((host) =>
    [...host.querySelectorAll(':scope > script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as Record<string, unknown>),
  );
}

/** Every JavaScript response of the page from now on (the loader, the chunks), as it came. */
function scriptResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  });
  return responses;
}

/** Each response's bytes gzipped (level 9), whatever encoding the server sent them in: what a CDN serves. */
async function gzipSizes(responses: Response[]): Promise<Array<{ path: string; gzip: number }>> {
  return Promise.all(responses.map(async (response) => ({ path: new URL(response.url()).pathname, gzip: gzipSync(await response.body(), { level: 9 }).length })));
}

/**
 * The budgets, in gzip bytes, read from .size-limit.js (said there once, with what they hold): the
 * loader alone (issue 25's 15 kB), and all the JavaScript a page with `<estate-listings>` alone
 * loads before its first card (issue 25 asks for 110 kB; .size-limit.js says what the rest is and
 * what reaching it takes). French and Swahili texts are chunks of their own (issue 26): an English
 * page loads neither.
 */
const budget = (name: string) => 1000 * Number.parseFloat((sizeLimits as Array<{ name: string; limit: string }>).find((entry) => entry.name.startsWith(name))!.limit);
const LOADER_BUDGET = budget('@estate/embed: the loader');
const LISTINGS_BUDGET = budget('@estate/embed: a page with <estate-listings> alone');

async function agentMessagesWithBuyer(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${api()}/api/v1/auth/jwt/create/`, { data: { email: AGENT.email, password: AGENT.password } });
  const { access } = (await login.json()) as { access: string };
  const history = await request.get(`${api()}/api/v1/chat/chat-messages/${BUYER_USERNAME}/`, { headers: { Authorization: `Bearer ${access}` } });
  expect(history.ok()).toBe(true);
  return JSON.stringify(await history.json());
}

test.use({ baseURL: process.env.PARTNER_SITE_URL });

test('a partner page embeds listings, a property and chat from another origin, and its CSS stays on its side', async ({ page, request }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/');

  // Listings from the API origin: Kenyan houses for sale, at most `limit` of them, with their photos loaded.
  const listings = page.locator('estate-listings');
  const cards = listings.getByRole('link', { name: /learn more/i });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  const photo = listings.locator('img[src^="http"]').first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await photo.getAttribute('src')).toContain(new URL(api()).host);

  // The host's CSS did not leak in: the kit's font and buttons, not Comic Sans and red.
  const root = listings.locator('.est-root').first();
  expect(await computed(root, 'font-family')).toContain('system-ui');
  expect(await computed(root, 'font-family')).not.toContain('Comic');
  const signInButton = page.locator('estate-chat').getByRole('button', { name: 'Sign In' });
  await expect(signInButton).toBeVisible();
  expect(await computed(signInButton, 'background-color')).not.toBe('rgb(255, 0, 0)');
  expect(await computed(signInButton, 'font-family')).not.toContain('Comic');
  expect(await computed(cards.first(), 'color')).not.toBe('rgb(128, 0, 128)');
  // Ours did not leak out: the host's own elements keep the host's rules.
  const hostButton = page.locator('#agency-contact');
  expect(await computed(hostButton, 'background-color')).toBe('rgb(255, 0, 0)');
  expect(await computed(page.locator('h1'), 'font-family')).toContain('Comic Sans MS');
  expect(await computed(page.locator('h1'), 'color')).toBe('rgb(128, 0, 128)');
  expect(await computed(page.locator('body'), 'box-sizing')).toBe('content-box');

  // A dialog opens inside the element's shadow root (its portal node), themed and styled by the kit.
  await listings.getByRole('button', { name: 'Share' }).first().click();
  const dialog = listings.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
  expect(await computed(dialog, 'font-family')).toContain('system-ui');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // An attribute change re-renders: `property-href` becomes the cards' link.
  const firstHref = await cards.first().getAttribute('href');
  expect(firstHref).toMatch(/^\/\?estate-property=/);
  await listings.evaluate((element) => element.setAttribute('property-href', '/listing.html?slug={slug}'));
  await expect(cards.first()).toHaveAttribute('href', /^\/listing\.html\?slug=/);
  await listings.evaluate((element) => element.removeAttribute('property-href'));
  await expect(cards.first()).toHaveAttribute('href', firstHref!);

  // Opening a listing: the default link sets ?estate-property= on this page, and <estate-property>,
  // hidden until then, shows it.
  await expect(page.locator('estate-property')).toBeHidden();
  await cards.first().click();
  await expect(page).toHaveURL(/\?estate-property=/);
  const property = page.locator('estate-property');
  await expect(property.getByRole('heading', { level: 1 })).toBeVisible();
  // ... and writes the listing's schema.org JSON-LD into the page's light DOM, pointing at this page.
  const title = await property.getByRole('heading', { level: 1 }).textContent();
  await expect.poll(() => structuredData(property)).toEqual([expect.objectContaining({ '@type': 'RealEstateListing', name: title!.trim() })]);
  const [propertyData] = await structuredData(property);
  expect(propertyData!.url).toBe(page.url());
  expect(propertyData!.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', price: expect.any(Number) });

  // Signing in through the chat element (ChatPane's own sign-in: Create account opens the
  // marketplace on the API's origin in a new tab), then a message the agent receives.
  const chat = page.locator('estate-chat');
  await expect(chat.getByRole('heading', { name: 'Sign in to chat' })).toBeVisible();
  const register = chat.getByRole('link', { name: 'Create account' });
  await expect(register).toHaveAttribute('href', `${new URL(api()).origin}/register`);
  await expect(register).toHaveAttribute('target', '_blank');
  await chat.getByLabel('Email address').fill(BUYER.email);
  await chat.getByLabel('Password', { exact: true }).fill(BUYER.password);
  await chat.getByRole('button', { name: 'Sign In' }).click();
  const input = chat.getByRole('textbox', { name: 'Type a message' });
  await expect(input).toBeVisible();
  // As a person does, once 'Connecting…' has gone: until then the spec refuses a message ('Chat is
  // not connected yet…'), and issue 27's outbox is what will keep one typed meanwhile.
  await expect(chat.getByText('Connecting…')).toHaveCount(0);
  const text = `Is the house still available? (partner site ${Date.now()})`;
  await input.fill(text);
  await input.press('Enter');
  await expect(chat.getByText(text)).toBeVisible();
  await expect.poll(() => agentMessagesWithBuyer(request)).toContain(text);

  // Everything the embed stored is under its namespace: the host's keys are never touched.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(key).toMatch(/^estate-embed:/);

  // Nothing on the page threw.
  expect(pageErrors).toEqual([]);
});

test('the host page switches language and theme by attribute (else the system theme), signs the widgets in with its own tokens, and removing an element unmounts it', async ({ page, request }) => {
  const login = await request.post(`${api()}/api/v1/auth/jwt/create/`, { data: BUYER });
  const tokens = (await login.json()) as { access: string; refresh: string };
  await page.goto('/');
  const chat = page.locator('estate-chat');
  await expect(chat.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // Language and theme follow their attributes as they change.
  await chat.evaluate((element) => {
    element.setAttribute('lang', 'fr');
    element.setAttribute('theme', 'dark');
  });
  await expect(chat.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(chat.locator('.est-root').first()).toHaveAttribute('data-theme', 'dark');
  await chat.evaluate((element) => {
    element.removeAttribute('lang');
    element.removeAttribute('theme');
  });
  await expect(chat.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Without the attribute, the visitor's system theme, followed as it changes, as in the React kit.
  await expect(chat.locator('.est-root').first()).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(chat.locator('.est-root').first()).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(chat.locator('.est-root').first()).toHaveAttribute('data-theme', 'light');

  await page.evaluate(([access, refresh]) => (window as unknown as { EstateEmbed: { signIn(session: object): Promise<void> } }).EstateEmbed.signIn({ access, refresh }), [tokens.access, tokens.refresh]);
  await expect(chat.getByRole('textbox', { name: 'Type a message' })).toBeVisible();

  // Tokens that are not this API's are refused (session.adopt), and the session signed in stays.
  const refusal = await page.evaluate(() =>
    (window as unknown as { EstateEmbed: { signIn(session: object): Promise<void> } }).EstateEmbed.signIn({ access: 'not-a-token', refresh: 'nor-this' }).then(
      () => 'accepted',
      (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
    ),
  );
  expect(refusal).toMatch(/^token_not_valid: session\.adopt: /);
  await expect(chat.getByRole('textbox', { name: 'Type a message' })).toBeVisible();

  // setSession on an element does the same; signOut brings the form back.
  await chat.evaluate((element) => (element as unknown as { signOut(): void }).signOut());
  await expect(chat.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await chat.evaluate((element, [access, refresh]) => (element as unknown as { setSession(session: object): void }).setSession({ access, refresh }), [tokens.access, tokens.refresh]);
  await expect(chat.getByRole('textbox', { name: 'Type a message' })).toBeVisible();

  // Removed from the page, the element unmounts its React tree and empties its shadow root.
  const shadowChildren = await chat.evaluate(async (element) => {
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return element.shadowRoot!.querySelectorAll('.est-root *').length;
  });
  expect(shadowChildren).toBe(0);
});

test('a page with <estate-listings> alone loads a small loader and the listings\' code only, and gives search engines each listing as JSON-LD in its light DOM', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const scripts = scriptResponses(page);
  await page.goto('/listings.html');
  const listings = page.locator('estate-listings');
  const cards = listings.getByRole('link', { name: /learn more/i });
  await expect(cards.first()).toBeVisible();

  // What was downloaded before the first card showed: the loader, then the listings' chunks.
  const before = await gzipSizes(scripts.slice());
  const loader = before.filter(({ path }) => path === '/estate-embed.js');
  expect(loader).toHaveLength(1);
  expect(loader[0]!.gzip).toBeLessThanOrEqual(LOADER_BUDGET);
  const total = before.reduce((sum, { gzip }) => sum + gzip, 0);
  expect(total, JSON.stringify(before)).toBeLessThanOrEqual(LISTINGS_BUDGET);
  expect(before.some(({ path }) => /\/chunks\/estate-listings-[\w-]+\.js$/.test(path))).toBe(true);
  // Nor later: no chat, reels or property code, no full emoji picker (its data), no ffmpeg. (The
  // kit's QuickEmojiPicker, a few lines of its own, may name the chunk the comments box shares.)
  await cards.first().scrollIntoViewIfNeeded();
  for (const { path } of await gzipSizes(scripts.slice())) expect(path).not.toMatch(/chat|reels|estate-property|(?<!quick)emoji|ffmpeg/i);
  // An English page loads no other language's texts (issue 26).
  for (const { path } of await gzipSizes(scripts.slice())) expect(path).not.toMatch(/\/chunks\/(fr|sw)-[\w-]+\.js$/);

  // One RealEstateListing per card shown, as the element's own light-DOM children, with the card's name and price.
  const count = await cards.count();
  await expect.poll(async () => (await structuredData(listings)).length).toBe(count);
  const data = await structuredData(listings);
  const card = listings.locator('article').first();
  const name = (await card.locator('.est-property-card-title').textContent())!.trim();
  const price = (await card.locator('.est-property-card-price').textContent())!.trim();
  const listing = data.find((item) => item.name === name)!;
  expect(listing).toMatchObject({ '@context': 'https://schema.org', '@type': 'RealEstateListing', name, offers: { '@type': 'Offer', priceCurrency: 'USD' } });
  expect(price.replace(/[^\d.]/g, '')).toBe(String((listing.offers as { price: number }).price));
  expect(String(listing.url)).toMatch(new RegExp(`^${new URL(page.url()).origin}/listings\\.html\\?estate-property=`));
  for (const image of listing.image as string[]) expect(image).toMatch(/^https?:\/\//);

  // The opt-out attribute removes them, and they come back without it; a removed element takes them along.
  await listings.evaluate((element) => element.setAttribute('no-structured-data', ''));
  await expect.poll(() => structuredData(listings)).toEqual([]);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  await listings.evaluate((element) => element.removeAttribute('no-structured-data'));
  await expect.poll(async () => (await structuredData(listings)).length).toBe(count);
  await listings.evaluate((element) => element.remove());
  await expect.poll(() => page.locator('script[type="application/ld+json"]').count()).toBe(0);

  // A Swahili page (issue 26): `locale="sw"` from the start fetches the Swahili texts beside the
  // element's chunk, and the cards read Swahili from their first paint, never English first.
  await page.evaluate(() => {
    const element = document.createElement('estate-listings');
    for (const [name, value] of Object.entries({ country: 'KE', limit: '2', locale: 'sw', id: 'swahili' })) element.setAttribute(name, value);
    document.body.append(element);
  });
  const swahili = page.locator('#swahili');
  await expect(swahili.getByRole('link', { name: /soma zaidi/i }).first()).toBeVisible();
  expect(await swahili.getByRole('link', { name: /learn more/i }).count()).toBe(0);
  expect((await gzipSizes(scripts.slice())).some(({ path }) => /\/chunks\/sw-[\w-]+\.js$/.test(path))).toBe(true);
  await swahili.evaluate((element) => element.remove());

  // Written with the attribute from the start, the element never writes any.
  await page.evaluate(() => {
    const element = document.createElement('estate-listings');
    for (const [name, value] of Object.entries({ country: 'KE', limit: '2', 'no-structured-data': '' })) element.setAttribute(name, value);
    document.body.append(element);
  });
  await expect(page.locator('estate-listings').getByRole('link', { name: /learn more/i }).first()).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  expect(pageErrors).toEqual([]);
});
