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

/** The values of `Property.availability`: where a listing stands on the market (sold and let leave the public lists). */
export const AVAILABILITIES = ['available', 'under_offer', 'sold', 'let'] as const;

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

/** The emoji a chat message takes as reactions, in the order messages list them: the `enum` of `POST /chat/messages/{id}/reactions/`. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** How long after sending a message its sender may edit it: `info.x-estate-limits.chat_edit.minutes`. */
export const CHAT_EDIT_MINUTES = 15;

/** The fewest characters a chat search takes: the `minLength` of `/chat/search/?q`. */
export const CHAT_SEARCH_MIN_LENGTH = 2;

/** The orders a listing page takes: the `enum` of its `?sort=` (`newest` when absent). */
export const LISTING_SORTS = ['newest', 'price', '-price', 'likes'] as const;

/** How many saved searches one person may keep: `info.x-estate-limits.saved_searches.maximum`. */
export const MAX_SAVED_SEARCHES = 20;

/** Every code of the server’s refusals (`info.x-estate-error-codes`, sent in the `Estate-Error-Codes` header), in the server’s order: `ERROR_MESSAGE_KEYS` words each. */
export const ERROR_CODES = ['required', 'blank', 'min_length', 'max_length', 'invalid_email', 'invalid_format', 'invalid_url', 'invalid_phone', 'invalid_boolean', 'invalid_integer', 'invalid_number', 'invalid_type', 'min_value', 'max_value', 'above_value', 'invalid_rate', 'max_whole_digits', 'max_decimal_places', 'null_character', 'invalid_choice', 'invalid_choice_of', 'choose_one_of', 'invalid_country_code', 'schema_mismatch', 'min_price_above_max', 'min_plot_area_above_max', 'comment_mismatch', 'nothing_to_change', 'file_not_expected', 'too_many_files', 'one_file_only', 'file_too_large', 'empty_file', 'no_file', 'invalid_image', 'invalid_video', 'too_many_pixels', 'invalid_username', 'username_taken', 'password_too_short', 'password_too_common', 'password_entirely_numeric', 'password_like_username', 'password_like_email', 'password_like_first_name', 'password_like_last_name', 'passwords_do_not_match', 'invalid_uid', 'stale_token', 'token_expired', 'token_invalid', 'not_authenticated', 'token_not_valid', 'refresh_token_not_valid', 'user_not_found', 'no_active_account', 'inactive_account', 'guest_forbidden', 'profile_edit_own', 'paid_role_only', 'dashboard_forbidden', 'moderator_only', 'account_suspended', 'case_not_found', 'case_resolved', 'case_already_hidden', 'item_gone', 'hide_not_possible', 'remove_not_possible', 'suspend_self', 'suspend_moderator', 'already_suspended', 'not_suspended', 'license_not_given', 'invalid_license_year', 'not_found', 'invalid_page', 'profile_not_found', 'unknown_user', 'property_not_found', 'comment_not_found', 'reel_not_found', 'review_not_found', 'payment_not_found', 'saved_search_not_found', 'message_not_found', 'unsubscribe_link_invalid', 'no_liked_properties', 'unknown_country', 'not_a_property_type', 'not_an_advert_type', 'not_a_property_status', 'chat_with_self', 'own_listing_lead', 'message_edit_own', 'message_delete_own', 'message_edit_image', 'message_deleted', 'edit_window_closed', 'chat_binary_frame', 'chat_not_json', 'chat_nothing_to_send', 'chat_message_and_image', 'chat_message_type', 'chat_image_type', 'chat_message_blank', 'chat_message_too_long', 'chat_sender_not_you', 'chat_wrong_receiver', 'chat_typing_type', 'chat_read_type', 'chat_mixed_signal', 'chat_read_unknown', 'chat_image_format', 'chat_image_too_large', 'chat_client_id_type', 'chat_reply_to_type', 'chat_reply_to_unknown', 'chat_change_type', 'chat_change_alone', 'chat_upload_type', 'chat_upload_forged', 'chat_upload_expired', 'chat_upload_not_yours', 'chat_upload_other_message', 'chat_upload_with_image', 'chat_too_fast', 'chat_send_failed', 'viewing_not_found', 'viewing_own_listing', 'viewing_listing_off_market', 'viewing_in_past', 'viewing_too_far', 'viewing_not_free', 'viewing_clash', 'viewing_already_open', 'viewing_parties_only', 'viewing_closed', 'viewing_own_proposal', 'viewing_not_proposed', 'viewing_passed', 'viewing_start_needs_propose', 'invalid_time_zone', 'invalid_clock_time', 'window_too_short', 'windows_overlap', 'review_self', 'review_not_agent', 'review_no_chat', 'already_reviewed', 'already_replied', 'already_reported', 'review_edit_own', 'reply_agent_only', 'report_own_review', 'report_own_listing', 'report_own_reel', 'report_own_profile', 'report_own_message', 'already_reported_item', 'already_appealed', 'appeal_closed', 'invalid_bbox', 'invalid_polygon', 'pin_incomplete', 'not_an_availability', 'property_edit_own', 'reel_edit_own', 'reel_link_own', 'photo_not_in_listing', 'photo_order_incomplete', 'no_filter', 'saved_search_limit', 'duplicate_name', 'select_plan', 'license_needed', 'checkout_invalid_email', 'plan_already_held', 'payment_initiate_failed', 'payment_verify_failed', 'payments_unavailable', 'payment_failed', 'payment_abandoned', 'payment_reversed', 'payment_processing', 'payment_mismatch', 'mpesa_invalid_phone', 'invalid_webhook_signature', 'webhook_not_json', 'google_not_configured', 'redirect_uri_not_allowed', 'issuer_unreachable', 'issuer_error', 'invalid_id_token', 'no_id_token', 'invalid_client', 'unauthorized_client', 'invalid_grant', 'code_refused', 'email_not_verified', 'email_missing', 'google_sign_in_busy', 'guest_email', 'malformed_url', 'url_part_too_long', 'json_parse_error', 'multipart_parse_error', 'unsupported_media_type', 'multipart_required', 'form_body_required', 'request_too_large', 'too_many_parts', 'request_refused', 'throttled', 'storage_full', 'service_unavailable', 'server_error'] as const;

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
    latitude: { minimum: -90, maximum: 90 },
    longitude: { minimum: -180, maximum: 180 },
    location_exact: { default: false },
    availability: { default: 'available' },
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
    agency: { maxLength: 120 },
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
    bbox: { maxLength: 120 },
    polygon: { maxLength: 4000 },
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
    bbox: { maxLength: 120 },
    polygon: { maxLength: 4000 },
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
    bbox: { maxLength: 120 },
    polygon: { maxLength: 4000 },
    availability: { maxLength: 60 },
  },
  dashboard: {
    days: { minimum: 7, maximum: 365, default: 30 },
    property: { minimum: 1, maximum: 2147483647 },
  },
} as const;
