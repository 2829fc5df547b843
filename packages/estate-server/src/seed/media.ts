import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasVariants } from '../lib/media-variants.js';
import type { VariantMaker } from '../lib/variant-maker.js';
import { mediaPath, type MediaStore } from '../media/store.js';

/** The package's `seed-media/` folder, found from `src/seed/` while developing and from bundled `dist/`. */
export function seedMediaFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '..', '..', 'seed-media'), path.resolve(here, '..', 'seed-media')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`No demo videos found in ${candidates.join(' or ')}`);
  return found;
}

/**
 * Writes demo files under `seed/` of the media store, named after what they show so a second run
 * into the same store rewrites the same files instead of adding new ones. With `variants`, each
 * picture's resized variants are made as it is written (see `SeedOptions.variants`).
 */
export class SeedMedia {
  constructor(
    private readonly store: MediaStore,
    private readonly variants?: VariantMaker,
  ) {}

  /** Stores `bytes` at `seed/<relative>` and returns its public path. */
  async write(relative: string, bytes: Buffer): Promise<string> {
    const key = this.key(relative);
    await this.store.put(key, bytes);
    if (this.variants && hasVariants(key)) await this.variants.makeAll(key);
    return mediaPath(key);
  }

  /** Copies one of the committed demo videos to `seed/reels/` and returns its public path. */
  async copyVideo(file: string): Promise<string> {
    const key = this.key(path.posix.join('reels', file));
    await this.store.put(key, createReadStream(path.join(seedMediaFolder(), file)));
    return mediaPath(key);
  }

  private key(relative: string): string {
    return `seed/${relative}`;
  }
}
