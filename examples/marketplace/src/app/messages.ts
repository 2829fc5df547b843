import { createContext, useContext } from 'react';
import type { EstateLocale } from '@estate/react';

/**
 * The app's own texts: the screens the packages do not ship (landing, splash, 404s, the layout's
 * chrome). English is the spec's wording where it has one; the components' texts come from
 * `@estate/react`'s table. Keys are grouped by screen.
 */
export const en = {
  // Brand (spec §1)
  brand: 'Estate',
  tagline: 'Connecting Estate Agents, Property Buyers and Sellers Globally',
  happyClients: 'Over 18.5K Happy Clients',
  // Layout (spec §2)
  navHome: 'Home',
  navExplore: 'Explore',
  navSearch: 'Search',
  navClips: 'Clips',
  navDashboard: 'Dashboard',
  navAgents: 'Agents',
  navMessage: 'Message',
  navProfile: 'Profile',
  navCreate: 'Create',
  navCreateProperty: 'Property',
  navCreateClip: 'Clip',
  navAbout: 'About',
  navLogout: 'Logout',
  navFavourites: 'Favourites',
  navNotifications: 'Notifications',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  skipToContent: 'Skip to content',
  moreLinks: 'More',
  dashboardTitle: 'Dashboard',
  dashboardNotice: 'Please be patient as we work on the dashboard and about page. The pages will be ready soon. Thank you.',
  ok: 'OK',
  language: 'Language',
  languageName: 'English',
  // Right sidebar (spec §2)
  adverts: 'Adverts',
  propertyStatus: 'Property Status',
  recents: 'Recents',
  noRecentSearches: 'No recent searches',
  latestListings: 'Latest listings',
  inCountry: 'In {country}',
  forSale: 'For Sale',
  forRent: 'For Rent',
  auction: 'Auction',
  ongoingProject: 'Ongoing Project',
  completedProject: 'Completed Project',
  ongoingProjects: 'Ongoing Projects',
  completedProjects: 'Completed Projects',
  housesForSale: 'Houses for sale',
  apartmentsForRent: 'Apartments for rent',
  // 404 pages (spec §2)
  pageNotFound: 'Page Not Found',
  pageNotFoundBody: 'The page you are looking for does not exist or has moved.',
  noPropertyFound: 'No Property Found',
  noPropertyFoundBody: 'There is no listing at this address.',
  countryNotFound: 'Property Not Found',
  countryNotFoundBody: 'We could not find listings for this country.',
  backHome: 'Go to Home',
  backExplore: 'Explore countries',
  // Splash
  splashLoading: 'Loading your feed',
} as const;

export type AppMessages = { readonly [K in keyof typeof en]: string };

export const fr: AppMessages = {
  brand: 'Estate',
  tagline: 'Relier agents immobiliers, acheteurs et vendeurs du monde entier',
  happyClients: 'Plus de 18,5 k clients satisfaits',
  navHome: 'Accueil',
  navExplore: 'Explorer',
  navSearch: 'Rechercher',
  navClips: 'Clips',
  navDashboard: 'Tableau de bord',
  navAgents: 'Agents',
  navMessage: 'Messages',
  navProfile: 'Profil',
  navCreate: 'Créer',
  navCreateProperty: 'Bien',
  navCreateClip: 'Clip',
  navAbout: 'À propos',
  navLogout: 'Se déconnecter',
  navFavourites: 'Favoris',
  navNotifications: 'Notifications',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mainNavigation: 'Principale',
  skipToContent: 'Aller au contenu',
  moreLinks: 'Plus',
  dashboardTitle: 'Tableau de bord',
  dashboardNotice:
    'Merci de votre patience : nous travaillons sur le tableau de bord et la page À propos. Ils seront bientôt prêts. Merci.',
  ok: 'OK',
  language: 'Langue',
  languageName: 'Français',
  adverts: 'Annonces',
  propertyStatus: 'État du projet',
  recents: 'Récents',
  noRecentSearches: 'Aucune recherche récente',
  latestListings: 'Dernières annonces',
  inCountry: 'En {country}',
  forSale: 'À vendre',
  forRent: 'À louer',
  auction: 'Enchères',
  ongoingProject: 'Projet en cours',
  completedProject: 'Projet achevé',
  ongoingProjects: 'Projets en cours',
  completedProjects: 'Projets achevés',
  housesForSale: 'Maisons à vendre',
  apartmentsForRent: 'Appartements à louer',
  pageNotFound: 'Page introuvable',
  pageNotFoundBody: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  noPropertyFound: 'Aucun bien trouvé',
  noPropertyFoundBody: 'Il n’y a pas d’annonce à cette adresse.',
  countryNotFound: 'Bien introuvable',
  countryNotFoundBody: 'Nous n’avons trouvé aucune annonce pour ce pays.',
  backHome: 'Retour à l’accueil',
  backExplore: 'Explorer les pays',
  splashLoading: 'Chargement de votre fil',
};

export const appMessageTables: Record<EstateLocale, AppMessages> = { en, fr };
export type AppMessageKey = keyof typeof en;

export const AppTextContext = createContext<AppMessages>(en);

/** `text(key, values?)`: one of the app's texts in the chosen language, placeholders filled. */
export function useAppText(): (key: AppMessageKey, values?: Record<string, string | number>) => string {
  const table = useContext(AppTextContext);
  return (key, values) => table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
