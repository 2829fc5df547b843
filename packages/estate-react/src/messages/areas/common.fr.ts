import type { en } from './common.js';

export const fr: Record<keyof typeof en, string> = {
  close: 'Fermer',
  cancel: 'Annuler',
  dismiss: 'Masquer',
  retry: 'Réessayer',
  loading: 'Chargement…',
  save: 'Enregistrer',
  previous: 'Précédent',
  next: 'Suivant',
  search: 'Rechercher',
  clearAll: 'Tout effacer',
  recent: 'Récents',
  recentSearches: 'Recherches récentes',
  results: 'Résultats',
  noResults: 'Aucun résultat.',
  register: "S'inscrire",
  registeredOnly: 'Vous devez être un utilisateur inscrit pour accéder à cette fonctionnalité',
  themeToLight: 'Passer au thème clair',
  themeToDark: 'Passer au thème sombre',
  defaultAvatarAlt: 'Photo de profil',
  avatarOf: 'Photo de profil de {name}',
};
