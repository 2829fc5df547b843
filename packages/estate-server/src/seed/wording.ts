import type { ListingFacts } from './listings.js';
import type { Random } from './random.js';

const INTERIOR = {
  home: ['Open-plan kitchen', 'Fitted wardrobes', 'Master en-suite', 'Walk-in closet', 'Hardwood floors', 'Porcelain tiles', 'Fibre internet',
    'Solar water heating', 'Gas cooker', 'Guest washroom', 'Study room', 'High ceilings', 'Fireplace', 'Air conditioning', 'Laundry room', 'Pantry'],
  business: ['Open-plan floor', 'Raised access floors', 'Fibre internet', 'Air conditioning', 'Boardroom', 'Kitchenette', 'Lifts', 'Server room',
    'Washrooms on every floor', 'Reception area', 'Shopfront glazing', 'Three-phase power'],
  industry: ['Clear height of 10 m', 'Three-phase power', 'Mezzanine office', 'Fire sprinklers', 'Reinforced concrete floor', 'Ablution block',
    'Cold room', 'Skylights'],
  land: [],
} as const;

const EXTERIOR = {
  home: ['Swimming pool', 'Gym', '24-hour security', 'CCTV', 'Borehole', 'Electric fence', 'Parking for two cars', 'Landscaped garden',
    'Children\u2019s play area', 'Rooftop terrace', 'Servant quarter', 'Backup generator', 'Paved driveway', 'Water storage tanks', 'Clubhouse'],
  business: ['Basement parking', '24-hour security', 'Access control', 'CCTV', 'Backup generator', 'Visitor parking', 'Main-road frontage',
    'Signage space', 'Green building certification', 'Banking hall on the ground floor'],
  industry: ['Loading bays', 'Truck yard', 'Perimeter wall', '24-hour security', 'Gatehouse', 'Weighbridge', 'Backup generator', 'Easy access to the highway'],
  land: ['Water on site', 'Electricity on the boundary', 'Murram access road', 'Fenced', 'Beacons in place', 'Ready title deed', 'Gently sloping', 'Red soil'],
} as const;

const USE = { Apartment: 'home', House: 'home', Office: 'business', Commercial: 'business', Warehouse: 'industry', Other: 'land' } as const;

export function features(facts: ListingFacts, rng: Random): { interior: string[]; exterior: string[] } {
  const use = USE[facts.type];
  const exterior: string[] = rng.sample<string>(EXTERIOR[use], rng.int(3, 6));
  if (facts.place.water) exterior.push(facts.place.water === 'sea' ? 'Ocean view' : 'Lake view');
  return { interior: rng.sample<string>(INTERIOR[use], rng.int(4, 7)), exterior };
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const squareMetres = (area: number) => `${area.toLocaleString('en-US')} m\u00b2`;

const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'An' : 'A'} ${word}`;

function opening(facts: ListingFacts, title: string, rng: Random): string {
  const { type, hood, place, bedrooms, bathrooms, floors, area, street } = facts;
  const where = hood.name === place.city ? place.city : `${hood.name}, ${place.city}`;
  const adjective = rng.pick(['bright', 'well-kept', 'elegant', 'generous', 'quiet', 'modern']);
  switch (type) {
    case 'Apartment': {
      const floor = title.startsWith('Penthouse') ? floors : rng.int(1, floors);
      return `${withArticle(adjective)} ${bedrooms}-bedroom, ${bathrooms}-bathroom apartment of ${squareMetres(area)} on the ${ordinal(floor)} floor of a ${floors}-storey block in ${where}.`;
    }
    case 'House':
      return `${withArticle(adjective)} ${bedrooms}-bedroom ${floors > 1 ? `${floors}-storey house` : 'bungalow'} with ${bathrooms} bathrooms, on a ${squareMetres(area)} plot in ${where}.`;
    case 'Office':
      return `${squareMetres(area)} of ${rng.pick(['Grade A', 'flexible', 'fully fitted'])} office space in a ${floors}-storey building on ${street}, ${where}.`;
    case 'Commercial':
      return `${withArticle(adjective)} commercial property of ${squareMetres(area)} on ${street}, ${where}, with ${rng.int(3, 12)} units and steady passing trade.`;
    case 'Warehouse':
      return `${withArticle(squareMetres(area))} warehouse in ${where} with an eaves height of ${rng.int(8, 14)} m and ${rng.int(2, 8)} loading bays.`;
    case 'Other':
      return `${withArticle(squareMetres(area))} (${(area / 4047).toFixed(area < 4047 ? 2 : 1)} acre) plot of land in ${where}, ${rng.pick(['ideal for a family home', 'zoned for residential use', 'suited to a gated development', 'ready to build on'])}.`;
  }
}

function progress(facts: ListingFacts, rng: Random): string {
  if (facts.status === 'Completed Project') return facts.type === 'Other' ? 'Completed project: roads, water and power are in.' : 'Completed project, ready for occupation.';
  if (facts.type === 'Other') return `Ongoing project: roads, water and power are being laid across the estate, due in ${facts.completion}.`;
  if (facts.advert === 'For Rent') return `Ongoing project: finishing works are under way and the first tenants move in during ${facts.completion}. Reserve a unit now.`;
  const extra = facts.advert === 'Auction' ? 'Site visits on Saturdays.' : rng.pick(['Buy off-plan with a 10% deposit and pay the balance in stages.', 'Early buyers choose their finishes.', 'Site visits on Saturdays.']);
  return `Ongoing project: construction is under way and completion is expected in ${facts.completion}. ${extra}`;
}

function terms(facts: ListingFacts): string {
  if (facts.advert === 'For Rent') return facts.type === 'Other' ? 'The price is the monthly lease; leases run from five years.' : 'The price is the monthly rent; a two-month deposit applies.';
  if (facts.advert === 'Auction') return 'Offered at public auction; the price shown is the reserve. Viewing by appointment before the sale.';
  if (facts.status === 'Ongoing Project' && facts.type !== 'Other') return 'Titles are issued on completion.';
  return facts.place.country === 'KE' ? 'Title deed ready for transfer.' : 'Freehold, with all documents ready for transfer.';
}

/** A listing's description: what it is, where it is, what it has, and on what terms. */
export function describe(facts: ListingFacts, title: string, rng: Random): string {
  const minutes = rng.pick([3, 5, 10, 15, 20]);
  const location = `It is ${minutes} minutes by car from ${facts.hood.near}${facts.place.water ? `, with the ${facts.place.water === 'sea' ? 'ocean' : 'lake'} close by` : ''}.`;
  return `${opening(facts, title, rng)} ${location} ${progress(facts, rng)} ${terms(facts)}`;
}
