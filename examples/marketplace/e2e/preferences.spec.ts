import { DEMO, expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
});

test.describe('preferences survive a reload', () => {
  test('the theme: dark by default, light from the sidebar toggle, still light after a reload', async ({ page }) => {
    await signIn(page, DEMO.buyer);
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    const nav = page.locator('.app-sidebar-footer');
    await nav.getByRole('button', { name: /light/i }).click();
    await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(page.locator('.est-root.app-root')).toHaveAttribute('data-theme', 'light');
    // And back.
    await nav.getByRole('button', { name: /dark/i }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('the language: Français from the sidebar, still French after a reload, on the app and the kit alike', async ({ page }) => {
    await signIn(page, DEMO.buyer);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Language: Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    // The kit's own texts follow: the theme toggle speaks French too.
    await expect(page.locator('.app-sidebar-footer').getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
    await page.getByRole('button', { name: 'Langue: English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('the landing remembers the language too, before anyone signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language: Français' }).click();
    await expect(page.getByRole('button', { name: 'Continuer en invité' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Continuer avec un e-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer avec un e-mail' }).click();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  });
});
