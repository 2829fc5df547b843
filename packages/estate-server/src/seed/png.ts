import { crc32 as zlibCrc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlibCrc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Pixel = (x: number, y: number) => [number, number, number];

/** Encodes an RGB picture drawn by `pixel` as a PNG file. */
export function encodePng(width: number, height: number, pixel: Pixel): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      rgb[offset++] = r;
      rgb[offset++] = g;
      rgb[offset++] = b;
    }
  }
  return encodeRgbPng(width, height, rgb);
}

/** Encodes `width` x `height` RGB bytes, row after row, as a PNG file. */
export function encodeRgbPng(width: number, height: number, rgb: Uint8Array, compressionLevel = 9): Buffer {
  const stride = width * 3;
  if (rgb.length !== stride * height) throw new Error(`Expected ${stride * height} bytes of RGB, got ${rgb.length}`);
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 1 (Sub) stores each byte as its difference from the pixel to its left, which
    // shrinks the flat areas and horizontal gradients drawn scenes are made of.
    const row = y * (stride + 1);
    raw[row] = 1;
    for (let i = 0; i < stride; i++) {
      const here = rgb[y * stride + i]!;
      const left = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      raw[row + 1 + i] = (here - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: compressionLevel })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
