/** The saved searches: the list, the Save search button and dialog, and the unsubscribe page. */
export {
  SavedSearches,
  SavedSearchesView,
  savedSearchFilters,
  savedSearchHref,
  useFilterSummary,
  type SavedSearchAction,
  type SavedSearchesProps,
  type SavedSearchesViewProps,
  type SummaryFilters,
} from './SavedSearches.js';
export { hasSavableFilter, SaveSearchButton, SaveSearchDialog, useSuggestedName, type SaveSearchButtonProps, type SaveSearchDialogProps } from './SaveSearchButton.js';
export { UnsubscribeResult, UnsubscribeResultView, type UnsubscribeResultProps, type UnsubscribeResultViewProps } from './UnsubscribeResult.js';
