#!/usr/bin/env node
/**
 * Screenshots of issue 25's chat for a visitor: `ChatPane`'s sign-in in the pane (the story
 * `Chat/ChatPane` › `Visitor`, nobody signed in) in each theme, at phone and desktop widths,
 * served with the real API as the story tests are.
 *
 *   node scripts/shoot-chat-sign-in.mjs <out-dir> [--widths 390,1280] [--themes light,dark]
 *
 * Needs a Storybook build (`storybook-static/`: `node scripts/test-storybook.mjs` makes one).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import { serveForTests } from './serve-for-tests.mjs';

const [outDir, ...rest] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: shoot-chat-sign-in.mjs <out-dir> [--widths 390,1280] [--themes light,dark]');
  process.exit(2);
}
const option = (name, fallback) => {
  const at = rest.indexOf(`--${name}`);
  return at >= 0 ? rest[at + 1] : fallback;
};
const widths = option('widths', '390,1280').split(',').map(Number);
const themes = option('themes', 'light,dark').split(',');
mkdirSync(outDir, { recursive: true });

const { chromium } = await import('playwright-core');
const server = await serveForTests({ webDir: path.resolve('storybook-static') });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, reducedMotion: 'reduce', colorScheme: theme });
      const tab = await context.newPage();
      await tab.goto(`${server.url}/iframe.html?id=chat-chatpane--visitor&viewMode=story&globals=theme:${theme}`);
      await tab.getByRole('region', { name: 'Sign in to chat' }).waitFor();
      await tab.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `chat-sign-in-${width}-${theme}.png`);
      await tab.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
