import { ADVERT_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES } from '../schemas/property.js';
import { type Building, SHOTS_FOR, type Shot } from './pictures.js';
import { ABROAD, KENYA, type Neighbourhood, type Place, type Use } from './places.js';
import { demoPin } from './coordinates.js';
import type { Random } from './random.js';
import { describe, features } from './wording.js';

type PropertyType = (typeof PROPERTY_TYPES)[number];
type AdvertType = (typeof ADVERT_TYPES)[number];
type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export interface DemoListing {
  owner: string;
  slug: string;
  title: string;
  description: string;
  price: number;
  country: string;
  city: string;
  postalCode: string;
  streetAddress: string;
  propertyNumber: number;
  plotArea: number;
  totalFloors: number;
  bedrooms: number;
  bathrooms: number;
  advertType: AdvertType;
  propertyType: PropertyType;
  propertyStatus: PropertyStatus;
  interiorFeatures: string;
  exteriorFeatures: string;
  latitude: number;
  longitude: number;
  createdAt: Date;
  /** Seeds the colours and layout of the listing's pictures. */
  pictureSeed: number;
  /** The extra photos after the cover. */
  shots: Shot[];
}

/** The facts a listing's words are made from. */
export interface ListingFacts {
  type: PropertyType;
  advert: AdvertType;
  status: PropertyStatus;
  place: Place;
  hood: Neighbourhood;
  street: string;
  bedrooms: number;
  bathrooms: number;
  floors: number;
  area: number;
  /** The quarter an ongoing project should be finished, e.g. "Q3 2027". */
  completion: string;
}

const USE_OF: Record<PropertyType, Use> = {
  Apartment: 'home', House: 'home', Office: 'business', Commercial: 'business', Warehouse: 'industry', Other: 'land',
};

const KENYA_ROTATION = [
  'Nairobi', 'Mombasa', 'Nairobi', 'Kisumu', 'Nakuru', 'Nairobi', 'Eldoret', 'Naivasha', 'Nairobi', 'Malindi', 'Diani', 'Nairobi',
  'Nanyuki', 'Machakos', 'Mombasa', 'Nairobi', 'Kiambu', 'Kilifi', 'Kisumu', 'Nairobi', 'Naivasha', 'Nakuru', 'Mombasa', 'Nairobi',
].map((name) => KENYA.find((place) => place.city === name)!);

const DAY = 24 * 3600 * 1000;

/** The next place in `rotation` from `start` with a neighbourhood for `use`, and where the search stopped. */
function nextPlace(rotation: Place[], start: number, use: Use): { place: Place; index: number } {
  for (let step = 0; step < rotation.length; step++) {
    const index = (start + step) % rotation.length;
    if (rotation[index]!.hoods.some((hood) => hood.uses.includes(use))) return { place: rotation[index]!, index };
  }
  return { place: rotation[start % rotation.length]!, index: start };
}

function size(type: PropertyType, rng: Random): Pick<ListingFacts, 'bedrooms' | 'bathrooms' | 'floors' | 'area'> {
  switch (type) {
    case 'Apartment': {
      const bedrooms = rng.int(1, 4);
      return { bedrooms, bathrooms: Math.max(1, bedrooms - rng.int(0, 1)), floors: rng.int(5, 20), area: rng.int(45, 70) + bedrooms * rng.int(22, 35) };
    }
    case 'House': {
      const bedrooms = rng.int(3, 6);
      return { bedrooms, bathrooms: bedrooms - rng.int(0, 1), floors: rng.int(1, 3), area: rng.pick([450, 800, 1000, 2023, 4047]) };
    }
    case 'Office':
      return { bedrooms: 0, bathrooms: rng.int(2, 12), floors: rng.int(3, 24), area: rng.int(12, 250) * 10 };
    case 'Commercial':
      return { bedrooms: 0, bathrooms: rng.int(2, 6), floors: rng.int(1, 4), area: rng.int(15, 300) * 10 };
    case 'Warehouse':
      return { bedrooms: 0, bathrooms: rng.int(1, 3), floors: rng.int(1, 2), area: rng.int(8, 120) * 100 };
    case 'Other':
      return { bedrooms: 0, bathrooms: 0, floors: 0, area: rng.pick([450, 1012, 2023, 4047, 8094, 20234, 40469]) };
  }
}

/** Monthly rent or asking price in US dollars, at Nairobi prices before the place's factor. */
function price(facts: Omit<ListingFacts, 'completion' | 'street'>, rng: Random): number {
  const { type, advert, bedrooms, area } = facts;
  const rent = advert === 'For Rent';
  // Houses sell and let by their rooms more than by their plot; everything else by the square metre.
  const perSquareMetre: Record<PropertyType, [number, number]> = rent
    ? { Apartment: [6, 11], House: [0, 0], Office: [9, 16], Commercial: [8, 14], Warehouse: [3, 6], Other: [0.02, 0.08] }
    : { Apartment: [1100, 1900], House: [80, 220], Office: [900, 1600], Commercial: [700, 1400], Warehouse: [300, 600], Other: [15, 160] };
  const [low, high] = perSquareMetre[type];
  let amount = area * rng.between(low, high);
  if (type === 'House') amount += bedrooms * (rent ? rng.between(350, 800) : rng.between(45_000, 90_000));
  amount *= facts.place.priceFactor;
  if (advert === 'Auction') amount *= rng.between(0.7, 0.9);
  if (facts.status === 'Ongoing Project' && !rent) amount *= 0.85;
  const step = rent ? 10 : amount > 1_000_000 ? 10_000 : 1_000;
  return Math.max(step, Math.round(amount / step) * step);
}

