import type { ERROR_CODES } from './generated/contract.js';
import type { EstateError, ErrorIssue, ErrorValues } from './client/errors.js';
import { formatMessage, type EstateMessages, type MessageKey } from './messages.js';
import { fieldErrorsMessage } from './rules/field-errors.js';

/** A code of the server's refusals (the contract's `ERROR_CODES`, sent in the `Estate-Error-Codes` header). */
export type ServerErrorCode = (typeof ERROR_CODES)[number];

/**
 * The key of the messages table that words each code of the server's. Typed by the contract, so a
 * code the server adds does not compile here until it has a text; each text is the server's own
 * English (`error-codes.test.ts` holds them to `info.x-estate-error-codes`).
 */
const SERVER_CODE_KEYS: Record<ServerErrorCode, MessageKey> = {
  required: 'fieldRequired',
  blank: 'fieldBlank',
  min_length: 'fieldTooShort',
  max_length: 'fieldTooLong',
  invalid_email: 'invalidEmail',
  invalid_format: 'invalidFormat',
  invalid_url: 'invalidUrl',
  invalid_phone: 'invalidPhone',
  invalid_boolean: 'invalidBoolean',
  invalid_integer: 'integerRequired',
  invalid_number: 'numberRequired',
  invalid_type: 'invalidType',
  min_value: 'numberTooSmall',
  max_value: 'numberTooLarge',
  above_value: 'numberNotAbove',
  invalid_rate: 'invalidRate',
  max_whole_digits: 'tooManyDigits',
  max_decimal_places: 'tooManyDecimals',
  null_character: 'nullCharacter',
  invalid_choice: 'invalidChoice',
  invalid_choice_of: 'invalidChoiceOf',
  choose_one_of: 'invalidSort',
  invalid_country_code: 'invalidCountryCode',
  schema_mismatch: 'schemaMismatch',
  min_price_above_max: 'minPriceAboveMax',
  min_plot_area_above_max: 'minPlotAreaAboveMax',
  comment_mismatch: 'commentMismatch',
  nothing_to_change: 'reviewNothingToChange',
  file_not_expected: 'fileNotExpected',
  too_many_files: 'tooManyFiles',
  one_file_only: 'oneFileOnly',
  file_too_large: 'namedFileTooLarge',
  empty_file: 'emptyFile',
  no_file: 'noFileSubmitted',
  invalid_image: 'invalidImage',
  invalid_video: 'invalidVideo',
  too_many_pixels: 'imageTooManyPixels',
  invalid_username: 'invalidUsername',
  username_taken: 'usernameTaken',
  password_too_short: 'passwordTooShort',
  password_too_common: 'passwordTooCommon',
  password_entirely_numeric: 'passwordEntirelyNumeric',
  password_like_username: 'passwordLikeUsername',
  password_like_email: 'passwordLikeEmail',
  password_like_first_name: 'passwordLikeFirstName',
  password_like_last_name: 'passwordLikeLastName',
  passwords_do_not_match: 'passwordsDoNotMatch',
  invalid_uid: 'activationInvalidUser',
  stale_token: 'activationStale',
  token_expired: 'activationExpired',
  token_invalid: 'activationInvalid',
  not_authenticated: 'notAuthenticated',
  token_not_valid: 'tokenNotValid',
  refresh_token_not_valid: 'refreshTokenNotValid',
  user_not_found: 'sessionUserNotFound',
  no_active_account: 'noActiveAccount',
  inactive_account: 'inactiveAccount',
  guest_forbidden: 'guestForbidden',
  profile_edit_own: 'profileEditOwn',
  paid_role_only: 'paidRoleOnly',
  dashboard_forbidden: 'dashboardForbidden',
  moderator_only: 'moderatorOnly',
  account_suspended: 'accountSuspended',
  case_not_found: 'caseNotFound',
  case_resolved: 'caseResolved',
  case_already_hidden: 'caseAlreadyHidden',
  item_gone: 'itemGone',
  hide_not_possible: 'hideNotPossible',
  remove_not_possible: 'removeNotPossible',
  suspend_self: 'suspendSelf',
  suspend_moderator: 'suspendModerator',
  already_suspended: 'alreadySuspended',
  not_suspended: 'notSuspended',
  license_not_given: 'licenseNotGiven',
  invalid_license_year: 'invalidLicenseYear',
  not_found: 'notFound',
  invalid_page: 'invalidPage',
  profile_not_found: 'noProfileFound',
  unknown_user: 'userNotFound',
  property_not_found: 'listingNotFound',
  comment_not_found: 'commentNotFound',
  reel_not_found: 'reelNotFound',
  review_not_found: 'reviewNotFound',
  payment_not_found: 'paymentNotFound',
  saved_search_not_found: 'savedSearchNotFound',
  unsubscribe_link_invalid: 'unsubscribeLinkInvalid',
  no_liked_properties: 'noLikedPropertiesFound',
  unknown_country: 'unknownCountry',
  not_a_property_type: 'notAPropertyType',
  not_an_advert_type: 'notAnAdvertType',
  not_a_property_status: 'notAPropertyStatus',
  chat_with_self: 'chatWithSelf',
  own_listing_lead: 'ownListingLead',
  viewing_not_found: 'viewingNotFound',
  viewing_own_listing: 'viewingOwnListing',
  viewing_listing_off_market: 'viewingListingOffMarket',
  viewing_in_past: 'viewingInPast',
  viewing_too_far: 'viewingTooFar',
  viewing_not_free: 'viewingNotFree',
  viewing_clash: 'viewingClash',
  viewing_already_open: 'viewingAlreadyOpen',
  viewing_parties_only: 'viewingPartiesOnly',
  viewing_closed: 'viewingClosed',
  viewing_own_proposal: 'viewingOwnProposal',
  viewing_not_proposed: 'viewingNotProposed',
  viewing_passed: 'viewingPassed',
  viewing_start_needs_propose: 'viewingStartNeedsPropose',
  invalid_time_zone: 'invalidTimeZone',
  invalid_clock_time: 'invalidClockTime',
  window_too_short: 'viewingWindowTooShort',
  windows_overlap: 'viewingWindowsOverlap',
  message_edit_own: 'messageEditOwn',
  message_delete_own: 'messageDeleteOwn',
  message_edit_image: 'messageEditImage',
  message_deleted: 'messageDeleted',
  edit_window_closed: 'editWindowClosed',
  chat_binary_frame: 'chatRefusedBinaryFrame',
  chat_not_json: 'chatRefusedNotJson',
  chat_nothing_to_send: 'chatRefusedNothingToSend',
  chat_message_and_image: 'chatRefusedMessageAndImage',
  chat_message_type: 'chatRefusedMessageType',
  chat_image_type: 'chatRefusedImageType',
  chat_message_blank: 'chatRefusedBlank',
  chat_message_too_long: 'chatRefusedTooLong',
  chat_sender_not_you: 'chatRefusedSenderNotYou',
  chat_wrong_receiver: 'chatRefusedWrongReceiver',
  chat_typing_type: 'chatRefusedTypingType',
  chat_read_type: 'chatRefusedReadType',
  chat_mixed_signal: 'chatRefusedMixedSignal',
  chat_read_unknown: 'chatRefusedReadUnknown',
  chat_image_format: 'chatRefusedImageFormat',
  chat_image_too_large: 'chatRefusedImageTooLarge',
  chat_client_id_type: 'chatRefusedClientIdType',
  chat_reply_to_type: 'chatRefusedReplyToType',
  chat_reply_to_unknown: 'chatRefusedReplyToUnknown',
  chat_change_type: 'chatRefusedChangeType',
  chat_change_alone: 'chatRefusedChangeAlone',
  chat_upload_type: 'chatRefusedUploadType',
  chat_upload_forged: 'chatRefusedUploadForged',
  chat_upload_expired: 'chatRefusedUploadExpired',
  chat_upload_not_yours: 'chatRefusedUploadNotYours',
  chat_upload_other_message: 'chatRefusedUploadOtherMessage',
  chat_upload_with_image: 'chatRefusedUploadWithImage',
  chat_too_fast: 'chatRefusedTooFast',
  chat_send_failed: 'chatRefusedSendFailed',
  review_self: 'reviewSelf',
  review_not_agent: 'reviewNotAgent',
  review_no_chat: 'reviewNoChat',
  already_reviewed: 'reviewAlreadyWritten',
  already_replied: 'reviewAlreadyReplied',
  already_reported: 'reviewAlreadyReported',
  review_edit_own: 'reviewEditOwn',
  reply_agent_only: 'reviewReplyAgentOnly',
  report_own_review: 'reviewReportOwn',
  report_own_listing: 'reportOwnListing',
  report_own_reel: 'reportOwnReel',
  report_own_profile: 'reportOwnProfile',
  report_own_message: 'reportOwnMessage',
  already_reported_item: 'alreadyReportedItem',
  already_appealed: 'alreadyAppealed',
  appeal_closed: 'appealClosed',
  message_not_found: 'messageNotFound',
  invalid_bbox: 'mapBboxInvalid',
  invalid_polygon: 'mapPolygonInvalid',
  pin_incomplete: 'pinIncomplete',
  not_an_availability: 'notAnAvailability',
  property_edit_own: 'propertyEditOwn',
  reel_edit_own: 'reelEditOwn',
  reel_link_own: 'reelLinkOwn',
  photo_not_in_listing: 'photoNotInListing',
  photo_order_incomplete: 'photoOrderIncomplete',
  no_filter: 'savedSearchNoFilter',
  saved_search_limit: 'savedSearchLimit',
  duplicate_name: 'savedSearchDuplicateName',
  select_plan: 'selectPlan',
  license_needed: 'checkoutLicenseNeeded',
  checkout_invalid_email: 'checkoutInvalidEmail',
  plan_already_held: 'planAlreadyHeld',
  payment_initiate_failed: 'paymentInitiateFailed',
  payment_verify_failed: 'paymentVerifyFailed',
  payments_unavailable: 'paymentsUnavailable',
  payment_failed: 'paymentFailed',
  payment_abandoned: 'paymentAbandoned',
  payment_reversed: 'paymentReversed',
  payment_processing: 'paymentProcessing',
  payment_mismatch: 'paymentMismatch',
  mpesa_invalid_phone: 'mpesaInvalidPhone',
  invalid_webhook_signature: 'webhookSignatureInvalid',
  webhook_not_json: 'webhookNotJson',
  google_not_configured: 'googleNotConfigured',
  redirect_uri_not_allowed: 'googleRedirectNotAllowed',
  issuer_unreachable: 'googleUnreachable',
  issuer_error: 'googleAnsweredUnexpectedly',
  invalid_id_token: 'googleIdTokenInvalid',
  no_id_token: 'googleNoIdToken',
  invalid_client: 'googleClientRefused',
  unauthorized_client: 'googleClientRefused',
  invalid_grant: 'googleCodeRefused',
  code_refused: 'googleCodeRefusedBy',
  email_not_verified: 'googleEmailNotVerified',
  email_missing: 'googleEmailMissing',
  google_sign_in_busy: 'googleSignInBusy',
  guest_email: 'googleGuestEmail',
  malformed_url: 'malformedUrl',
  url_part_too_long: 'urlPartTooLong',
  json_parse_error: 'jsonParseError',
  multipart_parse_error: 'multipartParseError',
  unsupported_media_type: 'unsupportedMediaType',
  multipart_required: 'multipartRequired',
  form_body_required: 'formBodyRequired',
  request_too_large: 'requestTooLarge',
  too_many_parts: 'tooManyParts',
  request_refused: 'requestRefused',
  throttled: 'throttled',
  storage_full: 'storageFull',
  service_unavailable: 'serviceUnavailable',
  server_error: 'serverError',
};

