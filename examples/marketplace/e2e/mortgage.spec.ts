import { createUser, expect, expectAccessible, expectNoHorizontalOverflow, signIn, test } from './fixtures';

interface Listing {
  results: { slug: string; title: string; price: number | string; advert_type: string }[];
}

/** The first demo listing of an advert type, as the API lists it. */
async function firstListing(request: import('@playwright/test').APIRequestContext, advertType: string) {
  const response = await request.get(`/api/v1/properties/advert-type/${encodeURIComponent(advertType)}/`);
  expect(response.ok(), await response.text()).toBe(true);
  const listing = ((await response.json()) as Listing).results.find((property) => Number(property.price) > 0);
  expect(listing, `a demo listing ${advertType} with a price`).toBeTruthy();
  return listing!;
}

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const kes = (amount: number) => `KES ${Math.round(amount).toLocaleString('en-US')}`;

/** The textbook payment of a loan, to check the page against. */
function monthlyPayment(loan: number, ratePercent: number, years: number) {
  const rate = ratePercent / 100 / 12;
  const months = years * 12;
  return rate === 0 ? loan / months : (loan * rate) / (1 - (1 + rate) ** -months);
}

test.describe('mortgage calculator', () => {
  test('on a demo listing for sale: change deposit, rate and term, switch to KES, and find the inputs again after a reload', async ({ page, request }) => {
    const property = await firstListing(request, 'For Sale');
    const price = Number(property.price);
    const buyer = await createUser(request, 'borrower');
    await signIn(page, buyer.email, buyer.password);

    await page.goto(`/property/${property.slug}/`);
    const calculator = page.getByRole('region', { name: 'Mortgage calculator' });
    await expect(calculator).toBeVisible();
    await expect(calculator.getByTestId('mortgage-price')).toHaveText(usd(price));
    // The Kenyan defaults: 20% down, 13% over 20 years.
    await expect(calculator.getByTestId('mortgage-monthly')).toHaveText(`${usd(monthlyPayment(price * 0.8, 13, 20))} per month`);

    await calculator.getByLabel('Deposit (% of price)').fill('30');
    await expect(calculator.getByLabel('Deposit amount (USD)')).toHaveValue(Math.round(price * 0.3).toLocaleString('en-US'));
    await calculator.getByLabel('Interest rate').fill('11.5');
    await calculator.getByLabel('Term', { exact: true }).fill('15');
    await expect(calculator.getByLabel('Term in years, slider')).toHaveValue('15');
    const payment = monthlyPayment(price * 0.7, 11.5, 15);
    await expect(calculator.getByTestId('mortgage-monthly')).toHaveText(`${usd(payment)} per month`);
    // Deposit plus 4% stamp duty and 1.5% legal fees.
    await expect(calculator.getByTestId('mortgage-cash')).toHaveText(usd(price * 0.355));

    // A wrong input is marked in place, and the payment waits for it.
    await calculator.getByLabel('Interest rate').fill('45');
    await expect(calculator.getByText('The interest rate must be from 0% to 30%.')).toBeVisible();
    await expect(calculator.getByTestId('mortgage-monthly')).toHaveText('—');
    await calculator.getByLabel('Interest rate').fill('11.5');

    await calculator.getByRole('button', { name: 'KES' }).click();
    await expect(calculator.getByRole('button', { name: 'KES' })).toHaveAttribute('aria-pressed', 'true');
    await expect(calculator.getByTestId('mortgage-price')).toHaveText(kes(price * 130));
    await expect(calculator.getByTestId('mortgage-monthly')).toHaveText(`${kes(payment * 130)} per month`);
    await expect(calculator.getByText('KES at 130 per US dollar. An estimate, not an offer of credit.')).toBeVisible();
    await expectAccessible(page, 'property page with the mortgage calculator');

    await page.reload();
    await expect(calculator.getByLabel('Deposit (% of price)')).toHaveValue('30');
    await expect(calculator.getByLabel('Interest rate')).toHaveValue('11.5');
    await expect(calculator.getByLabel('Term', { exact: true })).toHaveValue('15');
    await expect(calculator.getByRole('button', { name: 'KES' })).toHaveAttribute('aria-pressed', 'true');
    await expect(calculator.getByTestId('mortgage-monthly')).toHaveText(`${kes(payment * 130)} per month`);

    await calculator.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(calculator.getByLabel('Interest rate')).toHaveValue('13');
    await expect(calculator.getByTestId('mortgage-price')).toHaveText(usd(price));
  });

  test('fits a phone, and is not offered on a listing for rent', async ({ page, request }) => {
    const forSale = await firstListing(request, 'For Sale');
    const buyer = await createUser(request, 'renter');
    await signIn(page, buyer.email, buyer.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/property/${forSale.slug}/`);
    await expect(page.getByRole('region', { name: 'Mortgage calculator' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const forRent = await firstListing(request, 'For Rent');
    await page.goto(`/property/${forRent.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: forRent.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mortgage calculator' })).toHaveCount(0);
  });
});
