/** The account components: profiles, the profile form, plans, checkout, the Create Post dialog and the agent dashboard. */
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
