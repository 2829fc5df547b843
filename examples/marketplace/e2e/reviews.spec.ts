import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createUser, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test } from './fixtures';

/**
 * Agent reviews (beyond the spec). The agent is a demo agent no other journey reads the reviews of
 * (Samuel Mutua); the reviewer and the reporter are fresh members.
 */
const AGENT = { username: 'samuel_mutua', email: 'samuel.mutua@estate.demo', name: 'Samuel Mutua' };

/** A browser context of its own, signed in as `email`, with the tour's intro already seen. */
/** Picks the focused star. */
const pickFocusedStar = (page: Page) => page.keyboard.press('Space');

async function member(browser: Browser, email: string, password?: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.ESTATE_BASE_URL, viewport });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
  await signIn(page, email, password);
  return { context, page };
}

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reviews' });
const NO_CONVERSATION = 'You can review this agent once you have talked in the chat: write to them, and review them after they answer.';

test('a member who talked with an agent reviews them and edits it, the agent replies once, another member reports it', async ({ browser, request }) => {
  const reviewer = await createUser(request, 'rita');
  const reporter = await createUser(request, 'rex');
  const a = await member(browser, reviewer.email, reviewer.password);
  const c = await member(browser, reporter.email, reporter.password, { width: 390, height: 844 });
  const agent = await member(browser, AGENT.email);
  try {
    // Before any chat: the reason, and the way to the chat.
    await a.page.goto(`/profile/${AGENT.username}`);
    const section = reviewsOf(a.page);
    await expect(section.getByText(NO_CONVERSATION)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    const countBefore = Number((await section.locator('.est-reviews-count').innerText()).match(/\d+/)![0]);
    await section.getByRole('button', { name: `Message ${AGENT.name}` }).click();
    await expect(a.page).toHaveURL(new RegExp(`/inbox\\?with=${AGENT.username}`));
    await a.page.getByRole('textbox', { name: 'Type a message' }).fill('Hello Samuel, is the Machakos plot still available?');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await expect(a.page.getByRole('log', { name: `Messages with ${AGENT.name}` }).getByText('is the Machakos plot still available?')).toBeVisible();

    // One unanswered message is no conversation: still no form (a 'hi' cannot bomb a rating).
    await a.page.goto(`/profile/${AGENT.username}`);
    await expect(section.getByText(NO_CONVERSATION)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    // The agent answers in the chat.
    await agent.page.goto(`/inbox?with=${reviewer.username}`);
    await agent.page.getByRole('textbox', { name: 'Type a message' }).fill('Yes, Rita, it is. Would Saturday suit you for a viewing?');
    await agent.page.getByRole('button', { name: 'Send' }).click();
    await expect(agent.page.getByRole('log', { name: 'Messages with Rita Tester' }).getByText('Would Saturday suit you for a viewing?')).toBeVisible();

    // Now the form: nothing is sent without stars; then stars by keyboard and a text.
    await a.page.goto(`/profile/${AGENT.username}`);
    await section.getByRole('button', { name: 'Write a review' }).click();
    const form = section.getByRole('form', { name: `Review ${AGENT.name}` });
    await form.getByRole('textbox', { name: 'Your review' }).fill('Quick to answer and honest about the plot\u2019s access road.');
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    // The stars are a radio group: focus one, Space picks it, the arrows move.
    await form.getByLabel('4 stars').focus();
    await a.page.keyboard.press('Space');
    await expect(form.getByLabel('4 stars')).toBeChecked();
    await a.page.keyboard.press('ArrowRight');
    await expect(form.getByLabel('5 stars')).toBeChecked();
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(a.page.getByText('Thank you! Your review is posted.')).toBeVisible();
    await expect(section.getByText(countBefore + 1 === 1 ? '1 review' : `${countBefore + 1} reviews`)).toBeVisible();
    const mine = section.getByRole('article', { name: 'Rita Tester' });
    await expect(mine.getByText('Your review')).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

    // Edited: 3 stars and a longer text.
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = section.getByRole('form', { name: 'Edit your review' });
    await edit.getByLabel('3 stars').focus();
    await pickFocusedStar(a.page);
    await edit.getByRole('textbox', { name: 'Your review' }).fill('Quick to answer, honest about the access road; the title search took a while.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(a.page.getByText('Your review is updated.')).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeVisible();
    await expect(mine.getByText('the title search took a while.')).toBeVisible();

    // The agent sees it on their own profile and replies, once.
    await agent.page.goto('/my-profile');
    const own = reviewsOf(agent.page);
    await expect(own.getByText('These are the reviews people left you. You can reply once to each.')).toBeVisible();
    const received = own.getByRole('article', { name: 'Rita Tester' });
    await received.getByRole('button', { name: 'Reply to Rita Tester' }).click();
    await received.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, Rita. The title search is faster now.');
    await received.getByRole('button', { name: 'Post reply' }).click();
    await expect(agent.page.getByText('Your reply is posted.')).toBeVisible();
    await expect(received.getByText(`Reply from ${AGENT.name}`)).toBeVisible();
    await expect(received.getByRole('button', { name: 'Reply to Rita Tester' })).toHaveCount(0);
    await expectAccessible(agent.page, '/my-profile reviews (agent)');

    // A member who has not chatted with the agent, on a phone: told why, and reports the review.
    await c.page.goto(`/profile/${AGENT.username}`);
    const seen = reviewsOf(c.page);
    await expect(seen.getByText(NO_CONVERSATION)).toBeVisible();
    const theirs = seen.getByRole('article', { name: 'Rita Tester' });
    await expect(theirs.getByText('Thank you, Rita. The title search is faster now.')).toBeVisible();
    await theirs.getByRole('button', { name: 'Report the review by Rita Tester' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Report this review?' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Looks like a test account.');
    await dialog.getByRole('button', { name: 'Report review' }).click();
    await expect(dialog).toBeHidden();
    await expect(c.page.getByText('Thank you; the review has been reported.')).toBeVisible();
    await expect(theirs.getByText('Reported')).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Report the review by Rita Tester' })).toHaveCount(0);
    await expectNoHorizontalOverflow(c.page);
    await expectAccessible(c.page, `/profile/${AGENT.username} reviews (phone)`);
  } finally {
    await Promise.all([a.context.close(), c.context.close(), agent.context.close()]);
  }
});
