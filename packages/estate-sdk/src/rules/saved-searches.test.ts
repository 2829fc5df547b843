import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS, MAX_SAVED_SEARCHES } from '../generated/contract.js';
import { checkSavedSearch, checkSavedSearchUpdate } from './index.js';

describe('checkSavedSearch', () => {
  it('sends the trimmed name, the filters that are set and the alerts', () => {
    expect(plain(checkSavedSearch({ name: '  Nairobi houses ', country: 'ke', property_type: 'House', advert_type: '', min_price: '100000', max_price: null, sort: '-price', alerts: false }))).toEqual({
      ok: true,
      value: { name: 'Nairobi houses', country: 'KE', property_type: 'House', min_price: 100000, sort: '-price', alerts: false },
    });
  });

  it("stops at the contract's MAX_SAVED_SEARCHES, in the server's words", () => {
    expect(MAX_SAVED_SEARCHES).toBe(20);
    expect(plain(checkSavedSearch({ name: 'One more', country: 'KE' }, { count: MAX_SAVED_SEARCHES }))).toEqual({
      ok: false,
      code: 'saved_search_limit',
      message: 'You can keep at most 20 saved searches. Delete one to save another.',
      fieldErrors: { non_field_errors: ['You can keep at most 20 saved searches. Delete one to save another.'] },
    });
    // As the server refuses the same: under non_field_errors, by the same code.
    expect(codesOf(checkSavedSearch({ name: 'One more', country: 'KE' }, { count: MAX_SAVED_SEARCHES }))).toEqual({ non_field_errors: ['saved_search_limit'] });
    expect(checkSavedSearch({ name: 'One more', country: 'KE' }, { count: MAX_SAVED_SEARCHES - 1 }).ok).toBe(true);
  });

  it("wants a name within the server's maxLength and the filters a listing page takes, every problem at once", () => {
    const max = FORM_FIELDS.createSavedSearch.name.maxLength;
    expect(max).toBe(80);
    expect(plain(checkSavedSearch({ name: 'x'.repeat(max + 1), min_price: 1e15, max_plot_area: 1.2e13, sort: 'cheap' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        name: ['Ensure this field has no more than 80 characters.'],
        min_price: ['Ensure that there are no more than 12 digits before the decimal point.'],
        max_plot_area: ['Ensure that there are no more than 10 digits before the decimal point.'],
        sort: ['Choose one of: newest, price, -price, likes.'],
      },
    });
    expect(plain(checkSavedSearch({ name: ' ', min_price: 500, max_price: 100 }))).toMatchObject({
      fieldErrors: { name: ['Please name the search.'], min_price: ['The minimum price (500) is above the maximum price (100).'] },
    });
  });

  it("needs at least one filter, as the server does", () => {
    expect(plain(checkSavedSearch({ name: 'Everything', sort: 'likes', country: ' ' }))).toEqual({
      ok: false,
      code: 'no_filter',
      message: 'Choose at least one filter to save a search.',
      fieldErrors: { non_field_errors: ['Choose at least one filter to save a search.'] },
    });
  });
});

describe('checkSavedSearchUpdate', () => {
  it('sends only the fields given, a cleared filter as null', () => {
    expect(plain(checkSavedSearchUpdate({ alerts: false }))).toEqual({ ok: true, value: { alerts: false } });
    expect(plain(checkSavedSearchUpdate({ name: ' Renamed ', property_type: null, max_price: '' }))).toEqual({ ok: true, value: { name: 'Renamed', property_type: null, max_price: null } });
    expect(plain(checkSavedSearchUpdate({ name: '', max_price: 1e15 }))).toMatchObject({
      ok: false,
      fieldErrors: { name: ['Please name the search.'], max_price: ['Ensure that there are no more than 12 digits before the decimal point.'] },
    });
  });
});
