import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createUser, DEMO, DEMO_PASSWORD, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test } from './fixtures';
import { png } from './listing-helpers';

/** A browser context of its own, signed in as `email`, with the tour's intro already seen. */
async function member(browser: Browser, email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.ESTATE_BASE_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signIn(page, email, password);
  return { context, page };
}

/** The conversation's message log and its composer. */
function conversation(page: Page, partnerName: string) {
  return {
    log: page.getByRole('log', { name: `Messages with ${partnerName}` }),
    input: page.getByRole('textbox', { name: 'Type a message' }),
    send: page.getByRole('button', { name: 'Send' }),
  };
}

/** An access token of `email`, for the API calls a test checks with. */
async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/auth/jwt/create/', { data: { email, password } });
  return ((await response.json()) as { access: string }).access;
}

/** The texts waiting in the page's chat outbox, as the SDK keeps them in IndexedDB (`estate-chat-outbox`, store `messages`). */
function outboxTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('estate-chat-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('messages').objectStore('messages').getAll();
          all.onsuccess = () => (opening.result.close(), resolve((all.result as { message?: string }[]).map((entry) => entry.message ?? '')));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function usernameOf(page: Page): Promise<string> {
  const access = (JSON.parse((await page.evaluate(() => localStorage.getItem('userInfo')))!) as { access: string }).access;
  const response = await page.request.get('/api/v1/profile/me/', { headers: { Authorization: `Bearer ${access}` } });
  return ((await response.json()) as { profile: { username: string } }).profile.username;
}

// One flow for the whole chat, so CI starts two browsers and signs in twice, not four times: A, a
// newcomer, messages B, the demo agent Grace, from one of her listings; they chat live (replies,
// edits, reactions, deletion, the scam warning, offline on either side), and A books a viewing.
test('two members chat live; a viewing fee asked over M-Pesa warns the recipient only; a message sent while one is offline arrives, in order, when they come back; a message typed offline waits in the outbox and arrives once; a viewing is booked from the listing\u2019s chat: the buyer picks a free time, the agent accepts, both cards turn accepted live, the calendar file downloads and the dashboard lists it', async ({ browser, request }) => {
  const userA = await createUser(request, 'alice');
  const a = await member(browser, userA.email, userA.password);
  const b = await member(browser, DEMO.agent, DEMO_PASSWORD);
  try {
    // B waits in the conversation with A (the link a profile's Message button opens).
    await b.page.goto(`/inbox?with=${userA.username}`);
    const onB = conversation(b.page, 'Alice Tester');
    await expect(onB.log.getByText('No messages yet.')).toBeVisible();

    // One of Grace's listings (the dashboard lists them all); the seeded conversation is about another buyer.
    const dashboard = await request.get('/api/v1/dashboard/', { headers: { Authorization: `Bearer ${await tokenOf(request, DEMO.agent, DEMO_PASSWORD)}` } });
    const listing = ((await dashboard.json()) as { listings: { slug: string; title: string }[] }).listings.at(-1)!;
    // From the listing, 'Message Grace' opens the chat with the listing under its header.
    await a.page.goto(`/property/${listing.slug}/`);
    await a.page.getByTestId('message-owner').click();
    await expect(a.page).toHaveURL(/\/inbox\?with=grace_achieng&listing=\d+/);
    const about = a.page.getByRole('complementary', { name: 'About this listing' });
    await expect(about.getByRole('link', { name: listing.title })).toBeVisible();
    const onA = conversation(a.page, 'Grace Achieng');
    await expect(a.page.getByRole('link', { name: /Grace Achieng/ }).first()).toBeVisible();
    // Issue 27: the listing's card opens the conversation's history (B gets it live), and is still
    // there, once, after a reload.
    const listingCard = onA.log.getByTestId('chat-listing-card');
    await expect(listingCard.getByRole('link', { name: listing.title })).toHaveAttribute('href', `/property/${listing.slug}/`);
    await expect(onB.log.getByTestId('chat-listing-card')).toContainText(listing.title);
    await a.page.reload();
    await expect(listingCard).toHaveCount(1);
    await expect(listingCard).toContainText(listing.title);
    await expectAccessible(a.page);

    // Blank text cannot be sent.
    await onA.input.fill('   ');
    await expect(onA.send).toBeDisabled();
    await onA.input.press('Enter');
    await expect(onA.log.locator('.est-chat-message')).toHaveCount(0);

    await onA.input.fill('Hello from A');
    await onA.input.press('Enter');
    await expect(onA.input).toHaveValue('');
    await expect(onA.log.getByText('Hello from A')).toBeVisible();
    // B sees it without reloading, and answers.
    await expect(onB.log.getByText('Hello from A')).toBeVisible();
    await onB.input.fill('Hi A, B here');
    await onB.send.click();
    await expect(onA.log.getByText('Hi A, B here')).toBeVisible();

    // Issue 27, live on the other side: A replies to B's message (B sees the quote), edits the reply
    // (B sees it 'edited'), B reacts (A sees the count), A deletes it (B sees the tombstone).
    const bsMessage = onA.log.locator('.est-chat-message').filter({ hasText: 'Hi A, B here' });
    await bsMessage.hover();
    await bsMessage.getByRole('button', { name: 'Reply' }).click();
    await expect(a.page.getByText('Replying to Grace Achieng')).toBeVisible();
    await onA.input.fill('A answers that');
    await onA.input.press('Enter');
    await expect(a.page.getByText('Replying to Grace Achieng')).toBeHidden();
    const replyOnB = onB.log.locator('.est-chat-message').filter({ hasText: 'A answers that' });
    await expect(replyOnB.getByRole('button', { name: 'In reply to You Hi A, B here' })).toBeVisible();
    // ArrowUp in A's empty box edits A's last message; Enter saves.
    await onA.input.press('ArrowUp');
    await expect(a.page.getByText('Editing message')).toBeVisible();
    await expect(onA.input).toHaveValue('A answers that');
    await onA.input.fill('A answers that, edited');
    await onA.input.press('Enter');
    await expect(a.page.getByText('Editing message')).toBeHidden();
    await expect(replyOnB).toContainText('A answers that, edited (edited)');
    await replyOnB.hover();
    await replyOnB.getByRole('button', { name: 'React', exact: true }).click();
    await b.page.getByRole('button', { name: 'React with 👍' }).click();
    const replyOnA = onA.log.locator('.est-chat-message').filter({ hasText: 'A answers that, edited' });
    await expect(replyOnA.getByRole('button', { name: '👍 1, from Grace Achieng' })).toBeVisible();
    await expect(replyOnB.getByRole('button', { name: '👍 1, from You' })).toHaveAttribute('aria-pressed', 'true');
    await replyOnA.hover();
    await replyOnA.getByRole('button', { name: 'Message actions' }).click();
    await a.page.getByRole('menuitem', { name: 'Delete' }).click();
    await a.page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete for everyone' }).click();
    await expect(onB.log.getByText('This message was deleted')).toBeVisible();
    await expect(onB.log.getByText('A answers that, edited')).toHaveCount(0);
    await expect(onA.log.getByText('This message was deleted')).toBeVisible();
    await expectAccessible(b.page);

    // Issue 27: A sends two images at once (uploaded with progress, then one message each, in the
    // order picked); B sees both, opens the second in the photo viewer and moves with the arrow keys.
    await a.page.locator('.est-chat-composer input[type="file"][multiple]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png([200, 80, 40], 64) },
      { name: 'garden.png', mimeType: 'image/png', buffer: png([40, 160, 90], 64) },
    ]);
    await expect(a.page.getByRole('list', { name: 'Images being sent' })).toHaveCount(0);
    const imagesOnB = onB.log.getByRole('button', { name: 'Open the image full size' });
    await expect(imagesOnB).toHaveCount(2);
    await expect(onA.log.getByRole('button', { name: 'Open the image full size' })).toHaveCount(2);
    await imagesOnB.nth(1).click();
    const viewer = b.page.getByRole('dialog', { name: 'Photos in your chat with Alice Tester' });
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    const shownFirst = await viewer.getByRole('img').getAttribute('src');
    await b.page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    expect(await viewer.getByRole('img').getAttribute('src')).not.toBe(shownFirst);
    await b.page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(imagesOnB.nth(1)).toBeFocused();

    // A asks for a viewing fee over M-Pesa before any viewing: B (the recipient) is warned, A is not.
    const feeRequest = 'The viewing fee is KES 1,000. Send it to till number 567890 first.';
    await onA.input.fill(feeRequest);
    await onA.input.press('Enter');
    await expect(onA.log.getByText(feeRequest)).toBeVisible();
    const warning = onB.log.getByRole('note', { name: 'Safety tip about this message' });
    await expect(warning).toContainText('never pay a deposit or viewing fee before you have seen the property');
    await expect(onB.log.getByText(feeRequest)).toBeVisible();
    await warning.getByText('Learn how to stay safe').click();
    await expect(warning.getByRole('listitem')).toHaveCount(3);
    await expectAccessible(b.page);
    await expect(onA.log.getByRole('note')).toHaveCount(0);
    // B reports it from the warning: the kit's report dialog sends it to the moderators.
    await warning.getByRole('button', { name: /^Report/ }).click();
    const reportDialog = b.page.getByRole('dialog');
    await reportDialog.getByRole('radio', { name: /Scam or fraud/ }).check();
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reportDialog.getByText('Thanks \u2014 our moderators will review it.')).toBeVisible();
    await b.page.keyboard.press('Escape');
    await expect(reportDialog).toBeHidden();

    // B drops off the network; A sends two messages meanwhile.
    await b.context.setOffline(true);
    await expect(b.page.getByText('You are offline. Messages will arrive when the connection returns.')).toBeVisible();
    for (const text of ['First while you were away', 'Second while you were away']) {
      await onA.input.fill(text);
      await onA.input.press('Enter');
      await expect(onA.log.getByText(text)).toBeVisible();
    }
    await expect(onB.log.getByText('First while you were away')).toHaveCount(0);

    // Back online: the missed messages are fetched, in the order they were sent.
    await b.context.setOffline(false);
    await expect(onB.log.getByText('Second while you were away')).toBeVisible({ timeout: 20_000 });
    const texts = await onB.log.locator('.est-chat-bubble-text').allInnerTexts();
    const order = ['Hello from A', 'Hi A, B here', feeRequest, 'First while you were away', 'Second while you were away'].map((text) => texts.findIndex((shown) => shown.includes(text)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    await expect(b.page.getByText('You are offline. Messages will arrive when the connection returns.')).toBeHidden();

    // Now A drops off and types: the message waits in A's outbox, in IndexedDB, 'Waiting to send';
    // back online it goes by itself, B gets it exactly once and A's outbox is empty again.
    await a.context.setOffline(true);
    await expect(a.page.getByText('You are offline. Messages will arrive when the connection returns.')).toBeVisible();
    await onA.input.fill('Typed while offline');
    await onA.input.press('Enter');
    await expect(onA.log.getByText('Waiting to send')).toBeVisible();
    await expect.poll(() => outboxTexts(a.page)).toEqual(['Typed while offline']);
    await a.context.setOffline(false);
    await expect(onB.log.getByText('Typed while offline')).toBeVisible({ timeout: 20_000 });
    await expect(onA.log.getByText('Waiting to send')).toHaveCount(0);
    await expect.poll(() => outboxTexts(a.page)).toEqual([]);
    await expect(onB.log.getByText('Typed while offline')).toHaveCount(1);

    // A reload keeps the conversation (it is in the URL) and its history, the warning with it (for B only).
    await b.page.reload();
    await expect(onB.log.getByText('Second while you were away')).toBeVisible();
    await expect(onB.log.getByText('Typed while offline')).toHaveCount(1);
    await expect(onB.log.getByRole('note', { name: 'Safety tip about this message' })).toHaveCount(1);
    await a.page.reload();
    await expect(onA.log.getByText(feeRequest)).toBeVisible();
    await expect(onA.log.getByRole('note')).toHaveCount(0);
    expect(await usernameOf(b.page)).toBe('grace_achieng');

    // B searches the inbox: the server finds A's two messages with the word, newest first, the word
    // marked; a hit opens the conversation. Escape shows the conversations again.
    const search = b.page.getByRole('searchbox', { name: 'Search messages' });
    await search.fill('away');
    const hits = b.page.getByRole('button', { name: /^Message in your conversation with Alice Tester/ });
    await expect(hits).toHaveCount(2);
    await expect(hits.first()).toContainText('Second while you were away');
    await expect(hits.first().locator('mark')).toHaveText('away');
    await expectAccessible(b.page, 'the message search');
    await hits.first().click();
    await expect(onB.log.getByText('Second while you were away')).toBeVisible();
    await search.press('Escape');
    await expect(hits).toHaveCount(0);
    await expect(b.page.getByRole('navigation', { name: 'Messages' }).getByRole('button', { name: /Alice Tester/ })).toBeVisible();

    // A searches this conversation from its header: both of A's messages with the word; Enter shows
    // one, lit, in the windowed list; Escape closes the search.
    await a.page.getByRole('button', { name: 'Search this conversation' }).click();
    const inConversation = a.page.getByRole('searchbox', { name: 'Search this conversation' });
    await inConversation.fill('away');
    await expect(a.page.getByRole('button', { name: /^Message in your conversation with Grace Achieng/ })).toHaveCount(2);
    await inConversation.press('Enter');
    await expect(onA.log.locator('.est-chat-message[data-highlighted]')).toContainText('away');
    await expectAccessible(a.page, 'the conversation search');
    await inConversation.press('Escape');
    await expect(inConversation).toBeHidden();

    // A books a viewing from the listing's chat: nothing chosen is refused; then the first free time of Grace's hours.
    await about.getByRole('button', { name: 'Book a viewing' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Book a viewing' });
    await expect(dialog.getByRole('group', { name: 'Free times' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a free time, or a date and time of your own.');
    await dialog.getByRole('radio').first().check();
    await expectAccessible(a.page, 'propose dialog');
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await expect(dialog).toBeHidden();

    // The latest card of a viewing is whole, with the actions; earlier ones are a line.
    const buyerCard = a.page.getByRole('log').getByTestId('viewing-card').last();
    await expect(buyerCard).toHaveAttribute('data-status', 'proposed');
    await expect(buyerCard.getByText('Waiting for Grace Achieng to answer')).toBeVisible();
    await expect(buyerCard.getByRole('button', { name: 'Cancel viewing' })).toBeVisible();
    await expect(buyerCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    const when = await buyerCard.getByTestId('viewing-when').innerText();

    // Grace answers in her inbox: the proposal is hers to accept.
    await b.page.goto(`/inbox?with=${userA.username}`);
    const agentCard = b.page.getByRole('log').getByTestId('viewing-card').last();
    await expect(agentCard.getByTestId('viewing-when')).toHaveText(when);
    await expect(agentCard.getByRole('button', { name: 'Cancel viewing' })).toHaveCount(0);
    await agentCard.getByRole('button', { name: 'Accept' }).click();
    await expect(agentCard).toHaveAttribute('data-status', 'accepted');
    await expect(agentCard.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    // A sees it live: Grace's acceptance is the whole card, the proposal above it a line, both accepted.
    await expect(buyerCard).toHaveAttribute('data-status', 'accepted');
    await expect(a.page.getByRole('log').getByTestId('viewing-line')).toHaveAttribute('data-status', 'accepted');

    // Add to calendar: the file downloads, and the route answers text/calendar.
    const download = a.page.waitForEvent('download');
    await buyerCard.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(file, 'utf8')).toContain('BEGIN:VCALENDAR');
    const asBuyer = { Authorization: `Bearer ${await tokenOf(request, userA.email, userA.password)}` };
    const viewings = await request.get('/api/v1/viewings/', { headers: asBuyer });
    const viewing = ((await viewings.json()) as { results: { id: number; status: string }[] }).results.find((each) => each.status === 'accepted')!;
    const ics = await request.get(`/api/v1/viewings/${viewing.id}/ics/`, { headers: asBuyer });
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const stranger = await request.get(`/api/v1/viewings/${viewing.id}/ics/`);
    expect(stranger.status()).toBe(401);

    // Grace's dashboard lists it among her upcoming viewings.
    await b.page.goto('/dashboard');
    const upcoming = b.page.getByRole('region', { name: 'Upcoming viewings' });
    const row = upcoming.getByRole('listitem').filter({ hasText: 'With Alice Tester' });
    await expect(row).toContainText(listing.title);
    await expect(row).toContainText('Accepted');
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('a new chat starts from the agent search: Search Agent ..., the agent list, the empty conversation', async ({ page, request }) => {
  const user = await createUser(request, 'seeker');
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signIn(page, user.email, user.password);
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeAttached();
  await page.getByRole('button', { name: 'Start chat with an Agent' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start chat with an Agent' });
  await dialog.getByRole('searchbox', { name: 'Search Agent ...' }).fill('Grace');
  const grace = dialog.getByRole('button', { name: /Grace Achieng/ });
  await expect(grace).toBeVisible();
  await expectAccessible(page);
  await grace.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inbox\?with=grace/i);
  await expect(page.getByRole('log', { name: 'Messages with Grace Achieng' }).getByText('No messages yet.')).toBeVisible();

  // A phone shows one pane at a time and nothing overflows sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(page.getByRole('button', { name: 'Start chat with an Agent' }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
