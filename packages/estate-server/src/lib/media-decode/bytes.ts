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

export const fail = (reason: string): never => {
  throw new MediaError(reason);
};

export const ascii = (bytes: Uint8Array, start: number, end: number) =>
  end > bytes.length ? '' : String.fromCharCode(...bytes.subarray(start, end));

/** Bounds-checked big- and little-endian reads: reading past the end means the file was cut. */
export function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (offset: number, size: number) => {
    if (offset < 0 || offset + size > bytes.length) fail(`ends at byte ${bytes.length}, needs ${offset + size}`);
  };
  return {
    u8: (offset: number) => (need(offset, 1), bytes[offset]!),
    u16be: (offset: number) => (need(offset, 2), view.getUint16(offset)),
    u16le: (offset: number) => (need(offset, 2), view.getUint16(offset, true)),
    u24be: (offset: number) => (need(offset, 3), (bytes[offset]! << 16) | (bytes[offset + 1]! << 8) | bytes[offset + 2]!),
    u24le: (offset: number) => (need(offset, 3), bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16)),
    u32be: (offset: number) => (need(offset, 4), view.getUint32(offset)),
    u32le: (offset: number) => (need(offset, 4), view.getUint32(offset, true)),
    i32le: (offset: number) => (need(offset, 4), view.getInt32(offset, true)),
    u64be: (offset: number) => (need(offset, 8), Number(view.getBigUint64(offset))),
    i64le: (offset: number) => (need(offset, 8), Number(view.getBigInt64(offset, true))),
    f32be: (offset: number) => (need(offset, 4), view.getFloat32(offset)),
    f64be: (offset: number) => (need(offset, 8), view.getFloat64(offset)),
    need,
  };
}
