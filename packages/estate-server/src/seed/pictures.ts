import { Canvas, hsl, type Rgb, shade } from './canvas.js';
import { Random } from './random.js';
import { paintIndoor, type Room } from './scenes-indoor.js';
import { paintOutdoor, type Building } from './scenes-outdoor.js';

export type { Building } from './scenes-outdoor.js';

/** A listing photo: the building by day, at dusk, from another angle, or one of its rooms. */
export type Shot = 'front' | 'dusk' | 'street' | Room;

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 420;

/** The extra photos that suit each kind of property, most telling first. */
export const SHOTS_FOR: Record<Building, Shot[]> = {
  House: ['living', 'kitchen', 'bedroom', 'pool', 'dusk'],
  Apartment: ['living', 'bedroom', 'kitchen', 'dusk', 'pool'],
  Office: ['workspace', 'dusk', 'street', 'kitchen'],
  Commercial: ['dusk', 'workspace', 'street'],
  Warehouse: ['storage', 'dusk', 'street', 'workspace'],
  Other: ['street', 'dusk', 'street'],
};

/**
 * One listing photo as PNG bytes; `seed` varies the colours and layout, the same seed gives the
 * same bytes. `storeys` makes a house or block as tall as the listing says.
 */
export function listingPhoto(building: Building, shot: Shot, seed: number, storeys?: number): Buffer {
  const canvas = new Canvas(PHOTO_WIDTH, PHOTO_HEIGHT);
  const rng = new Random(seed);
  if (shot === 'front' || shot === 'street') paintOutdoor(canvas, building, rng, false, storeys);
  else if (shot === 'dusk') paintOutdoor(canvas, building, rng, true, storeys);
  else paintIndoor(canvas, shot, rng);
  return canvas.toPng();
}

const SKIN: Rgb[] = [[92, 58, 40], [120, 78, 52], [70, 44, 32], [140, 96, 66], [104, 66, 46]];
const HAIR: Rgb[] = [[24, 20, 18], [40, 30, 26], [16, 14, 14]];

/** A head-and-shoulders portrait on a coloured ground, for a profile photo. */
export function avatarPhoto(seed: number, hair: 'long' | 'short', size = 256): Buffer {
  const rng = new Random(seed);
  const c = new Canvas(size, size);
  const s = size / 256;
  const hue = rng.between(0, 360);
  c.verticalGradient(0, 0, size, size, hsl(hue, 0.45, 0.72), hsl(hue + 30, 0.5, 0.55));
  const skin = rng.pick(SKIN);
  const hairColour = rng.pick(HAIR);
  const shirt = hsl(rng.between(0, 360), rng.between(0.3, 0.7), rng.between(0.3, 0.55));
  c.ellipse(128 * s, 262 * s, 100 * s, 78 * s, shirt);
  c.polygon([[104 * s, 186 * s], [152 * s, 186 * s], [128 * s, 222 * s]], shade(shirt, 0.5));
  c.rect(112 * s, 150 * s, 32 * s, 44 * s, shade(skin, -0.08));
  const longHair = hair === 'long';
  if (longHair) c.ellipse(128 * s, 120 * s, 62 * s, 74 * s, hairColour);
  c.ellipse(128 * s, 112 * s, 46 * s, 56 * s, skin);
  c.ellipse(128 * s, longHair ? 66 * s : 70 * s, longHair ? 48 * s : 44 * s, longHair ? 26 * s : 20 * s, hairColour);
  c.ellipse(110 * s, 110 * s, 5 * s, 4 * s, [30, 22, 20]);
  c.ellipse(146 * s, 110 * s, 5 * s, 4 * s, [30, 22, 20]);
  c.rect(114 * s, 138 * s, 28 * s, 4 * s, shade(skin, -0.35));
  return c.toPng();
}
