import { type Canvas, hsl, type Rgb, shade } from './canvas.js';
import type { Random } from './random.js';
import { tree } from './scenes-outdoor.js';

/** The rooms and yards a listing's extra photos show. */
export type Room = 'living' | 'bedroom' | 'kitchen' | 'pool' | 'workspace' | 'storage';

const FLOOR_Y = 300;

function walls(c: Canvas, rng: Random): Rgb {
  const wall = hsl(rng.between(20, 60), rng.between(0.15, 0.35), rng.between(0.78, 0.88));
  c.verticalGradient(0, 0, c.width, FLOOR_Y, shade(wall, 0.1), shade(wall, -0.05));
  c.rect(0, FLOOR_Y - 8, c.width, 8, shade(wall, -0.2));
  return wall;
}

function woodFloor(c: Canvas, rng: Random): void {
  const wood = hsl(rng.between(22, 34), rng.between(0.35, 0.5), rng.between(0.42, 0.55));
  for (let row = 0, y = FLOOR_Y; y < c.height; row++, y += 16) {
    c.rect(0, y, c.width, 16, shade(wood, row % 2 ? -0.06 : 0.04));
    c.rect(0, y + 15, c.width, 1, shade(wood, -0.25));
    for (let x = (row * 97) % 160; x < c.width; x += 160) c.rect(x, y, 2, 15, shade(wood, -0.2));
  }
}

/** A window onto a garden, with curtains either side. */
function gardenWindow(c: Canvas, x: number, y: number, w: number, h: number, rng: Random): void {
  c.rect(x - 6, y - 6, w + 12, h + 12, [250, 250, 248]);
  c.verticalGradient(x, y, w, h * 0.7, hsl(205, 0.6, 0.6), hsl(200, 0.5, 0.85));
  c.rect(x, y + h * 0.7, w, h * 0.3, hsl(105, 0.35, 0.42));
  c.circle(x + w * 0.7, y + h * 0.62, h * 0.18, hsl(115, 0.4, 0.3));
  c.rect(x + w / 2 - 2, y, 4, h, [250, 250, 248]);
  const curtain = hsl(rng.between(0, 360), 0.35, 0.55);
  c.rect(x - 26, y - 14, 30, h + 30, curtain);
  c.rect(x + w - 4, y - 14, 30, h + 30, curtain);
  c.rect(x - 34, y - 18, w + 68, 5, [90, 80, 70]);
}

function plant(c: Canvas, x: number, rng: Random): void {
  c.polygon([[x - 18, FLOOR_Y + 30], [x + 18, FLOOR_Y + 30], [x + 12, FLOOR_Y + 66], [x - 12, FLOOR_Y + 66]], hsl(rng.between(0, 40), 0.4, 0.4));
  const leaf = hsl(rng.between(100, 135), 0.45, 0.32);
  for (let i = 0; i < 6; i++) c.ellipse(x - 30 + i * 12, FLOOR_Y + 10 - (i % 3) * 22, 10, 26, shade(leaf, (i % 2) * 0.1));
}

function living(c: Canvas, rng: Random): void {
  const wall = walls(c, rng);
  woodFloor(c, rng);
  gardenWindow(c, 380, 60, 180, 150, rng);
  c.rect(80, 70, 150, 100, [60, 50, 40]);
  c.rect(88, 78, 134, 84, hsl(rng.between(0, 360), 0.3, 0.85));
  c.circle(130, 120, 26, hsl(rng.between(0, 360), 0.6, 0.55));
  c.rect(150, 100, 60, 50, hsl(rng.between(0, 360), 0.5, 0.45));
  const fabric = hsl(rng.between(0, 360), rng.between(0.15, 0.45), rng.between(0.35, 0.55));
  c.rect(60, 210, 300, 60, shade(fabric, -0.1));
  c.rect(40, 235, 340, 55, fabric);
  c.rect(30, 220, 34, 72, shade(fabric, -0.18));
  c.rect(356, 220, 34, 72, shade(fabric, -0.18));
  for (let i = 0; i < 3; i++) c.rect(72 + i * 96, 240, 88, 22, shade(fabric, 0.15));
  c.rect(56, 290, 8, 14, [50, 40, 30]);
  c.rect(356, 290, 8, 14, [50, 40, 30]);
  c.ellipse(220, 360, 200, 40, hsl(rng.between(0, 360), 0.25, 0.7));
  c.rect(130, 322, 180, 12, [96, 66, 44]);
  c.rect(140, 334, 8, 26, [70, 50, 34]);
  c.rect(292, 334, 8, 26, [70, 50, 34]);
  c.rect(600, 120, 4, 190, [60, 60, 60]);
  c.polygon([[578, 110], [626, 110], [616, 80], [588, 80]], shade(wall, -0.25));
  plant(c, 560, rng);
}

