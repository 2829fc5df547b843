import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ERROR_TEXTS, notFound, refusal } from '../lib/errors.js';
import type { Upload } from '../lib/forms.js';
import { hasVariants, parseVariantName } from '../lib/media-variants.js';
import { variantMaker, type VariantMaker } from '../lib/variant-maker.js';

export interface MediaStorage {
  /** The folder files are written to. */
  root: string;
  /** Stores a checked upload and returns its public path, `/media/<folder>/<yyyy>/<mm>/<name>.<ext>`. */
  save(upload: Pick<Upload, 'buffer' | 'ext'>, folder: string): Promise<string>;
  /** Removes a stored file by its public path, with its resized variants; one already gone is no error. */
  remove(publicPath: string): Promise<void>;
  /** Makes and finds the resized variants of stored images (lib/media-variants.ts names them). */
  variants: VariantMaker;
  /** Settles once the variants of every upload saved so far have been made (tests, shutdown). */
  variantsMade(): Promise<void>;
}

/**
 * Stores several uploads of one request, or none: when one cannot be stored (a full disk), those
 * already written are removed before the error is passed on.
 */
export async function saveAll(storage: MediaStorage, uploads: Pick<Upload, 'buffer' | 'ext'>[], folder: string): Promise<string[]> {
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

/** The filesystem calls a save makes, passed in so a test can make a write fail as a full disk does. */
export interface StorageFs {
  mkdir: typeof mkdir;
  writeFile: typeof writeFile;
  rename: typeof rename;
  rm: typeof rm;
}

export const STORAGE_FULL: string = ERROR_TEXTS.storage_full;
/** Errors of a disk (or quota) that cannot take the file: the client is told so, as a 507. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/**
 * Files are written under a temporary name and renamed into place once complete, so a public
 * path never names a partial file; when the write fails (a full disk) the partial file is removed.
 */
export function diskStorage(root: string, fs: StorageFs = { mkdir, writeFile, rename, rm }, variants: VariantMaker = variantMaker(root)): MediaStorage {
  const making = new Set<Promise<void>>();
  return {
    root,
    variants,
    async variantsMade() {
      await Promise.allSettled([...making]);
    },
    async save(upload, folder) {
      const now = new Date();
      const relative = path.posix.join(
        folder,
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
        `${randomBytes(12).toString('base64url')}.${upload.ext}`
      );
      const target = path.join(root, relative);
      const partial = `${target}.partial`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(partial, upload.buffer, { flag: 'wx' });
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true }).catch(() => {});
        if (FULL_CODES.has((error as NodeJS.ErrnoException).code ?? '')) throw refusal(507, 'storage_full');
        throw error;
      }
      // Made once, in the background, now that the upload is checked and stored; a variant asked
      // for before its turn is made on demand (the media route), and the two share one make.
      if (hasVariants(relative)) {
        const job = variants.makeAll(relative).finally(() => making.delete(job));
        making.add(job);
      }
      return `/media/${relative}`;
    },
    async remove(publicPath) {
      const relative = publicPath.replace(/^\/media\//, '');
      // Only paths this storage hands out: never one that climbs out of the media folder.
      if (relative === publicPath || relative.split('/').includes('..')) throw new Error(`Not a stored media path: ${publicPath}`);
      await fs.rm(path.join(root, relative), { force: true });
      // After the original, so a make still running sees it gone and drops what it wrote.
      if (hasVariants(relative)) await variants.removeAll(relative);
    },
  };
}

/** A name under the media folder that stays inside it: no `..`, no absolute path, no backslash or NUL. */
function isSafeRelative(relative: string): boolean {
  return (
    relative !== '' &&
    !relative.startsWith('/') &&
    !/[\\\0]/.test(relative) &&
    !relative.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** How old a `.partial` file must be to count as abandoned: a live write of a whole buffer never takes this long. */
export const ABANDONED_PARTIAL_MS = 60 * 60 * 1000;

/**
 * Removes `.partial` files older than `ABANDONED_PARTIAL_MS` under `root`: what a process killed
 * in the middle of a write left (nothing references them and they are never served). Younger ones
 * may be another process's write in progress on the same media folder, so they stay.
 */
export async function sweepAbandonedPartials(root: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < ABANDONED_PARTIAL_MS) continue;
    await rm(file, { force: true });
    removed.push(path.relative(root, file));
  }
  return removed;
}

/** Media lives under `<data dir>/media` and is served at `/media/`, cacheable for a year (names never repeat). */
export default fp(
  async (app) => {
    const root = path.join(app.config.dataDir, 'media');
    await mkdir(root, { recursive: true });
    const swept = await sweepAbandonedPartials(root);
    if (swept.length > 0) app.log.info({ files: swept }, 'removed partial uploads left by an interrupted write');
    const variants = variantMaker(root, (file, error) => app.log.warn({ file, err: error }, 'no resized variants: the image library cannot read this image'));
    const storage = diskStorage(root, undefined, variants);
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.variantsMade());
    // A variant (`<original>.w480.webp`, see lib/media-variants.ts) is made here when it is not on
    // disk yet (old uploads, the seed's pictures, a request that comes before the background make),
    // then the static handler below serves it like any other file, with the same headers.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== '/media/*' || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      const relative = (request.params as { '*'?: string })['*'] ?? '';
      const wanted = parseVariantName(relative);
      if (!wanted) return;
      if (!isSafeRelative(wanted.original)) throw notFound();
      const outcome = await variants.ensure(wanted.original, wanted.variant);
      if (outcome.ok) return;
      // An image the library cannot read (HEIC, BMP): its original stands in, so a srcset never breaks.
      if (outcome.reason === 'undecodable') return reply.header('cache-control', 'public, max-age=86400').redirect(`/media/${wanted.original}`, 302);
      throw notFound();
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
      // A file being written is not media yet (see diskStorage).
      allowedPath: (pathName) => !pathName.endsWith('.partial'),
      // Served with the type of its extension, which the server chose from the decoded bytes
      // (lib/media-decode); nosniff keeps a browser from second-guessing it, even were helmet's
      // header ever turned off.
      setHeaders: (reply) => void reply.header('x-content-type-options', 'nosniff'),
    });
  },
  { name: 'storage', dependencies: ['config'] }
);
