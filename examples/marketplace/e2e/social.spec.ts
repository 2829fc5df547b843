import { createUser, expect, expectAccessible, signIn, signInAsGuest, test } from './fixtures';
import { card, createPropertyViaApi } from './listing-helpers';

test.describe('likes, comments and favourites', () => {
  test('a member likes and comments from the feed; the detail page and favourites agree, and unliking takes it off', async ({ page, request }) => {
    // A listing of someone else's, so it is new (no likes) and first on the feed.
    const owner = await createUser(request, 'owner');
    const title = `Courtyard House ${Date.now().toString(36)}`;
    const property = await createPropertyViaApi(request, owner.email, owner.password, { title });
    const buyer = await createUser(request, 'buyer');
    await signIn(page, buyer.email, buyer.password);

    // Nothing liked yet: the server's 'No liked properties found' is the empty state.
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByText('No Liked Properties made!!')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/');
    const listing = card(page, title);
    await expect(listing).toBeVisible();
    await expect(listing.getByText(/\blikes?\b/)).toHaveCount(0);
    const liked = page.waitForResponse((response) => response.url().includes(`/api/v1/properties/like/${property.id}/`));
    await listing.getByRole('button', { name: 'Like' }).click();
    await expect(listing.getByText('1 like', { exact: true })).toBeVisible();
    await expect(listing.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    expect((await liked).ok()).toBe(true);

    await listing.getByRole('button', { name: 'Comment' }).click();
    const comments = page.getByRole('dialog', { name: `Comments on ${title}` });
    await expect(comments.getByText('No comments yet!!')).toBeVisible();
    const words = `Is the garden fenced? ${Date.now().toString(36)}`;
    await comments.getByPlaceholder('Add a comment...').fill(words);
    const posted = page.waitForResponse((response) => response.url().includes('/api/v1/comments/property-comments/') && response.request().method() === 'POST');
    await comments.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(comments.getByText(words)).toBeVisible();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText('Comment posted!!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(comments).toBeHidden();

    // The detail page shows the same like and the comment, from the server.
    await page.goto(`/property/${property.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The listing's own count comes first; related listings below may carry a like of their own.
    await expect(page.getByText('1 like', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(words)).toBeVisible();

    // Favourites lists it; unliking there takes it off.
    await page.goto('/favourites');
    const favourite = card(page, title);
    await expect(favourite).toBeVisible();
    const unliked = page.waitForResponse((response) => response.url().includes(`/api/v1/properties/unlike/${property.id}/`));
    await favourite.getByRole('button', { name: 'Like' }).click();
    expect((await unliked).ok()).toBe(true);
    await expect(favourite).toBeHidden();
    await expect(page.getByText('No Liked Properties made!!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No Liked Properties made!!')).toBeVisible();

    // The search slide-overs take what is typed at once, on a phone too: their box has the focus.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
      for (const [entry, placeholder] of [['Search', 'Search'], ['Agents', 'Search Agent ...']] as const) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: entry, exact: true }).click();
        const box = page.getByRole('dialog').getByRole('searchbox');
        await expect(box).toBeFocused();
        await expect(box).toHaveAttribute('placeholder', placeholder);
        await page.keyboard.type('gra');
        await expect(box).toHaveValue('gra');
        await page.keyboard.press('Escape');
        await expect(box).toBeHidden();
        if (await menu.isVisible()) await menu.click();
      }
    }
  });

  test('a guest browses the feed and opens a property, but a like shows the registered-user popup and sends nothing', async ({ page }) => {
    await signInAsGuest(page);
    let likes = 0;
    page.on('request', (request) => {
      if (/\/api\/v1\/properties\/(un)?like\/\d+/.test(request.url())) likes += 1;
    });
    await page.goto('/');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Like' }).click();
    const popup = page.getByRole('dialog', { name: 'Join Estate' });
    await expect(popup.getByText('You need to be a registered user to access this feature')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await first.getByRole('link', { name: /^Learn More/ }).click();
    await expect(page).toHaveURL(/\/property\/[^/]+\/?$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await page.locator('.est-property-details').getByRole('button', { name: 'Like' }).first().click();
    await expect(popup.getByText('You need to be a registered user to access this feature')).toBeVisible();
    expect(likes).toBe(0);
  });
});
