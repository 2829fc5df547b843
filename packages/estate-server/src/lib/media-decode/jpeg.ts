import { type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';

/** Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and the restart markers inside scans. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * JPEG: SOI, then a walk over the marker segments (every length in bounds), through each scan's
 * entropy-coded data (progressive files have several), to EOI. It needs a frame (SOFn, with its
 * dimensions) and a scan before EOI; a file cut anywhere has no EOI.
 */
export function decodeJpeg(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  let offset = 2;
  let width = 0;
  let height = 0;
  let scans = 0;
  for (;;) {
    if (read.u8(offset) !== 0xff) fail(`no marker at byte ${offset}`);
    while (read.u8(offset + 1) === 0xff) offset++; // fill bytes
    const marker = read.u8(offset + 1);
    offset += 2;
    if (marker === 0xd9) break;
    if (marker === 0xd8 || marker === 0x00) fail('unexpected SOI');
    if (standalone(marker)) continue;
    const length = read.u16be(offset);
    if (length < 2) fail('segment length under 2');
    read.need(offset, length);
    if (isFrame(marker)) {
      if (width) fail('second frame header');
      height = read.u16be(offset + 3);
      width = read.u16be(offset + 5);
      if (!width || !height) fail('frame without dimensions');
    }
    offset += length;
    if (marker === 0xda) {
      if (!width) fail('scan before the frame header');
      scans++;
      // Entropy-coded data runs to the next marker that is not a stuffed 00 or a restart marker.
      for (;;) {
        // indexOf is native: a multi-megabyte scan is searched, not stepped through byte by byte.
        offset = bytes.indexOf(0xff, offset);
        if (offset < 0) fail('scan data without an end (cut file)');
        const next = read.u8(offset + 1);
        if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        offset += next === 0xff ? 1 : 2;
      }
    }
  }
  if (!width || scans === 0) fail('no frame or no scan before EOI');
  return { length: offset, width, height };
}
