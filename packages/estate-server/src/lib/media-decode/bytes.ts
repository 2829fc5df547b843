/** Why a file does not decode as the type it claims; the message is for logs and drills, not users. */
export class MediaError extends Error {}

/** What a whole file decoded to. `length` is where the format's own data ends (see index.ts on trailing bytes). */
export interface DecodedMedia {
  length: number;
  width?: number;
  height?: number;
  /** Seconds, for videos. */
  duration?: number;
}

/**
 * The bytes a decoder reads, by offset: a buffer in memory (`memorySource`), or a file spooled to
 * the local disk and read in windows (`file-source.ts`), so a 60 MB clip is checked by the same
 * code without being held in memory. Decoders only ask for the few bytes they look at (box and
 * element headers, an Ogg page), never for a video's frames at once.
 */
export interface ByteSource {
  readonly length: number;
  /**
   * The bytes from `start` to `end` (at most `length`). A file source may hand out a view of its
   * window, which the next call can overwrite: read it before asking again.
   */
  range(start: number, end: number): Uint8Array;
  /** Where `byte` is first found at or after `from`; -1 when it is not. */
  indexOf(byte: number, from: number): number;
}

export const memorySource = (bytes: Uint8Array): ByteSource => ({
  length: bytes.length,
  range: (start, end) => bytes.subarray(start, end),
  indexOf: (byte, from) => bytes.indexOf(byte, from),
});

export const fail = (reason: string): never => {
  throw new MediaError(reason);
};

export const ascii = (bytes: ByteSource, start: number, end: number) =>
  end > bytes.length ? '' : String.fromCharCode(...bytes.range(start, end));

/** Bounds-checked big- and little-endian reads: reading past the end means the file was cut. */
export function reader(bytes: ByteSource) {
  const need = (offset: number, size: number) => {
    if (offset < 0 || offset + size > bytes.length) fail(`ends at byte ${bytes.length}, needs ${offset + size}`);
  };
  const view = (offset: number, size: number) => {
    need(offset, size);
    const found = bytes.range(offset, offset + size);
    return new DataView(found.buffer, found.byteOffset, size);
  };
  const u8 = (offset: number) => (need(offset, 1), bytes.range(offset, offset + 1)[0]!);
  return {
    u8,
    u16be: (offset: number) => view(offset, 2).getUint16(0),
    u16le: (offset: number) => view(offset, 2).getUint16(0, true),
    u24be: (offset: number) => ((bytes) => (bytes.getUint16(0) << 8) | bytes.getUint8(2))(view(offset, 3)),
    u24le: (offset: number) => ((bytes) => bytes.getUint16(0, true) | (bytes.getUint8(2) << 16))(view(offset, 3)),
    u32be: (offset: number) => view(offset, 4).getUint32(0),
    u32le: (offset: number) => view(offset, 4).getUint32(0, true),
    i32le: (offset: number) => view(offset, 4).getInt32(0, true),
    u64be: (offset: number) => Number(view(offset, 8).getBigUint64(0)),
    i64le: (offset: number) => Number(view(offset, 8).getBigInt64(0, true)),
    f32be: (offset: number) => view(offset, 4).getFloat32(0),
    f64be: (offset: number) => view(offset, 8).getFloat64(0),
    need,
  };
}
