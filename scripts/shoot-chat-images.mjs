#!/usr/bin/env node
/**
 * Screenshots of issue 27's chat images: the composer's tray of images being sent (story
 * `Chat/ImageUploads`, three uploading, then one failed) and the conversation's photo viewer (story
 * `Chat/PhotoViewer`, opened on the second image), in each theme, at phone and desktop widths,
 * served with the real API as the story tests are.
 *
 *   node scripts/shoot-chat-images.mjs <out-dir> [--widths 390,1280] [--themes light,dark]
 *
 * Needs a Storybook build (`storybook-static/`: `node scripts/test-storybook.mjs` makes one).
 */
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-chat-images.mjs <out-dir> [--widths 390,1280] [--themes light,dark]', 0, { widths: '390,1280', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('storybook-static');

/** Each shot: its story and what is done to it first. */
const scenes = {
  tray: {
    story: 'chat-imageuploads--several-uploading',
    act: async (tab) => tab.getByRole('list', { name: 'Images being sent' }).waitFor(),
  },
  failed: {
    story: 'chat-imageuploads--one-failed',
    act: async (tab) => tab.getByRole('alert').waitFor(),
  },
  viewer: {
    story: 'chat-photoviewer--keyboard-navigation',
    act: async (tab) => {
      // The story's play function opens the viewer and closes it again: let it finish first.
      await tab.getByRole('dialog').waitFor({ timeout: 5_000 }).catch(() => undefined);
      await tab.getByRole('dialog').waitFor({ state: 'detached' });
      await tab.getByRole('button', { name: 'Open the image full size' }).nth(1).click();
      await tab.getByRole('dialog').getByText('2 / 3').waitFor();
      await tab.getByRole('dialog').getByRole('img').evaluate((image) => image.decode());
    },
  },
};

try {
  for (const width of widths) {
    for (const theme of themes) {
      for (const [scene, { story, act }] of Object.entries(scenes)) {
        const phone = width < 600;
        const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, reducedMotion: 'reduce', colorScheme: theme, hasTouch: phone, isMobile: phone });
        const tab = await context.newPage();
        // A story that names its theme (`...Dark`) wins over the URL's globals.
        const id = theme === 'dark' && scene !== 'failed' ? `${story}-dark` : story;
        await tab.goto(`${server.url}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
        await tab.evaluate(() => document.fonts.ready);
        await act(tab);
        await tab.waitForTimeout(250);
        const file = path.join(outDir, `chat-images-${scene}-${width}-${theme}.png`);
        await tab.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await close();
}
