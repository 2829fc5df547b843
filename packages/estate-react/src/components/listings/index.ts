/** The listings components: cards, their gallery, the detail screen, grids and feeds, comments, sharing, the owner's mini profile card, the mortgage calculator, the Create Post dialog, and the listing-search parts (country picker, type strip, filter pills and sheet). */
export { PropertyGallery, type PropertyGalleryProps } from './PropertyGallery.js';
export { PropertyCard, PropertyCardView, type PropertyCardProps, type PropertyCardViewProps } from './PropertyCard.js';
export { PropertyShareDialog, usePropertyShareUrl, type PropertyShareDialogProps } from './PropertyShareDialog.js';
export {
  MINI_PROFILE_CLOSE_DELAY_MS,
  MINI_PROFILE_OPEN_DELAY_MS,
  MiniProfileCardView,
  OwnerPreview,
  type MiniProfileCardViewProps,
  type OwnerPreviewProps,
} from './MiniProfileCard.js';
export {
  COMMENT_SKELETONS,
  CommentComposer,
  CommentListView,
  PropertyComments,
  type CommentComposerProps,
  type CommentListViewProps,
  type PropertyCommentsProps,
  type ReplyTarget,
} from './PropertyComments.js';
export { PropertyCommentsDialog, type PropertyCommentsDialogProps } from './PropertyCommentsDialog.js';
export { MortgageCalculator, type MortgageCalculatorProps } from './MortgageCalculator.js';
export { PropertyDetails, PropertyDetailsView, type PropertyDetailsProps, type PropertyDetailsViewProps } from './PropertyDetails.js';
export {
  PROPERTY_SKELETONS,
  PropertyCardSkeleton,
  PropertyFeed,
  PropertyGrid,
  PropertyGridSkeleton,
  type PropertyFeedProps,
  type PropertyCardSlot,
  type PropertyGridProps,
  type PropertyGridSkeletonProps,
} from './PropertyGrid.js';
export { ownerLabel, propertyFacts, propertyPhotos, type PropertyFact, type PropertyFactKey } from './listing-helpers.js';
export { PropertyFactsGrid, PropertyFactSummary } from './PropertyFacts.js';
export { PropertyPhotoGrid, PHOTO_GRID_SHOWN, type PropertyPhotoGridProps } from './PropertyPhotoGrid.js';
export { PhotoViewer, type PhotoViewerProps } from './PhotoViewer.js';
export { PropertyContactCard, type PropertyContactCardProps } from './PropertyContactCard.js';
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
export { CountryPicker, type CountryPickerProps } from './CountryPicker.js';
export { listingHref, ListingFilterBar, pickListingFilter, type ListingFilterBarProps, type ListingFilters } from './ListingFilterBar.js';
export { FiltersSheet, RESULT_COUNT_DELAY_MS, ROOM_CHOICES, type FiltersSheetProps } from './FiltersSheet.js';
export { FilterChips, type FilterChipsProps } from './FilterChips.js';
export { ChoicePill, FilterPill, type ChoicePillProps, type FilterPillProps } from './FilterPill.js';
export { SortSelect, useChoiceGroups, type ChoiceDimension, type ChoiceGroup, type SortSelectProps } from './filter-choices.js';
export { propertyTypeHref, PropertyTypeStrip, STRIP_PROPERTY_TYPES, STRIP_SCROLL_STEP_PX, type PropertyTypeStripProps } from './PropertyTypeStrip.js';
export { EditPropertyDialog, ListingOwnerActions, type EditPropertyDialogProps, type ListingOwnerActionsProps } from './ListingOwnerActions.js';
export { AvailabilityBadge, type AvailabilityBadgeProps } from './AvailabilityBadge.js';
