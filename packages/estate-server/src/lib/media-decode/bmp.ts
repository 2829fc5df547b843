import { type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';

/**
 * BMP: the file and DIB headers, and pixel data that fits in the file: for uncompressed bitmaps
 * the rows the dimensions and bit depth call for, for compressed ones the declared image size.
 */
export function decodeBmp(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const fileSize = read.u32le(2);
  const dataOffset = read.u32le(10);
  const headerSize = read.u32le(14);
  if (headerSize < 12) fail('DIB header too short');
  const core = headerSize === 12; // OS/2 BITMAPCOREHEADER: 16-bit dimensions
  const width = core ? read.u16le(18) : read.i32le(18);
  const height = Math.abs(core ? read.u16le(20) : read.i32le(22));
  const bitsPerPixel = core ? read.u16le(24) : read.u16le(28);
  const compression = core ? 0 : read.u32le(30);
  if (width <= 0 || height <= 0) fail('no dimensions');
  if (![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) fail(`bit depth ${bitsPerPixel}`);
  // 0 = BI_RGB, 3 = BI_BITFIELDS, 6 = BI_ALPHABITFIELDS: rows of plain pixels.
  const plain = compression === 0 || compression === 3 || compression === 6;
  const dataSize = plain ? Math.floor((bitsPerPixel * width + 31) / 32) * 4 * height : read.u32le(34);
  if (!plain && dataSize === 0) fail('compressed bitmap without an image size');
  const dataEnd = dataOffset + dataSize;
  if (dataOffset < 14 + headerSize || dataEnd > bytes.length) fail(`pixel data ends at ${dataEnd}, the file has ${bytes.length}`);
  // Some writers put 0 in the file size; a declared size past the pixels also covers a trailing ICC profile.
  const length = fileSize >= dataEnd && fileSize <= bytes.length ? fileSize : dataEnd;
  return { length, width, height };
}
