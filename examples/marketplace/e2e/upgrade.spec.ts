import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { freePort, serveForTests } from '../../../scripts/serve-for-tests.mjs';
import { createUser, DEMO, DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';

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
  // The USD display price stays; what the card is charged, in shillings, is beside it.
  await expect(dialog.getByText('Charged KES 3,250 a month')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upgrade to Agent' }).click();
}

test('a buyer becomes a Verified Agent: license required, checkout in KES, the Paystack page, verification', async ({ page, request }) => {
  const user = await createUser(request, 'upgrade');
  await signIn(page, user.email, user.password);

  await page.goto('/my-profile');
  await expect(page.getByRole('button', { name: 'Be A Seller' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Be A Top Agent' })).toBeVisible();

  // Without a license the server refuses to start an agent payment: the dialog says why, in place,
  // and asks for the license there; saved to the profile, the plan is tried again.
  await chooseAgentPlan(page);
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(dialog.getByText(LICENSE_NEEDED)).toBeVisible();
  await expect(page.locator('.est-toast')).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-profile$/);
  const license = dialog.getByRole('textbox', { name: 'License number' });
  await expect(license).toBeFocused();
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Edit it in your profile instead' })).toHaveAttribute('href', '/profile/edit/');
  await expectAccessible(page);
  await license.fill('EARB/A/2026/0042');
  const licenseSaved = page.waitForResponse((response) => response.url().includes('/api/v1/profile/update/') && response.request().method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  expect((await licenseSaved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summary.getByText('Agent', { exact: true })).toBeVisible();
  await expect(summary.getByText(/KES\s*3,250/)).toBeVisible();
  // The plan's USD price beside the KES charged, and why; a pending payment has no payment date.
  await expect(summary.getByText('$25 a month')).toBeVisible();
  await expect(summary.getByText('Charged in Kenyan shillings (KES), the currency Paystack takes.')).toBeVisible();
  await expect(summary.locator('.est-checkout-row', { hasText: 'Payment date' }).locator('dd')).toHaveText('N/A');
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

test('checkout without a pending payment says so and opens the plans, on a phone and a desktop', async ({ page, request }) => {
  const user = await createUser(request, 'nopay');
  await signIn(page, user.email, user.password);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout');
  const empty = page.getByRole('heading', { name: 'No payment is waiting' });
  await expect(empty).toBeVisible();
  // 'Loading payment details...' is for a real load only: nothing loads here, so it never shows.
  await expect(page.getByText('Loading payment details...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
  await expectAccessible(page);

  // The plans open in place; a plan chosen there becomes the payment this page shows.
  await page.getByRole('button', { name: 'See the plans' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(dialog.getByText('Charged KES 1,300 a month')).toBeVisible();
  await expect(dialog.getByText(/Your card is charged the amount in Kenyan shillings \(KES\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upgrade to Seller' }).click();
  await expect(dialog).toBeHidden();
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summary.getByText(/KES\s*1,300/)).toBeVisible();
  await expect(summary.getByText('$10 a month')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();

  // The payment is the page's, not stored: opened afresh on a desktop, nothing is waiting again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/checkout');
  await expect(empty).toBeVisible();
  await expect(page.getByRole('button', { name: 'See the plans' })).toBeVisible();
  await expect(page.getByText('Loading payment details...')).toHaveCount(0);
  await expectAccessible(page);
});

/**
 * A server of its own whose public URL is `localhost`, opened on `127.0.0.1`, as a visitor who
 * typed the other name would: the page request is sent to the public origin before sign-in, so
 * the session lives where the payment returns, and the visitor lands signed in.
 */
test.describe('a payment started on the other loopback name', () => {
  let server: { url: string; close: () => Promise<void> };
  let port: number;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    port = await freePort();
    const webDir = process.env.E2E_WEB_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
    server = await serveForTests({ webDir, port, env: { PUBLIC_URL: `http://localhost:${port}` } });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('started on 127.0.0.1, paid on the sandbox, ends signed in on the public origin', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/login`);
    await expect(page).toHaveURL(`http://localhost:${port}/login`);

    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await page.getByLabel('Email address').fill(DEMO.buyer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/(root)?$`));

    await page.goto(`http://127.0.0.1:${port}/my-profile`);
    await expect(page).toHaveURL(`http://localhost:${port}/my-profile`);
    await page.getByRole('button', { name: 'Be A Seller' }).click();
    await page.getByRole('dialog', { name: 'Choose your plan' }).getByRole('button', { name: 'Upgrade to Seller' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/paystack-sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/payment/success/EK-[^/?]+$`));
    await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await expect(page.getByText('you are now on the Seller plan')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
    expect(stored).toMatchObject({ access: expect.any(String), isGuest: false });
  });
});

/**
 * M-Pesa on a phone (issue 26): the member stays on /checkout, types a Safaricom number after the
 * +254, and the page waits for the PIN with a countdown. The phone's answer comes from the
 * sandbox's test hook (what its /mpesa page does for a person), which then sends the signed webhook.
 */
test.describe('paying with M-Pesa on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** A new buyer on /checkout with a Seller payment, M-Pesa chosen and `phone` typed, Pay pressed. */
  async function payWithMpesa(page: Page, request: import('@playwright/test').APIRequestContext, prefix: string, phone: string) {
    const user = await createUser(request, prefix);
    await signIn(page, user.email, user.password);
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Be A Seller' }).click();
    await page.getByRole('dialog', { name: 'Choose your plan' }).getByRole('button', { name: 'Upgrade to Seller' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('group', { name: 'Pay with' }).getByRole('button', { name: 'M-Pesa' }).click();
    await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
    const field = page.getByLabel('M-Pesa phone number');
    await field.fill('0812 345 678');
    await page.getByRole('button', { name: 'Pay KES 1,300 with M-Pesa' }).click();
    await expect(page.getByText('Enter a Kenyan mobile number, like 0712 345 678.')).toBeVisible();
    await field.fill(phone);
    const charged = page.waitForResponse((response) => response.url().endsWith('/api/v1/payment/mpesa/') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Pay KES 1,300 with M-Pesa' }).click();
    expect((await charged).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeVisible();
    await expect(page.getByTestId('mpesa-countdown')).toHaveText(/^1:[0-2]\d$/);
    return user;
  }

  /** The phone answers, through the sandbox's hook: by number, the newest charge waiting on it. */
  async function phoneAnswers(request: import('@playwright/test').APIRequestContext, phone: string, outcome: 'approve' | 'decline' | 'insufficient_funds' | 'timeout') {
    const response = await request.post(`/paystack-sandbox/mpesa/${phone.replace(/\s/g, '')}/${outcome}`, { headers: { accept: 'application/json' } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  test('approved on the phone: the plan is active and the profile shows the Seller badge', async ({ page, request }) => {
    await payWithMpesa(page, request, 'mpesa-ok', '0712 000 101');
    await expect(page.getByText('We sent a request for KES 1,300 to +254 712 000 101.', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await phoneAnswers(request, '0712000101', 'approve');
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('Your Seller plan is active.', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await expect(page).toHaveURL(/\/my-profile\/?$/);
    await expect(page.locator('.est-profile-badge')).toHaveText('Seller');
    await expect(page.getByRole('button', { name: 'Be A Seller' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Be An agent' })).toBeVisible();
  });

  test('declined on the phone: the reason, and Try again brings the number back', async ({ page, request }) => {
    await payWithMpesa(page, request, 'mpesa-no', '0712 000 102');
    await phoneAnswers(request, '0712000102', 'decline');
    await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
    await expect(page.getByText('The request was cancelled on the phone, or the PIN was wrong. Nothing was charged.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('0712 000 102');
    await expect(page.getByRole('button', { name: 'Pay KES 1,300 with M-Pesa' })).toBeEnabled();
    await page.goto('/my-profile');
    await expect(page.getByRole('button', { name: 'Be A Seller' })).toBeVisible();
  });

  test('nobody enters the PIN: timed out, nothing charged', async ({ page, request }) => {
    await payWithMpesa(page, request, 'mpesa-late', '0110 000 103');
    await phoneAnswers(request, '0110000103', 'timeout');
    await expect(page.getByText('The request timed out before the PIN was entered. Nothing was charged.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
