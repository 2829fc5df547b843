import type { AdvertType, PropertyStatus, PropertyType } from '../schemas/property.js';
import type { PageLocale } from './page-locale.js';

/**
 * The words of the pages' heads (titles, descriptions, previews), English, French and Swahili. English is
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

const swTypes: Record<PropertyType, string> = {
  Apartment: 'Fleti',
  House: 'Nyumba',
  Commercial: 'Mali za biashara',
  Warehouse: 'Ghala',
  Office: 'Ofisi',
  Other: 'Mali nyingine',
};
const swType: Record<PropertyType, string> = {
  Apartment: 'Fleti',
  House: 'Nyumba',
  Commercial: 'Mali ya biashara',
  Warehouse: 'Ghala',
  Office: 'Ofisi',
  Other: 'Mali',
};
// Every type above is of the N class, so one agreement fits them all: 'ya'/'za kuuzwa'.
const swAdvert: Record<AdvertType, string> = { 'For Sale': 'ya kuuzwa', 'For Rent': 'ya kupangisha', Auction: 'kwa mnada' };
const swAdverts: Record<AdvertType, string> = { 'For Sale': 'za kuuzwa', 'For Rent': 'za kupangisha', Auction: 'kwa mnada' };
const swStatuses: Record<PropertyStatus, string> = { 'Ongoing Project': 'Miradi inayoendelea', 'Completed Project': 'Miradi iliyokamilika' };
/** Swahili puts the number after the noun, whose class prefix changes with it: 'matangazo 3', 'tangazo 1'. */
const swCount = (count: number, one: string, many: string) => (count === 1 ? `${one} 1` : `${many} ${count}`);

const sw: HeadTexts = {
  siteName: 'Estate',
  tagline: 'Tunaunganisha Mawakala wa Nyumba, Wanunuzi na Wauzaji Duniani Kote',
  homeTitle: 'Estate · Tunaunganisha Mawakala wa Nyumba, Wanunuzi na Wauzaji Duniani Kote',
  homeDescription:
    'Tunaunganisha mawakala wa nyumba, wanunuzi na wauzaji duniani kote. Nyumba za kuuzwa, za kupangisha na kwa mnada, klipu fupi za nyumba, na mawakala wa kuzungumza nao.',
  clipsTitle: 'Klipu',
  clipsDescription: 'Video fupi za nyumba kutoka kwa mawakala, wanunuzi na wauzaji kwenye Estate.',
  exploreTitle: 'Gundua',
  exploreDescription: 'Vinjari nyumba nchi kwa nchi.',
  pageNotFound: 'Ukurasa Haukupatikana',
  propertyNotFound: 'Hakuna Nyumba Iliyopatikana',
  countryNotFound: 'Nyumba Haikupatikana',
  notFoundDescription: 'Ukurasa unaoutafuta haupo au umehamishwa.',
  untitledListing: (type, advert, place) => `${swType[type]} ${swAdvert[advert]}${place ? ` – ${place}` : ''}`,
  bedrooms: (count) => (count === 1 ? 'chumba 1 cha kulala' : `vyumba ${count} vya kulala`),
  bathrooms: (count) => `bafu ${count}`,
  clipBy: (name) => `Klipu ya ${name}`,
  clipDescription: (name) => `Klipu ya nyumba ya ${name} kwenye Estate.`,
  profileDescription: (role, place, listings, clips) =>
    `${role}${place ? ` – ${place}` : ''} kwenye Estate: ${swCount(listings, 'tangazo', 'matangazo')}, klipu ${clips}.`,
  roles: { buyer: 'Mnunuzi', seller: 'Muuzaji', agent: 'Wakala wa nyumba', top_agent: 'Wakala mkuu wa nyumba' },
  typePlural: (type) => (type ? swTypes[type] : 'Nyumba'),
  listingTitle: (type, advert) => [type ? swTypes[type] : 'Nyumba', advert ? swAdverts[advert] : ''].filter(Boolean).join(' '),
  statusTitle: (status) => `Nyumba zenye hali: ${swStatuses[status]}`,
  inCountry: (title, country) => `${title} – ${country}`,
  listingDescription: (title, count) => `${title}: ${swCount(count, 'tangazo', 'matangazo')} kwenye Estate, pamoja na picha, bei na mawakala wa kuwasiliana nao.`,
};

export const HEAD_TEXTS: Record<PageLocale, HeadTexts> = { en, fr, sw };

/** A country's name in the page's language ('Kenya'), from the runtime's own data. */
export function countryName(code: string, locale: PageLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
