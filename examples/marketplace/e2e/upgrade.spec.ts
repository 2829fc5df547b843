import { createUser, expect, expectAccessible, signIn, test } from './fixtures';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
});

const LICENSE_NEEDED = 'Please update your profile license to proceed with checkout';

/** Saves the license field of /profile/edit (reached through the checkout's billing link or the profile). */
async function saveLicense(page: Page, license: string) {
  await expect(page).toHaveURL(/\/profile\/edit\/?$/);
  await page.getByLabel('License', { exact: true }).fill(license);
  const saved = page.waitForResponse((response) => response.url().includes('/api/v1/profile/update/') && response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
}

/** Be An agent → 'Choose your plan' → 'Upgrade to Agent'. */
async function chooseAgentPlan(page: Page) {
  await page.getByRole('button', { name: 'Be An agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Agent', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Upgrade to Agent' }).click();
}

test('a buyer becomes a Verified Agent: license required, checkout in KES, the Paystack page, verification', async ({ page, request }) => {
  const user = await createUser(request, 'upgrade');
  await signIn(page, user.email, user.password);

  await page.goto('/my-profile');
  await expect(page.getByRole('button', { name: 'Be A Seller' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Be A Top Agent' })).toBeVisible();

  // Without a license the server refuses to start an agent payment, and says why.
  await chooseAgentPlan(page);
  await expect(page.getByText(LICENSE_NEEDED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile$/);
  await page.keyboard.press('Escape');

  // Add a license, then the plan starts a payment and the checkout shows it.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await saveLicense(page, 'EARB/A/2026/0042');
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await chooseAgentPlan(page);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summary.getByText('Agent', { exact: true })).toBeVisible();
  await expect(summary.getByText(/KES\s*3,250/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing Information' }).getByText('EARB/A/2026/0042')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing Information' }).getByText('N/A')).toBeVisible();
  await expectAccessible(page);

  // The checkout's own check: a license removed after the payment started blocks Checkout.
  await page.getByRole('link', { name: 'Update billing details' }).click();
  await saveLicense(page, '');
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  const notice = page.getByRole('main').getByText(LICENSE_NEEDED);
  await expect(notice).toBeVisible();
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  // The green banner can be dismissed; pressing the dimmed Checkout brings it back and goes nowhere.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await checkout.dispatchEvent('click');
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // License back, then Checkout goes to the provider's hosted page (the local sandbox).
  await page.getByRole('link', { name: 'Update billing details' }).click();
  await saveLicense(page, 'EARB/A/2026/0042');
  await page.goBack();
  await expect(notice).toBeHidden();
  await expect(checkout).not.toHaveAttribute('aria-disabled', 'true');
  await checkout.click();
  await expect(page).toHaveURL(/\/paystack-sandbox\/checkout\//);
  await expect(page.getByText('KES 3,250.00').first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back from the provider: /payment/success/?trxref=… becomes /payment/success/{ref}, verified.
  await expect(page).toHaveURL(/\/payment\/success\/EK-[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText('you are now on the Agent plan')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByText('Verified Agent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Be A Top Agent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Be An agent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Be A Seller' })).toHaveCount(0);
});
