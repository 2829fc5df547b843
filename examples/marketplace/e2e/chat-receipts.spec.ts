import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';

/** A browser context of its own, signed in as `email`, with the tour's intro already seen. */
async function member(browser: Browser, email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.ESTATE_BASE_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signIn(page, email, password);
  return { context, page };
}

const sidebarBadge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-unread');

test('unread badges until read, Seen for the sender, and the partner typing', async ({ browser, request }) => {
  const userA = await createUser(request, 'amani');
  const userB = await createUser(request, 'bahati');
  const a = await member(browser, userA.email, userA.password);
  const b = await member(browser, userB.email, userB.password);
  try {
    // A writes to B, who is elsewhere in the app.
    await a.page.goto(`/inbox?with=${userB.username}`);
    const logOnA = a.page.getByRole('log', { name: 'Messages with Bahati Tester' });
    const inputOnA = a.page.getByRole('textbox', { name: 'Type a message' });
    await expect(logOnA.getByText('No messages yet.')).toBeVisible();
    for (const text of ['Is the house in Karen still for sale?', 'I can come on Saturday.']) {
      await inputOnA.fill(text);
      await inputOnA.press('Enter');
      await expect(logOnA.getByText(text)).toBeVisible();
    }
    await expect(a.page.getByTestId('chat-seen')).toHaveCount(0);

    // B: the sidebar counts the two unread messages, and the inbox shows them on A's conversation.
    await b.page.goto('/');
    await expect(sidebarBadge(b.page)).toHaveText(/^2\s*2 unread messages$/);
    await b.page.goto('/inbox');
    const conversationOfA = b.page.getByRole('button', { name: /Amani Tester/ });
    await expect(conversationOfA.getByLabel('2 unread')).toHaveText('2');

    // B opens it: read. The badges go, and A sees 'Seen' under the last message.
    await conversationOfA.click();
    await expect(b.page.getByRole('log', { name: 'Messages with Amani Tester' }).getByText('I can come on Saturday.')).toBeVisible();
    await expect(sidebarBadge(b.page)).toHaveCount(0);
    await expect(conversationOfA.getByLabel(/unread/)).toHaveCount(0);
    await expect(a.page.getByTestId('chat-seen')).toHaveText(/Seen/);
    // A reload keeps 'Seen' (the read mark comes with the connection) and B's count stays at zero.
    await a.page.reload();
    await expect(a.page.getByTestId('chat-seen')).toHaveText(/Seen/);
    await b.page.reload();
    await expect(b.page.getByRole('log', { name: 'Messages with Amani Tester' })).toBeVisible();
    await expect(sidebarBadge(b.page)).toHaveCount(0);

    // A types: B sees it; A clears the box: it goes.
    // Typed key by key over a few seconds, as a person does (the dots go 3 s after the last key).
    const typing = a.page.getByRole('textbox', { name: 'Type a message' }).pressSequentially('Also, is the garden fenced?', { delay: 150 });
    await expect(b.page.getByRole('status').filter({ hasText: 'Amani Tester is typing…' })).toBeAttached();
    await typing;
    await a.page.getByRole('textbox', { name: 'Type a message' }).fill('');
    await expect(b.page.getByRole('status').filter({ hasText: 'is typing' })).toHaveCount(0);

    // B replies: A's 'Seen' goes (B has written since), and nothing is unread for B.
    const inputOnB = b.page.getByRole('textbox', { name: 'Type a message' });
    await inputOnB.fill('Saturday is fine, see you at 10.');
    await inputOnB.press('Enter');
    await expect(a.page.getByRole('log', { name: 'Messages with Bahati Tester' }).getByText('Saturday is fine, see you at 10.')).toBeVisible();
    await expect(a.page.getByTestId('chat-seen')).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
