import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { ERROR_TEXTS } from '../lib/errors.js';
import type { Upload } from '../lib/forms.js';
import type { SpooledFile } from '../lib/upload-spool.js';
import { hasVariants } from '../lib/media-variants.js';
import { variantMaker, type VariantMaker } from '../lib/variant-maker.js';
import { diskStore, sweepAbandonedPartials, type StorageFs } from '../media/disk-store.js';
import { MEDIA_PUBLIC_URL_HEADER, rewriteMediaUrls } from '../media/public-url.js';
import { serveMedia } from '../media/serve.js';
import { contentTypeOf, mediaKey, mediaPath, type MediaStore } from '../media/store.js';

export { ABANDONED_PARTIAL_MS, sweepAbandonedPartials, type StorageFs } from '../media/disk-store.js';

/** What an upload hands the storage: its checked bytes (a buffer, a stream, or a spooled file the store takes over) and the extension chosen from them. */
export type StorableUpload = Pick<Upload, 'ext'> & ({ buffer: Buffer | Readable; file?: undefined } | { file: SpooledFile; buffer?: undefined });

export interface MediaStorage {
  /** Where the bytes go: the disk or an S3 bucket (media/store.ts). */
  store: MediaStore;
  /** The disk store's folder; `undefined` on S3. */
  root?: string;
  /** Stores a checked upload and returns its public path, `/media/<folder>/<yyyy>/<mm>/<name>.<ext>`. */
  save(upload: StorableUpload, folder: string): Promise<string>;
  /** Removes a stored file by its public path, with its resized variants; one already gone is no error. */
  remove(publicPath: string): Promise<void>;
  /** Makes and finds the resized variants of stored images (lib/media-variants.ts names them). */
  variants: VariantMaker;
  /**
   * Whether an image's variants are all stored before its upload is answered (`MEDIA_PUBLIC_URL`
   * set: what serves media there cannot make one when asked); else they are made in the background.
   */
  variantsUpFront: boolean;
  /** Settles once the variants of every upload saved so far have been made (tests, shutdown). */
  variantsMade(): Promise<void>;
  /** An answer with its media paths on `MEDIA_PUBLIC_URL` when set (a copy), else the answer itself. */
  publicUrls<T>(value: T): T;
}

/**
 * Stores several uploads of one request, or none: when one cannot be stored (a full disk), those
 * already written are removed before the error is passed on.
 */
export async function saveAll(storage: MediaStorage, uploads: StorableUpload[], folder: string): Promise<string[]> {
  const saved: string[] = [];
  try {
    for (const upload of uploads) saved.push(await storage.save(upload, folder));
  } catch (error) {
    await removeAll(storage, saved);
    throw error;
  }
  return saved;
}

