/**
 * Small but whole media files of every type the server takes, built byte by byte (no encoder
 * dependency): each has the structure its decoder in src/lib/media-decode checks, end to end.
 */
import { encodePng } from '../src/seed/png.js';

const u16le = (value: number) => Buffer.from([value & 255, value >> 8]);
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const text = (value: string) => Buffer.from(value, 'latin1');

export const pngFile = (width = 4, height = 3) => encodePng(width, height, (x, y) => [x * 40, y * 60, 200]);

/**
 * A 1 × 1 grey baseline JPEG: one DC and one AC Huffman table with a single 1-bit code each, so
 * the scan is the DC code (difference 0) and EOB, "00" padded with ones: 0x3F.
 */
export function jpegFile(): Buffer {
  const segment = (marker: number, body: Buffer) => Buffer.concat([Buffer.from([0xff, marker]), Buffer.from([(body.length + 2) >> 8, (body.length + 2) & 255]), body]);
  const counts = (first: number) => Buffer.from([first, ...Array<number>(15).fill(0)]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.concat([text('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.concat([Buffer.from([0x00]), counts(1), Buffer.from([0])])),
    segment(0xc4, Buffer.concat([Buffer.from([0x10]), counts(1), Buffer.from([0])])),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

/** The classic 1 × 1 transparent GIF. */
export const gifFile = () => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A 1 × 1 lossless WebP. */
export const webpFile = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A 24-bit BMP, rows padded to 4 bytes. */
export function bmpFile(width = 2, height = 2): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(stride * height, 0x7f);
  const info = Buffer.concat([u32le(40), u32le(width), u32le(height), u16le(1), u16le(24), u32le(0), u32le(pixels.length), u32le(2835), u32le(2835), u32le(0), u32le(0)]);
  return Buffer.concat([text('BM'), u32le(14 + 40 + pixels.length), u32le(0), u32le(54), info, pixels]);
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32be(8 + body.length), text(type), body]);
};
const fullBox = (type: string, ...content: Buffer[]) => box(type, Buffer.alloc(4), ...content);

/** The movie header of an MP4: version 0, a 1000-unit timescale and `milliseconds` of duration. */
const mvhd = (milliseconds: number) => fullBox('mvhd', Buffer.alloc(8), u32be(1000), u32be(milliseconds), Buffer.alloc(80));
const tkhd = (width: number, height: number) => fullBox('tkhd', Buffer.alloc(72), u32be(width * 65536), u32be(height * 65536));

/**
 * An MP4 (or, with brand `qt  `, a QuickTime movie): ftyp, moov (mvhd, one track header) and an
 * mdat that pads the file to `size` bytes. The frames are not a real stream; the container is whole.
 * `moovLast` puts the movie box after the media data, as a camera that writes as it records does.
 */
export function mp4File({ size = 2048, milliseconds = 3000, brand = 'isom', moovLast = false } = {}): Buffer {
  const ftyp = box('ftyp', text(brand), u32be(0x200), text(`${brand}iso2`));
  const moov = box('moov', mvhd(milliseconds), box('trak', tkhd(320, 240)));
  const mdat = box('mdat', Buffer.alloc(Math.max(16, size - ftyp.length - moov.length - 8), 0x11));
  return Buffer.concat(moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

/** A HEIF (brand heic) or AVIF still: ftyp, meta with one item's extent (ispe), and mdat. */
export function heifFile(brand = 'heic', width = 64, height = 48): Buffer {
  const ispe = fullBox('ispe', u32be(width), u32be(height));
  const meta = fullBox('meta', fullBox('hdlr', Buffer.alloc(4), text('pict'), Buffer.alloc(13)), box('iprp', box('ipco', ispe)));
  return Buffer.concat([box('ftyp', text(brand), u32be(0), text(`mif1${brand}`)), meta, box('mdat', Buffer.alloc(64, 0x22))]);
}

/** An EBML element: its id (with marker bits) and an 8-byte size. */
const ebml = (id: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n)); // marker bit of an 8-byte size
  return Buffer.concat([idBytes, size, body]);
};
const f64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
};

/** A WebM (or Matroska): EBML header, then a Segment with Info (Duration), Tracks and one Cluster of `blocks` frames. */
export function webmFile({ docType = 'webm', milliseconds = 2000, blocks = 1 } = {}): Buffer {
  const header = ebml(0x1a45dfa3, ebml(0x4286, Buffer.from([1])), ebml(0x4282, text(docType)), ebml(0x4287, Buffer.from([4])));
  const info = ebml(0x1549a966, ebml(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])), ebml(0x4489, f64(milliseconds)));
  const tracks = ebml(0x1654ae6b, ebml(0xae, ebml(0xd7, Buffer.from([1])), ebml(0x83, Buffer.from([1])), ebml(0x86, text('V_VP8'))));
  const frames = Array.from({ length: blocks }, () => ebml(0xa3, Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(32, 0x33)));
  const cluster = ebml(0x1f43b675, ebml(0xe7, Buffer.from([0])), ...frames);
  return Buffer.concat([header, ebml(0x18538067, info, tracks, cluster)]);
}

