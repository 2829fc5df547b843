import { appMessageTables, en } from '../src/app/i18n/messages';
import { DEMO, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test } from './fixtures';

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
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    // The kit's own texts follow: the theme toggle speaks French too.
    await expect(page.locator('.app-sidebar-footer').getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('the landing remembers the language too, before anyone signs in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText(['English', 'Français', 'Kiswahili']);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('button', { name: 'Continuer en invité' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Continuer avec un e-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer avec un e-mail' }).click();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  });

  test('the whole app in Kiswahili: chosen in the sidebar, rendered by the server in it, every main page in Swahili and accessible', async ({ page }) => {
    test.setTimeout(180_000);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, DEMO.buyer);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
    // An English page fetches neither other language's texts (issue 26: they are chunks of their own).
    expect(scripts.filter((path) => /\/(fr|sw)-[\w-]+\.js$/.test(path))).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    const nav = page.getByRole('navigation', { name: 'Kuu' });
    await expect(nav.getByRole('link', { name: 'Mwanzo' })).toBeVisible();
    expect(scripts.some((path) => /\/sw-[\w-]+\.js$/.test(path))).toBe(true);
    // The kit's texts follow, and the select names itself in Swahili.
    await expect(page.locator('.app-sidebar-footer').getByRole('button', { name: 'Tumia mandhari angavu' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');

    // The server renders the next page in Swahili (the locale cookie): no English first, on the server or while hydrating.
    const response = await page.reload();
    const html = (await response!.text()).toString();
    expect(html).toMatch(/<html[^>]* lang="sw"/);
    expect(html).toContain('Mwanzo');
    expect(html).toContain('Soma Zaidi');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const walk = async (label: string, check: () => Promise<void>) => {
      await test.step(label, async () => {
        await check();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        await expectAccessible(page, `${label} (sw)`);
      });
    };
    await walk('home', async () => {
      await expect(page.getByRole('link', { name: /Soma Zaidi/ }).first()).toBeVisible();
    });
    await walk('a property', async () => {
      await page.getByRole('link', { name: /Soma Zaidi/ }).first().click();
      await expect(page).toHaveURL(/\/property\//);
      await expect(page.getByRole('heading', { name: 'Maelezo' })).toBeVisible();
      await expect(page.getByText('Kikokotoo cha mkopo wa nyumba')).toBeVisible();
    });
    await walk('explore', async () => {
      await page.goto('/explore');
      await expect(page.getByRole('heading', { name: 'Gundua', level: 1 })).toBeVisible();
      await expect(page.getByText('Ujerumani')).toBeVisible();
    });
    await walk('clips', async () => {
      await page.goto('/clips');
      await expect(page.getByRole('button', { name: /^(Cheza|Sitisha)$/ }).first()).toBeVisible();
    });
    await walk('chat', async () => {
      await page.goto('/inbox');
      await expect(page.getByText('Chagua mazungumzo')).toBeVisible();
    });
    await walk('profile', async () => {
      await page.goto('/my-profile');
      await expect(page.getByRole('link', { name: 'Hariri Wasifu' })).toBeVisible();
    });
    await walk('upgrade', async () => {
      await page.getByRole('button', { name: 'Kuwa Wakala', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Chagua kifurushi chako' });
      await expect(dialog.getByRole('button', { name: 'Pandisha hadi Wakala', exact: true })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Wakala Mkuu' })).toBeVisible();
    });
    await page.keyboard.press('Escape');

    // Longer words, same layout: nothing wider than a 360 px phone.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const url of ['/', '/explore', '/inbox', '/my-profile']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expectNoHorizontalOverflow(page);
    }
    expect(errors).toEqual([]);
  });
});

test("every app table has English's keys, and each text English's placeholders", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  for (const [locale, table] of Object.entries(appMessageTables)) {
    expect(Object.keys(table).sort(), locale).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(table[key].trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(table[key]), `${locale}.${key}`).toEqual(placeholders(en[key]));
    }
  }
});
