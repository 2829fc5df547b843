/** The account components: profiles, the profile form, plans, checkout, the Create Post dialog, the agent dashboard and agent reviews. */
export { ProfileHeader, ProfileHeaderSkeleton, ProfileHeaderView, type ProfileHeaderProfile, type ProfileHeaderProps, type ProfileHeaderViewProps } from './ProfileHeader.js';
export { ProfileTabs, ProfileTabsView, type ProfileClip, type ProfilePost, type ProfileTabsProps, type ProfileTabsViewProps } from './ProfileTabs.js';
export {
  PROFILE_PHOTO_BANNER_MS,
  PROFILE_SAVED_BANNER_MS,
  ProfileEditForm,
  ProfileEditFormView,
  type ProfileEditFormProps,
  type ProfileEditFormViewProps,
  type ProfileEditValues,
} from './ProfileEditForm.js';
export { UpgradePlans, UpgradePlansDialog, UpgradePlansView, type UpgradePlansDialogProps, type UpgradePlansProps, type UpgradePlansViewProps } from './UpgradePlans.js';
export { CheckoutSummary, CheckoutSummaryView, type CheckoutSummaryProfile, type CheckoutSummaryProps, type CheckoutSummaryViewProps } from './CheckoutSummary.js';
export {
  CreatePropertyFormView,
  CreatePropertyModal,
  CreatePropertyModalView,
  PROPERTY_CREATED_CLOSE_MS,
  type CreatePropertyFormViewProps,
  type CreatePropertyModalProps,
  type CreatePropertyModalViewProps,
  type CreatePropertyValues,
} from './CreatePropertyModal.js';
export { AgentDashboard, AgentDashboardView, DASHBOARD_RANGES, type AgentDashboardProps, type AgentDashboardViewProps } from './AgentDashboard.js';
export {
  AgentReviews,
  AgentReviewsView,
  REVIEW_MAX_LENGTH,
  REVIEW_REPORT_MAX_LENGTH,
  type AgentReviewsProps,
  type AgentReviewsViewProps,
  type ReviewActionResult,
} from './AgentReviews.js';
export { RatingSummary, StarRating, type StarRatingProps } from './StarRating.js';
export {
  actionOutcome,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SavedSearches,
  SavedSearchesView,
  savedSearchFilters,
  savedSearchHref,
  useFilterSummary,
  type SavedSearchActionResult,
  type SavedSearchesProps,
  type SavedSearchesViewProps,
  type SummaryFilters,
} from './SavedSearches.js';
export { hasSavableFilter, SaveSearchButton, SaveSearchDialog, useSuggestedName, type SaveSearchButtonProps, type SaveSearchDialogProps } from './SaveSearchButton.js';
export { UnsubscribeResult, UnsubscribeResultView, type UnsubscribeResultProps, type UnsubscribeResultViewProps } from './UnsubscribeResult.js';
