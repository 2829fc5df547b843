/** SavedSearches, SaveSearchButton and UnsubscribeResult (ours, issue 13): saved listing filters with alerts. */
export const en = {
  savedSearchesTitle: 'Saved searches',
  savedSearchesIntro: 'We tell you when a new listing matches, in the app and in at most one e-mail a day per search.',
  savedSearchesEmptyTitle: 'No saved searches yet',
  savedSearchesEmptyBody: 'Filter the listings, then choose “Save search” to hear about new matches.',
  savedSearchesLoadFailed: 'Your saved searches could not be loaded.',
  /** Template: `{count}`. */
  savedSearchesCount: '{count} of {max} saved',
  savedSearchAlerts: 'Alerts',
  /** The alerts switch's accessible name. Template: `{name}`. */
  savedSearchAlertsFor: 'Alerts for “{name}”',
  savedSearchAlertsOn: 'Alerts on',
  savedSearchAlertsOff: 'Alerts off',
  /** Template: `{count}`. */
  savedSearchNewMatches: '{count} new',
  savedSearchNewMatchOne: '1 new',
  savedSearchViewResults: 'View results',
  savedSearchRename: 'Rename',
  /** Template: `{name}`. */
  savedSearchRenameFor: 'Rename “{name}”',
  savedSearchDelete: 'Delete',
  /** Template: `{name}`. */
  savedSearchDeleteFor: 'Delete “{name}”',
  savedSearchDeleteTitle: 'Delete this saved search?',
  /** Template: `{name}`. */
  savedSearchDeleteBody: '“{name}” and its alerts will be removed. This cannot be undone.',
  savedSearchDeleted: 'Saved search deleted',
  savedSearchRenamed: 'Saved search renamed',
  savedSearchAlertsTurnedOn: 'Alerts turned on',
  savedSearchAlertsTurnedOff: 'Alerts turned off',
  savedSearchCancel: 'Cancel',
  savedSearchSaveName: 'Save',
  savedSearchName: 'Name',
  savedSearchNameHint: 'Up to 80 characters.',
  savedSearchNameRequired: 'Give the search a name.',
  /** Template: `{date}` is relative ("2 days ago"). */
  savedSearchCreated: 'Saved {date}',
  savedSearchAnyListing: 'Any listing',
  /** Ours: a search narrowed to an area of the map (issue 22). */
  savedSearchMapArea: 'Map area',
  savedSearchOngoing: 'Ongoing project',
  savedSearchCompleted: 'Completed project',
  saveSearchButton: 'Save search',
  saveSearchTitle: 'Save this search',
  saveSearchDescription: 'Get an alert in the app and by e-mail (at most one a day) when a new listing matches these filters.',
  saveSearchFilters: 'Filters',
  saveSearchAlertsLabel: 'Alert me about new listings',
  saveSearchSubmit: 'Save search',
  saveSearchSaved: 'Search saved. We will tell you about new matches.',
  saveSearchManage: 'Manage saved searches',
  saveSearchNoFilters: 'Choose at least one filter (a country, a type or a price) to save a search.',
  unsubscribeTitle: 'E-mail alerts',
  unsubscribeWorking: 'Turning off the alerts…',
  /** Template: `{name}`. */
  unsubscribeDone: 'You will no longer get alerts for “{name}”.',
  unsubscribeDoneHint: 'You can turn them back on at any time under Saved searches in your profile.',
  unsubscribeFailed: 'This unsubscribe link is not valid. The search may have been deleted.',
  unsubscribeRetry: 'Try again',
  unsubscribeBrowse: 'Browse listings',
} as const;
