import { issue } from '../errors.js';
import { sniff, type Sniffed } from '../sniff.js';
import { decodeAvi } from './avi.js';
import { decodeBmp } from './bmp.js';
import { type ByteSource, type DecodedMedia, MediaError, memorySource } from './bytes.js';
import { decodeGif } from './gif.js';
import { decodeHeif, decodeMp4 } from './isobmff.js';
import { decodeJpeg } from './jpeg.js';
import { decodeMatroska } from './matroska.js';
import { decodeOgg } from './ogg.js';
import { decodePng } from './png.js';
import { decodeWebp } from './webp.js';

export { MediaError, type ByteSource } from './bytes.js';
export { withFileSource } from './file-source.js';

/**
 * The largest width or height taken. A bound on the pixels a viewer must hold: a 1 kB PNG can
 * claim 65535 × 65535 (a 17 GB decompression bomb); 20000 px is beyond any camera in use.
 */
export const MAX_IMAGE_SIDE = 20_000;

const DECODERS: Record<string, (bytes: ByteSource) => DecodedMedia> = {
  png: decodePng,
  jpg: decodeJpeg,
  gif: decodeGif,
  webp: decodeWebp,
  bmp: decodeBmp,
  avif: decodeHeif,
  heic: decodeHeif,
  heif: decodeHeif,
  mp4: decodeMp4,
  mov: decodeMp4,
  webm: decodeMatroska,
  mkv: decodeMatroska,
  ogv: decodeOgg,
  avi: decodeAvi,
};

/** How many first bytes `sniff` reads (Matroska's DocType is looked for in them). */
export const SNIFF_BYTES = 64;

export type Inspected = { ok: true; media: Sniffed & DecodedMedia } | { ok: false; reason: 'unknown' | 'corrupt' | 'too-many-pixels'; detail: string };

/**
 * What a file is, from its bytes: sniffed by its first bytes, then decoded through to its end
 * (image dimensions, a video's container and duration), so that a cut or damaged file is refused
 * rather than stored. Every sniffed type has a decoder, so nothing is taken on its signature alone.
 *
 * Trailing bytes after a format's own end marker (PNG IEND, JPEG EOI, GIF trailer, the RIFF or
 * Matroska Segment size) are not refused but dropped: `media.length` is where the format ends and
 * only that much is stored. Phones append data after EOI (motion photos), so refusing would turn
 * away real photos; storing it would keep a polyglot (an image with a ZIP or HTML page appended).
 * MP4/MOV/HEIF have no end marker: their boxes must fill the file exactly, so junk there is refused.
 *
 * `bytes` is a buffer, or a `ByteSource` over a file spooled to disk (`withFileSource`: uploaded
 * clips, lib/upload-spool.ts): the same decoders read either, so both are checked alike.
 */
export function inspectMedia(given: Uint8Array | ByteSource): Inspected {
  const bytes = given instanceof Uint8Array ? memorySource(given) : given;
  const sniffed = sniff(bytes.range(0, SNIFF_BYTES));
  if (!sniffed) return { ok: false, reason: 'unknown', detail: 'no known signature' };
  let decoded: DecodedMedia;
  try {
    decoded = DECODERS[sniffed.ext]!(bytes);
  } catch (error) {
    if (error instanceof MediaError) return { ok: false, reason: 'corrupt', detail: `${sniffed.ext}: ${error.message}` };
    throw error;
  }
  const { width = 0, height = 0 } = decoded;
  if (sniffed.kind === 'image' && (!width || !height)) return { ok: false, reason: 'corrupt', detail: `${sniffed.ext}: no dimensions` };
  if (sniffed.kind === 'image' && (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)) {
    return { ok: false, reason: 'too-many-pixels', detail: `${sniffed.ext}: ${width} × ${height}` };
  }
  return { ok: true, media: { ...sniffed, ...decoded } };
}

/** The refusal of an image wider or taller than `MAX_IMAGE_SIDE`. */
export const TOO_MANY_PIXELS_ISSUE = issue('too_many_pixels', { side: MAX_IMAGE_SIDE });