function bedroom(c: Canvas, rng: Random): void {
  walls(c, rng);
  c.rect(0, FLOOR_Y, c.width, c.height - FLOOR_Y, hsl(rng.between(20, 40), 0.15, rng.between(0.55, 0.68)));
  gardenWindow(c, 470, 70, 120, 130, rng);
  const linen = hsl(rng.between(0, 360), rng.between(0.2, 0.5), rng.between(0.45, 0.6));
  c.rect(150, 130, 280, 130, [100, 72, 52]);
  c.rect(130, 240, 320, 40, [250, 250, 250]);
  c.rect(130, 270, 320, 90, linen);
  c.rect(130, 300, 320, 6, shade(linen, -0.2));
  c.rect(130, 360, 320, 14, [90, 64, 46]);
  c.ellipse(220, 238, 56, 20, [246, 246, 244]);
  c.ellipse(360, 238, 56, 20, [246, 246, 244]);
  for (const x of [50, 460]) {
    c.rect(x, 250, 70, 70, [120, 86, 60]);
    c.rect(x + 8, 278, 54, 3, [80, 56, 40]);
    c.rect(x + 32, 210, 6, 40, [60, 60, 60]);
    c.polygon([[x + 14, 212], [x + 56, 212], [x + 48, 184], [x + 22, 184]], [250, 236, 200]);
  }
  c.ellipse(290, 400, 180, 22, hsl(rng.between(0, 360), 0.2, 0.8));
}

function kitchen(c: Canvas, rng: Random): void {
  walls(c, rng);
  c.rect(0, FLOOR_Y, c.width, c.height - FLOOR_Y, hsl(30, 0.08, rng.between(0.6, 0.72)));
  for (let x = 0; x < c.width; x += 80) c.rect(x, FLOOR_Y, 2, c.height - FLOOR_Y, [150, 146, 140]);
  const cabinet = hsl(rng.between(0, 360), rng.between(0.05, 0.3), rng.between(0.3, 0.85));
  const tiles: Rgb = [236, 238, 240];
  c.rect(40, 120, 460, 90, tiles);
  for (let x = 40; x < 500; x += 24) c.rect(x, 120, 1, 90, [200, 204, 208]);
  for (let y = 120; y < 210; y += 14) c.rect(40, y, 460, 1, [200, 204, 208]);
  c.rect(40, 30, 460, 90, cabinet);
  c.rect(40, 210, 460, 12, [60, 60, 64]);
  c.rect(40, 222, 460, 78, cabinet);
  for (let x = 40; x < 500; x += 92) {
    c.rect(x, 30, 2, 90, shade(cabinet, -0.25));
    c.rect(x, 222, 2, 78, shade(cabinet, -0.25));
    c.rect(x + 40, 100, 14, 3, [180, 180, 180]);
    c.rect(x + 40, 232, 14, 3, [180, 180, 180]);
  }
  c.rect(200, 176, 120, 34, [90, 90, 96]);
  c.rect(210, 182, 100, 22, [40, 40, 44]);
  c.horizontalGradient(520, 40, 90, 260, [210, 214, 218], [160, 164, 170]);
  c.rect(520, 140, 90, 2, [120, 124, 130]);
  c.rect(596, 70, 4, 50, [110, 110, 110]);
  c.rect(150, 300, 340, 14, [240, 238, 232]);
  c.rect(160, 314, 320, 70, shade(cabinet, -0.1));
  for (const x of [190, 300, 410]) {
    c.line(x, 110 - 60, x, 70, 2, [60, 60, 60]);
    c.polygon([[x - 18, 90], [x + 18, 90], [x + 10, 70], [x - 10, 70]], [60, 60, 64]);
    c.ellipse(x, 92, 14, 4, [255, 230, 150]);
  }
  for (const x of [200, 320, 440]) {
    c.ellipse(x, 388, 22, 7, [60, 60, 64]);
    c.rect(x - 2, 392, 4, 28, [90, 90, 96]);
  }
}

