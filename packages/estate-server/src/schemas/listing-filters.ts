import { Type } from 'typebox';
import { LISTING_FILTER_LIMITS, LISTING_SORTS } from '../domain/listing-filters.js';
import { Choice } from './common.js';

/*
 * The filters and sort a listing page takes beside its path (issue 13), for the document and for
 * Fastify's first check; `readListingFilters` then checks what a schema cannot (decimal places, a
 * minimum above its maximum). A saved search's body takes the same fields.
 */

const money = (description: string) =>
  Type.Optional(Type.Number({ minimum: 0, description: `${description} In US dollars, before tax; up to ${LISTING_FILTER_LIMITS.price.wholeDigits} digits and 2 decimals.` }));
const area = (description: string) =>
  Type.Optional(Type.Number({ minimum: 0, description: `${description} In square metres; up to ${LISTING_FILTER_LIMITS.plotArea.wholeDigits} digits and 2 decimals.` }));
const rooms = (description: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: LISTING_FILTER_LIMITS.rooms.max, description }));

/** The number filters and the sort: every listing page takes them. */
export const ListingRangeQuery = Type.Object({
  min_price: money('Only listings priced at least this.'),
  max_price: money('Only listings priced at most this; not below `min_price`.'),
  min_bedrooms: rooms('Only listings with at least this many bedrooms.'),
  min_bathrooms: rooms('Only listings with at least this many bathrooms.'),
  min_plot_area: area('Only listings with at least this plot area.'),
  max_plot_area: area('Only listings with at most this plot area; not below `min_plot_area`.'),
  sort: Type.Optional(
    Choice(LISTING_SORTS, {
      description: '`newest` first (the default), `price` low to high, `-price` high to low, `likes`: most liked first. Ties go to the newer id.',
    }),
  ),
});
