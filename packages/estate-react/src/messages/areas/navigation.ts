/** SearchPanel, NotificationsPanel, CountryPicker, PropertyTypeStrip, GuestGate, Tour and ThemeToggle. */
export const en = {
  notifications: 'Notifications',
  noNotifications: 'No new notifications',
  /** Template: `{count}`. */
  notificationsUnread: 'Notifications ({count} unread)',
  notificationsFailed: 'Notifications could not be loaded.',
  /** Announced to screen readers when a notification arrives. Template: `{message}`. */
  notificationArrived: 'New notification: {message}',
  searchCountry: 'Search Country ...',
  searchUsers: 'Search',
  scrollLeft: 'Scroll left',
  scrollRight: 'Scroll right',
  startTour: 'Start Tour',
  skipTour: 'Skip Tour',
  tourBack: 'Back',
  tourClose: 'Close',
  tourLast: 'Last',
  tourNext: 'Next',
  /** Template: `{step}`, `{steps}`. */
  tourNextWithProgress: 'Next (Step {step} of {steps})',
  tourOpen: 'Open the dialog',
  tourSkip: 'Skip',

  // Search panels
  searchPanelUsersTitle: 'Search',
  searchPanelAgentsTitle: 'Agents',
  searchPanelAllAgents: 'All agents',
  searchPanelSearchUsersLabel: 'Search people',
  searchPanelSearchAgentsLabel: 'Search agents',
  searchPanelSearching: 'Searching…',
  searchClear: 'Clear search',
  /** Template: `{count}`. */
  searchPanelResultCount: '{count} results',
  /** Template: `{name}`. */
  searchPanelRemoveRecent: 'Remove {name} from recent searches',
  /** Template: `{text}`. */
  searchPanelSearchAgain: 'Search “{text}” again',

  // Explore
  exploreTitle: 'Explore',
  exploreSubtitle: 'Browse properties country by country.',
  /** Template: `{query}`. */
  exploreNoCountries: 'No country matches “{query}”.',
  /** Template: `{count}`. */
  exploreCountryCount: '{count} countries',

  // Property-type strip
  propertyTypesNav: 'Property types',
  navTypeCommercial: 'Commercial',
  navTypeOffice: 'Office',
  navTypeHouse: 'House',
  navTypeWarehouse: 'Warehouse',
  navTypeApartment: 'Apartment',
  navTypeOther: 'Other',

  // Listing filter bar
  /** Ours: the filter bar's name. */
  listingFilters: 'Filters',
  filterAll: 'All',
  /** Ours: the name of a group's All link. Template: `{group}`. */
  filterAllOf: 'All ({group})',

  // Guest gate
  guestGateTitle: 'Join Estate',
  guestGateBody: 'Registering is free: create listings and clips, like, comment and chat with agents.',

  // Tour
  tourIntroTitle: 'New here? Take the tour',
  tourIntroBody: 'A few quick stops show you where everything is. It takes about a minute.',
  tourHomeTitle: 'Home',
  tourHomeBody: 'Your feed: the newest properties and clips from agents, buyers and sellers.',
  tourExploreTitle: 'Explore',
  tourExploreBody: 'Pick a country to browse the properties listed there.',
  tourSearchTitle: 'Search',
  tourSearchBody: 'Find people by name or username. Your recent searches are kept here.',
  tourAgentsTitle: 'Agents',
  tourAgentsBody: 'See every agent, search for one, and open their profile.',
  tourClipsTitle: 'Clips',
  tourClipsBody: 'Short property videos. Scroll through, like and comment.',
  tourChatTitle: 'Chat',
  tourChatBody: 'Message agents directly, with emoji and photos.',
  tourCreateTitle: 'Create',
  tourCreateBody: 'Post a property with photos, or a clip of up to 45 seconds.',
  tourProfileTitle: 'Profile',
  tourProfileBody: 'Your photo, details, listings and clips. Keep them up to date.',
  tourAboutTitle: 'About',
  tourAboutBody: 'Learn more about Estate on our website.',
  tourLogoutTitle: 'Logout',
  tourLogoutBody: 'Sign out here when you are done. See you soon!',
} as const;