function pool(c: Canvas, rng: Random): void {
  c.verticalGradient(0, 0, c.width, 200, hsl(rng.between(200, 215), 0.65, 0.5), hsl(200, 0.5, 0.86));
  c.rect(0, 120, 260, 110, rng.pick<Rgb>([[240, 228, 204], [246, 244, 238], [226, 196, 160]]));
  c.rect(30, 150, 80, 80, [176, 206, 220]);
  c.rect(140, 150, 80, 80, [176, 206, 220]);
  c.polygon([[-10, 120], [130, 80], [270, 120]], [150, 70, 52]);
  c.rect(260, 180, c.width - 260, 50, hsl(110, 0.35, 0.38));
  const deck: Rgb = [214, 190, 150];
  c.rect(0, 230, c.width, c.height - 230, deck);
  for (let y = 236; y < c.height; y += 12) c.rect(0, y, c.width, 1, shade(deck, -0.15));
  c.polygon([[120, 270], [600, 270], [640, 400], [60, 400]], [240, 240, 236]);
  c.polygon([[130, 276], [592, 276], [626, 392], [72, 392]], [64, 170, 214]);
  for (let i = 0; i < 8; i++) {
    const y = 290 + i * 13;
    const x = 130 + rng.between(0, 300);
    c.rect(x, y, rng.between(40, 90), 2, [180, 228, 246]);
  }
  for (const x of [20, 440]) {
    c.polygon([[x, 250], [x + 90, 250], [x + 90, 244], [x + 130, 214], [x + 136, 222], [x + 100, 256], [x, 256]], [250, 250, 250]);
    c.rect(x + 6, 256, 4, 10, [120, 120, 120]);
    c.rect(x + 90, 256, 4, 10, [120, 120, 120]);
  }
  c.line(380, 140, 380, 250, 4, [110, 110, 110]);
  c.polygon([[320, 150], [440, 150], [380, 118]], hsl(rng.between(0, 360), 0.6, 0.55));
  tree(c, 600, 230, 110, rng, false);
}

function workspace(c: Canvas, rng: Random): void {
  c.verticalGradient(0, 0, c.width, 230, hsl(205, 0.5, 0.62), hsl(200, 0.4, 0.88));
  for (let x = 0; x < c.width; x += rng.int(40, 70)) c.rect(x, rng.between(80, 170), rng.int(30, 56), 240, hsl(210, 0.15, rng.between(0.55, 0.7)));
  for (let x = 0; x < c.width; x += 128) c.rect(x, 0, 8, 240, [70, 74, 80]);
  c.rect(0, 0, c.width, 14, [220, 220, 224]);
  c.rect(0, 230, c.width, c.height - 230, hsl(220, 0.08, rng.between(0.38, 0.5)));
  const desk: Rgb = rng.pick<Rgb>([[236, 232, 224], [180, 140, 100], [250, 250, 250]]);
  for (const [y, scale] of [[270, 0.8], [340, 1]] as const) {
    for (let x = 30; x < c.width - 100; x += 190 * scale) {
      const w = 160 * scale;
      c.rect(x, y, w, 10 * scale, desk);
      c.rect(x + 6, y + 10 * scale, 4, 40 * scale, [90, 90, 96]);
      c.rect(x + w - 10, y + 10 * scale, 4, 40 * scale, [90, 90, 96]);
      c.rect(x + w * 0.3, y - 44 * scale, 64 * scale, 40 * scale, [30, 32, 36]);
      c.rect(x + w * 0.3 + 4, y - 40 * scale, 56 * scale, 32 * scale, hsl(rng.between(190, 230), 0.4, 0.45));
      c.rect(x + w * 0.3 + 28 * scale, y - 4 * scale, 8 * scale, 4 * scale, [60, 60, 60]);
      c.ellipse(x + w / 2, y + 46 * scale, 20 * scale, 8 * scale, [40, 40, 46]);
    }
  }
  plant(c, 600, rng);
}

function storage(c: Canvas, rng: Random): void {
  c.rect(0, 0, c.width, 260, [196, 198, 200]);
  for (let x = 0; x < c.width; x += 8) c.rect(x, 0, 3, 260, [186, 188, 190]);
  c.rect(0, 20, c.width, 26, [220, 236, 244]);
  c.rect(0, 260, c.width, c.height - 260, [170, 168, 162]);
  c.rect(0, 330, c.width, 6, [240, 200, 40]);
  const post = hsl(rng.pick([25, 210]), 0.7, 0.45);
  for (const [x0, x1] of [[20, 290], [350, 620]] as const) {
    for (let level = 0; level < 4; level++) {
      const y = 250 - level * 56;
      c.rect(x0, y, x1 - x0, 6, [230, 120, 30]);
      for (let bx = x0 + 8; bx < x1 - 50; bx += 62) if (rng.chance(0.8)) c.rect(bx, y - rng.int(30, 46), 52, 46, hsl(rng.between(25, 38), 0.4, rng.between(0.5, 0.62)));
    }
    for (const x of [x0, (x0 + x1) / 2, x1 - 8]) c.rect(x, 60, 8, 200, post);
  }
  const fx = rng.int(200, 380);
  c.rect(fx, 300, 90, 50, [240, 190, 30]);
  c.rect(fx + 60, 250, 30, 50, [240, 190, 30]);
  c.rect(fx - 10, 240, 6, 110, [60, 60, 60]);
  c.rect(fx - 46, 340, 40, 5, [60, 60, 60]);
  c.circle(fx + 18, 354, 14, [30, 30, 30]);
  c.circle(fx + 72, 354, 14, [30, 30, 30]);
}

const ROOMS: Record<Room, (c: Canvas, rng: Random) => void> = { living, bedroom, kitchen, pool, workspace, storage };

export function paintIndoor(c: Canvas, room: Room, rng: Random): void {
  ROOMS[room](c, rng);
}
