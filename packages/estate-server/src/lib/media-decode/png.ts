import { crc32 } from 'node:zlib';
import { ascii, type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';

/** A chunk's CRC-32, a megabyte at a time: an IDAT may be as long as the file (a file source never holds it whole). */
function chunkCrc(bytes: ByteSource, start: number, end: number): number {
  let crc = 0;
  for (let at = start; at < end; at += 1 << 20) crc = crc32(bytes.range(at, Math.min(end, at + (1 << 20))), crc);
  return crc;
}

/**
 * PNG: the signature, IHDR first, then every chunk in bounds with a good CRC, at least one IDAT,
 * up to IEND. The CRCs are checked (zlib's native CRC-32) because a file can be damaged without being cut.
 */
export function decodePng(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  let offset = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; ; index++) {
    const length = read.u32be(offset);
    if (length > 0x7fffffff) fail('chunk length over 2^31');
    const type = ascii(bytes, offset + 4, offset + 8);
    read.need(offset, 12 + length);
    if (chunkCrc(bytes, offset + 4, offset + 8 + length) !== read.u32be(offset + 8 + length)) fail(`bad CRC in ${type}`);
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) fail('IHDR is not the first chunk');
      width = read.u32be(offset + 8);
      height = read.u32be(offset + 12);
    } else if (type === 'IHDR') fail('second IHDR');
    if (type === 'IDAT') sawData = length > 0 || sawData;
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  if (!sawData) fail('no image data (IDAT)');
  return { length: offset, width, height };
}
