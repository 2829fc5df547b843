import { DEMO, expect, expectAccessible, expectNoHorizontalOverflow, signIn, signInAsGuest, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
});

test.describe('404 pages', () => {
  test('an unknown path shows Page Not Found with a link home, signed in or not', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in, Page Not Found links to the feed', async ({ page }) => {
    await signIn(page, DEMO.buyer);
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  // Engineer B's property page shows NotFoundView kind="property" for a slug the server does not know.
  test("a property that does not exist shows 'No Property Found' with a link home", async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/property/no-such-slug/');
    await expect(page.getByRole('heading', { name: 'No Property Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // Engineer B's CountryPage shows NotFoundView kind="country" for a code that is not a country.
  test("a country code that is not one shows 'Property Not Found' with a link to /explore", async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/ZZ/');
    await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Explore countries' }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test('the 404 page fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('the standalone screens, checked with axe', () => {
  test('/activate/x/y/ and /register', async ({ page }) => {
    await page.goto('/activate/x/y/');
    await expect(page.getByRole('heading', { name: 'Activate Your Account' })).toBeVisible();
    // The made-up link is refused, as a toast; the screen stays usable.
    await expect(page.locator('.est-toast[data-tone="danger"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate Account' })).toBeEnabled();
    await expectAccessible(page);
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
