import path from 'node:path';
import { parseMediaStore } from '../config.js';
import { ALL_VARIANTS, hasVariants, variantPath, type Variant } from '../lib/media-variants.js';
import { variantMaker } from '../lib/variant-maker.js';
import { diskStore } from './disk-store.js';
import { contentTypeOf, type MediaStore } from './store.js';

export const MEDIA_USAGE = `Usage: estate-server media migrate --to s3 [--data DIR]

Copies the media of the disk store (<data folder>/media; --data DIR or ESTATE_DATA_DIR, default
./.estate-data) to the S3-compatible bucket of the S3_* settings (S3_BUCKET, S3_REGION, S3_ENDPOINT,
S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE; see docs/media-store.md). Originals,
resized variants and the demo's files go under the same keys, so the paths in the database stay
valid; then each image gets the resized variants the bucket still lacks, made there, so a CDN or
the bucket serving media directly (MEDIA_PUBLIC_URL) has every one. Resumable: an object already in
the bucket with the same size is skipped, so an interrupted run is simply started again. The
server may keep running on the disk store meanwhile; run the command once more after switching
to MEDIA_STORE=s3 to copy what was uploaded in between.
`;

/** A mistake in a `media` command line: printed with the usage, exit code 2. */
export class MediaUsageError extends Error {}

export interface MigrateSummary {
  copied: number;
  skipped: number;
  /** Resized variants the source had not made, made in the target. */
  variantsMade: number;
  failed: { key: string; error: string }[];
  bytesCopied: number;
}

/** One object copied (or not), or one variant made (or not): `done` of `total` in its phase. */
export interface MigrateProgress {
  phase: 'copy' | 'variants';
  key: string;
  size: number;
  action: 'copied' | 'skipped' | 'made' | 'failed';
  done: number;
  total: number;
}

/**
 * Copies every object of `source` that `target` lacks (or holds with another size), streaming each
 * one (a multipart upload for large videos on S3), then makes in `target` the variants of its
 * images that neither store has. `progress` hears of each object and variant as it is done.
 */
export async function migrateMedia(source: MediaStore, target: MediaStore, progress: (event: MigrateProgress) => void = () => {}): Promise<MigrateSummary> {
  const present = new Map<string, number>();
  for await (const { key, size } of target.list()) present.set(key, size);
  const objects: { key: string; size: number }[] = [];
  for await (const object of source.list()) objects.push(object);
  const summary: MigrateSummary = { copied: 0, skipped: 0, variantsMade: 0, failed: [], bytesCopied: 0 };
  const inTarget = new Set(present.keys());
  let done = 0;
  for (const { key, size } of objects) {
    done += 1;
    const event = { phase: 'copy', key, size, done, total: objects.length } as const;
    if (present.get(key) === size) {
      summary.skipped += 1;
      progress({ ...event, action: 'skipped' });
      continue;
    }
    try {
      const body = await source.read(key);
      if (!body) throw new Error('gone from the disk store while copying');
      await target.put(key, body, { contentType: contentTypeOf(key) });
      inTarget.add(key);
      summary.copied += 1;
      summary.bytesCopied += size;
      progress({ ...event, action: 'copied' });
    } catch (error) {
      summary.failed.push({ key, error: (error as Error).message });
      progress({ ...event, action: 'failed' });
    }
  }
  await makeMissingVariants(target, objects, inTarget, summary, progress);
  return summary;
}

/**
 * Makes in `target` the variants of the copied images that it lacks (the disk store makes them on
 * demand, so a picture nobody asked for at every width has only some). A CDN or the bucket serving
 * media directly cannot make one when asked, and clients give every image of the server a
 * `srcset`; an image the library cannot read gets copies of itself (`standIns`), as the media
 * route would redirect to it.
 */
async function makeMissingVariants(
  target: MediaStore,
  objects: { key: string }[],
  inTarget: Set<string>,
  summary: MigrateSummary,
  progress: (event: MigrateProgress) => void,
): Promise<void> {
  const missing = new Map<string, Variant[]>();
  for (const { key } of objects) {
    if (!inTarget.has(key) || !hasVariants(key)) continue;
    const lacking = ALL_VARIANTS.filter((variant) => !inTarget.has(variantPath(key, variant)));
    if (lacking.length > 0) missing.set(key, lacking);
  }
  const total = [...missing.values()].reduce((sum, lacking) => sum + lacking.length, 0);
  const variants = variantMaker(target, () => {}, { standIns: true });
  let done = 0;
  for (const [key, lacking] of missing) {
    for (const variant of lacking) {
      done += 1;
      const event = { phase: 'variants', key: variantPath(key, variant), size: 0, done, total } as const;
      try {
        const outcome = await variants.ensure(key, variant);
        // Not an image after all (bytes that are not what the name says): it has no variants.
        if (!outcome.ok) break;
        summary.variantsMade += 1;
        progress({ ...event, action: 'made' });
      } catch (error) {
        summary.failed.push({ key: event.key, error: (error as Error).message });
        progress({ ...event, action: 'failed' });
      }
    }
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `estate-server media migrate --to s3 [--data DIR]`. */
export async function mediaMain(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const args = [...argv];
  if (args.includes('--help') || args.includes('-h')) return void console.log(MEDIA_USAGE);
  let store: MediaStore | undefined;
  try {
    const take = (flag: string) => {
      const at = args.indexOf(flag);
      if (at === -1) return undefined;
      const value = args[at + 1];
      if (!value || value.startsWith('--')) throw new MediaUsageError(`${flag} expects a value`);
      args.splice(at, 2);
      return value;
    };
    const to = take('--to');
    const data = take('--data');
    if (args[0] !== 'migrate' || args.length !== 1) throw new MediaUsageError(`unknown command "media ${args.join(' ')}"`);
    if (to !== 's3') throw new MediaUsageError(to === undefined ? 'media migrate needs --to s3' : `--to expects s3, got "${to}"`);
    const root = path.join(path.resolve(data ?? env.ESTATE_DATA_DIR ?? './.estate-data'), 'media');
    const settings = parseMediaStore({ ...env, MEDIA_STORE: 's3' });
    if (settings.kind !== 's3') throw new Error('unreachable');
    const { s3Store } = await import('./s3-store.js');
    store = s3Store(settings);
    const source = diskStore(root);
    console.log(`Copying media from ${source.description} to ${store.description}...`);
    let last = 0;
    const summary = await migrateMedia(source, store, ({ phase, key, action, done, total }) => {
      if (phase === 'variants' && done === 1) console.log(`Making the ${total} resized image variants the bucket lacks...`);
      if (action === 'failed') console.error(`  could not ${phase === 'copy' ? 'copy' : 'make'} ${key}`);
      const now = Date.now();
      if (done === total || now - last >= 1000) {
        last = now;
        console.log(`  ${done}/${total} ${phase === 'copy' ? 'objects' : 'variants'}`);
      }
    });
    console.log(
      `Done: ${summary.copied} copied (${megabytes(summary.bytesCopied)}), ${summary.skipped} already in the bucket, ` +
        `${summary.variantsMade} variants made, ${summary.failed.length} failed.`,
    );
    for (const failure of summary.failed) console.error(`  ${failure.key}: ${failure.error}`);
    if (summary.failed.length > 0) {
      console.error('Run the command again to retry the failed objects.');
      process.exitCode = 1;
    }
  } catch (error) {
    if (error instanceof MediaUsageError) {
      console.error(`estate-server: ${error.message}\n\n${MEDIA_USAGE}`);
      process.exitCode = 2;
    } else {
      console.error(`estate-server media: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  } finally {
    await store?.close();
  }
}
