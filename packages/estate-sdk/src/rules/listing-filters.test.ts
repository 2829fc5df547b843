import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS, LISTING_SORTS } from '../generated/contract.js';
import { checkListingFilters, LISTING_FILTER_RANGES, LISTING_NUMBER_FILTERS, rangesAboveMax } from './index.js';

describe('checkListingFilters', () => {
  it("reads the contract's number filters and their ranges", () => {
    expect(LISTING_NUMBER_FILTERS).toEqual(['min_price', 'max_price', 'min_bedrooms', 'min_bathrooms', 'min_plot_area', 'max_plot_area']);
    expect(LISTING_FILTER_RANGES).toEqual([
      ['min_price', 'max_price'],
      ['min_plot_area', 'max_plot_area'],
    ]);
  });

  it('passes typed boxes as numbers, blanks left out, and a known sort', () => {
    expect(plain(checkListingFilters({ min_price: ' 1000 ', max_price: 2500.5, min_bedrooms: '3', min_plot_area: '', max_plot_area: null, sort: 'likes' }))).toEqual({
      ok: true,
      value: { min_price: 1000, max_price: 2500.5, min_bedrooms: 3, sort: 'likes' },
    });
  });

  it('puts a minimum above its maximum on the minimum, in the server\u2019s words', () => {
    expect(plain(checkListingFilters({ min_price: 500000, max_price: 100000, min_plot_area: '900', max_plot_area: '10' }))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Min price: The minimum price (500000) is above the maximum price (100000). | Min plot area: The minimum plot area (900) is above the maximum plot area (10).',
      fieldErrors: {
        min_price: ['The minimum price (500000) is above the maximum price (100000).'],
        min_plot_area: ['The minimum plot area (900) is above the maximum plot area (10).'],
      },
    });
    // The server's codes, each its own: the kit words them without English inside the values.
    expect(codesOf(checkListingFilters({ min_price: 500000, max_price: 100000, min_plot_area: '900', max_plot_area: '10' }))).toEqual({
      min_price: ['min_price_above_max'],
      min_plot_area: ['min_plot_area_above_max'],
    });
    expect(rangesAboveMax({ min_price: 5, max_price: 5 })).toEqual([]);
  });

  it("refuses what the server refuses: not a number, below 0, more digits or decimals than the contract's, rooms not whole or over the maximum", () => {
    const { wholeDigits } = FORM_FIELDS.listingFilters.max_price;
    const result = checkListingFilters({
      min_price: 'cheap',
      max_price: 10 ** wholeDigits,
      min_plot_area: 1.2e13,
      max_plot_area: '-1',
      min_bedrooms: '2.5',
      min_bathrooms: FORM_FIELDS.listingFilters.min_bathrooms.maximum + 1,
      sort: 'random',
    });
    expect(plain(result)).toMatchObject({
      ok: false,
      fieldErrors: {
        min_price: ['A valid number is required.'],
        max_price: ['Ensure that there are no more than 12 digits before the decimal point.'],
        min_plot_area: ['Ensure that there are no more than 10 digits before the decimal point.'],
        max_plot_area: ['Ensure this value is greater than or equal to 0.'],
        min_bedrooms: ['A valid integer is required.'],
        min_bathrooms: ['Ensure this value is less than or equal to 1000.'],
        sort: [`Choose one of: ${LISTING_SORTS.join(', ')}.`],
      },
    });
    expect(plain(checkListingFilters({ min_price: '10.999' }))).toMatchObject({ fieldErrors: { min_price: ['Ensure that there are no more than 2 decimal places.'] } });
    expect(plain(checkListingFilters({ max_price: 1e21 }))).toMatchObject({ fieldErrors: { max_price: ['Ensure that there are no more than 12 digits before the decimal point.'] } });
    expect(checkListingFilters({ max_price: 999_999_999_999.99 }).ok).toBe(true);
  });
});
