// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, providerFor } from '../../test/react-harness.js';
import { startServerThread, type ServerThread } from '../../test/server-thread.js';
import type { EstateClient } from '../client/client.js';
import { EstateError } from '../client/errors.js';
import { estateKeys, keyStartsWith } from '../keys.js';
import { filtersFromSearchParams, filtersToSearchParams } from '../listing-filters.js';
import { usePropertiesByAdvertType, usePropertyListing } from './properties.js';

let server: ServerThread;
let anonymous: EstateClient;
beforeAll(async () => {
  server = await startServerThread();
  anonymous = newClient(server);
});
afterAll(() => server?.close());

const prices = (rows: { price: number }[]) => rows.map((row) => row.price);
const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe('listing filters against the server', () => {
  it('sends the range filters and the sort on every list method', async () => {
    const all = await anonymous.properties.all({ pageSize: 100 });
    const sorted = prices(all.results).sort((a, b) => a - b);
    const floor = sorted[Math.floor(sorted.length / 3)]!;
    const ceiling = sorted[Math.floor((sorted.length * 2) / 3)]!;

    const ranged = await anonymous.properties.all({ pageSize: 100 }, { min_price: floor, max_price: ceiling, sort: 'price' });
    expect(ranged.count).toBeGreaterThan(0);
    expect(ranged.count).toBeLessThan(all.count);
    expect(prices(ranged.results).every((price) => price >= floor && price <= ceiling)).toBe(true);
    expect(ascending(prices(ranged.results))).toBe(true);

    const roomy = await anonymous.properties.byAdvertType('For Sale', { pageSize: 100 }, { min_bedrooms: 3, sort: '-price' });
    expect(roomy.results.every((row) => row.bedrooms >= 3 && row.advert_type === 'For Sale')).toBe(true);
    expect(ascending(prices(roomy.results).reverse())).toBe(true);

    const liked = await anonymous.properties.list({ country: 'ke', sort: 'likes' }, { pageSize: 100 });
    expect(liked.results.every((row) => row.country === 'KE')).toBe(true);
    expect(ascending(liked.results.map((row) => row.like_count).reverse())).toBe(true);
  });

  it('takes a shared URL\u2019s filters as they are, and reads the server\u2019s 400 field errors', async () => {
    const filters = filtersFromSearchParams(filtersToSearchParams({ min_bathrooms: 2, min_plot_area: 50, sort: '-price' }));
    const page = await anonymous.properties.list(filters, { pageSize: 100 });
    expect(page.results.every((row) => row.bathrooms >= 2 && row.plot_area >= 50)).toBe(true);

    const error = await anonymous.properties.all({}, { min_price: 500, max_price: 100 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EstateError);
    expect((error as EstateError).status).toBe(400);
    expect((error as EstateError).fieldErrors).toEqual({ min_price: ['The minimum price (500) is above the maximum price (100).'] });
  });

  it('keeps the filters in the SWR keys, so two filtered lists never share an entry', () => {
    expect(estateKeys.properties.all(undefined, { min_price: 1 })).not.toEqual(estateKeys.properties.all());
    expect(estateKeys.properties.all(undefined, { sort: 'newest' })).toEqual(estateKeys.properties.all());
    expect(estateKeys.properties.byCountry('ke', { sort: 'price', property_type: '' })).toEqual(estateKeys.properties.byCountry('KE', { sort: 'price' }));
    // A filtered list's key (without its page) reaches its pages' keys, whose filter objects are copies.
    const page = JSON.parse(JSON.stringify(estateKeys.properties.all({ page: 2 }, { min_price: 5, sort: 'likes' }))) as unknown[];
    expect(keyStartsWith(page, estateKeys.properties.all(undefined, { sort: 'likes', min_price: 5 }).slice(0, -1))).toBe(true);
    expect(keyStartsWith(page, estateKeys.properties.all(undefined, { min_price: 6 }).slice(0, -1))).toBe(false);
  });

  it('pages a filtered, sorted listing as a feed and a one-page list', async () => {
    const { wrapper } = providerFor(anonymous);
    const { result } = renderHook(
      () => ({
        feed: usePropertyListing({ country: 'KE', filters: { sort: '-price', min_bedrooms: 1 } }, { pageSize: 4 }),
        page: usePropertiesByAdvertType('For Rent', { filters: { sort: 'price' } }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.properties.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.page.data).toBeDefined());
    const expected = await anonymous.properties.byCountry('KE', { sort: '-price', min_bedrooms: 1 }, { pageSize: 4 });
    expect(result.current.feed.properties.map((row) => row.id)).toEqual(expected.results.map((row) => row.id));
    expect(result.current.feed.properties.every((row) => row.bedrooms >= 1)).toBe(true);
    expect(ascending(prices(result.current.page.properties))).toBe(true);
  });
});