const OGG_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

function oggPage(flags: number, granule: number, sequence: number, packet: Buffer): Buffer {
  const lacing = [...Array<number>(Math.floor(packet.length / 255)).fill(255), packet.length % 255];
  const head = Buffer.concat([text('OggS'), Buffer.from([0, flags]), Buffer.alloc(8), u32le(0x5eed), u32le(sequence), u32le(0), Buffer.from([lacing.length, ...lacing])]);
  head.writeBigInt64LE(BigInt(granule), 6);
  const page = Buffer.concat([head, packet]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ OGG_CRC[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** An Ogg Theora stream: a BOS page with the Theora identification header, `dataPages` data pages of `pageBytes`, an EOS page. */
export function oggFile({ dataPages = 1, pageBytes = 100 } = {}): Buffer {
  // Version 3.2.1, 2 × 2 macroblocks, a 32 × 32 picture, 24/1 fps, 1:1 pixels, keyframe shift 6.
  const theoraHeader = Buffer.concat([text('\x80theora'), Buffer.from([3, 2, 1, 0, 2, 0, 2, 0, 0, 32, 0, 0, 32, 0, 0]), u32be(24), u32be(1), Buffer.from([0, 0, 1, 0, 0, 1, 0, 0, 0, 0]), Buffer.from([0x00, 0xc0, 0x00])]);
  return Buffer.concat([
    oggPage(2, 0, 0, theoraHeader),
    ...Array.from({ length: dataPages }, (_, page) => oggPage(0, 0, 1 + page, Buffer.alloc(pageBytes, 0x44 + (page % 8)))),
    // Keyframe shift 6: frame 48 is keyframe 0 plus 48 frames, two seconds at 24 fps.
    oggPage(4, 48, 1 + dataPages, Buffer.alloc(100, 0x55)),
  ]);
}

const chunk = (id: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([text(id), u32le(body.length), body, body.length & 1 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

/** An AVI: hdrl with the main header (25 frames of 40 ms, 32 × 24) and a movi list of frames. */
export function aviFile(): Buffer {
  const avih = chunk('avih', u32le(40_000), Buffer.alloc(12), u32le(25), Buffer.alloc(12), u32le(32), u32le(24), Buffer.alloc(16));
  const movi = chunk('LIST', text('movi'), ...Array.from({ length: 25 }, () => chunk('00dc', Buffer.alloc(10, 0x66))));
  const body = Buffer.concat([text('AVI '), chunk('LIST', text('hdrl'), avih), movi]);
  return Buffer.concat([text('RIFF'), u32le(body.length), body]);
}

/** One whole file of every type the server takes, by extension. */
export const WHOLE_IMAGES = { png: pngFile, jpg: jpegFile, gif: gifFile, webp: webpFile, bmp: bmpFile, heic: () => heifFile('heic'), avif: () => heifFile('avif') };
export const WHOLE_VIDEOS = {
  mp4: () => mp4File(),
  mov: () => mp4File({ brand: 'qt  ' }),
  webm: () => webmFile(),
  mkv: () => webmFile({ docType: 'matroska' }),
  ogv: () => oggFile(),
  avi: aviFile,
};
