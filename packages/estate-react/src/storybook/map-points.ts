import { KENYA_TOWNS } from '../components/map/towns.js';
import type { MapPoint } from '../components/map/types.js';
import type { LngLat } from '../components/map/geometry.js';

const NEIGHBOURHOODS = ['Westlands', 'Kilimani', 'Karen', 'Lavington', 'Runda', 'Kileleshwa', 'Parklands', 'South B', 'Ngong Road', 'Syokimau', 'Langata', 'Upperhill'] as const;
const TYPES = ['Apartment', 'Townhouse', 'Villa', 'Studio', 'Maisonette'] as const;
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A repeatable scatter (no Math.random: screenshots must match from run to run). */
const jitter = (seed: number) => ((Math.sin(seed * 12.9898) * 43758.5453) % 1) * 0.012;

/** `count` listings spread over Nairobi's neighbourhoods, priced in KES, each linking to its page. */
export function nairobiPoints(count = 42): MapPoint[] {
  return Array.from({ length: count }, (_, index) => {
    const town = NEIGHBOURHOODS[index % NEIGHBOURHOODS.length]!;
    const [latitude, longitude] = KENYA_TOWNS[town]!;
    const price = 4_500_000 + ((index * 7_919_000) % 95_000_000);
    const type = TYPES[index % TYPES.length]!;
    return {
      id: index + 1,
      latitude: latitude + jitter(index + 1),
      longitude: longitude + jitter(index + 101),
      label: `KES ${compact.format(price)}`,
      title: `${type} in ${town}`,
      href: `/property/${type.toLowerCase()}-${town.toLowerCase().replace(/ /g, '-')}-${index + 1}/`,
    };
  });
}

/** An area drawn around Westlands and Parklands, `[lng, lat]` corners. */
export const WESTLANDS_AREA: LngLat[] = [
  [36.795, -1.252],
  [36.832, -1.249],
  [36.838, -1.275],
  [36.801, -1.281],
];
