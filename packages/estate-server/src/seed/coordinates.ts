/**
 * The centre of each demo neighbourhood, [latitude, longitude], keyed `City/Neighbourhood`: where
 * the demo's listings are pinned (each a few hundred metres from its centre), so the map shows them
 * where a buyer who knows the city expects them.
 */
export const NEIGHBOURHOOD_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  'Nairobi/Kilimani': [-1.2921, 36.7856],
  'Nairobi/Westlands': [-1.2676, 36.8108],
  'Nairobi/Karen': [-1.3197, 36.7073],
  'Nairobi/Lavington': [-1.28, 36.77],
  'Nairobi/Kileleshwa': [-1.2777, 36.788],
  'Nairobi/Upper Hill': [-1.2995, 36.814],
  'Nairobi/Runda': [-1.219, 36.808],
  'Nairobi/Industrial Area': [-1.308, 36.85],
  'Nairobi/South B': [-1.311, 36.837],
  'Nairobi/Parklands': [-1.26, 36.818],
  'Mombasa/Nyali': [-4.03, 39.715],
  'Mombasa/Bamburi': [-3.999, 39.728],
  'Mombasa/Mombasa Island': [-4.06, 39.67],
  'Mombasa/Changamwe': [-4.025, 39.63],
  'Kisumu/Milimani': [-0.1, 34.755],
  'Kisumu/Riat Hills': [-0.075, 34.725],
  'Kisumu/Kisumu CBD': [-0.102, 34.762],
  'Nakuru/Milimani': [-0.29, 36.06],
  'Nakuru/Section 58': [-0.285, 36.085],
  'Nakuru/Lanet': [-0.3, 36.145],
  'Nakuru/Nakuru CBD': [-0.283, 36.07],
  'Eldoret/Elgon View': [0.508, 35.285],
  'Eldoret/Kapsoya': [0.53, 35.305],
  'Eldoret/Eldoret CBD': [0.514, 35.27],
  'Naivasha/Moi South Lake Road': [-0.78, 36.39],
  'Naivasha/Kongoni': [-0.82, 36.35],
  'Naivasha/Naivasha Town': [-0.717, 36.433],
  'Malindi/Casuarina': [-3.245, 40.13],
  'Malindi/Silversands': [-3.23, 40.125],
  'Malindi/Malindi Town': [-3.219, 40.117],
  'Diani/Diani Beach': [-4.317, 39.58],
  'Nanyuki/Nanyuki': [0.01, 37.07],
  'Machakos/Athi River': [-1.456, 36.978],
  'Machakos/Syokimau': [-1.365, 36.93],
  'Kiambu/Ruiru': [-1.145, 36.96],
  'Kiambu/Thika': [-1.033, 37.069],
  'Kilifi/Mnarani': [-3.635, 39.845],
  'Kampala/Kololo': [0.33, 32.595],
  'Kampala/Muyenga': [0.295, 32.615],
  'Dar es Salaam/Masaki': [-6.75, 39.278],
  'Dar es Salaam/Mikocheni': [-6.765, 39.25],
  'Kigali/Nyarutarama': [-1.938, 30.105],
  'Kigali/Kiyovu': [-1.955, 30.062],
  'Johannesburg/Sandton': [-26.107, 28.056],
  'Johannesburg/Midrand': [-25.999, 28.126],
  'Lagos/Ikoyi': [6.453, 3.435],
  'Lagos/Lekki Phase 1': [6.448, 3.473],
  'London/Canary Wharf': [51.505, -0.019],
  'London/Clapham': [51.462, -0.138],
  'Dubai/Dubai Marina': [25.08, 55.14],
  'Dubai/Jebel Ali': [25.01, 55.06],
  'Houston/Uptown': [29.75, -95.461],
  'Houston/Katy': [29.786, -95.824],
};

/** How far a listing may sit from its neighbourhood's centre, in degrees (about 650 m). */
const SPREAD = 0.006;

/**
 * A listing's pin: its neighbourhood's centre moved by an offset read from `seed` (the listing's
 * picture seed), so the demo plan draws nothing more from its random stream and stays as it was.
 */
export function demoPin(city: string, neighbourhood: string, seed: number): { latitude: number; longitude: number } {
  const centre = NEIGHBOURHOOD_CENTRES[`${city}/${neighbourhood}`];
  if (!centre) throw new Error(`No centre for the demo neighbourhood ${city}/${neighbourhood} (seed/coordinates.ts).`);
  const offset = (bits: number) => ((bits % 1000) / 999 - 0.5) * 2 * SPREAD;
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return { latitude: round(centre[0] + offset(seed)), longitude: round(centre[1] + offset(Math.floor(seed / 1000))) };
}
