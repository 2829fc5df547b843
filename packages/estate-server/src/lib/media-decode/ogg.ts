import { ascii, type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';

/** Ogg's CRC-32: polynomial 0x04c11db7, not reflected, over the page with its CRC field zeroed. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

function pageCrc(page: Uint8Array): number {
  let crc = 0;
  for (let index = 0; index < page.length; index++) {
    const byte = index >= 22 && index < 26 ? 0 : page[index]!;
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}

/** The first packet of a logical stream names its codec; these are the video ones. */
const VIDEO_CODECS = ['\x80theora', '\x80daala', 'fishead\0'];

/**
 * Ogg (Theora and the like): pages back to back to the end of the file, each with a good CRC; the
 * first page of each stream starts it (BOS), every stream that started ends (EOS) so a file cut at
 * a page boundary is caught, one stream is video, and the last granule position is above zero.
 * For Theora the granule is turned into seconds with the frame rate of its identification header;
 * other codecs' time bases are not decoded (their granule must still be above zero).
 */
export function decodeOgg(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const open = new Set<number>();
  let video = false;
  let granule = 0;
  let theora: { serial: number; width: number; height: number; rate: number; shift: number } | undefined;
  let duration = 0;
  let offset = 0;
  while (offset < bytes.length) {
    if (ascii(bytes, offset, offset + 4) !== 'OggS' || read.u8(offset + 4) !== 0) fail(`no page at byte ${offset}`);
    const flags = read.u8(offset + 5);
    const serial = read.u32le(offset + 14);
    const segments = read.u8(offset + 26);
    read.need(offset + 27, segments);
    const bodySize = bytes.range(offset + 27, offset + 27 + segments).reduce((sum, lacing) => sum + lacing, 0);
    const size = 27 + segments + bodySize;
    read.need(offset, size);
    if (pageCrc(bytes.range(offset, offset + size)) !== read.u32le(offset + 22)) fail(`bad CRC on the page at ${offset}`);
    if (flags & 2) {
      open.add(serial);
      const body = offset + 27 + segments;
      if (VIDEO_CODECS.some((codec) => ascii(bytes, body, body + codec.length) === codec)) video = true;
      if (ascii(bytes, body, body + 7) === '\x80theora' && bodySize >= 42) {
        // Theora's identification header: picture size, frame rate, and the keyframe shift of its granules.
        theora = { serial, width: read.u24be(body + 14), height: read.u24be(body + 17), rate: read.u32be(body + 22) / read.u32be(body + 26), shift: ((read.u8(body + 40) & 3) << 3) | (read.u8(body + 41) >> 5) };
      }
    } else if (!open.has(serial)) fail('page of a stream that never began');
    const position = read.i64le(offset + 6);
    if (position > granule) granule = position;
    if (theora?.serial === serial && position > 0) {
      const frames = Math.floor(position / 2 ** theora.shift) + (position % 2 ** theora.shift);
      duration = Math.max(duration, frames / theora.rate);
    }
    if (flags & 4) open.delete(serial);
    offset += size;
  }
  if (open.size) fail('a stream does not end (cut file)');
  if (!video) fail('no video stream');
  if (!(granule > 0) || (theora && !(duration > 0))) fail('zero duration');
  return theora ? { length: offset, width: theora.width, height: theora.height, duration } : { length: offset };
}
