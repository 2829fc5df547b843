import { expect, expectAccessible, test } from './fixtures';

const GATE_TEXT = 'You need to be a registered user to access this feature';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
});

test.describe('a guest', () => {
  test('continues as a guest to the feed; Create and Agents show the registered-user popup, whose Register signs out and opens /register in a new tab', async ({ page, context }) => {
    await page.goto('/login');
    const guest = page.waitForResponse((response) => response.url().includes('/api/v1/users/guest-login/'));
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    expect((await guest).ok()).toBe(true);
    await expect(page).toHaveURL(/\/root$/);
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.locator('.est-property-card').first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'))).toMatchObject({ isGuest: true });

    const nav = page.getByRole('navigation', { name: 'Main' });
    const gate = page.getByRole('dialog').filter({ hasText: GATE_TEXT });

    // Create → Property: the popup, not the form.
    await nav.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Property' }).click();
    await expect(gate).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Create Post/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(gate).toHaveCount(0);

    // Agents: the popup instead of the agent search.
    await nav.getByRole('button', { name: 'Agents' }).click();
    await expect(gate).toBeVisible();

    // Register: a new tab on /register, and this tab's guest session is over.
    const opened = context.waitForEvent('page');
    await gate.getByRole('button', { name: 'Register' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/register$/);
    await expect(tab.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await tab.close();
  });
});
