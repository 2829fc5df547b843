/**
 * The enums and limits of the API, generated from the server’s OpenAPI document
 * (packages/estate-server/openapi.json) by `npm run openapi:types` (scripts/contract.ts).
 * Do not edit: change the server’s schemas, run `npm run openapi` at the root, then
 * `npm run openapi:types` in packages/estate-sdk.
 */

/** The values of `Property.property_type`. */
export const PROPERTY_TYPES = ['Apartment', 'House', 'Commercial', 'Warehouse', 'Office', 'Other'] as const;

/** The values of `Property.advert_type`. */
export const ADVERT_TYPES = ['For Sale', 'For Rent', 'Auction'] as const;

/** The values of `Property.property_status`, as stored and answered. */
export const PROPERTY_STATUSES = ['Ongoing Project', 'Completed Project'] as const;

/** Other spellings the create form and the lists take for a status, and the status each stands for (the create form’s `property_status` `x-aliases`): the legacy For Rent and For Sale among them. */
export const PROPERTY_STATUS_ALIASES = { 'For Rent': 'Ongoing Project', 'For Sale': 'Completed Project', Ongoing: 'Ongoing Project', Completed: 'Completed Project' } as const;

/** The values of `Plan.plan_code`. */
export const PLAN_CODES = ['seller', 'agent', 'top_agent'] as const;

/** The values of `Profile.role`, lowest first. */
export const PROFILE_ROLES = ['buyer', 'seller', 'agent', 'top_agent'] as const;

/** The values of `Profile.gender`. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** The values of a payment’s `payment_status`. */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'reversed'] as const;

/** Items a page: the `page_size` default of the lists, and `info.x-estate-limits.page_size.maximum` (a larger page_size is capped). */
export const PAGE_SIZE = { default: 20, maximum: 100 } as const;

/** Messages a history page by default: the `page_size` default of the chat history. */
export const CHAT_HISTORY_PAGE_SIZE = 50;

/** The longest chat text: `ChatMessage.message.maxLength`. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** The orders a listing page takes: the `enum` of its `?sort=` (`newest` when absent). */
export const LISTING_SORTS = ['newest', 'price', '-price', 'likes'] as const;

/** How many saved searches one person may keep: `info.x-estate-limits.saved_searches.maximum`. */
export const MAX_SAVED_SEARCHES = 20;

/** What the server’s schema says of each field of a form (a request body, or a `get`’s query), by the request that sends it: `maxLength`, `maxItems`, `maxBytes` (a file’s `x-max-bytes`, the defaults of a server’s configuration), `minimum`, `maximum`, a decimal’s `wholeDigits` and `places` (`x-whole-digits`, `x-decimal-places`) and `default`. */
export const FORM_FIELDS = {
  createProperty: {
    title: { maxLength: 250 },
    description: { maxLength: 10000 },
    interior_features: { maxLength: 5000 },
    exterior_features: { maxLength: 5000 },
    city: { maxLength: 180 },
    postal_code: { maxLength: 20 },
    street_address: { maxLength: 250 },
    property_number: { minimum: 0 },
    tax: { minimum: 0, maximum: 1, default: 0.15 },
    plot_area: { minimum: 0 },
    total_floors: { minimum: 0, default: 0 },
    bedrooms: { minimum: 0, default: 0 },
    bathrooms: { minimum: 0, default: 0 },
    property_type: { default: 'Other' },
    cover_photo: { maxBytes: 8388608 },
    photos: { maxItems: 10, maxBytes: 8388608 },
  },
  createClip: {
    title: { maxLength: 250 },
    description: { maxLength: 2000 },
    video: { maxBytes: 62914560 },
  },
  updateProfile: {
    first_name: { maxLength: 150 },
    last_name: { maxLength: 150 },
    about_me: { maxLength: 2000 },
    license: { maxLength: 100 },
    city: { maxLength: 180 },
    facebook_url: { maxLength: 300 },
    instagram_url: { maxLength: 300 },
    twitter_url: { maxLength: 300 },
    threads_url: { maxLength: 300 },
    profile_photo: { maxBytes: 8388608 },
  },
  propertyComment: {
    post: { minimum: 1, maximum: 2147483647 },
    content: { maxLength: 2000 },
  },
  clipComment: {
    post: { minimum: 1, maximum: 2147483647 },
    content: { maxLength: 2000 },
  },
  reply: {
    comment: { minimum: 1, maximum: 2147483647 },
    content: { maxLength: 2000 },
  },
  createReview: {
    rating: { minimum: 1, maximum: 5 },
    content: { maxLength: 1000 },
  },
  updateReview: {
    rating: { minimum: 1, maximum: 5 },
    content: { maxLength: 1000 },
  },
  reviewReply: {
    reply: { maxLength: 1000 },
  },
  reviewReport: {
    reason: { maxLength: 500 },
  },
  createSavedSearch: {
    name: { maxLength: 80 },
    country: { maxLength: 2 },
    advert_type: { maxLength: 40 },
    property_type: { maxLength: 40 },
    property_status: { maxLength: 40 },
    min_price: { minimum: 0, wholeDigits: 12, places: 2 },
    max_price: { minimum: 0, wholeDigits: 12, places: 2 },
    min_bedrooms: { minimum: 0, maximum: 1000 },
    min_bathrooms: { minimum: 0, maximum: 1000 },
    min_plot_area: { minimum: 0, wholeDigits: 10, places: 2 },
    max_plot_area: { minimum: 0, wholeDigits: 10, places: 2 },
    alerts: { default: true },
  },
  updateSavedSearch: {
    name: { maxLength: 80 },
    country: { maxLength: 2 },
    advert_type: { maxLength: 40 },
    property_type: { maxLength: 40 },
    property_status: { maxLength: 40 },
    min_price: { minimum: 0, wholeDigits: 12, places: 2 },
    max_price: { minimum: 0, wholeDigits: 12, places: 2 },
    min_bedrooms: { minimum: 0, maximum: 1000 },
    min_bathrooms: { minimum: 0, maximum: 1000 },
    min_plot_area: { minimum: 0, wholeDigits: 10, places: 2 },
    max_plot_area: { minimum: 0, wholeDigits: 10, places: 2 },
  },
  listingFilters: {
    page: { minimum: 1, maximum: 2147483647 },
    page_size: { minimum: 1, default: 20 },
    min_price: { minimum: 0, wholeDigits: 12, places: 2 },
    max_price: { minimum: 0, wholeDigits: 12, places: 2 },
    min_bedrooms: { minimum: 0, maximum: 1000 },
    min_bathrooms: { minimum: 0, maximum: 1000 },
    min_plot_area: { minimum: 0, wholeDigits: 10, places: 2 },
    max_plot_area: { minimum: 0, wholeDigits: 10, places: 2 },
  },
  dashboard: {
    days: { minimum: 7, maximum: 365, default: 30 },
    property: { minimum: 1, maximum: 2147483647 },
  },
} as const;
