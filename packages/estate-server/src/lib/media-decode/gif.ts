import { type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';

/**
 * GIF: the logical screen, the global colour table, then blocks (images and extensions, each a
 * chain of sub-blocks ended by a zero length) to the trailer (3B). It needs one image at least.
 */
export function decodeGif(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const width = read.u16le(6);
  const height = read.u16le(8);
  const flags = read.u8(10);
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let images = 0;
  const subBlocks = () => {
    for (let size = read.u8(offset); size !== 0; size = read.u8(offset)) offset += size + 1;
    offset++;
  };
  for (;;) {
    const block = read.u8(offset);
    if (block === 0x3b) break;
    if (block === 0x2c) {
      const local = read.u8(offset + 9);
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      read.u8(offset); // LZW minimum code size
      offset++;
      subBlocks();
      images++;
    } else if (block === 0x21) {
      offset += 2;
      subBlocks();
    } else fail(`unknown block 0x${block.toString(16)} at byte ${offset}`);
  }
  if (!images || !width || !height) fail('no image');
  return { length: offset + 1, width, height };
}
