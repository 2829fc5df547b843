import { numberFormat, toFiniteNumber } from './number.js';

/**
 * The amount rounded to cents, and how many fraction digits to show: none for a whole amount
 * (`$1,250,000`), two when there are cents (`$1,250.50`). `-0` becomes `0`.
 */
function roundedAmount(value: unknown): { amount: number; digits: 0 | 2 } | undefined {
  const number = toFiniteNumber(value);
  if (number === undefined) return undefined;
  const cents = Math.round(number * 100);
  return { amount: cents / 100 + 0, digits: cents % 100 === 0 ? 0 : 2 };
}

/**
 * A price in US dollars, en-US (spec §2, §9): `$1,250,000`, `$1,250.50`, `-$30`. Numbers and plain
 * decimal strings (`'1250000.00'`, as a decimal field may arrive) are accepted; anything else
 * (NaN, null, `'abc'`) gives ''.
 */
export function formatUsd(value: unknown): string {
  const rounded = roundedAmount(value);
  if (!rounded) return '';
  const { amount, digits } = rounded;
  return numberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/**
 * A price in US dollars, short, as a filter chip shows it: `$250K`, `$1.5M`, `$900` (compact, at
 * most one decimal) in `locale` (`en-US` by default; `fr-FR` writes `250 k $US`; Swahili keeps `$250K`). Same inputs as
 * `formatUsd`; anything else gives ''.
 */
export function formatUsdCompact(value: unknown, locale = 'en-US'): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return '';
  // CLDR's Swahili compact forms mix styles ('$ elfu 250' but '$ M1.5'); Kenyan listings write '$250K', '$1.5M'.
  const tag = /^sw\b/i.test(locale) ? 'en-US' : locale;
  return numberFormat(tag, { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(number + 0);
}

/**
 * An amount in Kenyan shillings for checkout (spec §2, §9): `KES 3,250`, `KES 3,250.50`,
 * `-KES 30`. The code and a plain space come first, whatever the runtime's currency data says.
 * Same inputs and cents rule as `formatUsd`.
 */
export function formatKes(value: unknown): string {
  const rounded = roundedAmount(value);
  if (!rounded) return '';
  const { amount, digits } = rounded;
  const number = numberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}KES ${number}`;
}

/**
 * Kenyan shillings per US dollar, the one rate the product uses wherever it shows a dollar amount
 * in shillings (the mortgage calculator). It is the rate the plans table was priced at: Seller
 * $10 = KES 1,300, Agent $25 = KES 3,250, Top Agent $50 = KES 6,500 (server migration 0001). A
 * fixed, documented rate, not a live quote: pass another where one is known.
 */
export const KES_PER_USD = 130;

/** A dollar amount in shillings at `rate` (`KES_PER_USD` by default); undefined when it is not a number. */
export function usdToKes(value: unknown, rate: number = KES_PER_USD): number | undefined {
  const number = toFiniteNumber(value);
  return number === undefined ? undefined : number * rate;
}

/**
 * The amount in the currency's minor unit (cents), as the card provider takes it (spec §9: amount
 * times 100), rounded to a whole number; undefined when the amount is not a number.
 */
export function toMinorUnits(value: unknown): number | undefined {
  const number = toFiniteNumber(value);
  return number === undefined ? undefined : Math.round(number * 100) + 0;
}

