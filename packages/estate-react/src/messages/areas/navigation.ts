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

export const fr: Record<keyof typeof en, string> = {
  notifications: 'Notifications',
  noNotifications: 'Aucune nouvelle notification',
  notificationsUnread: 'Notifications ({count} non lues)',
  notificationsFailed: 'Les notifications n’ont pas pu être chargées.',
  notificationArrived: 'Nouvelle notification : {message}',
  searchCountry: 'Rechercher un pays ...',
  searchUsers: 'Rechercher',
  scrollLeft: 'Défiler à gauche',
  scrollRight: 'Défiler à droite',
  startTour: 'Commencer la visite',
  skipTour: 'Passer la visite',
  tourBack: 'Retour',
  tourClose: 'Fermer',
  tourLast: 'Terminer',
  tourNext: 'Suivant',
  tourNextWithProgress: 'Suivant (étape {step} sur {steps})',
  tourOpen: 'Ouvrir la fenêtre',
  tourSkip: 'Passer',

  searchPanelUsersTitle: 'Rechercher',
  searchPanelAgentsTitle: 'Agents',
  searchPanelAllAgents: 'Tous les agents',
  searchPanelSearchUsersLabel: 'Rechercher des personnes',
  searchPanelSearchAgentsLabel: 'Rechercher des agents',
  searchPanelSearching: 'Recherche…',
  searchClear: 'Effacer la recherche',
  searchPanelResultCount: '{count} résultats',
  searchPanelRemoveRecent: 'Retirer {name} des recherches récentes',
  searchPanelSearchAgain: 'Rechercher « {text} » à nouveau',

  exploreTitle: 'Explorer',
  exploreSubtitle: 'Parcourez les biens pays par pays.',
  exploreNoCountries: 'Aucun pays ne correspond à « {query} ».',
  exploreCountryCount: '{count} pays',

  propertyTypesNav: 'Types de biens',
  navTypeCommercial: 'Commercial',
  navTypeOffice: 'Bureau',
  navTypeHouse: 'Maison',
  navTypeWarehouse: 'Entrepôt',
  navTypeApartment: 'Appartement',
  navTypeOther: 'Autre',

  listingFilters: 'Filtres',
  filterAll: 'Tous',
  filterAllOf: 'Tous ({group})',

  guestGateTitle: 'Rejoignez Estate',
  guestGateBody: 'L’inscription est gratuite : publiez des annonces et des clips, aimez, commentez et discutez avec des agents.',

  tourIntroTitle: 'Nouveau ici ? Suivez la visite',
  tourIntroBody: 'Quelques étapes rapides pour savoir où se trouve chaque chose. Cela prend environ une minute.',
  tourHomeTitle: 'Accueil',
  tourHomeBody: 'Votre fil : les derniers biens et clips des agents, acheteurs et vendeurs.',
  tourExploreTitle: 'Explorer',
  tourExploreBody: 'Choisissez un pays pour parcourir les biens qui y sont proposés.',
  tourSearchTitle: 'Rechercher',
  tourSearchBody: 'Trouvez des personnes par nom ou nom d’utilisateur. Vos recherches récentes sont conservées ici.',
  tourAgentsTitle: 'Agents',
  tourAgentsBody: 'Voyez tous les agents, cherchez-en un et ouvrez son profil.',
  tourClipsTitle: 'Clips',
  tourClipsBody: 'De courtes vidéos de biens. Faites défiler, aimez et commentez.',
  tourChatTitle: 'Messagerie',
  tourChatBody: 'Écrivez directement aux agents, avec emoji et photos.',
  tourCreateTitle: 'Créer',
  tourCreateBody: 'Publiez un bien avec des photos, ou un clip de 45 secondes au plus.',
  tourProfileTitle: 'Profil',
  tourProfileBody: 'Votre photo, vos informations, vos annonces et vos clips. Gardez-les à jour.',
  tourAboutTitle: 'À propos',
  tourAboutBody: 'Découvrez Estate sur notre site web.',
  tourLogoutTitle: 'Déconnexion',
  tourLogoutBody: 'Déconnectez-vous ici quand vous avez fini. À bientôt !',
};
