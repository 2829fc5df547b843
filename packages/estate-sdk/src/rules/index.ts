export {
  canDeleteChatMessage,
  canEditChatMessage,
  checkChatEdit,
  checkChatSend,
  type ChatSendCode,
  type ChatSendInput,
  type ChatSendNeed,
  type ChatSendResult,
  type ChatSendValue,
} from './chat.js';
export { checkClipUpload, checkVideoFile, type ClipDraft, type ClipPayload, type ClipUploadResult } from './clip.js';
export { checkComment, checkReply, type CommentOptions, type CommentPayload, type ReplyPayload } from './comments.js';
export { checkDashboardDays, DASHBOARD_DAYS } from './dashboard.js';
export { fieldErrorsMessage, fieldLabel } from './field-errors.js';
export { characterCount, checkFieldLimits, maxLengthOf, type FieldFacts, type FormName } from './limits.js';
export {
  checkListingFilters,
  LISTING_FILTER_RANGES,
  LISTING_NUMBER_FILTERS,
  minAboveMaxCode,
  minAboveMaxIssue,
  rangesAboveMax,
  type ListingNumberFilter,
  type ListingRangeField,
} from './listing-filters.js';
export { toFormData } from './form-data.js';
export { checkMpesaPhone, formatKenyanPhone, normaliseKenyanPhone } from './mpesa.js';
export {
  checkCheckout,
  checkPlanChoice,
  type CheckoutFailureReason,
  type CheckoutPaymentData,
  type CheckoutProfile,
  type CheckoutResult,
  type CheckoutValue,
  type InitiatePaymentPayload,
  type PlanChoice,
} from './payment.js';
export {
  checkProfileSave,
  SOCIAL_URL_FIELDS,
  type ProfileDraft,
  type ProfilePayload,
  type ProfileSaveContext,
  type ProfileSaveResult,
  type SocialUrlField,
} from './profile.js';
export {
  checkCreateProperty,
  PROPERTY_REQUIRED_FIELDS,
  type CreatePropertyContext,
  type CreatePropertyResult,
  type PropertyDraft,
  type PropertyPayload,
  type PropertyRequiredField,
} from './property.js';
export {
  checkRegistration,
  REGISTRATION_FIELDS,
  registrationErrorMessage,
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationPayload,
  type RegistrationResult,
} from './registration.js';
export { checkReview, checkReviewReply, checkReviewReport, checkReviewUpdate, type ReviewPayload } from './reviews.js';
export {
  checkSavedSearch,
  checkSavedSearchUpdate,
  SAVED_SEARCH_TEXT_FILTERS,
  type SavedSearchDraft,
  type SavedSearchField,
  type SavedSearchOptions,
  type SavedSearchPayload,
  type SavedSearchResult,
} from './saved-searches.js';
export { valueOrThrow, type FieldIssues, type RuleFailure, type RuleResult, type RuleSuccess } from './result.js';
export { IMAGE_ACCEPT, isFileLike, isHttpUrl, isImageFile, isVideoFile, looksLikeEmail, VIDEO_ACCEPT, type FileLike } from './values.js';
