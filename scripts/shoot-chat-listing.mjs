#!/usr/bin/env node
/**
 * Screenshots of issue 27's listing card and conversation search in the built app, on the demo
 * data: the demo buyer taps 'Message Grace' on one of Grace's listings (its card heads their
 * conversation), then searches the conversation and steps to a match.
 *
 *   node scripts/shoot-chat-listing.mjs <out-dir> [--widths 1440,390] [--themes light,dark]
 *
 * Needs `npm run build`.
 */
import path from 'node:path';
import { demoLogin, shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-chat-listing.mjs <out-dir> [--widths 1440,390] [--themes light,dark]', 0, { widths: '1440,390', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('examples/marketplace/dist');
const login = (email) => demoLogin(server, email);
try {
  const buyer = await login('buyer@estate.demo');
  const agent = await login('agent@estate.demo');
  const dashboard = await (await fetch(`${server.url}/api/v1/dashboard/`, { headers: { authorization: `Bearer ${agent.access}` } })).json();
  const listing = dashboard.listings.at(-1);
  const shots = [
    {
      name: 'listing-card',
      url: `/property/${listing.slug}/`,
      ready: async (tab) => {
        await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await tab.getByTestId('message-owner').click();
        await tab.getByRole('log').getByTestId('chat-listing-card').last().waitFor();
      },
    },
    {
      name: 'conversation-search',
      url: '/inbox?with=grace_achieng',
      ready: async (tab) => {
        await tab.getByRole('log').getByTestId('chat-listing-card').first().waitFor();
        await tab.getByRole('button', { name: 'Search this conversation' }).click();
        const field = tab.getByRole('searchbox', { name: 'Search this conversation' });
        await field.fill('hello');
        await tab.getByRole('button', { name: /^Message in your conversation with/ }).first().waitFor();
        await field.press('Enter');
        await tab.locator('.est-chat-message[data-highlighted]').waitFor();
      },
    },
  ];
  for (const shot of shots) {
    for (const width of widths) {
      for (const theme of themes) {
        const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, reducedMotion: 'reduce', colorScheme: theme });
        await context.addInitScript(
          ({ session, theme }) => {
            localStorage.setItem('userInfo', JSON.stringify({ isGuest: false, ...session }));
            localStorage.setItem('theme', theme);
            localStorage.setItem('tourCompleted', 'true');
          },
          { session: buyer, theme },
        );
        const tab = await context.newPage();
        await tab.goto(`${server.url}${shot.url}`);
        await shot.ready(tab);
        await tab.evaluate(async () => {
          if (!document.activeElement?.matches('input')) document.activeElement?.blur?.();
          await document.fonts.ready;
        });
        await tab.waitForTimeout(300);
        const file = path.join(outDir, `${shot.name}-${width}-${theme}.png`);
        await tab.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await close();
}
