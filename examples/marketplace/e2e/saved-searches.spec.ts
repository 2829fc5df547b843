import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser, expect, expectAccessible, signIn, signInAsGuest, test } from './fixtures';
import { createPropertyViaApi } from './listing-helpers';

/** The unsubscribe path of the newest saved-search e-mail to `email` (the server's outbox). */
async function unsubscribeLink(email: string): Promise<{ path: string; mail: string }> {
  const outbox = path.join(process.env.ESTATE_DATA_DIR!, 'outbox');
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.includes(safe)).sort();
    for (const name of files.reverse()) {
      const mail = await readFile(path.join(outbox, name), 'utf8');
      const match = /https?:\/\/[^/\s]+(\/unsubscribe\/[\w-]+)/.exec(mail);
      if (match) return { path: match[1]!, mail };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No saved-search e-mail for ${email} in ${outbox}`);
}

test('save filtered listings as a search, get told of a new match in the app and by e-mail, and unsubscribe signed out', async ({ page, browser, request }) => {
  // A long journey (two accounts, a listing, three pages, a second browser) on a shared machine.
  test.slow();
  const searcher = await createUser(request, 'sally');
  const lister = await createUser(request, 'lars');
  const name = `Reykjavik homes ${Date.now().toString(36)}`;
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signIn(page, searcher.email, searcher.password);

  // A filtered country list: Save search suggests a name from the filters.
  await page.goto('/IS?min_price=100000&min_bedrooms=4');
  await expect(page.getByRole('heading', { level: 1, name: 'Iceland' })).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const field = dialog.getByLabel('Name');
  await expect(field).toHaveValue('Iceland · From $100K · 4+ beds');
  await expectAccessible(page, 'the save search dialog');
  await field.fill(name);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Search saved. We will tell you about new matches.')).toBeVisible();

  // Managed under the own profile.
  await dialog.getByRole('link', { name: 'Manage saved searches' }).click();
  await expect(page).toHaveURL(/\/my-profile#saved-searches$/);
  const section = page.getByRole('region', { name: 'Saved searches' });
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Iceland');
  await expect(item).toContainText('4+ beds');
  await expect(item.getByRole('switch', { name: `Alerts for “${name}”` })).toHaveAttribute('aria-checked', 'true');
  await expect(item.getByRole('link', { name: 'View results' })).toHaveAttribute('href', '/IS?min_price=100000&min_bedrooms=4');
  await expectAccessible(page, 'the saved searches');

  // Someone else lists a matching home: the searcher is told in the app.
  const title = `Harbour view house ${Date.now().toString(36)}`;
  const listing = await createPropertyViaApi(request, lister.email, lister.password, { title, country: 'IS', city: 'Reykjavik', price: '240000', bedrooms: '5' });
  await expect(async () => {
    await page.goto('/notifications');
    await expect(page.getByText(`New listing matching “${name}”: ${title}`)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.getByText(`New listing matching “${name}”: ${title}`).click();
  await expect(page).toHaveURL(new RegExp(`/property/${listing.slug}/?$`));

  // The e-mail carries the listing and an unsubscribe link that works signed out.
  const { path: unsubscribe, mail } = await unsubscribeLink(searcher.email);
  expect(mail).toContain(title);
  expect(mail).toContain('$240,000');
  const visitor = await browser.newContext({ baseURL: process.env.ESTATE_BASE_URL });
  try {
    const signedOut = await visitor.newPage();
    await signedOut.goto(unsubscribe);
    await expect(signedOut.getByText(`You will no longer get alerts for “${name}”.`)).toBeVisible();
    await expect(signedOut.getByRole('link', { name: 'Browse listings' })).toBeVisible();
    await expectAccessible(signedOut, 'the unsubscribe page');
    // Again is the same answer; a made-up link says it is not valid.
    await signedOut.reload();
    await expect(signedOut.getByText(`You will no longer get alerts for “${name}”.`)).toBeVisible();
    await signedOut.goto('/unsubscribe/not-a-real-token');
    await expect(signedOut.getByText(/This unsubscribe link is not valid/)).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The profile shows the alerts off; the searcher turns them back on.
  await page.goto('/my-profile#saved-searches');
  const toggle = page.getByRole('switch', { name: `Alerts for “${name}”` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Alerts turned on')).toBeVisible();

  // Rename, then delete after confirming.
  await page.getByRole('button', { name: `Rename “${name}”` }).click();
  const rename = page.getByRole('dialog', { name: `Rename “${name}”` });
  await rename.getByLabel('Name').fill(`${name} (renamed)`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `${name} (renamed)` })).toBeVisible();
  await page.getByRole('button', { name: `Delete “${name} (renamed)”` }).click();
  await page.getByRole('dialog', { name: 'Delete this saved search?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved searches yet')).toBeVisible();
});

test('a guest who chooses Save search gets the guest popup', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signInAsGuest(page);
  await page.goto('/KE');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Estate' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0);
});
