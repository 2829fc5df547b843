import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's `seed-media/` folder, found from `src/seed/` while developing and from bundled `dist/`. */
export function seedMediaFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '..', '..', 'seed-media'), path.resolve(here, '..', 'seed-media')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`No demo videos found in ${candidates.join(' or ')}`);
  return found;
}

/**
 * Writes demo files under `<media root>/seed/`, named after what they show so a second run into the
 * same data dir rewrites the same files instead of adding new ones.
 */
export class SeedMedia {
  constructor(private readonly mediaRoot: string) {}

  /** Stores `bytes` at `seed/<relative>` and returns its public path. */
  async write(relative: string, bytes: Buffer): Promise<string> {
    const target = this.target(relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    return this.publicPath(relative);
  }

  /** Copies one of the committed demo videos to `seed/reels/` and returns its public path. */
  async copyVideo(file: string): Promise<string> {
    const relative = path.posix.join('reels', file);
    const target = this.target(relative);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(seedMediaFolder(), file), target);
    return this.publicPath(relative);
  }

  private target(relative: string): string {
    return path.join(this.mediaRoot, 'seed', ...relative.split('/'));
  }

  private publicPath(relative: string): string {
    return `/media/seed/${relative}`;
  }
}
