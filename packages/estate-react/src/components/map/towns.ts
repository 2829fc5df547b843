import { searchCountries, toCountryCode } from '@estate/sdk';
import { CAPITALS } from './capitals.js';
import type { LatLng } from './geometry.js';

/**
 * Kenya's main towns and the Nairobi neighbourhoods the demo lists, as `[latitude, longitude]`:
 * where the location picker starts for a listing in one of them.
 */
export const KENYA_TOWNS: Readonly<Record<string, readonly [number, number]>> = {
  Nairobi: [-1.2864, 36.8172],
  Westlands: [-1.2676, 36.8108],
  Kilimani: [-1.2897, 36.7838],
  Karen: [-1.3197, 36.7073],
  Lavington: [-1.2769, 36.7686],
  Runda: [-1.2176, 36.8062],
  Kileleshwa: [-1.2812, 36.7849],
  Parklands: [-1.2614, 36.8176],
  'South B': [-1.3107, 36.8352],
  'South C': [-1.3186, 36.8277],
  'Ngong Road': [-1.3003, 36.7741],
  Langata: [-1.3386, 36.7629],
  Gigiri: [-1.2331, 36.8032],
  Muthaiga: [-1.2477, 36.8331],
  Riverside: [-1.2699, 36.7935],
  Upperhill: [-1.2988, 36.8148],
  Embakasi: [-1.3192, 36.8946],
  Kasarani: [-1.2216, 36.8981],
  Ngong: [-1.3616, 36.6571],
  Rongai: [-1.3963, 36.7469],
  Kitengela: [-1.4763, 36.9605],
  Syokimau: [-1.3625, 36.9395],
  Ruiru: [-1.1466, 36.9609],
  Thika: [-1.0333, 37.0693],
  Kiambu: [-1.1714, 36.8356],
  Limuru: [-1.1136, 36.6422],
  Machakos: [-1.5177, 37.2634],
  'Athi River': [-1.4561, 36.9781],
  Nakuru: [-0.3031, 36.08],
  Naivasha: [-0.7167, 36.4333],
  Nanyuki: [0.0167, 37.0667],
  Nyeri: [-0.4201, 36.9476],
  Meru: [0.0463, 37.6559],
  Embu: [-0.5389, 37.4596],
  Mombasa: [-4.0435, 39.6682],
  Nyali: [-4.0226, 39.7128],
  Diani: [-4.2797, 39.5947],
  Malindi: [-3.2192, 40.1169],
  Watamu: [-3.3543, 40.0194],
  Kilifi: [-3.6305, 39.8499],
  Lamu: [-2.2717, 40.902],
  Kisumu: [-0.0917, 34.768],
  Eldoret: [0.5143, 35.2698],
  Kakamega: [0.2827, 34.7519],
  Kisii: [-0.6817, 34.7667],
  Kericho: [-0.3689, 35.2863],
  Kitale: [1.0157, 35.0062],
  Garissa: [-0.4532, 39.6461],
  Isiolo: [0.3546, 37.5822],
  Voi: [-3.3961, 38.5561],
};

/** Letters only, lower case, no accents: 'South-B ', 'south b' and 'SouthB' are one town. */
const townKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

let kenyaByKey: Map<string, readonly [number, number]> | undefined;
/** Made on the first look-up, so that a bundle which never looks a town up keeps none of this. */
const kenyaTown = (city: string) => (kenyaByKey ??= new Map(Object.entries(KENYA_TOWNS).map(([name, at]) => [townKey(name), at]))).get(townKey(city));

/** The country's code from a code ('KE', ' ke ') or an English, French or Swahili name ('Kenya'). */
function countryCodeOf(country: string): string | undefined {
  const code = toCountryCode(country);
  if (code) return code;
  const name = country.trim().toLowerCase();
  if (!name) return undefined;
  return (['en', 'fr', 'sw'] as const).flatMap((locale) => searchCountries(name, locale)).find((match) => match.name.toLowerCase() === name)?.code;
}

const toLatLng = ([latitude, longitude]: readonly [number, number]): LatLng => ({ latitude, longitude });

/**
 * Where a map of a listing in `city`, `country` starts: the town's centre when the table knows it
 * (Kenya's), else the country's capital, else Nairobi.
 */
export function townCentre(country: string, city: string): LatLng {
  const code = countryCodeOf(country);
  const town = code === 'KE' || !country.trim() ? kenyaTown(city) : undefined;
  return toLatLng(town ?? (code ? CAPITALS[code] : undefined) ?? CAPITALS.KE!);
}
