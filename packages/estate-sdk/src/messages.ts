import { REQUEST_ERROR_TEXTS } from './client/request-texts.js';
import { refusalMessages } from './refusal-messages.js';

/**
 * Every user-visible text the SDK produces, in one table. The English defaults are the spec's own
 * texts wherever the spec gives one (marked "spec §n"); the rest are ours and say so. Apps translate
 * by passing overrides to `resolveMessages` (or straight to a rule or formatter as `messages`).
 *
 * A few texts are templates: `{name}` is replaced by `formatMessage`. Errors are worded by their
 * code (`ERROR_MESSAGE_KEYS` in `error-codes.ts` names each code's key).
 */
const ownMessages = {
  // Session and request errors (spec §5, §8): `REQUEST_ERROR_TEXTS` (`notAuthenticated`, `generic`, `network`, `blockedOrigin`, `timeout`, `aborted`: the client's ErrorTexts), and
  tokenNotValid: 'Given token not valid for any token type',
  guestForbidden: 'You need to be a registered user to access this feature',

  // Registration and activation (spec §4, §5).
  passwordsDoNotMatch: 'Passwords do not match!',
  registrationFailed: 'Registration failed. Please check your details.',
  registrationSent: 'An activation link has been sent to your email in the next 8 minutes',
  accountActivated: 'Your account has been activated! You can log in now.',
  /** Ours, the server's wording (Django REST framework). */
  fieldRequired: 'This field is required.',
  /** Ours, the server's wording. */
  invalidEmail: 'Enter a valid email address.',
  /** Ours, the server's wording. */
  invalidUrl: 'Enter a valid URL.',
  /** Ours, the server's wording. Template: `{max}` is the field's `maxLength` from the contract. */
  fieldTooLong: 'Ensure this field has no more than {max} characters.',
  /** Ours, the server's wording. Template: `{value}` is what was given. */
  invalidChoice: '"{value}" is not a valid choice.',
  /** Ours, the server's wording. Template: `{max}` is the field's `maxItems` from the contract. */
  tooManyFiles: 'Upload at most {max} files here.',
  /** Ours (the server also names the file). Template: `{size}` is the limit, e.g. '8 MB', from the contract. */
  fileTooLarge: 'This file is larger than the {size} limit.',

  // Create property (spec §4, §5).
  propertyRequiredFields:
    "Make sure the following fields 'Price, Country, Property Type, Advert Type, Cover Photo and Project Status' are filled out.",
  propertyNeedsAuth: 'User must be authenticated to create a property.',
  propertySubmitting: 'Submitting...',
  propertyCreated: 'Post created successfully!',

  // Create clip (spec §4, §5).
  clipNeedsVideo: 'Please upload and trim a video before submitting.',
  clipStillProcessing: 'Video is still being processed. Please wait...',
  clipProcessing: 'Processing video, please wait...',
  clipUploaded: 'Clip Uploaded',
  clipTrimmed: 'Clip uploaded and trimmed successfully!',
  clipCreated: 'Clip created successfully!',
  /** Ours: a file that is not a video was picked. */
  clipNotVideo: 'Please choose a video file.',

  // Comments and replies (spec §4, §5).
  propertyIdMissing: 'Property ID is missing',
  commentPosted: 'Comment posted!!',
  clipCommentPosted: 'Comment created successfully',
  /** Ours: a blank comment is not sent. */
  commentEmpty: 'Please write a comment.',
  /** Ours: a blank reply is not sent (the spec only says it is not sent). */
  replyEmpty: 'Please write a reply.',
  /** Ours: the spec sets no limit, the server does. Template: `{max}` is its `maxLength` (contract). */
  commentTooLong: 'Please keep your comment to {max} characters or fewer.',
  /** Ours, as `commentTooLong`. */
  replyTooLong: 'Please keep your reply to {max} characters or fewer.',
  noComments: 'No comments yet!!',

  // Agent reviews (ours; the limits are the server's, from the contract).
  /** Template: `{min}` and `{max}` are the rating's `minimum` and `maximum`. */
  reviewRatingInvalid: 'Choose a rating from {min} to {max} stars.',
  reviewEmpty: 'Please write your review.',
  /** Template: `{max}` is the review text's `maxLength`. */
  reviewTooLong: 'Please keep your review to {max} characters or fewer.',
  reviewReplyEmpty: 'Please write a reply.',
  /** Template: `{max}` is the reply's `maxLength`. */
  reviewReplyTooLong: 'Please keep your reply to {max} characters or fewer.',
  /** Template: `{max}` is the report reason's `maxLength`. */
  reviewReportTooLong: 'Please keep the reason to {max} characters or fewer.',

  // Listing filters and saved searches (ours; the server's wording where it refuses the same thing).
  /** The server's wording. */
  numberRequired: 'A valid number is required.',
  /** The server's wording. */
  integerRequired: 'A valid integer is required.',
  /** The server's wording. Template: `{min}`. */
  numberTooSmall: 'Ensure this value is greater than or equal to {min}.',
  /** The server's wording. Template: `{max}`. */
  numberTooLarge: 'Ensure this value is less than or equal to {max}.',
  /** The server's wording. Template: `{max}` is the decimal's `wholeDigits`. */
  tooManyDigits: 'Ensure that there are no more than {max} digits before the decimal point.',
  /** The server's wording. Template: `{max}` is the decimal's `places`. */
  tooManyDecimals: 'Ensure that there are no more than {max} decimal places.',
  /** The server's wording. Template: `{options}`, the sorts joined by ', '. */
  invalidSort: 'Choose one of: {options}.',
  savedSearchNameEmpty: 'Please name the search.',
  /** The server's wording. */
  savedSearchNoFilter: 'Choose at least one filter to save a search.',
  /** The server's wording. Template: `{max}` is the contract's `MAX_SAVED_SEARCHES`. */
  savedSearchLimit: 'You can keep at most {max} saved searches. Delete one to save another.',

  // Profile (spec §4, §5).
  profileSaveNeedsAuth: 'User must be authenticated and userProfile must exist!',

  // Plans and checkout (spec §5, §8).
  profileStillLoading: 'Please wait while we fetch your profile data.',
  selectPlan: 'Please select a plan.',
  checkoutNotReady: 'Payment system is not ready. Please try again later.',
  checkoutLicenseNeeded: 'Please update your profile license to proceed with checkout',
  checkoutInvalidReference: 'Invalid transaction reference. Please try again.',
  checkoutInvalidPublicKey: 'Invalid Paystack public key. Please try again.',
  checkoutInvalidEmail: 'Invalid email address. Please update your profile.',
  checkoutNoPaymentUrl: 'No payment URL available. Please try again.',
  /** Ours: the spec only logs this warning. */
  checkoutEmailMismatch: 'The e-mail on your profile differs from the e-mail of this payment.',
  paymentInitiateFailed: 'Error initiating payment. Please try again.',
  loadingPaymentDetails: 'Loading payment details...',

  // Chat (spec §2, §5). The send texts are ours: the spec only logs these cases.
  chatNotConnected: 'Chat is not connected yet. Please try again in a moment.',
  chatEmptyMessage: 'Please type a message.',
  chatNoPartner: 'Please select a conversation first.',
  /** Template: `{max}` is the contract's CHAT_MESSAGE_MAX_LENGTH. */
  chatMessageTooLong: 'Please keep your message to {max} characters or fewer.',
  chatUsersFailed: 'Failed to load users. Please try again.',
  noMessages: 'No messages yet.',

  // Lists and empty states (spec §2, §8).
  noLikedPropertiesFound: 'No liked properties found',
  noLikedProperties: 'No Liked Properties made!!',
  noProperties: 'No properties found.',
  noRelatedListings: 'No related listings available.',
  noRecentSearches: 'No recent searches',

  // Mortgage calculator (ours: beyond the spec). Templates: `{min}`, `{max}` are the allowed range.
  mortgagePriceMissing: 'This listing has no price to calculate with.',
  mortgageNumberRequired: 'Enter a number.',
  mortgageNegative: 'This cannot be negative.',
  mortgageDepositTooHigh: 'The deposit cannot be more than the price.',
  mortgageRateRange: 'The interest rate must be from {min}% to {max}%.',
  mortgageTermRange: 'The term must be a whole number of years from {min} to {max}.',
  mortgagePercentRange: 'Enter a percentage from {min}% to {max}%.',

  // Formatters (spec §2, §3, §6).
  /** Template: `{count}` is the number. */
  likesMany: '{count} likes',
  likesOne: '1 like',
  unknownTime: 'Unknown time',
  /** Ours: under a minute ago. */
  justNow: 'just now',
  notAvailable: 'N/A',
  statusOngoing: 'Ongoing Project',
  statusCompleted: 'Completed Project',
  statusOngoingPlural: 'Ongoing Projects',
  statusCompletedPlural: 'Completed Projects',
  roleBuyer: 'Buyer',
  roleSeller: 'Seller',
  roleAgent: 'Agent',
  roleVerifiedAgent: 'Verified Agent',
  roleVerifiedTopAgent: 'Verified Top Agent',
  /** Template: `{area}` is the formatted number. */
  plotArea: '{area} m²',

  // A listing's range filters and sort, as chips and summaries word them (ours, issue 13: `listingFilterLabels`, `listingSortLabel`).
  /** Templates: `{min}`, `{max}` are formatted prices or areas. */
  rangeChipBetween: '{min} – {max}',
  rangeChipFrom: 'From {min}',
  rangeChipUpTo: 'Up to {max}',
  /** Template: `{area}` is a range of numbers. */
  rangeChipArea: '{area} m²',
  /** Template: `{count}`. */
  rangeChipBedrooms: '{count}+ bedrooms',
  /** Template: `{count}`. */
  rangeChipBathrooms: '{count}+ bathrooms',
  /** The short wording of a one-line summary (a saved search's, whose names these keys keep). Template: `{count}`. */
  savedSearchBeds: '{count}+ beds',
  /** Template: `{count}`. */
  savedSearchBaths: '{count}+ baths',
  /** Template: `{area}` is a range of numbers. */
  savedSearchArea: '{area} m²',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortLikes: 'Most liked',
} as const;

/**
 * The table: the request texts, the texts above, and the server's other refusals, each as the
 * server words it (`refusalMessages`). A pure `Object.assign` rather than spreads, so that a bundle
 * that does not use the table (the client alone) drops it.
 */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, REQUEST_ERROR_TEXTS, ownMessages, refusalMessages);

/** The shape of the table: one string per key. */
export type EstateMessages = { -readonly [Key in keyof typeof defaultMessages]: string };

export type MessageKey = keyof EstateMessages;

/** The English defaults with the given texts in place of theirs; blank or non-string overrides are ignored. */
export function resolveMessages(overrides?: Partial<EstateMessages>): EstateMessages {
  const messages: EstateMessages = { ...defaultMessages };
  if (!overrides) return messages;
  for (const key of Object.keys(defaultMessages) as MessageKey[]) {
    const value = overrides[key];
    if (typeof value === 'string' && value !== '') messages[key] = value;
  }
  return messages;
}

/** The optional last argument of rules and formatters: texts to use instead of the defaults. */
export interface WithMessages {
  messages?: Partial<EstateMessages>;
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
