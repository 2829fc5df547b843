/** A saved search for the stories and tests of `SavedSearches`, shaped as `GET /saved-searches/` answers. */
import type { SavedSearch } from '@estate/sdk';

/** An ISO time `days` days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Family homes for sale in Kenya, $100K–$300K, 3+ beds, alerts on; `overrides` change any field. */
export function savedSearchFixture(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'Family homes in Nairobi',
    country: 'KE',
    advert_type: 'For Sale',
    property_type: 'House',
    property_status: null,
    min_price: 100000,
    max_price: 300000,
    min_bedrooms: 3,
    min_bathrooms: null,
    min_plot_area: null,
    max_plot_area: null,
    polygon: null,
    sort: 'newest',
    alerts: true,
    new_matches: 3,
    last_digest_at: daysAgo(1),
    created_at: daysAgo(12),
    ...overrides,
  };
}
