#!/usr/bin/env node
/**
 * Screenshots of paying with M-Pesa on the checkout (issue 26), at phone width, light and dark:
 * the number, a wrong number, the wait for the PIN, declined, insufficient funds, timed out and
 * paid. The phone's answers come from the Paystack sandbox's test hook.
 *
 *   node scripts/shoot-mpesa.mjs <out-dir> [--widths 390] [--themes light,dark]
 *
 * Needs `npm run build` (the packages and examples/marketplace).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-mpesa.mjs <out-dir> [--widths 390] [--themes light,dark]', 0, { widths: '390', themes: 'light,dark' });
const { server, browser, close } = await shootingBrowser('examples/marketplace/dist');
const api = (route, body) =>
  fetch(`${server.url}/api/v1${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (response) => {
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : {};
  });

/** A new activated member (activation link read from the server's outbox), signed in. */
async function newMember(name) {
  const username = `${name}${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'correct-horse-battery-9';
  await api('/auth/users/', { username, email, password, re_password: password, first_name: 'Wanjiku', last_name: 'Kamau' });
  const outbox = path.join(server.dataDir, 'outbox');
  let link;
  for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
    const file = (await readdir(outbox).catch(() => [])).filter((entry) => entry.includes(email.replace(/[^a-z0-9@._-]/gi, '_'))).at(-1);
    if (file) link = /\/activate\/([^/\s"<]+)\/([^/\s"<]+)\//.exec((await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, ''));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await api('/auth/users/activation/', { uid: link[1], token: link[2] });
  return api('/auth/jwt/create/', { email, password });
}

const answer = (phone, outcome) =>
  fetch(`${server.url}/paystack-sandbox/mpesa/${phone}/${outcome}`, { method: 'POST', headers: { accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`the sandbox hook answered ${response.status}`);
  });

try {
  for (const width of widths) {
    for (const theme of themes) {
      const session = await newMember(`mpesa${theme}`);
      const context = await browser.newContext({ viewport: { width, height: 1500 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
      await context.addInitScript(
        ({ session, theme }) => {
          localStorage.setItem('userInfo', JSON.stringify({ ...session, isGuest: false }));
          localStorage.setItem('theme', theme);
          localStorage.setItem('tourCompleted', 'true');
        },
        { session, theme },
      );
      const tab = await context.newPage();
      const summary = tab.getByRole('region', { name: 'Payment Summary' });
      const shot = async (state) => {
        await tab.waitForTimeout(350);
        const file = path.join(outDir, `mpesa-${state}-${theme}.png`);
        await summary.screenshot({ path: file });
        console.log(file);
      };
      await tab.goto(`${server.url}/my-profile`);
      await tab.getByRole('button', { name: 'Be A Seller' }).click();
      await tab.getByRole('dialog', { name: 'Choose your plan' }).getByRole('button', { name: 'Upgrade to Seller' }).click();
      await tab.waitForURL(/\/checkout$/);
      await tab.getByRole('group', { name: 'Pay with' }).getByRole('button', { name: 'M-Pesa' }).click();
      const field = tab.getByLabel('M-Pesa phone number');
      const pay = tab.getByRole('button', { name: /with M-Pesa$/ });
      const tryAgain = tab.getByRole('button', { name: 'Try again' });
      const phone = theme === 'dark' ? '0722000202' : '0722000201';

      await field.fill('0812 345 678');
      await pay.click();
      await tab.getByText('Enter a Kenyan mobile number').waitFor();
      await shot('invalid');
      await field.fill('0722 000 20' + phone.at(-1));
      await shot('idle');

      for (const [outcome, state] of [
        ['decline', 'declined'],
        ['insufficient_funds', 'insufficient'],
        ['timeout', 'timeout'],
      ]) {
        await pay.click();
        await tab.getByText('Check your phone and enter your M-Pesa PIN').waitFor();
        if (outcome === 'decline') {
          await tab.waitForTimeout(2500);
          await shot('waiting');
          // The sandbox's stand-in for the phone: the charge waiting, with its four answers.
          if (theme === themes[0]) {
            const phonePage = await context.newPage();
            await phonePage.setViewportSize({ width, height: 844 });
            await phonePage.goto(`${server.url}/paystack-sandbox/mpesa`);
            const file = path.join(outDir, 'mpesa-sandbox-page.png');
            await phonePage.screenshot({ path: file });
            console.log(file);
            await phonePage.close();
          }
        }
        await answer(phone, outcome);
        await tryAgain.waitFor();
        await shot(state);
        await tryAgain.click();
      }
      await pay.click();
      await tab.getByText('Check your phone and enter your M-Pesa PIN').waitFor();
      await answer(phone, 'approve');
      await tab.getByText('Payment received').waitFor();
      await shot('success');
      await tab.getByRole('link', { name: 'Go to my profile' }).click();
      await tab.waitForURL(/\/my-profile/);
      await tab.waitForTimeout(800);
      const file = path.join(outDir, `mpesa-profile-after-${theme}.png`);
      await tab.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await close();
}
