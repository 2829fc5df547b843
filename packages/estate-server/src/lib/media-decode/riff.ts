import { ascii, fail, reader, type ByteSource } from './bytes.js';

export interface RiffChunk {
  id: string;
  /** Where the chunk's data starts. */
  start: number;
  size: number;
}

/**
 * The chunks between `start` and `end` of a RIFF file (WebP, AVI): each an id, a little-endian
 * size and its data, padded to an even length. Every chunk must fit in `end`.
 */
export function riffChunks(bytes: ByteSource, start: number, end: number): RiffChunk[] {
  const read = reader(bytes);
  const chunks: RiffChunk[] = [];
  let offset = start;
  while (offset < end) {
    if (offset + 8 > end) fail(`chunk header cut at byte ${offset}`);
    const size = read.u32le(offset + 4);
    const chunk = { id: ascii(bytes, offset, offset + 4), start: offset + 8, size };
    if (chunk.start + size > end) fail(`chunk ${chunk.id} runs past its container`);
    chunks.push(chunk);
    offset = chunk.start + size + (size & 1);
  }
  return chunks;
}

/** The RIFF header's declared end: the whole file is that long, or it was cut. */
export function riffEnd(bytes: ByteSource): number {
  const end = 8 + reader(bytes).u32le(4);
  if (end > bytes.length) fail(`RIFF declares ${end} bytes, the file has ${bytes.length}`);
  return end;
}
