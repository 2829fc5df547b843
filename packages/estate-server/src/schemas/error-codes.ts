/**
 * Every refusal the server words, by machine code: the English text of each, `{name}` standing for
 * a value the refusal carries (`max_length` carries `{max}`). An error is raised with a code and its
 * values (`lib/errors.ts`); its text is this template filled in, and the `Estate-Error-Codes` header
 * carries the code and values beside the body (a chat socket's refusal frame carries them as its
 * `code` and `values`), so that clients decide and translate by code. The
 * OpenAPI document lists the table (`info.x-estate-error-codes`), and the SDK's contract is
 * generated from it.
 *
 * The texts are the answers clients and tests have always read (Django REST framework's, djoser's,
 * simplejwt's and the spec's where they have one): change a text and its clients see it change.
 */
export const ERROR_TEXTS = {
  // A field's value, as DRF words it.
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  min_length: 'Ensure this field has at least {min} characters.',
  max_length: 'Ensure this field has no more than {max} characters.',
  invalid_email: 'Enter a valid email address.',
  invalid_format: 'Enter a valid {format}.',
  invalid_url: 'Enter a valid URL.',
  invalid_phone: 'Enter a valid phone number.',
  invalid_boolean: 'Must be a valid boolean.',
  invalid_integer: 'A valid integer is required.',
  invalid_number: 'A valid number is required.',
  invalid_type: 'Expected {type}.',
  min_value: 'Ensure this value is greater than or equal to {min}.',
  max_value: 'Ensure this value is less than or equal to {max}.',
  above_value: 'Ensure this value is greater than {min}.',
  invalid_rate: 'Ensure this value is a rate between 0 and 1 (0.15 is 15%).',
  max_whole_digits: 'Ensure that there are no more than {max} digits before the decimal point.',
  max_decimal_places: 'Ensure that there are no more than {max} decimal places.',
  null_character: 'Null characters are not allowed.',
  invalid_choice: '"{value}" is not a valid choice.',
  invalid_choice_of: '"{value}" is not a valid choice. Choose one of: {options}.',
  choose_one_of: 'Choose one of: {options}.',
  invalid_country_code: '"{value}" is not a country code (two letters, as KE or US).',
  /** A JSON-schema keyword DRF has no text for: the validator's own words. */
  schema_mismatch: '{message}',
  min_price_above_max: 'The minimum price ({min}) is above the maximum price ({max}).',
  min_plot_area_above_max: 'The minimum plot area ({min}) is above the maximum plot area ({max}).',
  comment_mismatch: 'Does not match the comment in the path.',
  nothing_to_change: 'Give a rating or a text to change.',

  // Files of a multipart form.
  file_not_expected: 'This field does not take a file.',
  too_many_files: 'Upload at most {max} files here.',
  one_file_only: 'Upload at most 1 file here.',
  file_too_large: '"{name}" is larger than the {size} limit.',
  empty_file: 'The submitted file is empty.',
  no_file: 'No file was submitted.',
  invalid_image: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  invalid_video: 'Upload a valid video file (MP4, WebM, MOV, OGG, MKV or AVI).',
  too_many_pixels: 'The image is too large: at most {side} × {side} pixels.',

  // Registration and activation (djoser's texts, the spec's for the passwords).
  invalid_username: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  username_taken: 'A user with that username already exists.',
  password_too_short: 'This password is too short. It must contain at least {min} characters.',
  password_too_common: 'This password is too common.',
  password_entirely_numeric: 'This password is entirely numeric.',
  password_like_username: 'The password is too similar to the username.',
  password_like_email: 'The password is too similar to the email address.',
  password_like_first_name: 'The password is too similar to the first name.',
  password_like_last_name: 'The password is too similar to the last name.',
  passwords_do_not_match: 'Passwords do not match!',
  invalid_uid: "Invalid user id or user doesn't exist.",
  stale_token: 'Stale token for given user.',
  token_expired: 'This activation link has expired. Ask for a new one.',
  token_invalid: 'Invalid token for given user.',

  // Sessions and who may call (simplejwt's texts, the spec's).
  not_authenticated: 'User is not authenticated',
  token_not_valid: 'Given token not valid for any token type',
  refresh_token_not_valid: 'Token is invalid or expired',
  user_not_found: 'User not found',
  no_active_account: 'No active account found with the given credentials',
  inactive_account: 'Your account is not active yet. Open the activation link we sent to your e-mail.',
  guest_forbidden: 'You need to be a registered user to access this feature',
  profile_edit_own: 'You can only edit your own profile.',
  paid_role_only: 'This role changes only through a verified {plan} plan payment.',
  dashboard_forbidden: 'The dashboard is for agents and top agents. Upgrade to an agent plan to see how your listings do.',
  moderator_only: 'Only moderators can do this.',
  account_suspended: 'This account is suspended. Write to support if you think this is a mistake.',
  case_not_found: 'Moderation case not found.',
  case_resolved: 'This case is resolved already ({status}); nothing more can be done with it.',
  case_already_hidden: 'The item is hidden already.',
  item_gone: 'The item is deleted already.',
  hide_not_possible: 'Only listings and reels can be hidden: warn or suspend the account instead.',
  remove_not_possible: 'A profile cannot be removed: warn or suspend the account instead.',
  suspend_self: 'You cannot suspend your own account.',
  suspend_moderator: 'A moderator\u2019s account cannot be suspended: take the role away first.',
  already_suspended: 'This account is suspended already.',
  not_suspended: 'This account is not suspended.',
  license_not_given: 'This member gave no agent licence number to verify.',
  invalid_license_year: 'Enter the practising certificate\u2019s year, from {min} to {max}.',

  // Things that are not there.
  not_found: 'Not found.',
  invalid_page: 'Invalid page.',
  profile_not_found: 'No profile found.',
  unknown_user: 'User not found.',
  property_not_found: 'Property not found.',
  comment_not_found: 'Comment not found.',
  reel_not_found: 'Reel not found.',
  review_not_found: 'Review not found.',
  payment_not_found: 'Payment not found.',
  saved_search_not_found: 'Saved search not found.',
  message_not_found: 'Message not found.',
  unsubscribe_link_invalid: 'This unsubscribe link is not valid (the search may have been deleted).',
  no_liked_properties: 'No liked properties found',
  unknown_country: '"{value}" is not a country code.',
  not_a_property_type: '"{value}" is not a property type. Choose one of: {options}.',
  not_an_advert_type: '"{value}" is not an advert type. Choose one of: {options}.',
  not_a_property_status: '"{value}" is not a property status. Choose one of: {options}.',

  // Chat and leads.
  chat_with_self: 'You cannot chat with yourself.',
  own_listing_lead: 'You cannot start a chat about your own listing.',
  message_edit_own: 'You can only edit your own messages.',
  message_delete_own: 'You can only delete your own messages.',
  message_edit_image: 'An image cannot be edited: delete it and send another.',
  message_deleted: 'This message was deleted.',
  edit_window_closed: 'A message can be edited for {minutes} minutes after it is sent; this one can no longer be edited.',

  // The chat socket's refusals of a frame (domain/chat-frames.ts, chat-image-uploads.ts, chat-session.ts),
  // sent as `{"error", "code", "values"}` beside the refused message's `client_id` (docs/chat.md, 'An error').
  chat_binary_frame: 'Send messages as JSON text frames.',
  chat_not_json: 'Send a JSON object such as {"message": "Hello"}.',
  chat_nothing_to_send: 'Send a message or an image.',
  chat_message_and_image: 'Send a message or an image, not both.',
  chat_message_type: 'message must be a string.',
  chat_image_type: 'image must be a data URL string.',
  chat_message_blank: 'The message may not be blank.',
  chat_message_too_long: 'Ensure the message has no more than {max} characters.',
  chat_sender_not_you: 'You can only send messages as yourself.',
  chat_wrong_receiver: 'This conversation is with {partner}; receiver_username must match.',
  chat_typing_type: 'typing must be true or false.',
  chat_read_type: 'read must be the id of a message (a positive integer).',
  chat_mixed_signal: 'Send typing, read or a message in separate frames.',
  chat_read_unknown: 'read must be the id of a message you received in this conversation.',
  chat_image_format: 'image must be a base64 data URL, such as data:image/png;base64,....',
  chat_image_too_large: 'The image is larger than the {size} limit.',
  chat_client_id_type: 'client_id must be a UUID, such as 3b241101-e2bb-4255-8caf-4136c566a962.',
  chat_reply_to_type: 'reply_to must be the id of a message (a positive integer).',
  chat_reply_to_unknown: 'reply_to must be the id of a message in this conversation.',
  chat_change_type: '{change} must be the id of a message (a positive integer).',
  chat_change_alone: 'Send one edit, delete, react or unreact per frame, without typing, read or an image.',
  chat_upload_type: 'image_upload must be the token answered by POST /api/v1/chat/images/.',
  chat_upload_forged: 'image_upload is not a token this server issued; upload the image again.',
  chat_upload_expired: 'The uploaded image has expired; upload it again.',
  chat_upload_not_yours: 'image_upload names an image uploaded by someone else.',
  chat_upload_other_message: 'image_upload was made for another message: send it with the client_id it was uploaded with.',
  chat_upload_with_image: 'Send image or image_upload, not both.',
  /** Not about the message (`"retry": true`): the same frame may be sent again later. */
  chat_too_fast: 'Too many messages at once; wait for the previous ones to be sent.',
  /** A server fault (`"retry": true`), such as the database being down. */
  chat_send_failed: 'The message could not be sent. Please try again.',

  // Viewings (issue 27; domain/viewings.ts).
  viewing_not_found: 'Viewing not found.',
  viewing_own_listing: 'You cannot book a viewing of your own listing.',
  viewing_listing_off_market: 'This listing is no longer on the market, so it takes no viewings.',
  viewing_in_past: 'Choose a time in the future.',
  viewing_too_far: 'Choose a time within the next {days} days.',
  viewing_not_free: '{owner} is not free then. Choose one of the free times, or send it as your own proposal.',
  viewing_clash: 'Another viewing is booked at that time. Choose another time.',
  viewing_already_open: 'You already have a viewing of this listing proposed or booked: change or cancel that one.',
  viewing_parties_only: 'Only the buyer and the listing\u2019s owner can see or answer this viewing.',
  viewing_closed: 'This viewing is {status}; propose a new time instead.',
  viewing_own_proposal: 'You proposed this time: wait for the answer, propose another time or cancel.',
  viewing_not_proposed: 'Only a proposed time can be {done}; this one is {status}.',
  viewing_passed: 'This viewing\u2019s time has passed.',
  viewing_start_needs_propose: 'A start time goes only with the action "propose".',
  invalid_time_zone: '"{value}" is not a time zone. Use a name such as Africa/Nairobi.',
  invalid_clock_time: 'Enter a time as HH:MM, from 00:00 to 24:00, such as 09:30.',
  window_too_short: 'A window must end at least {minutes} minutes after it starts.',
  windows_overlap: 'Windows on the same day may not overlap.',

  // Reviews.
  review_self: 'You cannot review yourself.',
  review_not_agent: 'Only agents can be reviewed.',
  review_no_chat: 'You can review this agent once they have answered you in the chat.',
  already_reviewed: 'You have already reviewed this agent; edit your review instead.',
  already_replied: 'You have already replied to this review.',
  already_reported: 'You have already reported this review.',
  review_edit_own: 'You can only edit your own review.',
  reply_agent_only: 'Only the reviewed agent can reply.',
  report_own_review: 'You cannot report your own review.',

  // Members' reports and the owner's appeal (domain/reports.ts).
  report_own_listing: 'You cannot report your own listing.',
  report_own_reel: 'You cannot report your own reel.',
  report_own_profile: 'You cannot report yourself.',
  report_own_message: 'You cannot report your own message.',
  already_reported_item: 'You have already reported this.',
  already_appealed: 'You have already appealed; a moderator will read it.',
  appeal_closed: 'This case is closed: there is nothing left to appeal.',

  // The map's area and a listing's pin.
  invalid_bbox: 'Enter a box as west,south,east,north: four numbers, longitudes between -180 and 180, latitudes between -90 and 90, west below east and south below north.',
  invalid_polygon: 'Enter an area as "longitude latitude" points separated by commas: {min} to {max} points, longitudes between -180 and 180, latitudes between -90 and 90.',
  pin_incomplete: 'Give both a latitude and a longitude, or neither.',
  not_an_availability: '"{value}" is not an availability. Choose one of: {options}.',

  // Owners' listings and reels.
  property_edit_own: 'You can only change your own listings.',
  reel_edit_own: 'You can only change your own reels.',
  reel_link_own: 'You can only link a reel to one of your own listings.',
  photo_not_in_listing: 'Photo {value} is not one of this listing\u2019s photos.',
  photo_order_incomplete: 'List every photo the listing keeps, once each, in the new order.',

  // Saved searches.
  no_filter: 'Choose at least one filter to save a search.',
  saved_search_limit: 'You can keep at most {max} saved searches. Delete one to save another.',
  duplicate_name: 'You already have a saved search with this name.',

  // Plans and payments (the first three are the spec's).
  select_plan: 'Please select a plan.',
  license_needed: 'Please update your profile license to proceed with checkout',
  checkout_invalid_email: 'Invalid email address. Please update your profile.',
  plan_already_held: 'Your account already has the {plan} plan.',
  payment_initiate_failed: 'Error initiating payment. Please try again.',
  payment_verify_failed: 'Error verifying payment. Please try again.',
  payments_unavailable: 'Payments are not available on this server right now.',
  payment_failed: 'The payment failed. Please try again.',
  payment_abandoned: 'The payment was not completed. Please try again.',
  payment_reversed: 'This payment was reversed.',
  payment_processing: 'The payment is still being processed. Please check again in a moment.',
  payment_mismatch: 'The payment does not match the plan it was made for. Please contact support.',
  mpesa_invalid_phone: 'Enter a Kenyan mobile number, like 0712 345 678.',
  invalid_webhook_signature: 'Invalid webhook signature.',
  webhook_not_json: 'The webhook body is not JSON.',

  // Google sign-in. `code_refused` names the issuer's own error code in the body.
  google_not_configured: 'Google sign-in is not configured on this server.',
  redirect_uri_not_allowed: 'This redirect URI is not allowed. Use {uri}.',
  issuer_unreachable: 'The Google sign-in service could not be reached. Please try again later.',
  issuer_error: 'The Google sign-in service answered unexpectedly: {what}.',
  invalid_id_token: 'The Google sign-in could not be verified: {reason}.',
  no_id_token: 'The sign-in returned no ID token: ask for the "openid" scope.',
  invalid_client: "The Google sign-in service refused this server's client credentials.",
  unauthorized_client: "The Google sign-in service refused this server's client credentials.",
  invalid_grant: 'The sign-in code was refused: it is invalid, expired or already used. Please sign in again.',
  code_refused: 'The Google sign-in service refused the code ({error}{description}).',
  email_not_verified: "Your Google account's e-mail address is not verified, so it cannot be used to sign in here.",
  email_missing: 'Your Google account did not share an e-mail address, so it cannot be used to sign in here.',
  google_sign_in_busy: 'Another sign-in with this e-mail address is in progress. Please try again.',
  guest_email: 'This e-mail address belongs to a guest account and cannot be used to sign in with Google.',

  // The request itself.
  malformed_url: 'The URL is malformed: a percent escape is incomplete or does not encode UTF-8.',
  url_part_too_long: 'A part of the URL is longer than the server accepts.',
  json_parse_error: 'JSON parse error - {reason}',
  multipart_parse_error: 'Multipart form parse error - {reason}',
  unsupported_media_type: 'Unsupported media type "{type}" in request.',
  multipart_required: 'Send this form as multipart/form-data.',
  form_body_required: 'Send the form as multipart/form-data or a JSON object.',
  request_too_large: 'The request is larger than the server accepts.',
  too_many_parts: 'The form has more parts than the server accepts.',
  /** Any other refusal of the framework's (a 4xx): its own words. */
  request_refused: '{message}',
  throttled: 'Request was throttled. Expected available in {seconds} seconds.',

  // The server's side.
  storage_full: 'The server has no room to store this file right now. Please try again later.',
  service_unavailable: 'Service temporarily unavailable, please try again.',
  server_error: 'A server error occurred.',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/** The values a refusal carries for its text's `{placeholders}`. */
export type ErrorValues = Record<string, string | number>;
