/** The profile components: the header (photo, stats, socials, upgrades), the posts and reels tabs, and the profile form. */
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
