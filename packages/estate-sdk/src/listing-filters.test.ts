import { describe, expect, it } from 'vitest';
import { countRangeFilters, filtersFromSearchParams, filtersToSearchParams, setListingFilters, setRange } from './listing-filters.js';

describe('listing filters in a URL', () => {
  it('reads every filter with the API names, numbers as numbers', () => {
    expect(
      filtersFromSearchParams(
        '?country=ke&property_type=House&advert_type=For%20Sale&property_status=Ongoing&min_price=1000&max_price=250000.5&min_bedrooms=3&min_bathrooms=2&min_plot_area=100&max_plot_area=900&sort=-price',
      ),
    ).toEqual({
      country: 'KE',
      property_type: 'House',
      advert_type: 'For Sale',
      property_status: 'Ongoing',
      min_price: 1000,
      max_price: 250000.5,
      min_bedrooms: 3,
      min_bathrooms: 2,
      min_plot_area: 100,
      max_plot_area: 900,
      sort: '-price',
    });
  });

  it('leaves out what the server would refuse, blanks and the default sort', () => {
    expect(filtersFromSearchParams(new URLSearchParams('min_price=cheap&max_price=-5&min_bedrooms=2.7&min_bathrooms=&sort=random&tab=map'))).toEqual({ min_bedrooms: 2 });
    expect(filtersFromSearchParams('sort=newest&property_type=%20%20')).toEqual({});
    expect(filtersFromSearchParams('min_price=900&max_price=100&min_plot_area=5&max_plot_area=10')).toEqual({ min_plot_area: 5, max_plot_area: 10 });
  });

  it('writes the filters in one order, keeps other parameters and drops the ones cleared', () => {
    const written = filtersToSearchParams({ sort: 'price', min_price: 500, min_bedrooms: 2, max_price: undefined }, '?tab=map&max_price=9&sort=likes');
    expect(written.toString()).toBe('tab=map&min_price=500&min_bedrooms=2&sort=price');
    expect(filtersToSearchParams({ sort: 'newest' }).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const filters = { min_price: 100000, max_price: 400000, min_bathrooms: 1, max_plot_area: 750.25, sort: 'likes' } as const;
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('keeps only the set filters, so equal filters share an SWR key', () => {
    expect(setRange({ min_price: Number.NaN, max_price: 10, sort: 'newest' })).toEqual({ max_price: 10 });
    expect(setListingFilters({ country: ' ug ', advert_type: '' })).toEqual({ country: 'UG' });
    expect(JSON.stringify(setRange({ sort: '-price', min_price: 1 }))).toBe(JSON.stringify(setRange({ min_price: 1, sort: '-price' })));
  });

  it('counts the range filters that are on, the sort aside', () => {
    expect(countRangeFilters({ min_price: 0, max_price: 10, min_bedrooms: 3, sort: 'likes' })).toBe(2);
    expect(countRangeFilters({ max_plot_area: 500, min_bathrooms: 1 })).toBe(2);
    expect(countRangeFilters(undefined)).toBe(0);
  });
});
