#!/usr/bin/env node
/**
 * Screenshots of issue 23's forms with their feedback where the eyes are: register with errors at
 * the fields (and the server's taken username), and the Create Post dialog at phone width with its
 * errors and with the success beside the Post button.
 *
 *   node scripts/shoot-forms.mjs <out-dir> [--widths 390,1280] [--themes dark,light]
 *
 * Needs `npm run build`.
 */
import path from 'node:path';
import { shootArgs, shootingBrowser } from './shoot-common.mjs';

const { outDir, widths, themes } = shootArgs('shoot-forms.mjs <out-dir> [--widths 390,1280] [--themes dark,light]', 0, { widths: '390', themes: 'dark,light' });
const { server, browser, close } = await shootingBrowser('examples/marketplace/dist');
const shot = async (tab, name) => {
  const file = path.join(outDir, `${name}.png`);
  await tab.screenshot({ path: file });
  console.log(file);
};
// A small PNG for the cover photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
try {
  const login = await (await fetch(`${server.url}/api/v1/auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'seller@estate.demo', password: 'estate-demo-2026' }) })).json();
  for (const width of widths) {
    for (const theme of themes) {
      const open = async (session) => {
        const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, reducedMotion: 'reduce' });
        await context.addInitScript(
          ({ session, theme }) => {
            if (session) localStorage.setItem('userInfo', JSON.stringify({ ...session, isGuest: false }));
            localStorage.setItem('theme', theme);
            localStorage.setItem('tourCompleted', 'true');
          },
          { session, theme },
        );
        return { context, tab: await context.newPage() };
      };

      // Register: sent empty, then a few fields fixed, then the server's taken username.
      {
        const { context, tab } = await open(null);
        await tab.goto(`${server.url}/register`);
        await tab.waitForLoadState('networkidle');
        const signUp = tab.getByRole('button', { name: 'Sign Up', exact: true });
        await signUp.click();
        await tab.waitForTimeout(400);
        await shot(tab, `register-empty-${width}-${theme}`);
        await tab.getByLabel('Username', { exact: true }).fill('david_kamau');
        await tab.getByLabel('Email address', { exact: true }).fill('amani@');
        await tab.getByLabel('Password', { exact: true }).fill('kilimani-sunrise-77');
        await tab.waitForTimeout(300);
        await shot(tab, `register-fixing-${width}-${theme}`);
        await tab.getByLabel('Email address', { exact: true }).fill(`amani${Date.now().toString(36)}@example.com`);
        await tab.getByLabel('Confirm password', { exact: true }).fill('kilimani-sunrise-77');
        await tab.getByLabel('First name', { exact: true }).fill('Amani');
        await tab.getByLabel('Last name', { exact: true }).fill('Odera');
        await signUp.click();
        await tab.getByLabel('Username', { exact: true }).and(tab.locator('[aria-invalid="true"]')).waitFor();
        await tab.waitForTimeout(400);
        await shot(tab, `register-server-error-${width}-${theme}`);
        await context.close();
      }

      // Create Post: opened from Create → Property (on phones the sidebar is a drawer).
      {
        const { context, tab } = await open(login);
        await tab.goto(`${server.url}/`);
        await tab.waitForLoadState('networkidle');
        if (width < 600) await tab.getByRole('button', { name: 'Open menu' }).first().click();
        await tab.getByRole('button', { name: 'Create', exact: true }).first().click();
        await tab.getByRole('menuitem', { name: 'Property' }).click();
        const dialog = tab.getByRole('dialog', { name: 'Create Post' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Post' }).click();
        await tab.waitForTimeout(600);
        await shot(tab, `create-post-errors-${width}-${theme}`);
        await dialog.getByLabel('Title').fill('Garden flat in Kilimani');
        await dialog.getByLabel(/^Price/).fill('185000');
        await dialog.getByLabel(/^Country/).selectOption('KE');
        await dialog.getByLabel(/^Property status/).selectOption('Completed Project');
        await dialog.getByLabel(/^Advert type/).selectOption('For Sale');
        await tab.waitForTimeout(300);
        await shot(tab, `create-post-fixing-${width}-${theme}`);
        await dialog.getByLabel(/^Cover photo/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
        await dialog.getByRole('button', { name: 'Post' }).click();
        await dialog.getByText('Post created successfully!').waitFor({ timeout: 15_000 });
        await tab.waitForTimeout(300);
        await shot(tab, `create-post-success-${width}-${theme}`);
        await context.close();
      }
    }
  }
} finally {
  await close();
}
