import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, expectNoHorizontalOverflow, signInAsGuest, test } from './fixtures';

const GATE_TEXT = 'You need to be a registered user to access this feature';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
});

interface FeedAfterSplash {
  /** From the frame / opened after the splash to the first frame with a card whose photo is decoded. */
  ms: number;
  /** Whether any frame of / showed a loading state (a skeleton or the page's spinner) before that card. */
  sawLoading: boolean;
  /** What each frame showed when it changed, for the failure message. */
  frames: string[];
}

/**
 * Watches, frame by frame, the moment the splash hands over to / (issue 23: the feed must paint
 * complete at once, its data and first photos fetched during the splash).
 */
async function watchSplashHandover(page: Page) {
  await page.addInitScript(() => {
    let wasSplash = false;
    let start = 0;
    let sawLoading = false;
    const frames: string[] = [];
    const frame = () => {
      if (location.pathname === '/root') wasSplash = true;
      else if (wasSplash && location.pathname === '/') {
        start ||= performance.now();
        const photo = document.querySelector<HTMLImageElement>('.est-property-card img');
        const loading = document.querySelector('main .est-skeleton, .app-page-loading') !== null;
        const seen = `card ${photo !== null}, photo ${photo?.complete === true}, loading ${loading}`;
        if (frames.at(-1)?.endsWith(seen) !== true) frames.push(`${Math.round(performance.now() - start)} ms: ${seen}`);
        if (photo?.complete && photo.naturalWidth > 0) {
          (window as unknown as { feedAfterSplash: FeedAfterSplash }).feedAfterSplash = {
            ms: Math.round(performance.now() - start),
            sawLoading,
            frames,
          };
          return;
        }
        sawLoading ||= loading;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function continueAsGuest(page: Page) {
  await page.goto('/login');
  const guest = page.waitForResponse((response) => response.url().includes('/api/v1/users/guest-login/'));
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  expect((await guest).ok()).toBe(true);
  await expect(page).toHaveURL(/\/root$/);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

/** The in-place sign-in of the guest gate (issue 23), with a fresh account. */
async function signInFromGate(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(form).toContainText('we finish what you started');
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.isGuest)).toBe(false);
}

test.describe('a guest', () => {
  test('continues as a guest to a feed painted at once; Create and Agents show the registered-user popup (Register signs out and opens /register in a new tab); signing in from a like prompt applies the like', async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await watchSplashHandover(page);
    await continueAsGuest(page);
    await expect(page.locator('.est-property-card').first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'))).toMatchObject({ isGuest: true });
    // The splash prefetched the feed: / never showed a skeleton or a spinner before its first card and photo.
    const handover = await page
      .waitForFunction(() => (window as unknown as { feedAfterSplash?: FeedAfterSplash }).feedAfterSplash)
      .then((value) => value.jsonValue() as Promise<FeedAfterSplash>);
    console.log(`first card with its photo after the splash: ${handover.ms} ms`);
    expect(handover.sawLoading, handover.frames.join('\n')).toBe(false);

    // The sidebar says who is browsing, with both ways in.
    const guestCard = page.getByRole('region', { name: 'Browsing as a guest' }).first();
    await expect(guestCard.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(guestCard.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');

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

    // A guest again: a like asks to sign in, in place; once signed in, the like is applied.
    const account = await createUser(request, 'like-prompt');
    await continueAsGuest(page);
    const card = page.locator('.est-property-card').first();
    const like = card.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'Sign in' }).click();
    await expectAccessible(page, 'the guest gate signing in');
    await signInFromGate(page, account);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('.est-property-card').first().getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Browsing as a guest' })).toHaveCount(0);
  });

  test('on a phone: Sign in and Create account in the top bar, the tab bar and the menu reach every page, a page for members shows the prompt, Message from a listing opens the chat after signing in, and the tour walks the tab bar', async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsGuest(page);
    await page.goto('/my-profile');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Create account' })).toBeVisible();
    // A page that needs an account: the prompt, not a form it could not send.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'You are browsing as a guest',
      })
    ).toBeVisible();
    await expectAccessible(page, 'a guest on /my-profile at 390 px');
    await expectNoHorizontalOverflow(page);

    // The tab bar: six stops, Clips there; the menu holds the right rail's lists.
    const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(tabs.getByRole('link')).toHaveCount(5);
    await expect(tabs.getByRole('button', { name: 'Create' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Clips' }).click();
    await expect(page).toHaveURL(/\/clips$/);
    await expect(tabs.getByRole('link', { name: 'Clips' })).toHaveClass(/active/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#app-sidebar');
    await menu.getByRole('link', { name: 'For Rent' }).click();
    await expect(page).toHaveURL(/\/advert-type\/For%20Rent$/);

    // Message on a listing: the prompt, Sign in where the guest stands, then the chat with the owner.
    const account = await createUser(request, 'message-prompt');
    await page.goto('/');
    await page.locator('.est-property-card').first().locator('a[href^="/property/"]').first().click();
    await expect(page).toHaveURL(/\/property\//);
    await page.getByTestId('message-owner').click();
    await page.getByRole('dialog').filter({ hasText: GATE_TEXT }).getByRole('button', { name: 'Sign in' }).click();
    await signInFromGate(page, account);
    await expect(page).toHaveURL(/\/inbox\?with=/);
    await expect(tabs.getByRole('link', { name: 'Messages' })).toHaveClass(/active/);

    // The tour on a phone (a visitor who has not seen it): its stops are the tab bar's, then the menu.
    const fresh = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInAsGuest(fresh);
    await fresh.goto('/');
    await fresh.getByRole('button', { name: 'Start Tour' }).click();
    const stepTitle = fresh.locator('#est-tour-step-title');
    await expect(stepTitle).toHaveText('Home');
    const seen: string[] = [];
    for (let step = 0; step < 10 && (await stepTitle.textContent()) !== 'More in the menu'; step += 1) {
      seen.push((await stepTitle.textContent()) ?? '');
      await fresh.locator('.est-tour-tooltip').getByRole('button', { name: /^Next/ }).click();
    }
    expect(seen).toEqual(['Home', 'Explore', 'Clips', 'Chat', 'Create', 'Profile']);
    await fresh.locator('.est-tour-tooltip').getByRole('button', { name: 'Last' }).click();
    await expect(stepTitle).toHaveCount(0);
    await expect.poll(() => fresh.evaluate(() => localStorage.getItem('tourCompleted'))).toBe('true');
    await fresh.context().close();
  });
});
