/**
 * The README's screenshots (docs/screenshots/): the feed, a property and a chat, taken from the
 * built app on a fresh server with the demo data. Run after `npm run build -w @estate/marketplace`:
 *
 *   node examples/marketplace/scripts/readme-screenshots.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { serveForTests } from '../../../scripts/serve-for-tests.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../../../docs/screenshots');
const PASSWORD = 'estate-demo-2026';

console.log('Starting the server...');
const server = await serveForTests({ webDir: path.resolve(here, '../dist') });
const browser = await chromium.launch(chromiumLaunchOptions());

async function signedInPage(email, theme) {
  const response = await fetch(`${server.url}/api/v1/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const tokens = await response.json();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  await context.addInitScript(
    ([userInfo, theme]) => {
      if (!sessionStorage.getItem('shot')) {
        localStorage.setItem('userInfo', userInfo);
        localStorage.setItem('theme', theme);
        localStorage.setItem('tourCompleted', 'true');
        sessionStorage.setItem('shot', '1');
      }
    },
    [JSON.stringify({ ...tokens, isGuest: false }), theme],
  );
  return context.newPage();
}

/** The username of whoever is signed in on `page`, asked of the API from the app's origin. */
async function usernameIn(page) {
  if (!page.url().startsWith(server.url)) await page.goto(`${server.url}/explore`);
  return page.evaluate(async () => {
    const { access } = JSON.parse(localStorage.getItem('userInfo'));
    return (await (await fetch('/api/v1/profile/me/', { headers: { Authorization: `Bearer ${access}` } })).json()).profile.username;
  });
}

/** Types and sends a message once the chat is connected, and waits until it shows. */
async function say(page, text) {
  const composer = page.getByRole('textbox', { name: 'Type a message' });
  await composer.fill(text);
  // The send button is enabled once the live connection is open (spec §5: sending needs one).
  const send = page.getByRole('button', { name: 'Send' });
  await page.waitForFunction((button) => !button.disabled, await send.elementHandle(), { timeout: 15_000 });
  await send.click();
  await page.getByRole('log').getByText(text).first().waitFor({ timeout: 15_000 });
}

async function settled(page) {
  await page.locator('.est-skeleton').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => {});
  // Images in view finish loading; lazy ones below the fold never start, so the wait is bounded.
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].filter((image) => !image.complete).map((image) => new Promise((done) => (image.onload = image.onerror = done)))),
      new Promise((done) => setTimeout(done, 4000)),
    ]),
  );
  await page.waitForTimeout(400);
}

try {
  const buyer = await signedInPage('buyer@estate.demo', 'dark');
  await buyer.goto(`${server.url}/`);
  await settled(buyer);
  await buyer.screenshot({ path: path.join(out, 'feed.png') });

  const firstCard = buyer.getByRole('link', { name: /Learn More/ }).first();
  const href = await firstCard.getAttribute('href');
  const light = await signedInPage('buyer@estate.demo', 'light');
  await light.goto(`${server.url}${href}`);
  await settled(light);
  await light.screenshot({ path: path.join(out, 'property.png') });

  // A short conversation, typed in the app by both people.
  const agent = await signedInPage('agent@estate.demo', 'dark');
  const agentName = await usernameIn(agent);
  await buyer.goto(`${server.url}/inbox?with=${agentName}`);
  await say(buyer, 'Hello! Is the 4-bedroom in Lavington still available?');
  await say(buyer, 'Could I view it this Saturday morning?');
  const buyerName = await usernameIn(buyer);
  await agent.goto(`${server.url}/inbox?with=${buyerName}`);
  await say(agent, 'Yes, it is. Saturday at 10:00 works. I will meet you at the gate. 🏡');
  await buyer.getByRole('log').getByText('Saturday at 10:00 works').waitFor();
  await settled(buyer);
  await buyer.screenshot({ path: path.join(out, 'chat.png') });
  console.log(`Screenshots written to ${out}`);
} finally {
  await browser.close();
  await server.close();
}
