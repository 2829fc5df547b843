import { encodeRgbPngCached } from './png-cache.js';

export type Rgb = readonly [number, number, number];

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** `a` and `b` blended: 0 gives `a`, 1 gives `b`. */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  clampByte(a[0] + (b[0] - a[0]) * t),
  clampByte(a[1] + (b[1] - a[1]) * t),
  clampByte(a[2] + (b[2] - a[2]) * t),
];

/** Lighter towards white for positive `amount`, darker towards black for negative. */
export const shade = (colour: Rgb, amount: number): Rgb =>
  amount >= 0 ? mix(colour, [255, 255, 255], amount) : mix(colour, [0, 0, 0], -amount);

/** A colour from hue (degrees), saturation and lightness (0..1). */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1 ? [chroma, second, 0] : h < 2 ? [second, chroma, 0] : h < 3 ? [0, chroma, second]
    : h < 4 ? [0, second, chroma] : h < 5 ? [second, 0, chroma] : [chroma, 0, second];
  const m = lightness - chroma / 2;
  return [clampByte((r + m) * 255), clampByte((g + m) * 255), clampByte((b + m) * 255)];
}

/** An RGB picture to paint simple shapes on, then encode as PNG. Shapes are clipped to the edges. */
export class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  private span(y: number, x0: number, x1: number, colour: Rgb): void {
    if (y < 0 || y >= this.height) return;
    const from = Math.max(0, Math.ceil(x0));
    const to = Math.min(this.width - 1, Math.floor(x1));
    let offset = (y * this.width + from) * 3;
    for (let x = from; x <= to; x++) {
      this.data[offset++] = colour[0];
      this.data[offset++] = colour[1];
      this.data[offset++] = colour[2];
    }
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    const top = Math.max(0, Math.round(y));
    const bottom = Math.min(this.height, Math.round(y + height));
    for (let row = top; row < bottom; row++) this.span(row, Math.round(x), Math.round(x + width) - 1, colour);
  }

  /** Rows from `top` to `bottom` shading from one colour to the other. */
  verticalGradient(x: number, y: number, width: number, height: number, top: Rgb, bottom: Rgb): void {
    for (let row = 0; row < height; row++) this.rect(x, y + row, width, 1, mix(top, bottom, height > 1 ? row / (height - 1) : 0));
  }

  /** Columns shading from left to right, as light falling on glass. */
  horizontalGradient(x: number, y: number, width: number, height: number, left: Rgb, right: Rgb): void {
    for (let column = 0; column < width; column++) this.rect(x + column, y, 1, height, mix(left, right, width > 1 ? column / (width - 1) : 0));
  }

  /** A convex or concave polygon, filled by the even-odd rule. */
  polygon(points: readonly (readonly [number, number])[], colour: Rgb): void {
    const ys = points.map(([, y]) => y);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
    for (let y = top; y <= bottom; y++) {
      const scan = y + 0.5;
      const crossings: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        if ((ay <= scan && by > scan) || (by <= scan && ay > scan)) crossings.push(ax + ((scan - ay) / (by - ay)) * (bx - ax));
      }
      crossings.sort((a, b) => a - b);
      for (let i = 0; i + 1 < crossings.length; i += 2) this.span(y, crossings[i]!, crossings[i + 1]! - 0.5, colour);
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb): void {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      const dy = (y + 0.5 - cy) / ry;
      if (Math.abs(dy) > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.span(y, cx - half, cx + half - 0.5, colour);
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb): void {
    this.ellipse(cx, cy, r, r, colour);
  }

  /** A straight line `thickness` pixels wide. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, colour: Rgb): void {
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    const nx = (-(y1 - y0) / length) * (thickness / 2);
    const ny = ((x1 - x0) / length) * (thickness / 2);
    this.polygon([[x0 + nx, y0 + ny], [x1 + nx, y1 + ny], [x1 - nx, y1 - ny], [x0 - nx, y0 - ny]], colour);
  }

  toPng(): Buffer {
    return encodeRgbPngCached(this.width, this.height, this.data);
  }
}
