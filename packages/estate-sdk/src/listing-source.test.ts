import { describe, expect, it } from 'vitest';
import { createEstateClient } from './client/client.js';
import type { ListingFilters } from './client/types.js';
import { estateKeys } from './keys.js';
import { listingQueryFilters, listingSource } from './listing-filters.js';

const range = { min_price: 1000, sort: '-price' } as const;

/** Each precedence case: the filters, the list they name, its key and the request it sends. */
const cases: { name: string; filters: ListingFilters; source: ReturnType<typeof listingSource>; key: readonly unknown[]; path: string }[] = [
  {
    name: 'a country with a type, an advert type and a status lists the country filtered by all three',
    filters: { country: ' ke ', property_type: 'House', advert_type: 'For Sale', property_status: 'Ongoing Project', ...range },
    source: { by: 'country', value: 'KE', filters: { property_type: 'House', advert_type: 'For Sale', property_status: 'Ongoing Project', ...range } },
    key: estateKeys.properties.byCountry('KE', { property_type: 'House', advert_type: 'For Sale', property_status: 'Ongoing Project', ...range }),
    path: '/properties/KE/?property_type=House&advert_type=For+Sale&property_status=Ongoing+Project&min_price=1000&sort=-price',
  },
  {
    name: 'a country with a type lists the country filtered by the type',
    filters: { country: 'KE', property_type: 'House' },
    source: { by: 'country', value: 'KE', filters: { property_type: 'House' } },
    key: estateKeys.properties.byCountry('KE', { property_type: 'House' }),
    path: '/properties/KE/?property_type=House',
  },
  {
    name: 'a type before an advert type and a status (the server lists by one)',
    filters: { property_type: 'House', advert_type: 'For Sale', property_status: 'Ongoing Project', ...range },
    source: { by: 'type', value: 'House', filters: range },
    key: estateKeys.properties.byType('House', {}, range),
    path: '/properties/property-type/House?min_price=1000&sort=-price',
  },
  {
    name: 'an advert type before a status',
    filters: { advert_type: 'For Rent', property_status: 'Completed Project' },
    source: { by: 'advert', value: 'For Rent', filters: {} },
    key: estateKeys.properties.byAdvertType('For Rent'),
    path: '/properties/advert-type/For%20Rent',
  },
  {
    name: 'a status alone',
    filters: { property_status: 'Ongoing Project', property_type: '  ' },
    source: { by: 'status', value: 'Ongoing Project', filters: {} },
    key: estateKeys.properties.byStatus('Ongoing Project'),
    path: '/properties/property-status/Ongoing%20Project',
  },
  {
    name: 'no choice lists every listing with the range filters',
    filters: { country: '', ...range },
    source: { by: 'all', filters: range },
    key: estateKeys.properties.all({}, range),
    path: '/properties/all?min_price=1000&sort=-price',
  },
];

/** A client whose requests are recorded (path and query after `/api/v1`) and answered with an empty page. */
function recordingClient() {
  const requests: string[] = [];
  const client = createEstateClient({
    baseUrl: 'https://api.estate.example',
    fetch: async (input) => {
      const url = new URL(String(input));
      requests.push(url.pathname.replace(/^\/api\/v1/, '') + url.search);
      return new Response(JSON.stringify({ count: 0, next: null, previous: null, results: [] }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, requests };
}

describe('the one list a listing query names: country, else type, else advert, else status, else all', () => {
  for (const { name, filters, source, key, path } of cases) {
    it(name, async () => {
      expect(listingSource(filters)).toEqual(source);
      expect(estateKeys.properties.list(filters)).toEqual(key);
      const { client, requests } = recordingClient();
      await client.properties.list(filters);
      expect(requests).toEqual([path]);
    });
  }

  it('gives the list key the page it is asked for', () => {
    expect(estateKeys.properties.list({ advert_type: 'For Sale' }, { page: 3, pageSize: 6 })).toEqual(estateKeys.properties.byAdvertType('For Sale', { page: 3, pageSize: 6 }));
  });

  it("reads a listing screen's query with the API's names, blank choices left out", () => {
    expect(listingQueryFilters({ country: 'ke', propertyType: ' House ', advertType: null, status: '', filters: { min_bedrooms: 2, sort: 'newest' } })).toEqual({
      country: 'KE',
      property_type: 'House',
      min_bedrooms: 2,
    });
    expect(listingQueryFilters({})).toEqual({});
  });
});
