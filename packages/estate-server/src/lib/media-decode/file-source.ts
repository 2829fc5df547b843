import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { ByteSource } from './bytes.js';

/** How much of the file is held at a time: many box, element and page headers per read, and an Ogg page (at most 65,307 bytes) whole. */
const WINDOW = 256 * 1024;

/**
 * A file of the local disk as a `ByteSource`: read through one window of `WINDOW` bytes that moves
 * to where the decoder looks, so checking a clip holds a quarter of a megabyte, not the clip. The
 * reads are synchronous, as the in-memory check is: the file was just written, so its pages are
 * in the operating system's cache, and the decoders read headers, not frames (only Ogg's page CRCs
 * read the file through, as they read the buffer before). A range wider than the window (a PNG
 * chunk's CRC is taken a megabyte at a time) is read into a buffer of its own.
 */
export function withFileSource<T>(file: string, use: (source: ByteSource) => T): T {
  const fd = openSync(file, 'r');
  try {
    const length = fstatSync(fd).size;
    const window = Buffer.allocUnsafe(Math.min(WINDOW, Math.max(1, length)));
    let windowStart = 0;
    let windowEnd = 0;
    const load = (start: number) => {
      windowStart = start;
      windowEnd = start + readSync(fd, window, 0, Math.min(window.length, length - start), start);
    };
    const range = (start: number, end: number): Uint8Array => {
      end = Math.min(end, length);
      if (end <= start) return new Uint8Array(0);
      if (end - start > window.length) {
        const own = Buffer.allocUnsafe(end - start);
        return own.subarray(0, readSync(fd, own, 0, own.length, start));
      }
      if (start < windowStart || end > windowEnd) load(start);
      return window.subarray(start - windowStart, end - windowStart);
    };
    const indexOf = (byte: number, from: number): number => {
      for (let at = Math.max(0, from); at < length; at = windowEnd) {
        if (at < windowStart || at >= windowEnd) load(at);
        const found = window.subarray(at - windowStart, windowEnd - windowStart).indexOf(byte);
        if (found >= 0) return at + found;
      }
      return -1;
    };
    return use({ length, range, indexOf });
  } finally {
    closeSync(fd);
  }
}
