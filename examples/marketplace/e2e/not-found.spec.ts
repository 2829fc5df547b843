import { expect, expectAccessible, signInAsGuest, test } from './fixtures';

test.describe('404 pages', () => {
  test('an unknown path shows Page Not Found with a link home, signed in or not', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