function title(facts: ListingFacts, rng: Random): string {
  const { type, bedrooms: br, hood, place, area } = facts;
  const acres = area / 4047;
  const where = hood.name === place.city ? place.city : `${hood.name}, ${place.city}`;
  const options: Record<PropertyType, string[]> = {
    Apartment: [`${br}-Bedroom Apartment in ${where}`, `Modern ${br}-Bedroom Apartment, ${where}`, `Spacious ${br}BR Apartment with Balcony, ${hood.name}`,
      `Serviced ${br}-Bedroom Apartment near ${hood.near.replace(/^the /, '')}`, ...(br >= 3 ? [`Penthouse with Views, ${where}`] : [])],
    House: [`${br}-Bedroom Villa in ${where}`, `Family Home in ${where}`, `Contemporary ${br}-Bedroom Home, ${where}`,
      ...(facts.floors > 1
        ? [`${br}-Bedroom Maisonette, ${where}`, `${br}-Bedroom Townhouse in a Gated Community, ${hood.name}`]
        : [`${br}-Bedroom Bungalow in ${where}`])],
    Office: [`Grade A Office Space, ${where}`, `Open-plan Office Floor in ${hood.name}`, `Furnished Office Suite, ${where}`, `Office Block on ${facts.street}`],
    Commercial: [`Retail Shop Units on ${facts.street}`, `Mixed-use Building in ${where}`, `Roadside Commercial Plaza, ${hood.name}`, `Restaurant Premises in ${where}`],
    Warehouse: [`Modern Warehouse with Loading Bays, ${hood.name}`, `${area.toLocaleString('en-US')} m\u00b2 Godown in ${where}`, `Logistics Warehouse in ${where}`, `Cold-storage Warehouse, ${hood.name}`],
    Other: [
      acres >= 1 ? `${Math.round(acres)}-Acre Plot in ${where}` : `${acres >= 0.45 ? 'Half-Acre' : 'Eighth-Acre'} Plot in ${where}`,
      place.water === 'sea' ? `Beach Plot in ${where}` : `Serviced Plot in a Gated Community, ${hood.name}`,
      `Residential Plot with Ready Title, ${where}`,
    ],
  };
  return rng.pick(options[type]);
}

export function slugify(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
}

function completionQuarter(now: Date, rng: Random): string {
  const quarterNow = Math.floor(now.getUTCMonth() / 3) + 1;
  const ahead = rng.int(1, 10);
  const quarter = ((quarterNow - 1 + ahead) % 4) + 1;
  const year = now.getUTCFullYear() + Math.floor((quarterNow - 1 + ahead) / 4);
  return `Q${quarter} ${year}`;
}

function propertyTypeFor(index: number, rng: Random): PropertyType {
  if (index < PROPERTY_TYPES.length) return PROPERTY_TYPES[index]!;
  return rng.weighted({ Apartment: 30, House: 28, Office: 10, Commercial: 10, Warehouse: 8, Other: 14 });
}

/**
 * `count` listings: about three in four in Kenya, the rest abroad, every property type, advert
 * type and status among them, dated over the past eight months, oldest first.
 */
export function planListings(rng: Random, now: Date, count: number): DemoListing[] {
  const listings: DemoListing[] = [];
  let kenya = 0;
  let abroad = 0;
  for (let index = 0; index < count; index++) {
    const type = propertyTypeFor(index, rng);
    const advert: AdvertType = index < ADVERT_TYPES.length ? ADVERT_TYPES[index]! : rng.weighted({ 'For Sale': 55, 'For Rent': 33, Auction: 12 });
    const status: PropertyStatus = index < PROPERTY_STATUSES.length ? PROPERTY_STATUSES[index]! : rng.chance(0.3) ? 'Ongoing Project' : 'Completed Project';
    const use = USE_OF[type];
    const goesAbroad = index % 4 === 3;
    const found = goesAbroad ? nextPlace(ABROAD, abroad, use) : nextPlace(KENYA_ROTATION, kenya, use);
    if (goesAbroad) abroad = found.index + 1;
    else kenya = found.index + 1;
    const place = found.place;
    const hoods = place.hoods.filter((candidate) => candidate.uses.includes(use));
    const hood = rng.pick(hoods.length > 0 ? hoods : place.hoods);
    const street = rng.pick(hood.streets);
    const dimensions = size(type, rng);
    const facts: ListingFacts = { type, advert, status, place, hood, street, ...dimensions, completion: completionQuarter(now, rng) };
    const name = title(facts, rng);
    const { interior, exterior } = features(facts, rng);
    const building = type as Building;
    const shots = rng.sample(SHOTS_FOR[building], rng.int(2, Math.min(4, SHOTS_FOR[building].length)));
    const listing = {
      owner: rng.pick(place.listers),
      slug: `${slugify(name)}-${rng.hex(6)}`,
      title: name,
      description: describe(facts, name, rng),
      price: price(facts, rng),
      country: place.country,
      city: place.city,
      postalCode: hood.postalCode,
      streetAddress: `${street}, ${hood.name}`,
      propertyNumber: type === 'Other' ? rng.int(1000, 9999) : rng.int(1, 480),
      plotArea: dimensions.area,
      totalFloors: dimensions.floors,
      bedrooms: dimensions.bedrooms,
      bathrooms: dimensions.bathrooms,
      advertType: advert,
      propertyType: type,
      propertyStatus: status,
      interiorFeatures: interior.join(', '),
      exteriorFeatures: exterior.join(', '),
      createdAt: new Date(now.getTime() - rng.between(0.5, 240) * DAY),
      pictureSeed: rng.int(1, 2 ** 31 - 1),
      shots,
    };
    // The pin comes from the picture seed, so the random stream (and the rest of the demo) is as before.
    listings.push({ ...listing, ...demoPin(place.city, hood.name, listing.pictureSeed) });
  }
  return listings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
