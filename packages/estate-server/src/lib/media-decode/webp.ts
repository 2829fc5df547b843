import { type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';
import { riffChunks, riffEnd } from './riff.js';

/**
 * WebP: the RIFF chunk walk, and the dimensions from VP8X (extended), VP8 (lossy) or VP8L
 * (lossless). It needs image data: a VP8 or VP8L chunk, or animation frames (ANMF).
 */
export function decodeWebp(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const end = riffEnd(bytes);
  const chunks = riffChunks(bytes, 12, end);
  let width = 0;
  let height = 0;
  let hasData = false;
  for (const chunk of chunks) {
    const at = chunk.start;
    if (chunk.id === 'VP8X' && chunk.size >= 10) {
      width = read.u24le(at + 4) + 1;
      height = read.u24le(at + 7) + 1;
    } else if (chunk.id === 'VP8 ' && chunk.size >= 10) {
      if (read.u24be(at + 3) !== 0x9d012a) fail('VP8 start code missing');
      width ||= read.u16le(at + 6) & 0x3fff;
      height ||= read.u16le(at + 8) & 0x3fff;
      hasData = true;
    } else if (chunk.id === 'VP8L' && chunk.size >= 5) {
      if (read.u8(at) !== 0x2f) fail('VP8L signature missing');
      const bits = read.u32le(at + 1);
      width ||= (bits & 0x3fff) + 1;
      height ||= ((bits >>> 14) & 0x3fff) + 1;
      hasData = true;
    } else if (chunk.id === 'ANMF') hasData = true;
  }
  if (!hasData || !width || !height) fail('no image data');
  return { length: end, width, height };
}
