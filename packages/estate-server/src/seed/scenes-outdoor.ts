import { type Canvas, hsl, mix, type Rgb, shade } from './canvas.js';
import type { Random } from './random.js';

/** What an outdoor picture is of; the listing's property type picks it. */
export type Building = 'House' | 'Apartment' | 'Office' | 'Warehouse' | 'Commercial' | 'Other';

interface Light {
  dusk: boolean;
  horizon: number;
  /** Storeys the listing has, when the picture should agree with it. */
  storeys?: number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

const PLASTER: Rgb[] = [[240, 228, 204], [226, 196, 160], [246, 244, 238], [214, 170, 132], [236, 220, 170], [206, 210, 212], [190, 204, 180]];
const ROOF: Rgb[] = [[160, 70, 50], [70, 72, 78], [118, 78, 58], [84, 104, 100], [140, 52, 44]];
const CAR: Rgb[] = [[200, 40, 40], [240, 240, 240], [40, 60, 110], [30, 30, 34], [170, 176, 182], [220, 170, 40]];
const WARM_LIGHT: Rgb = [255, 214, 120];

function sky(c: Canvas, rng: Random, light: Light): void {
  const top = light.dusk ? hsl(rng.between(240, 265), 0.45, 0.22) : hsl(rng.between(200, 218), 0.65, rng.between(0.42, 0.52));
  const low = light.dusk ? hsl(rng.between(18, 32), 0.85, 0.64) : hsl(rng.between(195, 205), 0.55, 0.86);
  c.verticalGradient(0, 0, c.width, light.horizon, top, low);
  const sunX = rng.between(60, c.width - 60);
  if (light.dusk) c.circle(sunX, light.horizon - 18, 30, [255, 170, 90]);
  else c.circle(sunX, rng.between(50, 90), 22, [255, 240, 180]);
  if (!light.dusk) {
    for (let i = rng.int(1, 3); i > 0; i--) cloud(c, rng.between(40, c.width - 40), rng.between(40, light.horizon * 0.45), rng.between(0.7, 1.3));
  }
}

function cloud(c: Canvas, x: number, y: number, scale: number): void {
  const white: Rgb = [250, 252, 255];
  c.ellipse(x, y, 46 * scale, 12 * scale, white);
  c.circle(x - 16 * scale, y - 8 * scale, 15 * scale, white);
  c.circle(x + 10 * scale, y - 12 * scale, 19 * scale, white);
}

/** A band of hills whose outline is a sum of two waves. */
function hills(c: Canvas, rng: Random, base: number, amplitude: number, colour: Rgb): void {
  const [f1, f2, p1, p2] = [rng.between(0.006, 0.012), rng.between(0.02, 0.035), rng.between(0, 6), rng.between(0, 6)];
  for (let x = 0; x < c.width; x++) {
    const top = base - amplitude * (0.6 * Math.sin(x * f1 + p1) + 0.4 * Math.sin(x * f2 + p2) + 1) / 2;
    c.rect(x, top, 1, base - top + 1, colour);
  }
}

function ground(c: Canvas, rng: Random, light: Light, paved = false): void {
  const grass = paved ? hsl(30, 0.05, rng.between(0.5, 0.6)) : hsl(rng.between(88, 112), rng.between(0.3, 0.45), rng.between(0.36, 0.44));
  const tint = light.dusk ? shade(grass, -0.35) : grass;
  c.verticalGradient(0, light.horizon, c.width, c.height - light.horizon, shade(tint, 0.08), shade(tint, -0.2));
}

export function tree(c: Canvas, x: number, groundY: number, size: number, rng: Random, dusk: boolean): void {
  const leaves = shade(hsl(rng.between(95, 130), 0.4, 0.3), dusk ? -0.35 : 0);
  c.rect(x - size * 0.08, groundY - size * 0.9, size * 0.16, size * 0.9, dusk ? [60, 42, 30] : [104, 74, 50]);
  c.circle(x, groundY - size * 1.1, size * 0.45, leaves);
  c.circle(x - size * 0.3, groundY - size * 0.85, size * 0.33, shade(leaves, 0.08));
  c.circle(x + size * 0.3, groundY - size * 0.9, size * 0.35, shade(leaves, -0.08));
}

/** The flat-topped acacia of the savanna. */
function acacia(c: Canvas, x: number, groundY: number, size: number, dusk: boolean): void {
  const wood: Rgb = dusk ? [50, 36, 28] : [92, 66, 46];
  c.line(x, groundY, x - size * 0.15, groundY - size * 0.7, size * 0.07, wood);
  c.line(x - size * 0.1, groundY - size * 0.5, x + size * 0.3, groundY - size * 0.75, size * 0.05, wood);
  c.ellipse(x, groundY - size * 0.8, size * 0.75, size * 0.14, dusk ? [40, 60, 36] : [78, 112, 58]);
}

function car(c: Canvas, x: number, groundY: number, colour: Rgb): void {
  c.rect(x, groundY - 22, 64, 14, colour);
  c.polygon([[x + 12, groundY - 22], [x + 20, groundY - 34], [x + 44, groundY - 34], [x + 54, groundY - 22]], shade(colour, -0.1));
  c.rect(x + 22, groundY - 31, 10, 8, [170, 200, 220]);
  c.rect(x + 35, groundY - 31, 10, 8, [170, 200, 220]);
  c.circle(x + 14, groundY - 8, 7, [30, 30, 30]);
  c.circle(x + 50, groundY - 8, 7, [30, 30, 30]);
}

function glass(light: Light, rng: Random): Rgb {
  return light.dusk && rng.chance(0.6) ? WARM_LIGHT : light.dusk ? [40, 52, 74] : hsl(rng.between(195, 212), 0.45, rng.between(0.6, 0.72));
}

function window(c: Canvas, x: number, y: number, w: number, h: number, light: Light, rng: Random): void {
  c.rect(x - 3, y - 3, w + 6, h + 6, [248, 248, 244]);
  c.rect(x, y, w, h, glass(light, rng));
  c.rect(x + w / 2 - 1, y, 2, h, [248, 248, 244]);
  c.rect(x, y + h / 2 - 1, w, 2, [248, 248, 244]);
}

function house(c: Canvas, rng: Random, light: Light): void {
  const g = light.horizon + 40;
  const floors = light.storeys ? clamp(light.storeys, 1, 2) : rng.chance(0.5) ? 2 : 1;
  const w = rng.int(250, 320);
  const h = floors * 72;
  const x = rng.int(110, c.width - w - 40);
  const wall = rng.pick(PLASTER);
  const roof = rng.pick(ROOF);
  c.polygon([[c.width / 2 - 30, c.height], [x + w / 2 - 22, g], [x + w / 2 + 22, g], [c.width / 2 + 90, c.height]], [196, 186, 168]);
  c.rect(x, g - h, w, h, wall);
  if (rng.chance(0.5)) c.rect(x + w * 0.72, g - h - 70, 18, 40, shade(roof, 0.1));
  const ridge = g - h - rng.int(55, 80);
  c.polygon(rng.chance(0.5)
    ? [[x - 18, g - h], [x + w / 2, ridge], [x + w + 18, g - h]]
    : [[x - 18, g - h], [x + 50, ridge], [x + w - 50, ridge], [x + w + 18, g - h]], roof);
  c.rect(x, g - h, w, 6, shade(wall, -0.2));
  const doorX = x + w / 2 - 19;
  c.rect(doorX, g - 64, 38, 64, [120, 80, 52]);
  c.circle(doorX + 30, g - 32, 2.5, [230, 200, 90]);
  c.rect(doorX - 8, g - 4, 54, 6, shade(wall, -0.3));
  for (let floor = 0; floor < floors; floor++) {
    const y = g - 72 * (floor + 1) + 16;
    for (const wx of [x + 24, x + w / 2 - 80, x + w / 2 + 40, x + w - 70]) {
      if (floor === 0 && Math.abs(wx + 23 - (x + w / 2)) < 50) continue;
      window(c, wx, y, 46, 40, light, rng);
    }
  }
  c.rect(0, g - 18, x - 30, 18, shade(hsl(110, 0.35, 0.32), light.dusk ? -0.4 : 0));
  tree(c, rng.int(30, 80), g + 10, rng.int(90, 120), rng, light.dusk);
  tree(c, c.width - rng.int(20, 40), g + 20, rng.int(70, 100), rng, light.dusk);
  if (rng.chance(0.6)) car(c, x + w + 10 > c.width - 90 ? x - 90 : x + w + 10, g + 30, rng.pick(CAR));
}

function apartment(c: Canvas, rng: Random, light: Light): void {
  const g = light.horizon + 30;
  const back = shade(rng.pick(PLASTER), light.dusk ? -0.45 : 0.25);
  const [bx, by, bw] = [rng.int(20, 120), g - rng.int(150, 220), rng.int(120, 160)];
  c.rect(bx, by, bw, g - by, back);
  for (let y = by + 12; y < g - 20; y += 26) for (let x = bx + 12; x < bx + bw - 20; x += 30) c.rect(x, y, 16, 12, shade(back, light.dusk ? 0.3 : -0.12));
  const floors = light.storeys ? clamp(light.storeys, 4, 9) : rng.int(6, 9);
  const w = rng.int(240, 300);
  const x = rng.int(180, c.width - w - 20);
  const top = g - floors * 28 - 10;
  const wall = rng.pick(PLASTER);
  const rail = shade(wall, -0.35);
  c.rect(x, top, w, g - top, wall);
  c.rect(x - 6, top - 8, w + 12, 10, shade(wall, -0.25));
  const columns = Math.floor((w - 20) / 38);
  for (let floor = 0; floor < floors; floor++) {
    const y = top + 12 + floor * 28;
    for (let col = 0; col < columns; col++) {
      const wx = x + 14 + col * 38;
      c.rect(wx, y, 26, 16, glass(light, rng));
      if (col % 3 !== 1 && floor < floors - 1) {
        c.rect(wx - 4, y + 17, 34, 3, shade(wall, -0.15));
        c.rect(wx - 4, y + 12, 34, 2, rail);
      }
    }
  }
  c.rect(x + w / 2 - 24, g - 34, 48, 34, [60, 64, 70]);
  c.rect(0, g, c.width, c.height - g, shade([150, 150, 146], light.dusk ? -0.4 : 0));
  for (let i = 0; i < 6; i++) c.rect(20 + i * 100, g + 40, 4, 30, [235, 235, 230]);
  for (const slot of rng.sample([0, 1, 2, 3, 4], 3)) car(c, 32 + slot * 100, g + 72, rng.pick(CAR));
  tree(c, rng.int(40, 120), g + 2, rng.int(80, 110), rng, light.dusk);
}

function office(c: Canvas, rng: Random, light: Light): void {
  const g = light.horizon + 20;
  const towers = rng.int(2, 3);
  let x = rng.int(20, 80);
  for (let i = 0; i < towers; i++) {
    const w = rng.int(110, 160);
    const top = rng.int(25, 140);
    const tint = hsl(rng.between(195, 225), rng.between(0.25, 0.45), rng.between(0.4, 0.55));
    const near = shade(tint, light.dusk ? -0.5 : 0);
    c.horizontalGradient(x, top, w, g - top, shade(near, 0.25), shade(near, -0.15));
    for (let y = top + 12; y < g; y += 14) c.rect(x, y, w, 2, shade(near, -0.3));
    for (let vx = x + 20; vx < x + w; vx += 22) c.rect(vx, top, 2, g - top, shade(near, 0.35));
    if (light.dusk) {
      for (let y = top + 14; y < g - 14; y += 14) {
        for (let vx = x + 2; vx < x + w - 20; vx += 22) if (rng.chance(0.35)) c.rect(vx, y, 18, 10, WARM_LIGHT);
      }
    }
    c.rect(x - 4, top - 10, w + 8, 10, shade(near, -0.4));
    if (rng.chance(0.5)) c.rect(x + w / 2 - 2, top - 40, 4, 30, [90, 90, 96]);
    x += w + rng.int(20, 60);
    if (x > c.width - 110) break;
  }
  c.rect(0, g - 30, c.width, 30, shade([120, 124, 130], light.dusk ? -0.4 : 0));
  for (let px = 30; px < c.width; px += 120) c.rect(px, g - 26, 70, 20, light.dusk ? WARM_LIGHT : [170, 200, 214]);
  c.rect(0, g, c.width, c.height - g, shade([110, 112, 116], light.dusk ? -0.4 : 0));
  for (let lx = 10; lx < c.width; lx += 60) c.rect(lx, g + 60, 34, 5, [236, 236, 236]);
  tree(c, 40, g + 10, 80, rng, light.dusk);
  tree(c, c.width - 50, g + 10, 90, rng, light.dusk);
}

function warehouse(c: Canvas, rng: Random, light: Light): void {
  const g = light.horizon + 30;
  const x = rng.int(40, 80);
  const w = c.width - x - rng.int(40, 80);
  const h = rng.int(100, 130);
  const cladding = hsl(rng.between(190, 220), 0.08, rng.between(0.68, 0.78));
  const wall = shade(cladding, light.dusk ? -0.45 : 0);
  for (let sx = x; sx < x + w; sx += 6) c.rect(sx, g - h, 3, h, wall);
  for (let sx = x + 3; sx < x + w; sx += 6) c.rect(sx, g - h, 3, h, shade(wall, -0.08));
  c.polygon([[x - 12, g - h], [x + w / 2, g - h - 34], [x + w + 12, g - h]], shade(hsl(205, 0.12, 0.45), light.dusk ? -0.4 : 0));
  c.rect(x + 20, g - h + 10, w * 0.35, 18, hsl(rng.between(0, 360), 0.6, 0.45));
  const doors = rng.int(3, 4);
  for (let i = 0; i < doors; i++) {
    const dx = x + w * 0.3 + i * ((w * 0.65) / doors);
    c.rect(dx, g - 70, 62, 70, shade(wall, -0.2));
    for (let y = g - 66; y < g; y += 8) c.rect(dx + 2, y, 58, 2, shade(wall, -0.35));
  }
  c.rect(x, g - 60, w * 0.22, 60, shade(wall, 0.15));
  for (let i = 0; i < 3; i++) c.rect(x + 10 + i * 30, g - 48, 22, 18, glass(light, rng));
  c.rect(0, g, c.width, c.height - g, shade([140, 138, 132], light.dusk ? -0.4 : 0));
  const tx = rng.int(200, 380);
  c.rect(tx, g + 30, 170, 56, [236, 236, 232]);
  c.rect(tx + 172, g + 46, 44, 40, hsl(rng.between(0, 360), 0.5, 0.45));
  c.rect(tx + 190, g + 50, 20, 14, [170, 200, 220]);
  for (const wx of [tx + 20, tx + 50, tx + 140, tx + 196]) c.circle(wx, g + 88, 10, [28, 28, 28]);
}

function commercial(c: Canvas, rng: Random, light: Light): void {
  const g = light.horizon + 40;
  const x = rng.int(30, 70);
  const w = c.width - 2 * x;
  const h = rng.int(150, 180);
  const wall = shade(rng.pick(PLASTER), light.dusk ? -0.4 : 0);
  c.rect(x, g - h, w, h, wall);
  c.rect(x - 6, g - h - 10, w + 12, 12, shade(wall, -0.25));
  const units = 4;
  const unit = w / units;
  for (let i = 0; i < units; i++) {
    const ux = x + i * unit;
    const accent = hsl(rng.between(0, 360), 0.6, 0.5);
    c.rect(ux + 8, g - 70, unit - 16, 70, light.dusk ? WARM_LIGHT : [176, 206, 220]);
    c.rect(ux + unit / 2 - 1, g - 70, 2, 70, [60, 60, 60]);
    for (let s = 0; s < unit - 8; s += 12) c.rect(ux + 4 + s, g - 90, 6, 16, accent);
    for (let s = 6; s < unit - 8; s += 12) c.rect(ux + 4 + s, g - 90, 6, 16, [250, 250, 250]);
    c.rect(ux + 14, g - 118, unit - 28, 20, shade(accent, -0.2));
    c.rect(ux + 24, g - 111, unit - 60, 5, [250, 250, 250]);
    window(c, ux + unit / 2 - 24, g - h + 18, 48, 34, light, rng);
  }
  c.rect(0, g, c.width, 14, [190, 186, 178]);
  c.rect(0, g + 14, c.width, c.height - g - 14, shade([80, 82, 86], light.dusk ? -0.3 : 0));
  for (let lx = 20; lx < c.width; lx += 80) c.rect(lx, g + 60, 40, 5, [230, 210, 90]);
  car(c, rng.int(60, 200), g + 50, rng.pick(CAR));
  car(c, rng.int(360, 520), g + 90, rng.pick(CAR));
}

function land(c: Canvas, rng: Random, light: Light): void {
  const g = light.horizon;
  for (let i = 0; i < 3; i++) acacia(c, rng.between(40, c.width - 40), g + rng.between(10, 60), rng.between(80, 140), light.dusk);
  const board = rng.between(380, 520);
  c.rect(board, g + 20, 6, 70, [90, 70, 50]);
  c.rect(board + 84, g + 20, 6, 70, [90, 70, 50]);
  c.rect(board - 10, g - 20, 110, 56, [250, 250, 246]);
  c.rect(board - 4, g - 14, 98, 14, hsl(rng.between(0, 360), 0.65, 0.45));
  for (let i = 0; i < 3; i++) c.rect(board + 4, g + 6 + i * 9, 60 + ((i * 17) % 26), 4, [80, 80, 80]);
  const post: Rgb = light.dusk ? [60, 46, 36] : [120, 96, 70];
  for (let px = -10; px < c.width; px += 70) c.rect(px, c.height - 80, 6, 64, post);
  for (const y of [c.height - 72, c.height - 52, c.height - 32]) c.rect(0, y, c.width, 2, [90, 90, 90]);
}

const BUILDINGS: Record<Building, (c: Canvas, rng: Random, light: Light) => void> = {
  House: house,
  Apartment: apartment,
  Office: office,
  Warehouse: warehouse,
  Commercial: commercial,
  Other: land,
};

/** The outside of a building of the given kind, by day or at dusk with lit windows. */
export function paintOutdoor(c: Canvas, building: Building, rng: Random, dusk: boolean, storeys?: number): void {
  const light: Light = { dusk, horizon: building === 'Other' ? 250 : 260, storeys };
  sky(c, rng, light);
  if (building === 'Other' && rng.chance(0.6)) {
    // Kilimanjaro-like peak on the horizon.
    const peak = rng.between(140, 500);
    c.polygon([[peak - 220, light.horizon], [peak, light.horizon - 130], [peak + 220, light.horizon]], mix([110, 120, 140], [255, 255, 255], dusk ? 0 : 0.2));
    c.polygon([[peak - 50, light.horizon - 100], [peak, light.horizon - 130], [peak + 50, light.horizon - 100]], [246, 248, 252]);
  }
  hills(c, rng, light.horizon, rng.between(30, 70), mix(hsl(150, 0.2, 0.5), dusk ? [40, 40, 70] : [200, 220, 235], 0.45));
  hills(c, rng, light.horizon, rng.between(15, 35), shade(hsl(110, 0.3, 0.38), dusk ? -0.45 : 0));
  ground(c, rng, light, building === 'Office' || building === 'Commercial');
  BUILDINGS[building](c, rng, light);
}
