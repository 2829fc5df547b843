import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { refusal } from '../lib/errors.js';
import { isFullDisk } from '../lib/upload-spool.js';
import { isSafeKey, type MediaStore, type StoredObject } from './store.js';

/** The filesystem calls a write makes, passed in so a test can make a write fail as a full disk does. */
export interface StorageFs {
  mkdir: typeof mkdir;
  writeFile: typeof writeFile;
  rename: typeof rename;
  rm: typeof rm;
}


/**
 * Media in a folder of the local disk (`<data dir>/media`): the embedded default. Files are written
 * under a temporary `.<hex>.partial` name and renamed into place once complete, so a key never
 * names a partial file; when the write fails (a full disk) the partial file is removed. Uploaded
 * clips are received into `.uploads/` inside the folder (same filesystem), checked there and
 * renamed into place: never copied, never visible before they pass.
 */
export function diskStore(root: string, fs: StorageFs = { mkdir, writeFile, rename, rm }): MediaStore & { root: string } {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  const statFile = async (key: string): Promise<StoredObject | undefined> => {
    if (!isSafeKey(key)) return undefined;
    const info = await stat(fileOf(key)).catch(() => undefined);
    return info?.isFile() ? { size: info.size, modified: info.mtime } : undefined;
  };
  return {
    kind: 'disk',
    description: `disk ${root}`,
    root,
    async put(key, body: Buffer | Readable) {
      const target = fileOf(key);
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(partial, body, { flag: 'wx' });
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true }).catch(() => {});
        if (isFullDisk(error)) throw refusal(507, 'storage_full');
        throw error;
      }
    },
    spoolDir: path.join(root, '.uploads'),
    async putFile(key, file) {
      const target = fileOf(key);
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(file, target);
      } catch (error) {
        // A spool folder mounted apart from the media (EXDEV) is copied instead; the rename is atomic, a copy goes through put's partial name.
        if ((error as NodeJS.ErrnoException).code === 'EXDEV') await this.put(key, createReadStream(file));
        else throw error;
      } finally {
        await fs.rm(file, { force: true }).catch(() => {});
      }
    },
    stat: statFile,
    async read(key, range) {
      if (!(await statFile(key))) return undefined;
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async readAll(key) {
      if (!isSafeKey(key)) return undefined;
      return readFile(fileOf(key)).catch(() => undefined);
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const keys = entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
      for (const key of keys) {
        const info = await statFile(key);
        if (info) yield { key, size: info.size };
      }
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
    },
    async close() {},
  };
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
