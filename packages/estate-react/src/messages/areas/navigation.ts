/** SearchPanel, NotificationsPanel, CountryPicker, PropertyTypeStrip, GuestGate, Tour and ThemeToggle. */
export const en = {
  notifications: 'Notifications',
  noNotifications: 'No new notifications',
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
} as const;

export const fr: Record<keyof typeof en, string> = {
  notifications: 'Notifications',
  noNotifications: 'Aucune nouvelle notification',
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
};
