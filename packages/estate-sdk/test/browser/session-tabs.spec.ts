import { expect, test, type Page } from '@playwright/test';
import type { createEstateClient, UserInfo } from '@estate/sdk';

/** What the test page (page/main.ts) puts on `window`. */
declare global {
  interface Window {
    estate: ReturnType<typeof createEstateClient>;
    sessionsSeen: (UserInfo | null)[];
  }
}

const baseUrl = () => process.env.ESTATE_BASE_URL!;
const password = () => process.env.ESTATE_DEMO_PASSWORD!;

async function openTab(page: Page) {
  await page.goto(baseUrl());
  await page.waitForFunction(() => window.estate !== undefined);
}

test('two tabs stay signed in through an expired access token: one refresh, under a Web Lock', async ({ context }) => {
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/jwt/refresh/')) refreshes.push(request.url());
  });
  const first = await context.newPage();
  const second = await context.newPage();
  await openTab(first);
  await openTab(second);
  expect(await first.evaluate(() => typeof navigator.locks?.request)).toBe('function');

  await first.evaluate((secret) => window.estate.auth.login({ email: 'buyer@estate.demo', password: secret }), password());
  // The second tab hears of the login through the storage event.
  await expect.poll(() => second.evaluate(() => window.sessionsSeen.at(-1)?.isGuest)).toBe(false);

  // The access token stops working for both tabs (a forged signature is refused as an expired one is).
  await first.evaluate(() => {
    const userInfo = window.estate.session.userInfo!;
    window.estate.session.set({ ...userInfo, access: `${userInfo.access.slice(0, -4)}AAAA` });
  });
  const me = (page: Page) => page.evaluate(() => window.estate.profiles.me().then(({ profile }) => profile.email));
  expect(await Promise.all([me(first), me(second)])).toEqual(['buyer@estate.demo', 'buyer@estate.demo']);
  expect(refreshes).toHaveLength(1);

  const stored = (page: Page) => page.evaluate(() => window.estate.session.userInfo);
  expect(await stored(second)).toEqual(await stored(first));
  // Both go on working, and a later refresh in either tab succeeds with the family intact.
  expect(await second.evaluate(() => window.estate.auth.refresh())).toBe(true);
  expect(await me(first)).toBe('buyer@estate.demo');
});

test('signing out in one tab signs out the other at once', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openTab(first);
  await openTab(second);
  await first.evaluate((secret) => window.estate.auth.login({ email: 'seller@estate.demo', password: secret }), password());
  await expect.poll(() => second.evaluate(() => window.estate.session.userInfo !== null)).toBe(true);

  await first.evaluate(() => window.estate.auth.logout());
  await expect.poll(() => second.evaluate(() => window.sessionsSeen.map((seen) => seen?.isGuest ?? 'signed out'))).toEqual([false, 'signed out']);
  await expect(second.evaluate(() => window.estate.profiles.me())).rejects.toThrow('User is not authenticated');
});
