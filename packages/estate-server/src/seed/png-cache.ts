import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRgbPng } from './png.js';

const cacheDir = path.join(tmpdir(), 'estate-seed-png');

/**
 * `encodeRgbPng` with its answer kept in the OS temp folder under a hash of the pixels: the demo
 * pictures are drawn the same on every seed, and their level-9 compression is four fifths of a
 * seed's time (~5 s), which every test server, CI suite and `npm start` on a fresh folder paid
 * again. Keyed by content, an entry can never be stale; files are written whole under a temporary
 * name, then renamed, so a reader never sees half of one. Any failure just encodes.
 */
export function encodeRgbPngCached(width: number, height: number, rgb: Uint8Array): Buffer {
  const key = createHash('sha256').update(`${width}x${height}:`).update(rgb).digest('hex');
  const file = path.join(cacheDir, `${key}.png`);
  try {
    return readFileSync(file);
  } catch {
    const png = encodeRgbPng(width, height, rgb);
    try {
      mkdirSync(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, png);
      renameSync(partial, file);
    } catch {
      // A read-only or full temp folder only costs the encoding next time.
    }
    return png;
  }
}