/** Removes files stored for a request that then failed (its database write, say), best effort. */
export async function removeAll(storage: MediaStorage, publicPaths: string[]): Promise<void> {
  await Promise.allSettled(publicPaths.map((publicPath) => storage.remove(publicPath)));
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

export const STORAGE_FULL: string = ERROR_TEXTS.storage_full;

/**
 * Uploads into `store` under names no one can guess before they are stored (12 random bytes), each
 * visible only once whole (the store's `put`), with their resized variants stored beside them (in
 * the background, or before the answer with `publicUrl`); a removal takes the variants along.
 */
export function mediaStorage(store: MediaStore, variants?: VariantMaker, publicUrl?: string): MediaStorage {
  const making = new Set<Promise<void>>();
  const upFront = Boolean(publicUrl);
  const maker = variants ?? variantMaker(store, undefined, { standIns: upFront });
  return {
    store,
    publicUrls: (value) => (publicUrl ? rewriteMediaUrls(value, publicUrl) : value),
    root: 'root' in store ? (store.root as string) : undefined,
    variants: maker,
    variantsUpFront: upFront,
    async variantsMade() {
      await Promise.allSettled([...making]);
    },
    async save(upload, folder) {
      const now = new Date();
      const key = path.posix.join(
        folder,
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
        `${randomBytes(12).toString('base64url')}.${upload.ext}`
      );
      if (upload.file) await store.putFile(key, upload.file.path, { contentType: contentTypeOf(key) });
      else await store.put(key, upload.buffer, { contentType: contentTypeOf(key) });
      // Made once, now that the upload is checked and stored; a variant asked for before its turn
      // is made on demand (the media route), and the two share one make. The answer names the
      // public address when there is one, which cannot make a variant: there, it waits for them.
      if (hasVariants(key)) {
        const job = maker.makeAll(key).finally(() => making.delete(job));
        making.add(job);
        if (upFront) await job;
      }
      return mediaPath(key);
    },
    async remove(publicPath) {
      // Only paths this storage hands out: never one that climbs out of the media folder.
      const key = mediaKey(publicPath);
      await store.delete(key);
      // After the original, so a make still running sees it gone and drops what it wrote.
      if (hasVariants(key)) await maker.removeAll(key);
    },
  };
}

/** The disk storage of `root` (the embedded default); `fs` lets a test make writes fail as a full disk does. */
export function diskStorage(root: string, fs?: StorageFs, variants?: VariantMaker): MediaStorage {
  return mediaStorage(diskStore(root, fs), variants);
}

/**
 * The store the configuration names: `<data dir>/media` on disk, or the S3 bucket (its SDK loaded
 * only then), whose uploads are received into `<data dir>/uploads` while they are checked.
 */
export async function openMediaStore(config: Pick<Config, 'dataDir' | 'mediaStore'>): Promise<MediaStore> {
  if (config.mediaStore.kind === 's3') {
    const { s3Store } = await import('../media/s3-store.js');
    return s3Store(config.mediaStore, path.join(config.dataDir, 'uploads'));
  }
  return diskStore(path.join(config.dataDir, 'media'));
}

/** Media go to the configured store and are served at `/media/` from it, cacheable for a year (names never repeat). */
export default fp(
  async (app) => {
    const store = await openMediaStore(app.config);
    await store.check();
    // The disk store's folder holds its spool folder; an S3 store's spool is a folder of its own.
    const partials = store.kind === 'disk' ? (store as ReturnType<typeof diskStore>).root : store.spoolDir;
    await mkdir(partials, { recursive: true });
    const swept = await sweepAbandonedPartials(partials);
    if (swept.length > 0) app.log.info({ files: swept }, 'removed partial uploads left by an interrupted write');
    const { mediaPublicUrl } = app.config;
    const variants = variantMaker(store, (file, error) => app.log.warn({ file, err: error }, 'no resized variants: the image library cannot read this image'), {
      standIns: Boolean(mediaPublicUrl),
    });
    const storage = mediaStorage(store, variants, mediaPublicUrl);
    app.decorate('storage', storage);
    if (mediaPublicUrl) {
      // Answers name media on the public media address (a CDN, the bucket) instead of this server's
      // /media/, which still serves them; cached reads apply it before they keep their JSON (lib/cached-read.ts).
      app.addHook('preSerialization', async (_request, _reply, payload) => storage.publicUrls(payload));
      // And say which address that is, so a client tells these media (with their variants beside
      // them) from a picture stored elsewhere: on every API answer, cached ones too, so it arrives
      // with the first data that names one.
      app.addHook('onRequest', (request, reply, done) => {
        if (request.url.startsWith('/api/')) reply.header(MEDIA_PUBLIC_URL_HEADER, mediaPublicUrl);
        done();
      });
    }
    app.addHook('onClose', async () => {
      await storage.variantsMade();
      await store.close();
    });
    // HEAD is its own route, not Fastify's derived one, which would answer Content-Length: 0.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/media/*',
      exposeHeadRoute: false,
      // Uploaded media are public links by design (names no one can guess).
      config: { access: 'public' },
      schema: { hide: true },
      handler: (request, reply) => serveMedia(store, variants, request, reply),
    });
  },
  { name: 'storage', dependencies: ['config'] }
);
