import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seed's accounts (README: Demo accounts); every one has this password. */
export const DEMO_PASSWORD = 'estate-demo-2026';
export const DEMO = {
  buyer: 'buyer@estate.demo',
  seller: 'seller@estate.demo',
  agent: 'agent@estate.demo',
  topAgent: 'topagent@estate.demo',
} as const;

/**
 * Waits until the app has taken over a server-rendered page (issue 24): its HTML shows at once, but
 * its buttons answer only once hydrated, which the app marks on `<html data-hydrated>`.
 */
export async function whenLive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'));
}

/**
 * Every test's `baseURL` is the server global-setup started; `page.goto('/')` opens the app. The
 * test's page comes back from `goto` and `reload` once the app is live, as a person would wait for
 * a page that responds.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.ESTATE_BASE_URL);
  },
  page: async ({ page }, use) => {
    await use(liveNavigation(page));
  },
  // Pages a test opens in contexts of its own (a second member, a second tab) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // Without JavaScript a page never hydrates: its HTML is all there is.
        if (args[0]?.javaScriptEnabled !== false) context.on('page', liveNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

/** `goto` and `reload` come back once the app is live (a server-rendered page is shown before it hydrates). */
function liveNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await whenLive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await whenLive(page);
    return response;
  };
  return page;
}
export { expect };

interface Tokens {
  access: string;
  refresh: string;
}

/** Signs in through the API and puts the session where the app keeps it, before any page script runs. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await page.request.post('/api/v1/auth/jwt/create/', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  const tokens = (await response.json()) as Tokens;
  await storeSession(page, { ...tokens, isGuest: false });
  return tokens;
}

/** Continues as a guest through the API, as 'Continue as Guest' does. */
export async function signInAsGuest(page: Page): Promise<void> {
  const response = await page.request.post('/api/v1/users/guest-login/');
  expect(response.ok(), 'guest sign-in').toBe(true);
  await storeSession(page, { ...((await response.json()) as Tokens), isGuest: true });
}

async function storeSession(page: Page, userInfo: Tokens & { isGuest: boolean }) {
  const origin = process.env.ESTATE_BASE_URL!;
  // As the app keeps it beside the session (issue 24): the server renders the page, not the login screen.
  await page.context().addCookies([{ name: 'estate_session', value: userInfo.isGuest ? 'guest' : 'member', url: origin }]);
  await page.context().addInitScript(
    ({ value, origin }) => {
      if (location.origin === origin && !sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('userInfo', value);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    { value: JSON.stringify(userInfo), origin }
  );
}

let users = 0;

/** A fresh registered and activated account (through the real register and activation calls). */
export async function createUser(request: APIRequestContext, prefix = 'user'): Promise<{ email: string; username: string; password: string }> {
  users += 1;
  const username = `${prefix}${Date.now().toString(36)}${users}`;
  const email = `${username}@e2e.test`;
  const password = 'correct-horse-battery-9';
  const registered = await request.post('/api/v1/auth/users/', {
    data: { username, email, password, re_password: password, first_name: prefix[0]!.toUpperCase() + prefix.slice(1), last_name: 'Tester' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { uid, token } = await activationLink(email);
  const activated = await request.post('/api/v1/auth/users/activation/', { data: { uid, token } });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { email, username, password };
}

/** The activation link the server mailed to `email` (its outbox is `<data dir>/outbox/*.eml`). */
export async function activationLink(email: string): Promise<{ path: string; uid: string; token: string }> {
  const outbox = path.join(process.env.ESTATE_DATA_DIR!, 'outbox');
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.includes(safe)).sort();
    const latest = files.at(-1);
    if (latest) {
      const mail = (await readFile(path.join(outbox, latest), 'utf8')).replace(/=\r?\n/g, '');
      const match = /\/activate\/([^/\s"<]+)\/([^/\s"<]+)\//.exec(mail);
      if (match) return { path: match[0], uid: match[1]!, token: match[2]! };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No activation e-mail for ${email} in ${outbox}`);
}

/** axe-core's browser build, read once for the run. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * No serious or critical axe violation on the page as it is now. axe is put into the page once
 * (a page keeps it until it navigates) and asked for violations only: @axe-core/playwright's
 * `AxeBuilder` re-injects it into every frame, gathers every passing node too and finishes the run
 * in a new page, 4–10 s a page on two busy cores against ~1 s this way, for the same verdict
 * (the app has no frames).
 */
export async function expectAccessible(page: Page, label = page.url()) {
  // Contrast is read as drawn: a fade-in still running would read as too faint.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined)))
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`
    );
  expect(blocking, `axe on ${label}`).toEqual([]);
}

/** Nothing on the page is wider than the viewport (no sideways scrolling at phone width). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** React's complaints about hydration (a mismatch makes it render the page again in the browser). */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (/hydrat|did not match|react\.dev\/errors\/(418|421|422|423|425)/i.test(text)) problems.push(text.slice(0, 400));
  };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(`${error.message}\n${error.stack ?? ''}`));
  return problems;
}
