#!/usr/bin/env node
/**
 * Screenshots of issue 27's message actions: the story `Chat/Message actions` › `Edited And
 * Deleted` (reactions mine and hers, a reply with its quote, an edited and a deleted message), with
 * the hover toolbar, the actions menu, and the composer's Replying and Editing strips, in each
 * theme, at phone and desktop widths, served with the real API as the story tests are.
 *
 *   node scripts/shoot-chat-actions.mjs <out-dir> [--widths 390,1280] [--themes light,dark]
 *
 * Needs a Storybook build (`storybook-static/`: `node scripts/test-storybook.mjs` makes one).
 */
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-chat-actions.mjs <out-dir> [--widths 390,1280] [--themes light,dark]', 0, { widths: '390,1280', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('storybook-static');

/** What each shot does to the conversation first. */
const scenes = {
  conversation: async (tab, phone) => {
    if (!phone) await tab.locator('[data-message-id="5"] .est-chat-bubble').hover();
  },
  menu: async (tab) => {
    await tab.locator('[data-message-id="6"]').getByRole('button', { name: 'Message actions' }).focus();
    await tab.keyboard.press('Enter');
    await tab.getByRole('menu', { name: 'Message actions' }).waitFor();
  },
  replying: async (tab) => {
    await tab.locator('[data-message-id="2"]').focus();
    await tab.locator('[data-message-id="2"]').getByRole('button', { name: 'Reply' }).click();
    await tab.getByText(/^Replying to /).waitFor();
  },
  editing: async (tab) => {
    await tab.getByRole('textbox', { name: 'Type a message' }).click();
    await tab.keyboard.press('ArrowUp');
    await tab.getByText('Editing message').waitFor();
  },
};

try {
  for (const width of widths) {
    for (const theme of themes) {
      for (const [scene, act] of Object.entries(scenes)) {
        const phone = width < 600;
        const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, reducedMotion: 'reduce', colorScheme: theme, hasTouch: phone, isMobile: phone });
        const tab = await context.newPage();
        await tab.goto(`${server.url}/iframe.html?id=chat-message-actions--edited-and-deleted&viewMode=story&globals=theme:${theme}`);
        await tab.getByRole('log').waitFor();
        await tab.evaluate(() => document.fonts.ready);
        await act(tab, phone);
        await tab.waitForTimeout(250);
        const file = path.join(outDir, `chat-actions-${scene}-${width}-${theme}.png`);
        await tab.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await close();
}
