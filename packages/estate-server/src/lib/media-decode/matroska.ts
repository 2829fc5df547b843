import { ascii, type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
/** Level-1 elements: one of these ends a Cluster of unknown size (as live recorders write them). */
const TOP_LEVEL = new Set([0x114d9b74, INFO, TRACKS, CLUSTER, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367, 0xec]);

interface Element {
  id: number;
  /** Where its data starts. */
  start: number;
  /** Where it ends; undefined when its size is "unknown". */
  end: number | undefined;
}

/** Reads a variable-length integer: its length is in the leading zero bits of the first byte. */
function vint(bytes: ByteSource, offset: number, keepMarker: boolean, maxLength: number) {
  const read = reader(bytes);
  const first = read.u8(offset);
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > maxLength) fail(`bad variable-length number at ${offset}`);
  read.need(offset, length);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = read.u8(offset + index);
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

function element(bytes: ByteSource, offset: number, limit: number): Element {
  const id = vint(bytes, offset, true, 4);
  const size = vint(bytes, offset + id.length, false, 8);
  const start = offset + id.length + size.length;
  if (size.allOnes) return { id: id.value, start, end: undefined };
  const end = start + size.value;
  if (end > limit) fail(`element 0x${id.value.toString(16)} at ${offset} runs past its container`);
  return { id: id.value, start, end };
}

function children(bytes: ByteSource, start: number, end: number): Element[] {
  const found: Element[] = [];
  for (let offset = start; offset < end; ) {
    const next = element(bytes, offset, end);
    if (next.end === undefined) fail('unknown size inside a sized element');
    found.push(next);
    offset = next.end!;
  }
  return found;
}

const uint = (bytes: ByteSource, item: Element) => bytes.range(item.start, item.end!).reduce((value, byte) => value * 256 + byte, 0);

/** Where a Cluster of unknown size ends: at the next level-1 element, or the end of the file. */
function unknownClusterEnd(bytes: ByteSource, start: number, limit: number): number {
  let offset = start;
  while (offset < limit) {
    const next = element(bytes, offset, limit);
    if (TOP_LEVEL.has(next.id)) return offset;
    if (next.end === undefined) fail('unknown size inside a cluster');
    offset = next.end!;
  }
  return offset;
}

/**
 * WebM and Matroska: the EBML header with its DocType, then the Segment, whose level-1 elements
 * must each fit in it (or, for a Segment of unknown size, in the file); Info must carry a Duration
 * above zero, and there must be Tracks and at least one Cluster of frames. A file cut inside any
 * element has that element run past the end.
 */
export function decodeMatroska(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const header = element(bytes, 0, bytes.length);
  if (header.id !== EBML || header.end === undefined) fail('no EBML header');
  const docType = children(bytes, header.start, header.end!).find((item) => item.id === DOC_TYPE);
  const type = docType ? ascii(bytes, docType.start, docType.end!).replace(/\0+$/, '') : '';
  if (type !== 'webm' && type !== 'matroska') fail(`DocType "${type}"`);
  const segment = element(bytes, header.end!, bytes.length);
  if (segment.id !== SEGMENT) fail('no Segment');
  const segmentEnd = segment.end ?? bytes.length;
  let duration = 0;
  let clusters = 0;
  let tracks = false;
  for (let offset = segment.start; offset < segmentEnd; ) {
    const item = element(bytes, offset, segmentEnd);
    const end = item.end ?? (item.id === CLUSTER ? unknownClusterEnd(bytes, item.start, segmentEnd) : fail('unknown size'));
    if (item.id === INFO) {
      const info = children(bytes, item.start, end);
      const scale = info.find((field) => field.id === TIMECODE_SCALE);
      const field = info.find((entry) => entry.id === DURATION);
      const size = field ? field.end! - field.start : 0;
      const ticks = size === 4 ? read.f32be(field!.start) : size === 8 ? read.f64be(field!.start) : 0;
      duration = (ticks * (scale ? uint(bytes, scale) : 1_000_000)) / 1e9;
    } else if (item.id === TRACKS) tracks = true;
    else if (item.id === CLUSTER) clusters++;
    offset = end;
  }
  if (!(duration > 0)) fail('no Duration above zero');
  if (!tracks || !clusters) fail('no Tracks or no Cluster');
  return { length: segmentEnd, duration };
}
