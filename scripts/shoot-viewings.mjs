#!/usr/bin/env node
/**
 * Screenshots of issue 27's viewings in the built app, on the demo data: Grace's inbox with the demo
 * buyer's proposal (the card with Accept, Decline, Propose another time), the buyer's 'Book a
 * viewing' dialog on the same listing, and Grace's dashboard with its upcoming viewings and hours.
 *
 *   node scripts/shoot-viewings.mjs <out-dir> [--widths 1440,390] [--themes light,dark]
 *
 * Needs `npm run build`.
 */
import path from 'node:path';
import { demoLogin, shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-viewings.mjs <out-dir> [--widths 1440,390] [--themes light,dark]', 0, { widths: '1440,390', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('examples/marketplace/dist');
const login = (email) => demoLogin(server, email);
try {
  const agent = await login('agent@estate.demo');
  const buyer = await login('buyer@estate.demo');
  const history = await (await fetch(`${server.url}/api/v1/chat/chat-messages/amina_wanjiru/`, { headers: { authorization: `Bearer ${agent.access}` } })).json();
  const listingId = history.results.find((message) => message.viewing).viewing.property.id;
  const shots = [
    { name: 'inbox-agent', session: agent, url: '/inbox?with=amina_wanjiru', ready: (tab) => tab.getByTestId('viewing-card').last().waitFor() },
    {
      name: 'propose-dialog',
      session: buyer,
      url: `/inbox?with=grace_achieng&listing=${listingId}`,
      ready: async (tab) => {
        await tab.getByRole('button', { name: 'Book a viewing' }).click();
        await tab.getByRole('dialog').getByRole('radio').first().waitFor();
        await tab.getByRole('dialog').getByRole('radio').nth(2).check();
      },
    },
    {
      name: 'dashboard-viewings',
      session: agent,
      url: '/dashboard',
      ready: async (tab) => {
        const section = tab.getByTestId('upcoming-viewings');
        await section.getByRole('listitem').first().waitFor();
        await tab.getByTestId('viewing-hours').getByRole('listitem').first().waitFor();
        await section.scrollIntoViewIfNeeded();
        await tab.evaluate(() => document.querySelector('[data-testid="upcoming-viewings"]').scrollIntoView({ block: 'start' }));
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
          { session: shot.session, theme },
        );
        const tab = await context.newPage();
        await tab.goto(`${server.url}${shot.url}`);
        await shot.ready(tab);
        await tab.evaluate(async () => {
          document.activeElement?.blur?.();
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
