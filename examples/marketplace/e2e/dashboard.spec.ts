import { createUser, DEMO, DEMO_PASSWORD, expect, expectAccessible, expectNoHorizontalOverflow, signIn, signInAsGuest, test } from './fixtures';

interface DashboardListing {
  id: number;
  slug: string;
  title: string;
  chats: number;
}

/** The demo agent's dashboard as the API answers it. */
async function agentDashboard(request: import('@playwright/test').APIRequestContext, query = '') {
  const login = await request.post('/api/v1/auth/jwt/create/', { data: { email: DEMO.agent, password: DEMO_PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  const response = await request.get(`/api/v1/dashboard/${query}`, { headers: { authorization: `Bearer ${access}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { listings: DashboardListing[]; totals: Record<string, number> };
}

test.describe('agent dashboard', () => {
  test('a buyer messages the agent from a listing; the agent sees the chat on the dashboard, charted, by listing and over 7 days', async ({ browser, request }) => {
    const listing = (await agentDashboard(request)).listings[0]!;
    const before = (await agentDashboard(request, `?property=${listing.id}`)).totals.chats;

    // A fresh buyer (no shared demo state changes) opens the chat from the listing.
    const buyerPage = await (await browser.newContext()).newPage();
    // The first-visit tour would cover the chat's Send button; this buyer has seen it.
    await buyerPage.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
    const buyer = await createUser(request, 'lead');
    await signIn(buyerPage, buyer.email, buyer.password);
    await buyerPage.goto(`/property/${listing.slug}/`);
    await buyerPage.getByTestId('message-owner').click();
    await expect(buyerPage).toHaveURL(/\/inbox\?with=grace_achieng/);
    // Opening the chat counts nothing yet: a chat counts once the buyer writes.
    expect((await agentDashboard(request, `?property=${listing.id}`)).totals.chats).toBe(before);
    await buyerPage.getByRole('textbox', { name: 'Type a message' }).fill('Hello Grace, is this one still available?');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await expect(buyerPage.getByRole('log').getByText('is this one still available?')).toBeVisible();
    await expect.poll(async () => (await agentDashboard(request, `?property=${listing.id}`)).totals.chats).toBe(before + 1);

    const page = await (await browser.newContext()).newPage();
    await signIn(page, DEMO.agent);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const tiles = page.getByRole('group', { name: 'Metric to chart' });
    await expect(tiles.getByRole('button')).toHaveCount(5);
    // uPlot has drawn its canvas.
    await expect(page.locator('.est-dashboard-plot canvas').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Views per day over the last 30 days/ })).toBeVisible();

    await tiles.getByRole('button', { name: /Chats started/ }).click();
    await expect(page.getByRole('img', { name: /^Chats started per day over the last 30 days/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Listing' }).selectOption(String(listing.id));
    await expect(tiles.getByRole('button', { name: /Chats started/ }).locator('.est-dashboard-tile-value')).toHaveText(String(before + 1));
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
    await expect(page.getByRole('img', { name: /over the last 7 days/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /Each listing over the last 7 days/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top listings' })).toBeVisible();
    await expectAccessible(page, '/dashboard (agent)');
  });

  test('a buyer sees what the dashboard is and the agent plans; a guest is asked to register', async ({ page, browser }) => {
    await signIn(page, DEMO.buyer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'The dashboard is for agents' })).toBeVisible();
    await page.getByRole('button', { name: 'Become an agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await expect(dialog.getByRole('button', { name: 'Upgrade to Agent' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upgrade to Seller' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectAccessible(page, '/dashboard (buyer)');

    const guestPage = await (await browser.newContext()).newPage();
    await signInAsGuest(guestPage);
    await guestPage.goto('/dashboard');
    await expect(guestPage.getByRole('heading', { name: 'The dashboard is for agents' })).toBeVisible();
    // A guest: the ways in, not a plan it could not buy (issue 23).
    await expect(guestPage.getByRole('main').getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    await expect(guestPage.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(guestPage.getByRole('button', { name: 'Become an agent' })).toHaveCount(0);
  });

  test('fits a phone: the top agent\u2019s dashboard without sideways scrolling', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(page, DEMO.topAgent);
    await page.goto('/dashboard');
    await expect(page.locator('.est-dashboard-plot canvas').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
