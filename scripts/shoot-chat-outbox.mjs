#!/usr/bin/env node
/**
 * Screenshots of issue 27's outbox under my bubbles: the story `Chat/MessageStatus` (a refusal worded
 * by the kit, one it does not know, one waiting to send) in each theme and in French, at phone and
 * desktop widths, served with the real API as the story tests are.
 *
 *   node scripts/shoot-chat-outbox.mjs <out-dir> [--widths 390,1280] [--themes light,dark]
 *
 * Needs a Storybook build (`storybook-static/`: `node scripts/test-storybook.mjs` makes one).
 */
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-chat-outbox.mjs <out-dir> [--widths 390,1280] [--themes light,dark]', 0, { widths: '390,1280', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('storybook-static');

try {
  for (const width of widths) {
    for (const [theme, locale] of [...themes.map((theme) => [theme, 'en']), ['light', 'fr']]) {
      const phone = width < 600;
      const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, reducedMotion: 'reduce', colorScheme: theme, hasTouch: phone, isMobile: phone });
      const tab = await context.newPage();
      // The stories fix their theme (the Dark one for dark); French is its own story.
      const story = locale === 'fr' ? 'french' : theme === 'dark' ? 'pending-and-failed-dark' : 'pending-and-failed';
      await tab.goto(`${server.url}/iframe.html?id=chat-messagestatus--${story}&viewMode=story`);
      await tab.locator('[data-status="pending"]').waitFor();
      await tab.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `chat-outbox-${width}-${theme}-${locale}.png`);
      await tab.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await close();
}
