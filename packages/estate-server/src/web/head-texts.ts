import type { AdvertType, PropertyStatus, PropertyType } from '../schemas/property.js';
import type { PageLocale } from './page-locale.js';

/**
 * The words of the pages' heads (titles, descriptions, previews), English and French. English is
 * the spec's where it has words (the tagline, '{status}s', the 404 titles), and the brand, tagline
 * and page names are the app's own (examples/marketplace's messages and @estate/react's), so a
 * preview reads as the page it opens. The server shares no code with the app, so they are here once.
 */
export interface HeadTexts {
  siteName: string;
  /** The spec's site description (§1). */
  tagline: string;
  homeTitle: string;
  homeDescription: string;
  clipsTitle: string;
  clipsDescription: string;
  exploreTitle: string;
  exploreDescription: string;
  pageNotFound: string;
  propertyNotFound: string;
  countryNotFound: string;
  notFoundDescription: string;
  /** A listing whose owner gave no title. */
  untitledListing: (type: PropertyType, advert: AdvertType, place: string) => string;
  bedrooms: (count: number) => string;
  bathrooms: (count: number) => string;
  clipBy: (name: string) => string;
  clipDescription: (name: string) => string;
  profileDescription: (role: string, place: string, listings: number, clips: number) => string;
  roles: Record<'buyer' | 'seller' | 'agent' | 'top_agent', string>;
  /** 'Houses', 'Properties' when no type is chosen. */
  typePlural: (type: PropertyType | undefined) => string;
  /** 'Houses for sale', 'Properties for rent', 'Apartments'. */
  listingTitle: (type: PropertyType | undefined, advert: AdvertType | undefined) => string;
  /** The spec's 'Properties with status: {status}s'. */
  statusTitle: (status: PropertyStatus) => string;
  inCountry: (title: string, country: string) => string;
  listingDescription: (title: string, count: number) => string;
}

const enTypes: Record<PropertyType, string> = {
  Apartment: 'Apartments',
  House: 'Houses',
  Commercial: 'Commercial properties',
  Warehouse: 'Warehouses',
  Office: 'Offices',
  Other: 'Other properties',
};
const enAdverts: Record<AdvertType, string> = { 'For Sale': 'for sale', 'For Rent': 'for rent', Auction: 'at auction' };

const frTypes: Record<PropertyType, string> = {
  Apartment: 'Appartements',
  House: 'Maisons',
  Commercial: 'Locaux commerciaux',
  Warehouse: 'Entrepôts',
  Office: 'Bureaux',
  Other: 'Autres biens',
};
const frType: Record<PropertyType, string> = {
  Apartment: 'Appartement',
  House: 'Maison',
  Commercial: 'Local commercial',
  Warehouse: 'Entrepôt',
  Office: 'Bureau',
  Other: 'Bien',
};
const frAdverts: Record<AdvertType, string> = { 'For Sale': 'à vendre', 'For Rent': 'à louer', Auction: 'aux enchères' };
const frStatuses: Record<PropertyStatus, string> = { 'Ongoing Project': 'Projets en cours', 'Completed Project': 'Projets achevés' };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const en: HeadTexts = {
  siteName: 'Estate',
  tagline: 'Connecting Estate Agents, Property Buyers and Sellers Globally',
  homeTitle: 'Estate · Connecting Estate Agents, Property Buyers and Sellers Globally',
  homeDescription:
    'Connecting Estate Agents, Property Buyers and Sellers Globally. Properties for sale, for rent and at auction, short property clips, and agents to talk to.',
  clipsTitle: 'Clips',
  clipsDescription: 'Short property videos from agents, buyers and sellers on Estate.',
  exploreTitle: 'Explore',
  exploreDescription: 'Browse properties country by country.',
  pageNotFound: 'Page Not Found',
  propertyNotFound: 'No Property Found',
  countryNotFound: 'Property Not Found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  untitledListing: (type, advert, place) => `${type === 'Other' ? 'Property' : type} ${enAdverts[advert]}${place ? ` in ${place}` : ''}`,
  bedrooms: (count) => plural(count, 'bedroom', 'bedrooms'),
  bathrooms: (count) => plural(count, 'bathroom', 'bathrooms'),
  clipBy: (name) => `Clip by ${name}`,
  clipDescription: (name) => `A property clip by ${name} on Estate.`,
  profileDescription: (role, place, listings, clips) =>
    `${role}${place ? ` in ${place}` : ''} on Estate: ${plural(listings, 'listing', 'listings')}, ${plural(clips, 'clip', 'clips')}.`,
  roles: { buyer: 'Buyer', seller: 'Seller', agent: 'Estate agent', top_agent: 'Top estate agent' },
  typePlural: (type) => (type ? enTypes[type] : 'Properties'),
  listingTitle: (type, advert) => [type ? enTypes[type] : 'Properties', advert ? enAdverts[advert] : ''].filter(Boolean).join(' '),
  statusTitle: (status) => `Properties with status: ${status}s`,
  inCountry: (title, country) => `${title} in ${country}`,
  listingDescription: (title, count) => `${title}: ${plural(count, 'listing', 'listings')} on Estate, with photos, prices and agents to contact.`,
};

const fr: HeadTexts = {
  siteName: 'Estate',
  tagline: 'Relier agents immobiliers, acheteurs et vendeurs du monde entier',
  homeTitle: 'Estate · Relier agents immobiliers, acheteurs et vendeurs du monde entier',
  homeDescription:
    'Relier agents immobiliers, acheteurs et vendeurs du monde entier. Des biens à vendre, à louer et aux enchères, de courtes vidéos de biens, et des agents à qui parler.',
  clipsTitle: 'Clips',
  clipsDescription: 'De courtes vidéos de biens par des agents, acheteurs et vendeurs sur Estate.',
  exploreTitle: 'Explorer',
  exploreDescription: 'Parcourez les biens pays par pays.',
  pageNotFound: 'Page introuvable',
  propertyNotFound: 'Aucun bien trouvé',
  countryNotFound: 'Bien introuvable',
  notFoundDescription: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  untitledListing: (type, advert, place) => `${frType[type]} ${frAdverts[advert]}${place ? ` – ${place}` : ''}`,
  bedrooms: (count) => plural(count, 'chambre', 'chambres'),
  bathrooms: (count) => plural(count, 'salle de bain', 'salles de bain'),
  clipBy: (name) => `Clip de ${name}`,
  clipDescription: (name) => `Une vidéo de bien par ${name} sur Estate.`,
  profileDescription: (role, place, listings, clips) =>
    `${role}${place ? ` – ${place}` : ''} sur Estate : ${plural(listings, 'annonce', 'annonces')}, ${plural(clips, 'clip', 'clips')}.`,
  roles: { buyer: 'Acheteur', seller: 'Vendeur', agent: 'Agent immobilier', top_agent: 'Agent immobilier premium' },
  typePlural: (type) => (type ? frTypes[type] : 'Biens'),
  listingTitle: (type, advert) => [type ? frTypes[type] : 'Biens', advert ? frAdverts[advert] : ''].filter(Boolean).join(' '),
  statusTitle: (status) => `Biens au statut : ${frStatuses[status]}`,
  inCountry: (title, country) => `${title} – ${country}`,
  listingDescription: (title, count) => `${title} : ${plural(count, 'annonce', 'annonces')} sur Estate, avec photos, prix et agents à contacter.`,
};

export const HEAD_TEXTS: Record<PageLocale, HeadTexts> = { en, fr };

/** A country's name in the page's language ('Kenya'), from the runtime's own data. */
export function countryName(code: string, locale: PageLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
