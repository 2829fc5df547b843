/**
 * @estate/sdk/react — the provider and the SWR hooks over the client of `@estate/sdk`. `react` and
 * `swr` are peer dependencies. Nothing here touches `window` or `document` at import.
 */
export { EstateClientProvider, useEstateClient, useOptionalEstateClient, type EstateClientProviderProps } from './provider.js';
export { estateKeys, keyStartsWith, keysUnder, DEFAULT_PAGE_SIZE, type EstateKey, type PageKey } from '../keys.js';
export { CHAT_HISTORY_PAGE_SIZE } from '../generated/contract.js';
export { useGoogleConfig, useSession, useSessionValue, useUserInfo, type ActionResult } from './session.js';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './debounce.js';
export type { FeedOptions, FeedState, ListOptions, PageListState } from './lists.js';
export {
  useCountryProperties,
  useLikedProperties,
  useProperties,
  usePropertiesByAdvertType,
  usePropertiesByStatus,
  usePropertiesByType,
  useProperty,
  usePropertyListing,
  type FilteredListOptions,
  type PropertyListingQuery,
} from './properties.js';
export { useAgentReels, useReel, useReels } from './reels.js';
export { useAgents, useMyProfile, useProfile, useProfileByUsername, useTopAgents } from './profiles.js';
export {
  COMMENTS_PAGE_SIZE,
  useAddClipComment,
  useAddPropertyComment,
  useClipComments,
  usePropertyComments,
  useReplyToComment,
} from './comments.js';
export { useNotifications } from './notifications.js';
export { markLiveNotificationRead, useNotificationReads, type NotificationReads } from './notification-reads.js';
export {
  applyEstateEvent,
  useLiveNotifications,
  useUnreadNotifications,
  type UseLiveNotificationsOptions,
} from './live-notifications.js';
export {
  useDeleteSavedSearch,
  useSavedSearches,
  useSaveSearch,
  useUnsubscribe,
  useUpdateSavedSearch,
} from './saved-searches.js';
export {
  REVIEWS_PAGE_SIZE,
  useAgentReviews,
  useCreateReview,
  useReplyToReview,
  useReportReview,
  useUpdateReview,
  type UseAgentReviewsOptions,
} from './reviews.js';
export {
  useLicenseCheck,
  useLicensesToVerify,
  useModerationActions,
  useModerationCase,
  useModerationQueue,
  type UseModerationQueueOptions,
} from './moderation.js';
export { APPEAL_MAX_LENGTH, REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, useAppealCase, useMyModerationCases, useReport } from './reports.js';
export { useDashboard, useRecordLead, type UseDashboardOptions } from './dashboard.js';
export { useAgentSearch, useChatSearch, useUserSearch, type ChatSearchOptions, type SearchOptions } from './search.js';
export { usePropertyLike, useReelLike, type Likeable } from './likes.js';
export { useCreateClip, useCreateProperty } from './create.js';
export { useDeleteProperty, useDeleteReel, useUpdateProperty, useUpdateReel } from './manage.js';
export { useMapConfig } from './map-config.js';
export { useUpdateProfile } from './update-profile.js';
export { useChat, useChatMessages, useChatUnread, useChatUsers, type UseChatOptions } from './chat.js';
export type { ChatImageUploadState } from '../client/chat-image-uploads.js';
export {
  useAnswerViewing,
  useProposeViewing,
  useSaveViewingHours,
  useViewings,
  useViewingSlots,
  type UseViewingsOptions,
} from './viewings.js';
export { useChatMessageActions, type ChatMessageActionOptions } from './chat-actions.js';
export { useInitiatePayment, usePlans, useVerifyPayment, type PaymentOptions } from './payments.js';
export { useMpesaPayment, type MpesaPaymentOptions, type MpesaPhase } from './mpesa.js';
export { DEFAULT_THEME, useTheme, type DefaultTheme, type Theme, type UseThemeOptions } from './theme.js';
export { useMortgageCalculator, type MortgageNumberField, type UseMortgageCalculatorOptions } from './mortgage.js';
export { EstateError, RuleError } from '../client/errors.js';
