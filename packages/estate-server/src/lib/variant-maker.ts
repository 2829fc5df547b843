import sharp from 'sharp';
import { contentTypeOf, type MediaStore } from '../media/store.js';
import { MAX_IMAGE_SIDE, inspectMedia } from './media-decode/index.js';
import { ALL_VARIANTS, OG_HEIGHT, OG_WIDTH, hasVariants, variantPath, type Variant } from './media-variants.js';

// Two cores are shared with the database and the requests: one libvips thread per image, and at
// most two images at a time, so a burst of uploads queues instead of starving the API.
sharp.concurrency(1);
sharp.cache(false);
const MAX_PARALLEL = 2;

/**
 * Why a variant could not be had: no such original; no image (a video, or bytes that are not what
 * the name says); or an image our checks take that the image library cannot read (HEIC, BMP).
 */
export type VariantOutcome = { ok: true; key: string } | { ok: false; reason: 'missing' | 'not-image' | 'undecodable' };

export interface VariantMaker {
  /**
   * The key of one variant of `relative` (a key of the media store), made now when it is not
   * there yet or older than its original. One make a file at a time: a second caller waits for the
   * first one's result.
   */
  ensure(relative: string, variant: Variant): Promise<VariantOutcome>;
  /** Makes every variant of a fresh upload, smallest first; failures are reported to `onError`, never thrown. */
  makeAll(relative: string): Promise<void>;
  /** Removes every variant of `relative`, once any make of them in progress has finished. */
  removeAll(relative: string): Promise<void>;
}

/** Encodes one variant from the original's bytes. */
async function encode(original: Buffer, variant: Variant): Promise<Buffer> {
  // `rotate()` applies the EXIF orientation, since the metadata (with any GPS position) is not copied.
  const image = sharp(original, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, animated: false }).rotate();
  if (variant.kind === 'og') {
    return image
      .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  }
  const resized = image.resize({ width: variant.width, withoutEnlargement: true });
  if (variant.format === 'webp') return resized.webp({ quality: 75 }).toBuffer();
  return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer();
}

export interface VariantMakerOptions {
  /**
   * Store a copy of the original under the name of a variant the image library cannot make (an
   * image it cannot read: HEIC, BMP). For media served from `MEDIA_PUBLIC_URL`: the media route
   * redirects such a variant to its original, but a CDN or a bucket cannot, and a `srcset` naming
   * a missing file draws nothing.
   */
  standIns?: boolean;
}

/** A variant maker for the media in `store`; `onError` hears of originals the library could not read. */
export function variantMaker(store: MediaStore, onError: (relative: string, error: unknown) => void = () => {}, options: VariantMakerOptions = {}): VariantMaker {
  const inFlight = new Map<string, Promise<VariantOutcome>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
  const timeOf = async (key: string) => (await store.stat(key))?.modified.getTime();

  async function make(relative: string, variant: Variant, target: string): Promise<VariantOutcome> {
    const originalTime = await timeOf(relative);
    if (originalTime === undefined) return { ok: false, reason: 'missing' };
    const variantTime = await timeOf(target);
    // Present and made from this original (the seed rewrites its files in place): nothing to do.
    if (variantTime !== undefined && variantTime >= originalTime) return { ok: true, key: target };
    const original = await store.readAll(relative);
    if (!original) return { ok: false, reason: 'missing' };
    let bytes: Buffer;
    try {
      bytes = await slot(() => encode(original, variant));
    } catch (error) {
      const inspected = inspectMedia(original);
      if (!inspected.ok || inspected.media.kind !== 'image') return { ok: false, reason: 'not-image' };
      onError(relative, error);
      if (!options.standIns) return { ok: false, reason: 'undecodable' };
      // The original's bytes and type, as the media route's redirect would have given.
      await store.put(target, original, { contentType: contentTypeOf(relative) });
      return keptWithOriginal(relative, target);
    }
    // Written whole before it is visible, as uploads are (media/store.ts).
    await store.put(target, bytes);
    return keptWithOriginal(relative, target);
  }

  /** A variant just written, kept while its original is there: one deleted meanwhile takes the variant away with it. */
  async function keptWithOriginal(relative: string, target: string): Promise<VariantOutcome> {
    if ((await timeOf(relative)) !== undefined) return { ok: true, key: target };
    await store.delete(target);
    return { ok: false, reason: 'missing' };
  }

  const maker: VariantMaker = {
    ensure(relative, variant) {
      if (!hasVariants(relative)) return Promise.resolve({ ok: false, reason: 'not-image' });
      const target = variantPath(relative, variant);
      const running = inFlight.get(target);
      if (running) return running;
      const job = make(relative, variant, target).finally(() => inFlight.delete(target));
      inFlight.set(target, job);
      return job;
    },
    async makeAll(relative) {
      for (const variant of ALL_VARIANTS) {
        const outcome = await maker.ensure(relative, variant).catch((error: unknown) => {
          onError(relative, error);
          return { ok: false } as const;
        });
        if (!outcome.ok) return;
      }
    },
    async removeAll(relative) {
      const targets = ALL_VARIANTS.map((variant) => variantPath(relative, variant));
      await Promise.allSettled(targets.map((target) => inFlight.get(target)));
      await Promise.all(targets.map((target) => store.delete(target)));
    },
  };
  return maker;
}
