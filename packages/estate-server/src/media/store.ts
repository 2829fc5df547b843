import type { Readable } from 'node:stream';

/**
 * Where media bytes live: the local disk (`disk-store.ts`, the embedded default) or an
 * S3-compatible bucket (`s3-store.ts`, `MEDIA_STORE=s3`). Everything that writes, reads or deletes
 * media goes through this interface: uploads (plugins/storage.ts), resized variants
 * (lib/variant-maker.ts), the seed, the `/media/` route (media/serve.ts) and `media migrate`.
 *
 * A key is a name relative to the media root, `properties/2026/11/abc.jpg`, the public path
 * without its `/media/` prefix (`mediaKey` below).
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** For logs and the CLI: `disk /srv/estate/media`, `s3 estate-media at https://...`. */
  readonly description: string;
  /**
   * Stores `body` under `key`, visible only once whole: the disk writes a temporary name and
   * renames it into place, S3 makes the object on the completed (multipart) upload. A failed
   * write leaves nothing under `key`.
   */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /**
   * A folder of the local disk where uploads are received while they are checked (videos,
   * lib/upload-spool.ts): `.partial` files, never listed or served, swept at start when abandoned.
   * The disk store's is inside its root, so placing a checked file there is a rename.
   */
  readonly spoolDir: string;
  /**
   * Stores a checked file of the local disk (a spooled upload) under `key`, visible only once
   * whole, as `put`. The store takes the file over: afterwards it is gone, stored or not. The disk
   * renames it into place; S3 reads it up from the disk (a multipart upload of 8 MiB byte ranges of
   * the file above 8 MiB, completed only once every part is there, aborted on failure, so it leaves
   * no unfinished upload), holding none of it in memory.
   */
  putFile(key: string, file: string, options?: { contentType?: string }): Promise<void>;
  /** The size and time of a stored object, `undefined` when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** A stream of the object's bytes (only `start`..`end`, inclusive, when given); `undefined` when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The whole object in memory (images to resize), `undefined` when there is none. */
  readAll(key: string): Promise<Buffer | undefined>;
  /** Removes an object; one already gone is no error. */
  delete(key: string): Promise<void>;
  /** Every stored object under `prefix` (all when absent), whole ones only (no temporary files). */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** Fails with a clear message when the store cannot be used (an S3 bucket that does not exist, refused keys). */
  check(): Promise<void>;
  /** Releases connections (S3's sockets); the disk has nothing to close. */
  close(): Promise<void>;
}

export interface StoredObject {
  size: number;
  modified: Date;
}

/** Inclusive byte offsets, as in an HTTP `Range`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The content types of the extensions media are stored with (the server picks them from the decoded bytes). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
};

/** The `Content-Type` a stored name is served with. */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** A key that stays inside the store: no `..`, `.` or empty part, no absolute path, no backslash or NUL, no temporary file. */
export function isSafeKey(key: string): boolean {
  return (
    key !== '' &&
    !key.startsWith('/') &&
    !/[\\\0]/.test(key) &&
    !key.endsWith('.partial') &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** The key of a public media path (`/media/a/b.jpg` → `a/b.jpg`); throws for anything else. */
export function mediaKey(publicPath: string): string {
  const key = publicPath.replace(/^\/media\//, '');
  if (key === publicPath || !isSafeKey(key)) throw new Error(`Not a stored media path: ${publicPath}`);
  return key;
}

/** The public path of a key: `a/b.jpg` → `/media/a/b.jpg`. */
export const mediaPath = (key: string): string => `/media/${key}`;