/** The codes only the SDK gives: no answer or no session, and its rules' refusals. */
const SDK_CODE_KEYS = {
  // No answer, no session (an `EstateError` of kind network, timeout, abort, not-authenticated), or an answer without words.
  network: 'network',
  blocked_origin: 'blockedOrigin',
  timeout: 'timeout',
  aborted: 'aborted',
  generic: 'generic',
  // Comments and replies.
  property_id_missing: 'propertyIdMissing',
  comment_empty: 'commentEmpty',
  comment_too_long: 'commentTooLong',
  reply_empty: 'replyEmpty',
  reply_too_long: 'replyTooLong',
  // Reviews.
  rating_out_of_range: 'reviewRatingInvalid',
  review_empty: 'reviewEmpty',
  review_too_long: 'reviewTooLong',
  review_reply_empty: 'reviewReplyEmpty',
  review_reply_too_long: 'reviewReplyTooLong',
  report_reason_too_long: 'reviewReportTooLong',
  // Saved searches.
  saved_search_name_empty: 'savedSearchNameEmpty',
  // Create property, create clip, profile.
  property_needs_auth: 'propertyNeedsAuth',
  missing_fields: 'propertyRequiredFields',
  max_file_size: 'fileTooLarge',
  processing: 'clipStillProcessing',
  no_video: 'clipNeedsVideo',
  not_video: 'clipNotVideo',
  profile_needs_auth: 'profileSaveNeedsAuth',
  // Plans and checkout.
  profile_loading: 'profileStillLoading',
  checkout_not_ready: 'checkoutNotReady',
  invalid_reference: 'checkoutInvalidReference',
  invalid_public_key: 'checkoutInvalidPublicKey',
  no_payment_url: 'checkoutNoPaymentUrl',
  // Chat.
  not_connected: 'chatNotConnected',
  message_empty: 'chatEmptyMessage',
  no_partner: 'chatNoPartner',
  message_too_long: 'chatMessageTooLong',
  // Mortgage calculator.
  mortgage_price_missing: 'mortgagePriceMissing',
  mortgage_number_required: 'mortgageNumberRequired',
  mortgage_negative: 'mortgageNegative',
  mortgage_deposit_too_high: 'mortgageDepositTooHigh',
  mortgage_rate_range: 'mortgageRateRange',
  mortgage_term_range: 'mortgageTermRange',
  mortgage_percent_range: 'mortgagePercentRange',
} as const satisfies Record<string, MessageKey>;

