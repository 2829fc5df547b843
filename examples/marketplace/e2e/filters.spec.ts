import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test } from './fixtures';
import { allCardTitles } from './listing-helpers';

interface ListPage {
  count: number;
  results: { title: string; price: number; bedrooms: number }[];
}

/** The cards' prices as shown ('$250,000'), in order. */
const cardPrices = (page: Page) =>
  page.locator('.est-property-grid article .est-property-card-price').evaluateAll((prices) => prices.map((price) => Number((price.textContent ?? '').replace(/[^\d.]/g, ''))));

/** The sheet's submit: 'Show results', or 'Show 12 results' once the count of the draft is in. */
const SHOW_RESULTS = /^Show (\d+ )?results?$/;

async function list(page: Page, api: string): Promise<ListPage> {
  const response = await page.request.get(api);
  expect(response.ok(), api).toBe(true);
  return (await response.json()) as ListPage;
}

/** The page shows exactly the server's first page of `api`, in its order. */
async function expectListing(page: Page, api: string): Promise<ListPage> {
  const found = await list(page, api);
  expect(found.results.length, `${api} lists something`).toBeGreaterThan(0);
  await expect.poll(() => allCardTitles(page)).toEqual(found.results.map((property) => property.title));
  return found;
}

test.describe('price, rooms and sort filters', () => {
  test.beforeEach(async ({ page }) => {
    // The tour's card is not what these journeys are about (on a phone it sits over the map toggle).
    await page.addInitScript(() => localStorage.setItem('tourCompleted', 'true'));
    await signIn(page, DEMO.buyer);
  });

  test('set a price range, bedrooms and a sort; the URL keeps them through reload, Back and Forward, and a shared link shows the same list', async ({ page, browser }) => {
    // A range that keeps some of Kenya's listings and leaves out others, from the demo data itself.
    const kenya = await list(page, '/api/v1/properties/KE/?page_size=100');
    const prices = kenya.results.map((property) => property.price).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 5)]!;
    const high = prices[Math.floor((prices.length * 4) / 5)]!;
    const bedrooms = kenya.results.some((property) => property.bedrooms >= 2 && property.price >= low && property.price <= high) ? 2 : 1;

    await page.goto('/KE');
    await expect(page.locator('.est-property-grid article').first()).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('textbox', { name: 'Minimum price (USD)' }).fill(String(low));
    await panel.getByRole('textbox', { name: 'Maximum price (USD)' }).fill(String(high));
    await panel.getByRole('group', { name: 'Bedrooms' }).getByRole('radio', { name: `${bedrooms}+` }).check();
    await expectAccessible(page, 'the filters panel');
    await panel.getByRole('button', { name: SHOW_RESULTS }).click();
    await expect(panel).toBeHidden();

    const ranged = `min_price=${low}&max_price=${high}&min_bedrooms=${bedrooms}`;
    await expect(page).toHaveURL(new RegExp(`/KE\\?${ranged}$`));
    await expectListing(page, `/api/v1/properties/KE/?${ranged}`);

    await filters.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(new RegExp(`/KE\\?${ranged}&sort=price$`));
    const sorted = await expectListing(page, `/api/v1/properties/KE/?${ranged}&sort=price`);
    const shown = await cardPrices(page);
    expect(shown.every((price) => price >= low && price <= high), `${shown} within ${low}–${high}`).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(sorted.results.every((property) => property.bedrooms >= bedrooms)).toBe(true);
    await expect(filters.getByRole('button', { name: 'Filters, 2 on' })).toBeVisible();

    // Reload: the same filters, sort and cards.
    await page.reload();
    await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    await expect(filters.getByRole('button', { name: 'Filters, 2 on' })).toBeVisible();
    await expect.poll(() => allCardTitles(page)).toEqual(sorted.results.map((property) => property.title));

    // Back: before the sort; Forward: sorted again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/KE\\?${ranged}$`));
    await expectListing(page, `/api/v1/properties/KE/?${ranged}`);
    await page.goForward();
    await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    await expect.poll(() => allCardTitles(page)).toEqual(sorted.results.map((property) => property.title));

    // A pick in the pills keeps the range: the advert type's link carries it.
    await filters.getByRole('button', { name: 'Advert type' }).click();
    await expect(page.getByRole('group', { name: 'Advert type' }).getByRole('link', { name: 'For Sale' })).toHaveAttribute('href', new RegExp(`\\?${ranged}&sort=price$`));
    await page.keyboard.press('Escape');

    // The link shared with someone else (another browser, another account) shows the same list.
    const shared = page.url();
    const other = await browser.newContext({ baseURL: process.env.ESTATE_BASE_URL });
    const visitor = await other.newPage();
    await signIn(visitor, DEMO.seller);
    await visitor.goto(shared);
    await expect.poll(() => allCardTitles(visitor)).toEqual(sorted.results.map((property) => property.title));
    await expect(visitor.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    await other.close();

    // A chip removes its filter, and the URL follows.
    await filters.getByRole('button', { name: `Remove filter: ${bedrooms}+ bedrooms` }).click();
    await expect(page).toHaveURL(new RegExp(`/KE\\?min_price=${low}&max_price=${high}&sort=price$`));
    await expectListing(page, `/api/v1/properties/KE/?min_price=${low}&max_price=${high}&sort=price`);
  });

  test('most liked first on a type page, an empty result that offers to clear, and a sheet on a phone', async ({ page }) => {
    // Filters nothing matches: the empty state says so and clears them, keeping the sort.
    await page.goto('/property-type/House?min_price=90000000&sort=likes');
    await expect(page.getByText('Nothing matches these filters. Widen the price or rooms, or clear them.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/property-type\/House\?sort=likes$/);
    const liked = await expectListing(page, '/api/v1/properties/property-type/House?sort=likes');
    expect(liked.results.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/property-type/House?sort=-price&min_bathrooms=2');
    await expectListing(page, '/api/v1/properties/property-type/House?min_bathrooms=2&sort=-price');
    await page.getByRole('button', { name: 'Filters, 1 on' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('button', { name: SHOW_RESULTS })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await sheet.getByRole('button', { name: 'Clear all' }).click();
    await sheet.getByRole('button', { name: SHOW_RESULTS }).click();
    await expect(page).toHaveURL(/\/property-type\/House\?sort=-price$/);

    // The sheet on a phone applies every filter: 2+ bedrooms, after it says how many match.
    await expect(page.locator('.est-property-grid article .est-property-card-price').first()).toBeInViewport();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('group', { name: 'Bedrooms' }).getByRole('radio', { name: '2+' }).check();
    const matching = await list(page, '/api/v1/properties/property-type/House?min_bedrooms=2&sort=-price');
    await sheet.getByRole('button', { name: `Show ${matching.count} results` }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/property-type\/House\?min_bedrooms=2&sort=-price$/);
    await expectListing(page, '/api/v1/properties/property-type/House?min_bedrooms=2&sort=-price');
  });

  test('a pill sets a filter, its chip shows under the row, and removing the chip clears it', async ({ page }) => {
    await page.goto('/KE');
    const filters = page.getByRole('navigation', { name: 'Filters' });
    await expect(filters.getByRole('list', { name: 'Filters on' })).toHaveCount(0);

    await filters.getByRole('button', { name: 'Property type' }).click();
    await page.getByRole('group', { name: 'Property type' }).getByRole('link', { name: 'House', exact: true }).click();
    await expect(page).toHaveURL(/\/property-type\/KE\/House$/);
    await expect(filters.getByRole('button', { name: 'Property type: House' })).toBeVisible();
    await expectListing(page, '/api/v1/properties/KE/?property_type=House');

    const chip = filters.getByRole('list', { name: 'Filters on' }).getByRole('link', { name: 'Remove filter: House' });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/\/KE$/);
    await expect(filters.getByRole('button', { name: 'Property type', exact: true })).toBeVisible();
    await expect(filters.getByRole('list', { name: 'Filters on' })).toHaveCount(0);
  });

  test('the map beside the results: pan and search this area, draw an area, save it; on a phone the map takes the list\u2019s place', async ({ page }) => {
    await page.goto('/KE');
    const map = page.getByRole('region', { name: /^Map of \d+ listings$/ });
    await expect(map).toBeVisible();
    await expect(map.locator('.est-map-pill, .est-map-cluster').first()).toBeVisible();

    // Pan: 'Search this area' narrows the list to the box in view, which the address keeps.
    const box = (await map.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x - 60, centre.y + 20, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/[?&]bbox=[-\d.]+%2C[-\d.]+%2C[-\d.]+%2C[-\d.]+/);
    const bbox = new URL(page.url()).searchParams.get('bbox')!;
    await expectListing(page, `/api/v1/properties/KE/?bbox=${bbox}`);
    await expect(page.getByTestId('map-area-chip')).toBeVisible();

    // Draw an area round the middle of the map: the list is what lies inside it.
    await page.getByRole('button', { name: 'Draw an area' }).click();
    // Measured again: the list beside the map changed height, and the page may have moved.
    const area = (await map.boundingBox())!;
    for (const [dx, dy] of [[0.25, 0.3], [0.75, 0.3], [0.75, 0.75], [0.25, 0.75]] as const) {
      await page.mouse.click(area.x + dx * area.width, area.y + dy * area.height);
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/[?&]polygon=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('bbox')).toBeNull();
    const polygon = url.searchParams.get('polygon')!;
    const inside = await list(page, `/api/v1/properties/KE/?polygon=${encodeURIComponent(polygon)}`);
    await expect.poll(() => allCardTitles(page)).toEqual(inside.results.map((property) => property.title));

    // Saved with its area: the saved search keeps the polygon, and its summary says so.
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Kenya · Map area');
    const name = `Drawn area ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/saved-searches/') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    const search = (await (await saved).json()) as { polygon: string | null };
    expect(search.polygon).not.toBeNull();
    await page.keyboard.press('Escape');

    // The chip widens the list again.
    await page.getByTestId('map-area-chip').click();
    await expect(page).toHaveURL(/\/KE$/);
    await expectAccessible(page, 'the listing with its map');

    // On a phone the map is a toggle: it takes the list's place, and Back returns to the list.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(map).toHaveCount(0);
    await page.getByTestId('map-toggle').click();
    await expect(page).toHaveURL(/\?view=map$/);
    await expect(map).toBeVisible();
    await expect(page.locator('.est-property-grid')).toBeHidden();
    await expectNoHorizontalOverflow(page);
    await page.goBack();
    await expect(map).toHaveCount(0);
    await expect(page.locator('.est-property-grid article').first()).toBeVisible();
  });
});
