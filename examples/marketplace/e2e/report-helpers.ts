import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createUser, DEMO, DEMO_PASSWORD, signIn } from './fixtures';
import { createPropertyViaApi, type CreatedProperty } from './listing-helpers';

/** A browser context of its own, signed in as `email`, with the tour's intro already seen. */
export async function memberPage(browser: Browser, email: string, password?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.ESTATE_BASE_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signIn(page, email, password);
  return { context, page };
}

/** Reports the listing from its page through the kit's dialog, and waits for the thanks. */
export async function reportFromListingPage(page: Page, slug: string, reason: RegExp, note = '') {
  await page.goto(`/property/${slug}/`);
  await page.getByTestId('report-property').click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('radio', { name: reason }).check();
  if (note) await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report sent' }).getByText('Thanks \u2014 our moderators will review it.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
}

export interface HiddenListing {
  listing: CreatedProperty;
  /** The demo seller who owns it. */
  ownerEmail: string;
  /** The two members, strangers to each other, who reported it. */
  reporters: { email: string; username: string; password: string }[];
}

/**
 * Leaves a fresh listing of the demo seller hidden pending review: two new members, who have never
 * talked or reviewed each other, report it as a scam through the dialog. For the journeys that go
 * on from there (a moderator dismisses the reports and it returns).
 */
export async function hideListingByReports(browser: Browser, request: APIRequestContext, title = `Reported villa ${Date.now().toString(36)}`): Promise<HiddenListing> {
  const listing = await createPropertyViaApi(request, DEMO.seller, DEMO_PASSWORD, { title });
  const reporters = [await createUser(request, 'rhoda'), await createUser(request, 'rashid')];
  for (const reporter of reporters) {
    const { context, page } = await memberPage(browser, reporter.email, reporter.password);
    try {
      await reportFromListingPage(page, listing.slug, /Scam or fraud/, 'Asked me to pay a viewing fee by M-Pesa first.');
    } finally {
      await context.close();
    }
  }
  return { listing, ownerEmail: DEMO.seller, reporters };
}