/** Every code an `EstateError` or an issue may carry that has a text of its own. */
export type ErrorCode = ServerErrorCode | keyof typeof SDK_CODE_KEYS;

/**
 * The one table from a code to the key of its text: translate an error by looking its code up here
 * and filling the key's template with the error's `values` (`errorText` does both). Never by the
 * English text, which apps reword and the server may word anew.
 */
export const ERROR_MESSAGE_KEYS: Readonly<Record<ErrorCode, MessageKey>> = /* @__PURE__ */ Object.assign({}, SERVER_CODE_KEYS, SDK_CODE_KEYS);

const keyOf = (code: string): MessageKey | undefined => (Object.hasOwn(ERROR_MESSAGE_KEYS, code) ? ERROR_MESSAGE_KEYS[code as ErrorCode] : undefined);

/** The text of `code` from `messages`, filled with `values`; undefined for a code without a text of its own. */
export function codeText(messages: EstateMessages, code: string, values: ErrorValues = {}): string | undefined {
  const key = keyOf(code);
  return key === undefined ? undefined : formatMessage(messages[key], values);
}

/** An issue's text in the table `messages`: by its code, else as it came (a code the SDK does not know). */
export const issueText = (messages: EstateMessages, issue: ErrorIssue): string => codeText(messages, issue.code, issue.values) ?? issue.message;

/** Each refused field's texts in the table `messages`, by code (`{field: [texts]}`); empty when no field was refused. */
export function fieldErrorTexts(messages: EstateMessages, error: Pick<EstateError, 'issues'> | null | undefined): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  for (const [field, issues] of Object.entries(error?.issues ?? {})) texts[field] = issues.map((issue) => issueText(messages, issue));
  return texts;
}

/**
 * An error's text in the table `messages`, by code: its code's text filled with its values; for
 * refused fields (`invalid`) their texts joined as 'Field: text' (spec §5); else the message as it
 * came (a code the SDK has no text for, or the server's own words).
 */
export function errorText(messages: EstateMessages, error: Pick<EstateError, 'code' | 'values' | 'issues' | 'message'>): string {
  return codeText(messages, error.code, error.values) ?? fieldErrorsMessage(fieldErrorTexts(messages, error)) ?? error.message;
}
