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
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-chat-sign-in.mjs <out-dir> [--widths 390,1280] [--themes light,dark]', 0, { widths: '390,1280', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('storybook-static');
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
  await close();
}
