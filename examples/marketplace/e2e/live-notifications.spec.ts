import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';
import { createPropertyViaApi } from './listing-helpers';

/** A browser context of its own, signed in as `email`, with the tour's intro already seen. */
async function member(browser: Browser, email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.ESTATE_BASE_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signIn(page, email, password);
  return { context, page };
}

/** The events sockets a page opens (`/ws/events/`). */
function eventSockets(page: Page): string[] {
  const opened: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/ws/events/')) opened.push(socket.url());
  });
  return opened;
}

test('the bell and the tab title follow likes, comments and chat messages live, in every tab, over one socket; opening one, See all and Mark all read', async ({ browser, request }) => {
  const owner = await createUser(request, 'olive');
  const fan = await createUser(request, 'felix');
  const title = `Live Bell Cottage ${Date.now().toString(36)}`;
  const property = await createPropertyViaApi(request, owner.email, owner.password, { title });

  const a = await member(browser, owner.email, owner.password);
  const b = await member(browser, fan.email, fan.password);
  try {
    const sockets = eventSockets(a.page);
    await a.page.goto('/');
    const bell = a.page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(a.page).toHaveTitle(/^Estate/);
    await expect.poll(() => sockets.length).toBe(1);

    // A second tab of A's browser follows the first one's socket instead of opening its own.
    const second = await a.context.newPage();
    const secondSockets = eventSockets(second);
    await second.goto('/favourites');
    await expect(second.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();

    // B likes A's listing from its page: A's bell and title change without a reload.
    await b.page.goto(`/property/${property.slug}/`);
    await expect(b.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await b.page.getByRole('button', { name: 'Like' }).first().click();
    await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
    await expect(a.page).toHaveTitle(/^\(1\) Estate/);
    await expect(second).toHaveTitle(/^\(1\) Favourites · Estate/);

    // The panel shows it on top; it stays open while more arrive.
    await bell.hover();
    const panel = a.page.getByRole('dialog', { name: 'Notifications' });
    const liked = panel.getByRole('link').first();
    await expect(liked).toContainText(`${fan.username} liked your property "${title}"`);

    // B writes to A in the chat: the count goes up again, in both tabs.
    await b.page.goto(`/inbox?with=${owner.username}`);
    await b.page.getByRole('textbox', { name: 'Type a message' }).fill('Is the cottage still available?');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
    await expect(a.page).toHaveTitle(/^\(2\) Estate/);
    await expect(second).toHaveTitle(/^\(2\) /);
    // The open panel takes it in on top, highlighted.
    const arrived = panel.getByRole('link').first();
    await expect(arrived).toContainText(`${fan.username} sent you a message`);
    await expect(arrived).toHaveAttribute('data-fresh', 'true');

    // One socket for A's browser: the second tab got every event from the first.
    expect(sockets).toHaveLength(1);
    expect(secondSockets).toHaveLength(0);

    // Opening one marks it read: on the server, in the bell and title of both tabs; the popover closes.
    const markedOne = a.page.waitForResponse((response) => /\/api\/v1\/notifications\/\d+\/read\/$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
    await panel.getByRole('link', { name: new RegExp(`${fan.username} liked your property`) }).click();
    expect(await (await markedOne).json()).toEqual({ updated: true, unread: 1 });
    await expect(a.page).toHaveURL(new RegExp(`/property/${property.slug}/?$`));
    await expect(panel).toBeHidden();
    await expect(a.page).toHaveTitle(/^\(1\) /);
    await expect(second).toHaveTitle(/^\(1\) Favourites/);
    // (A listing's page has no right rail: the bell is on the others.)
    await a.page.goto('/');
    await expect(bell).toHaveAccessibleName('Notifications (1 unread)');

    // 'See all' leads to the page of all of them, where the opened one reads as read.
    await bell.click();
    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await expect(a.page).toHaveURL(/\/notifications\/?$/);
    await expect(panel).toBeHidden();
    const all = a.page.getByRole('main').getByRole('region', { name: 'Notifications' });
    const likeItem = all.getByRole('link', { name: new RegExp(`${fan.username} liked your property`) });
    const chatItem = all.getByRole('link', { name: new RegExp(`${fan.username} sent you a message`) });
    await expect(likeItem).not.toHaveAttribute('data-unread');
    await expect(chatItem).toHaveAttribute('data-unread', 'true');

    // 'Mark all read' on the page: the bell, both titles and the list follow, and the server keeps it.
    await all.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(a.page).toHaveTitle(/^[^(]/);
    await expect(second).toHaveTitle(/^Favourites/);
    await expect(all.locator('[data-unread]')).toHaveCount(0);
    await expect(all.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
    await a.page.reload();
    await expect(chatItem).toBeVisible();
    await expect(all.locator('[data-unread]')).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
