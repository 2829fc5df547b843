/** What a file really is, read from its first bytes rather than its name or declared type. */
export interface Sniffed {
  kind: 'image' | 'video';
  mime: string;
  ext: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const IMAGE_BRANDS: Record<string, Sniffed> = {
  avif: { kind: 'image', mime: 'image/avif', ext: 'avif' },
  avis: { kind: 'image', mime: 'image/avif', ext: 'avif' },
  heic: { kind: 'image', mime: 'image/heic', ext: 'heic' },
  heix: { kind: 'image', mime: 'image/heic', ext: 'heic' },
  mif1: { kind: 'image', mime: 'image/heif', ext: 'heif' },
};

export function sniff(bytes: Uint8Array): Sniffed | undefined {
  if (bytes.length < 12) return undefined;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length > 26) return { kind: 'image', mime: 'image/bmp', ext: 'bmp' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 11) === 'AVI') return { kind: 'video', mime: 'video/x-msvideo', ext: 'avi' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const isWebm = ascii(bytes, 0, Math.min(bytes.length, 64)).includes('webm');
    return isWebm ? { kind: 'video', mime: 'video/webm', ext: 'webm' } : { kind: 'video', mime: 'video/x-matroska', ext: 'mkv' };
  }
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'video', mime: 'video/ogg', ext: 'ogv' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (IMAGE_BRANDS[brand]) return IMAGE_BRANDS[brand];
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  return undefined;
}
