import { ascii, type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';

interface Box {
  type: string;
  /** Where the box's content starts (after the size, type and any 64-bit size). */
  start: number;
  end: number;
}

/** The boxes between `start` and `end`, which they must fill exactly, each inside it. */
function boxes(bytes: ByteSource, start: number, end: number): Box[] {
  const read = reader(bytes);
  const found: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (offset + 8 > end) fail(`box header cut at byte ${offset}`);
    let size = read.u32be(offset);
    let header = 8;
    if (size === 1) {
      size = read.u64be(offset + 8);
      header = 16;
    } else if (size === 0) size = end - offset; // "to the end of the file", the last box only
    if (size < header || offset + size > end) fail(`box ${ascii(bytes, offset + 4, offset + 8)} at ${offset} runs past its container`);
    found.push({ type: ascii(bytes, offset + 4, offset + 8), start: offset + header, end: offset + size });
    offset += size;
  }
  return found;
}

const child = (bytes: ByteSource, parent: Box | undefined, type: string, skip = 0) =>
  parent && boxes(bytes, parent.start + skip, parent.end).find((box) => box.type === type);

/**
 * MP4 and QuickTime: the top-level boxes must fill the file exactly (a cut file's last box runs
 * past its end), with a movie header (moov/mvhd) of non-zero duration, or for a fragmented file a
 * fragment duration (mvex/mehd), and the media data (mdat). Dimensions come from the first track
 * header that has any.
 */
export function decodeMp4(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const top = boxes(bytes, 0, bytes.length);
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) fail('no movie box (moov)');
  if (!top.some((box) => box.type === 'mdat' && box.end > box.start)) fail('no media data (mdat)');
  const inMoov = boxes(bytes, moov!.start, moov!.end);
  const mvhd = inMoov.find((box) => box.type === 'mvhd');
  if (!mvhd) fail('no movie header (mvhd)');
  const version = read.u8(mvhd!.start);
  const timescale = version === 1 ? read.u32be(mvhd!.start + 20) : read.u32be(mvhd!.start + 12);
  let units = version === 1 ? read.u64be(mvhd!.start + 24) : read.u32be(mvhd!.start + 16);
  if (!units || units === 0xffffffff) {
    const mehd = child(bytes, inMoov.find((box) => box.type === 'mvex'), 'mehd');
    if (mehd) units = read.u8(mehd.start) === 1 ? read.u64be(mehd.start + 4) : read.u32be(mehd.start + 4);
  }
  if (!timescale || !units) fail('zero duration');
  let width = 0;
  let height = 0;
  for (const trak of inMoov.filter((box) => box.type === 'trak')) {
    const tkhd = child(bytes, trak, 'tkhd');
    if (!tkhd || width) continue;
    const at = tkhd.start + (read.u8(tkhd.start) === 1 ? 88 : 76);
    width = read.u32be(at) / 65536;
    height = read.u32be(at + 4) / 65536;
  }
  return { length: bytes.length, duration: units / timescale, ...(width && height ? { width: Math.round(width), height: Math.round(height) } : {}) };
}

/**
 * HEIF and AVIF stills: the top-level boxes fill the file, the metadata box (meta) describes the
 * items with their spatial extents (iprp/ipco/ispe), and their data is in mdat or meta/idat.
 */
export function decodeHeif(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const top = boxes(bytes, 0, bytes.length);
  const meta = top.find((box) => box.type === 'meta');
  if (!meta) fail('no metadata box (meta)');
  // meta is a full box: 4 bytes of version and flags before its children.
  const ispe = child(bytes, child(bytes, child(bytes, meta, 'iprp', 4), 'ipco'), 'ispe');
  if (!ispe) fail('no image extent (ispe)');
  const hasData = top.some((box) => box.type === 'mdat' && box.end > box.start) || !!child(bytes, meta, 'idat', 4);
  if (!hasData) fail('no image data (mdat)');
  return { length: bytes.length, width: read.u32be(ispe!.start + 4), height: read.u32be(ispe!.start + 8) };
}
