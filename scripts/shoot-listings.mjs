/**
 * Screenshots a listing page of the built marketplace at desktop and phone widths, light and dark,
 * and prints where the first card's price sits (issue 22, "Room to read": a price must show on the
 * first screen). Usage: `node scripts/shoot-listings.mjs <label> [route]` after `npm run build`;
 * writes /work/shots/listings/<label>-<width>-<theme>.png (or $SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [label = 'after', route = '/advert-type/For%20Sale/'] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? '/work/shots/listings';
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const { chromium } = await import('playwright-core');
const { serveForTests } = await import('./serve-for-tests.mjs');
mkdirSync(outDir, { recursive: true });
const launchOptions = chromiumLaunchOptions();
const server = await serveForTests({ webDir: path.join(root, 'examples/marketplace/dist') });
const browser = await chromium.launch(launchOptions).catch(async (error) => {
  await server.close();
  throw error;
});
try {
  const login = await fetch(new URL('/api/v1/auth/jwt/create/', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@estate.demo', password: 'estate-demo-2026' }),
  });
  const tokens = await login.json();
  for (const theme of ['light', 'dark']) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, baseURL: server.url });
      await context.addInitScript(
        ({ session, theme }) => {
          localStorage.setItem('userInfo', session);
          localStorage.setItem('theme', theme);
          localStorage.setItem('tourCompleted', 'true');
        },
        { session: JSON.stringify({ ...tokens, isGuest: false }), theme },
      );
      const page = await context.newPage();
      await page.goto(route);
      const price = page.locator('.est-property-grid .est-property-card-price').first();
      await price.waitFor({ timeout: 20_000 });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(400);
      const box = await price.boundingBox();
      const inView = box ? box.y + box.height <= viewport.height : false;
      console.log(`${viewport.width}x${viewport.height} ${theme}: first price at y=${box ? Math.round(box.y) : 'none'} (${inView ? 'on' : 'below'} the first screen)`);
      if (viewport.height !== 800) await page.screenshot({ path: path.join(outDir, `${label}-${viewport.width}-${theme}.png`) });
      // The Filters sheet, where there is one (issue 22), open over the same page.
      const filters = page.getByRole('button', { name: /^Filters/ }).first();
      if (viewport.height !== 800 && (await filters.count()) > 0) {
        await filters.click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(outDir, `${label}-sheet-${viewport.width}-${theme}.png`) });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
