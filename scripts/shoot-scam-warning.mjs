#!/usr/bin/env node
/**
 * Screenshots of issue 26's scam warnings in chat: the story `Chat/ChatPaneView` › `Scam Warnings`
 * (a viewing fee asked over M-Pesa, then a move to WhatsApp, each with its notice) in each theme, at
 * desktop width, and `Phone Scam Warnings` (the first notice's tips open) at phone width.
 *
 *   node scripts/shoot-scam-warning.mjs <out-dir> [--widths 390,1280] [--themes light,dark]
 *
 * Needs a Storybook build (`storybook-static/`: `node scripts/test-storybook.mjs` makes one).
 */
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-scam-warning.mjs <out-dir> [--widths 390,1280] [--themes light,dark]', 0, { widths: '390,1280', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('storybook-static');
try {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 760 : 844 }, reducedMotion: 'reduce', colorScheme: theme });
      const tab = await context.newPage();
      // The phone's story opens the first notice's tips in its play function.
      const story = width <= 600 ? 'chat-chatpaneview--phone-scam-warnings' : 'chat-chatpaneview--scam-warnings';
      await tab.goto(`${server.url}/iframe.html?id=${story}&viewMode=story&globals=theme:${theme}`);
      const notes = tab.getByRole('note', { name: 'Safety tip about this message' });
      await notes.first().waitFor();
      if (width <= 600) await notes.first().getByRole('listitem').first().waitFor();
      // The play functions click Report or the tips: no focus ring in the picture.
      await tab.evaluate(async () => {
        document.activeElement?.blur?.();
        await document.fonts.ready;
      });
      const file = path.join(outDir, `scam-warning-${width}-${theme}.png`);
      await tab.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await close();
}
