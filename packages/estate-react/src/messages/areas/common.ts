/** Texts shared by many components: actions, states, and the guest popup. */
export const en = {
  close: 'Close',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  retry: 'Try again',
  loading: 'Loading…',
  save: 'Save',
  previous: 'Previous',
  next: 'Next',
  search: 'Search',
  clearAll: 'Clear All',
  recent: 'Recent',
  recentSearches: 'Recent Searches',
  results: 'Results',
  noResults: 'No results found.',
  register: 'Register',
  registeredOnly: 'You need to be a registered user to access this feature',
  themeToLight: 'Switch to light theme',
  themeToDark: 'Switch to dark theme',
  defaultAvatarAlt: 'Profile photo',
  /** Template: `{name}`. */
  avatarOf: "{name}'s profile photo",
} as const;
