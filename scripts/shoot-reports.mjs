#!/usr/bin/env node
/**
 * Screenshots of issue 26's reports: the report dialog on a listing (a reason chosen, a note typed)
 * and the owner's 'Hidden pending review' notice with its appeal, after demo members who are not
 * connected reported the listing.
 *
 *   node scripts/shoot-reports.mjs <out-dir> [--widths 390,1280] [--themes light,dark]
 *
 * Needs `npm run build` (the packages and the app).
 */
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-reports.mjs <out-dir> [--widths 390,1280] [--themes light,dark]', 0, { widths: '390,1280', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('examples/marketplace/dist');
const api = async (pathname, { token, body } = {}) => {
  const response = await fetch(`${server.url}/api/v1${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => undefined) };
};
const login = async (email) => (await api('/auth/jwt/create/', { body: { email, password: 'estate-demo-2026' } })).json;
const shot = async (target, name) => {
  const file = path.join(outDir, `${name}.png`);
  await target.screenshot({ path: file });
  console.log(file);
};
try {
  const seller = await login('seller@estate.demo');
  const buyer = await login('buyer@estate.demo');
  const { profile } = (await api('/profile/me/', { token: seller.access })).json;
  const [hidden, reported] = profile.properties;
  // Demo members report the seller's first listing until two unconnected ones have: it is hidden.
  for (const email of ['buyer@estate.demo', 'topagent@estate.demo', 'agent@estate.demo']) {
    const member = await login(email);
    await api(`/properties/${hidden.id}/report/`, { token: member.access, body: { reason: 'scam', note: 'Asked for a viewing fee first.' } });
    if ((await api(`/properties/details/${hidden.slug}/`)).status === 404) break;
  }
  if ((await api(`/properties/details/${hidden.slug}/`)).status !== 404) throw new Error('the listing was not hidden');

  for (const width of widths) {
    for (const theme of themes) {
      const open = async (session) => {
        const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, reducedMotion: 'reduce' });
        await context.addInitScript(
          ({ session, theme }) => {
            localStorage.setItem('userInfo', JSON.stringify({ ...session, isGuest: false }));
            localStorage.setItem('theme', theme);
            localStorage.setItem('tourCompleted', 'true');
          },
          { session, theme },
        );
        return { context, tab: await context.newPage() };
      };

      // The dialog, a reason chosen and a note typed.
      {
        const { context, tab } = await open(buyer);
        await tab.goto(`${server.url}/property/${reported.slug}/`);
        await tab.getByTestId('report-property').click();
        const dialog = tab.getByRole('dialog', { name: 'Report this listing' });
        await dialog.getByRole('radio', { name: /Scam or fraud/ }).check();
        await dialog.getByLabel('Note (optional)').fill('Asked me to send KES 2,000 by M-Pesa before any viewing.');
        await tab.waitForTimeout(400);
        await shot(tab, `report-dialog-${width}-${theme}`);
        await context.close();
      }

      // The owner's notice on the hidden listing, with the appeal form.
      {
        const { context, tab } = await open(seller);
        await tab.goto(`${server.url}/property/${hidden.slug}/`);
        const notice = tab.getByTestId('hidden-pending-review');
        await notice.waitFor();
        await tab.waitForTimeout(400);
        await shot(tab, `report-banner-${width}-${theme}`);
        await context.close();
      }
    }
  }
} finally {
  await close();
}
