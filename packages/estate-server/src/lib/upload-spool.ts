import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open as openFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { refusal } from './errors.js';
import { SNIFF_BYTES } from './media-decode/index.js';
import { sniff } from './sniff.js';

/** An upload received onto the local disk (a clip): where it is and how many of its bytes are kept. */
export interface SpooledFile {
  path: string;
  size: number;
}

export type SpoolOutcome =
  /** Over `limit` (or cut off by the multipart parser's own size limit): nothing is kept. */
  | { outcome: 'too-large' }
  /** Its first bytes are no format we know (or there are none): nothing is kept. */
  | { outcome: 'unknown'; size: number }
  | { outcome: 'spooled'; file: SpooledFile };

/** A disk or quota that cannot take the file: the client is told so, as a 507, as the disk store does. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
export const isFullDisk = (error: unknown) => FULL_CODES.has((error as NodeJS.ErrnoException).code ?? '');

/** A fresh name in the spool folder: `.partial`, so no store ever lists or serves it and the start-up sweep takes it if left. */
export const spoolPath = (dir: string) => path.join(dir, `${randomBytes(9).toString('hex')}.partial`);

/**
 * Receives a file part onto the local disk as it arrives, under `dir` (`MediaStore.spoolDir`),
 * holding no more than the stream's own chunks in memory: each chunk is written before the next is
 * read, so a slow disk slows the client rather than filling the heap. Its first bytes are sniffed
 * as they come: a file that is no known format is not written at all (the rest is read and
 * counted, so a too-large one is still told it is too large, as before). Past `limit` the file is
 * removed and the rest drained. On any failure (the client cut the request, the disk is full) the
 * partial file is removed before the error goes on; a full disk answers 507.
 */
export async function spoolPart(stream: Readable & { truncated?: boolean }, dir: string, limit: number): Promise<SpoolOutcome> {
  let head: Buffer | undefined = Buffer.alloc(0);
  let size = 0;
  let handle: FileHandle | undefined;
  let file: string | undefined;
  let dropped = false;
  const open = async () => {
    await mkdir(dir, { recursive: true });
    file = spoolPath(dir);
    handle = await openFile(file, 'wx');
  };
  const drop = async () => {
    dropped = true;
    head = undefined;
    await handle?.close().catch(() => {});
    if (file) await rm(file, { force: true });
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (dropped) continue;
      if (size > limit) {
        await drop();
        continue;
      }
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) continue;
        if (!sniff(head)) {
          await drop();
          continue;
        }
        await open();
        await handle!.write(head);
        head = undefined;
      } else await handle!.write(chunk);
    }
    if (size > limit || stream.truncated) {
      await drop();
      return { outcome: 'too-large' };
    }
    if (head) {
      // Shorter than the sniffed head: decided on what there is.
      if (size === 0 || !sniff(head)) return { outcome: 'unknown', size };
      await open();
      await handle!.write(head);
    } else if (dropped) return { outcome: 'unknown', size };
    await handle!.close();
    return { outcome: 'spooled', file: { path: file!, size } };
  } catch (error) {
    await drop();
    if (isFullDisk(error)) throw refusal(507, 'storage_full');
    throw error;
  }
}

/** Removes spooled files; one already placed into the store (moved, or uploaded and removed) is no error. */
export async function discardSpooled(files: Iterable<SpooledFile>): Promise<void> {
  await Promise.all([...files].map((file) => rm(file.path, { force: true })));
}
