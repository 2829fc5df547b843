import { createUser, DEMO, DEMO_PASSWORD, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test } from './fixtures';
import { allCardTitles, card, createPropertyViaApi } from './listing-helpers';
import { memberPage, reportFromListingPage } from './report-helpers';
import type { Page } from '@playwright/test';

interface ListPage {
  count: number;
  results: { title: string; property_type: string; advert_type: string; property_status: string; country: string }[];
}

/** The page shows exactly the server's first page of `api`, in its order. */
async function expectListing(page: Page, api: string): Promise<ListPage> {
  const response = await page.request.get(api);
  expect(response.ok(), api).toBe(true);
  const list = (await response.json()) as ListPage;
  await expect.poll(() => allCardTitles(page)).toEqual(list.results.map((property) => property.title));
  return list;
}

test.describe('listing screens', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.buyer);
  });

  test('the home feed: the newest property featured, then 5 clips, then the rest, loading more on scroll', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('.est-property-grid-list > li');
    await expect(items.first().locator('[data-variant="featured"]')).toBeVisible();
    const clips = page.getByRole('region', { name: 'Clips' });
    await expect(items.nth(1)).toContainText('Clips');
    await expect(clips.locator('a[href^="/clip/"]')).toHaveCount(5);
    const feed = (await (await page.request.get('/api/v1/properties/all')).json()) as ListPage;
    await expect.poll(() => allCardTitles(page)).toEqual(feed.results.map((property) => property.title));
    await expectAccessible(page);

    // Infinite scroll: nearing the end loads the next page.
    const nextPage = page.waitForResponse((response) => /\/api\/v1\/properties\/all\?.*page=2/.test(response.url()));
    await page.locator('.est-property-grid-more').scrollIntoViewIfNeeded();
    const second = (await (await nextPage).json()) as ListPage;
    // The rows grow by the next page; rows far off screen keep their place but let their card go.
    await expect.poll(() => items.count()).toBeGreaterThan(feed.results.length + 1);
    await expect(page.getByRole('article').filter({ hasText: second.results[0]!.title }).first()).toBeAttached();

    await clips.getByRole('link', { name: /^See all/ }).click();
    await expect(page).toHaveURL(/\/clips$/);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clips' }).locator('a[href^="/clip/"]')).toHaveCount(5);
    await expectNoHorizontalOverflow(page);
  });

  test("the home feed's states: 16 skeletons while loading, Try again after a failure, 'Click to Reload' when the server says the user is not authenticated", async ({
    page,
  }) => {
    // Hold the feed's answer: its 16 skeletons show meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/properties/all?*', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { detail: 'The feed is resting.' } });
    });
    // The server renders / with its feed (issue 24): the browser's own states show when it loads
    // the feed itself, on the way there from another page.
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    await page.goto('/explore');
    await home.click();
    await expect(page.locator('.est-property-card-skeleton')).toHaveCount(16);
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'The feed is resting.' })).toBeVisible();
    await page.unroute('**/api/v1/properties/all?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.route('**/api/v1/properties/all?*', (route) =>
      route.fulfill({ status: 401, json: { detail: 'User is not authenticated', code: 'not_authenticated' } })
    );
    await page.goto('/explore');
    await home.click();
    await expect(page.getByText('User is not authenticated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.unroute('**/api/v1/properties/all?*');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Click to Reload' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('by type, advert type and both in a country: only what was asked for, with filter pills between them', async ({ page }) => {
    await page.goto('/property-type/House/');
    await expect(page.getByRole('heading', { level: 1, name: 'House' })).toBeVisible();
    const houses = await expectListing(page, '/api/v1/properties/property-type/House');
    expect(houses.results.length).toBeGreaterThan(0);
    expect(houses.results.every((property) => property.property_type === 'House')).toBe(true);
    await expect(page.getByText(`${houses.count} properties`)).toBeVisible();
    await expectAccessible(page);

    // Values in addresses are read case-insensitively.
    await page.goto('/property-type/house');
    await expect(page.getByRole('heading', { level: 1, name: 'House' })).toBeVisible();
    await expectListing(page, '/api/v1/properties/property-type/House');

    await page.goto('/advert-type/For%20Sale/');
    await expect(page.getByRole('heading', { level: 1, name: 'For Sale' })).toBeVisible();
    const forSale = await expectListing(page, '/api/v1/properties/advert-type/For%20Sale');
    expect(forSale.results.every((property) => property.advert_type === 'For Sale')).toBe(true);

    await page.goto('/KE/House/For%20Sale/');
    await expect(page.getByRole('heading', { level: 1, name: 'House · For Sale' })).toBeVisible();
    await expect(page.getByText('Listings in Kenya')).toBeVisible();
    const kenyanHouses = await expectListing(page, '/api/v1/properties/KE/?property_type=House&advert_type=For%20Sale');
    expect(
      kenyanHouses.results.every((property) => property.country === 'KE' && property.property_type === 'House' && property.advert_type === 'For Sale')
    ).toBe(true);

    // The filter pills move between the routes: another advert type keeps the type and the country.
    const filters = page.getByRole('navigation', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: 'Property type: House' })).toBeVisible();
    await filters.getByRole('button', { name: 'Advert type: For Sale' }).click();
    await expect(page.getByRole('group', { name: 'Advert type' }).getByRole('link', { name: 'For Sale', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('group', { name: 'Advert type' }).getByRole('link', { name: 'For Rent', exact: true }).click();
    await expect(page).toHaveURL(/\/KE\/House\/For%20Rent\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'House · For Rent' })).toBeVisible();
    await expectListing(page, '/api/v1/properties/KE/?property_type=House&advert_type=For%20Rent');
    await filters.getByRole('button', { name: 'Project status' }).click();
    await page.getByRole('group', { name: 'Project status' }).getByRole('link', { name: 'Completed Project', exact: true }).click();
    await expect(page).toHaveURL(/\/property-status\/KE\/Completed%20Projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties with status: Completed Projects' })).toBeVisible();

    // A combination nobody listed.
    await page.goto('/IS/Warehouse/Auction/');
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse · Auction' })).toBeVisible();
    await expect(page.getByText('No properties found.')).toBeVisible();
  });

  test("by status: 'Properties with status: {status}s', worldwide and in a country", async ({ page }) => {
    await page.goto('/property-status/Ongoing%20Project');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties with status: Ongoing Projects' })).toBeVisible();
    const ongoing = await expectListing(page, '/api/v1/properties/property-status/Ongoing%20Project');
    expect(ongoing.results.every((property) => property.property_status === 'Ongoing Project')).toBe(true);
    await expectAccessible(page);

    // The legacy 'For Sale' is Completed Project; the country links use the plural.
    await page.goto('/property-status/For%20Sale');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties with status: Completed Projects' })).toBeVisible();
    await page.goto('/property-status/KE/Ongoing%20Projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties with status: Ongoing Projects' })).toBeVisible();
    await expectListing(page, '/api/v1/properties/KE/?property_status=Ongoing%20Project');
  });

  test('a country: flag, code and name, the newest property large; explore finds it by typing', async ({ page }) => {
    await page.goto('/KE/');
    await expect(page.getByRole('heading', { level: 1, name: 'Kenya' })).toBeVisible();
    await expect(page.getByText('KE', { exact: true })).toBeVisible();
    await expect(page.getByText('🇰🇪').first()).toBeVisible();
    await expect(page.locator('.est-property-grid-item[data-featured]').getByRole('article')).toBeVisible();
    await expectListing(page, '/api/v1/properties/KE/');
    await expectAccessible(page);

    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expectAccessible(page);
    await page.getByPlaceholder('Search Country ...').fill('ken');
    await page.getByRole('link', { name: /Kenya/ }).click();
    await expect(page).toHaveURL(/\/KE$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kenya' })).toBeVisible();
  });

  test('the not-found screens of the listings', async ({ page }) => {
    await page.goto('/ZZ/');
    await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore countries' }).click();
    await expect(page).toHaveURL(/\/explore$/);

    await page.goto('/property-type/Castle');
    await expect(page.getByRole('heading', { name: 'No Property Found' })).toBeVisible();
    await page.goto('/advert-type/KE/Barter');
    await expect(page.getByRole('heading', { name: 'No Property Found' })).toBeVisible();
    await page.goto('/property-status/Demolished');
    await expect(page.getByRole('heading', { name: 'No Property Found' })).toBeVisible();
    await page.goto('/property-type/QQ/House');
    await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();

    await page.goto('/property/no-such-slug/');
    await expect(page.getByRole('heading', { name: 'No Property Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('members report a listing', () => {
  test('two unrelated members report a listing: the first leaves it listed, the second hides it; its owner sees why and appeals; a moderator dismisses the reports and it returns', async ({ browser, request }) => {
    // Four members' browsers one after the other.
    test.setTimeout(300_000);
    const title = `Reported villa ${Date.now().toString(36)}`;
    const listing = await createPropertyViaApi(request, DEMO.seller, DEMO_PASSWORD, { title });
    const [first, second] = [await createUser(request, 'rhoda'), await createUser(request, 'rashid')];
    const feedTitles = async () => ((await (await request.get('/api/v1/properties/all?page_size=100')).json()) as ListPage).results.map((row) => row.title);

    const a = await memberPage(browser, first.email, first.password);
    try {
      await reportFromListingPage(a.page, listing.slug, /Scam or fraud/, 'Asked me to pay a viewing fee by M-Pesa first.');
      // One report alone changes nothing anyone sees.
      expect(await feedTitles()).toContain(title);
      await a.page.goto('/');
      await expect(card(a.page, title)).toBeVisible();
    } finally {
      await a.context.close();
    }

    const b = await memberPage(browser, second.email, second.password);
    try {
      await reportFromListingPage(b.page, listing.slug, /Scam or fraud/);
      // The second, from a member unconnected to the first, takes it out of the feed at once.
      expect(await feedTitles()).not.toContain(title);
      await b.page.goto('/');
      await expect(b.page.locator('.est-property-grid article').first()).toBeVisible();
      await expect(card(b.page, title)).toHaveCount(0);
      await b.page.goto(`/property/${listing.slug}/`);
      await expect(b.page.getByText('No Property Found')).toBeVisible();
    } finally {
      await b.context.close();
    }

    // Its owner is told why, and the notification leads to the banner with the appeal.
    const owner = await memberPage(browser, DEMO.seller);
    try {
      await owner.page.goto('/notifications');
      const notice = owner.page.getByText(`Your listing \u201c${title}\u201d is hidden while we review reports that it is a scam.`);
      await expect(notice).toBeVisible();
      await notice.click();
      await expect(owner.page).toHaveURL(new RegExp(`/property/${listing.slug}/?#appeal`));
      const banner = owner.page.getByTestId('hidden-pending-review');
      await expect(banner.getByRole('heading', { name: 'Hidden pending review' })).toBeVisible();
      await expect(banner).toContainText('reports that it is a scam');
      await banner.getByLabel('Your appeal').fill('The villa is real and available: call me to view it.');
      await banner.getByRole('button', { name: 'Send appeal' }).click();
      await expect(banner.getByTestId('appeal-sent')).toContainText('Appeal sent');
      await expectAccessible(owner.page);
    } finally {
      await owner.context.close();
    }

    // A moderator reads the case (its reports and the appeal) and dismisses them with a reason: it returns.
    const moderator = await memberPage(browser, 'moderator@estate.demo');
    try {
      const { page } = moderator;
      await page.goto('/');
      await page.getByRole('link', { name: 'Moderation' }).first().click();
      await expect(page).toHaveURL(/\/moderation\/?$/);
      // Appealed cases wait under their own tab, apart from the hidden ones nobody has answered for.
      await page.getByRole('tab', { name: 'Appealed' }).click();
      await page.getByRole('list', { name: 'Appealed' }).getByRole('button').filter({ hasText: title }).click();
      await expect(page).toHaveURL(/\/moderation\/cases\/\d+/);
      await expect(page.getByText('Asked me to pay a viewing fee by M-Pesa first.')).toBeVisible();
      await expect(page.getByText('The villa is real and available: call me to view it.')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Dismiss' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dismiss the reports?' });
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await expect(dialog.getByText('Give a reason.')).toBeVisible();
      await dialog.getByLabel(/Reason/).fill('The owner showed the lease; the photos match the villa.');
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('This case is closed.')).toBeVisible();
      await expect(page.getByText(/by njeri_kariuki/)).toBeVisible();
      expect(await feedTitles()).toContain(title);
      await page.goto(`/property/${listing.slug}/`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    } finally {
      await moderator.context.close();
    }
  });
});
