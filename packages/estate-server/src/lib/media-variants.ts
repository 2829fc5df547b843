/**
 * Resized variants of stored images, named from the original's media path so that a client can
 * build a `srcset` from the path it already has (the API contract does not change):
 *
 *   /media/properties/2026/11/abc.jpg              the original, as uploaded
 *   /media/properties/2026/11/abc.jpg.w480.webp    480 px wide, WebP   (also .w960, .w1600)
 *   /media/properties/2026/11/abc.jpg.w480.jpg     480 px wide, JPEG   (the fallback)
 *   /media/properties/2026/11/abc.jpg.og.jpg       1200 × 630, cover-cropped JPEG for og:image
 *
 * The original's own extension stays in the name, so a variant names exactly one original (no
 * guessing between `abc.png` and `abc.jpg`). Widths are never upscaled: the `w1600` of a 700 px
 * photo is 700 px wide. This module is plain naming, with no image library, so the web/SEO code can
 * import it cheaply; the pixels are made by `variant-maker.ts`.
 */

/** The widths a `srcset` offers, smallest first. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export type VariantFormat = 'webp' | 'jpg';
export const VARIANT_FORMATS: readonly VariantFormat[] = ['webp', 'jpg'];

/** The link-preview image's size (Open Graph and Twitter's `summary_large_image`). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export type Variant = { kind: 'width'; width: VariantWidth; format: VariantFormat } | { kind: 'og' };

/** The extensions of stored originals that get variants (what `inspectMedia` takes as images). */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'png', 'gif', 'webp', 'avif', 'heic', 'heif', 'bmp']);

/** Every variant of one original, in the order a fresh upload has them made (the small ones first: they are the LCP on phones). */
export const ALL_VARIANTS: readonly Variant[] = [
  ...VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format): Variant => ({ kind: 'width', width, format }))),
  { kind: 'og' },
];

/** A variant's suffix, appended to the original's name: `.w480.webp`, `.og.jpg`. */
export function variantSuffix(variant: Variant): string {
  return variant.kind === 'og' ? '.og.jpg' : `.w${variant.width}.${variant.format}`;
}

/** Whether a media path (or a name relative to the media folder) is an image that has variants. */
export function hasVariants(mediaPath: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(mediaPath)?.[1]?.toLowerCase();
  return ext !== undefined && IMAGE_EXTENSIONS.has(ext) && parseVariantName(mediaPath) === undefined;
}

/** The path of one variant of `mediaPath` (a `/media/...` path or a name relative to the media folder). */
export function variantPath(mediaPath: string, variant: Variant): string {
  return `${mediaPath}${variantSuffix(variant)}`;
}

const VARIANT_NAME = /^(.+)\.(?:w(\d+)\.(webp|jpg)|(og)\.jpg)$/;

/**
 * The original and the variant a name asks for, or `undefined` when it is no variant name: an
 * unknown width (`.w500.webp`), format (`.w480.png`) or an original that is not an image.
 */
export function parseVariantName(name: string): { original: string; variant: Variant } | undefined {
  const match = VARIANT_NAME.exec(name);
  if (!match) return undefined;
  const original = match[1]!;
  const ext = /\.([a-z0-9]+)$/.exec(original)?.[1];
  if (!ext || !IMAGE_EXTENSIONS.has(ext)) return undefined;
  if (match[4]) return { original, variant: { kind: 'og' } };
  const width = Number(match[2]) as VariantWidth;
  if (!VARIANT_WIDTHS.includes(width) || String(width) !== match[2]) return undefined;
  return { original, variant: { kind: 'width', width, format: match[3] as VariantFormat } };
}

/**
 * Whether a stored file is made from another (a variant, or one being written under its temporary
 * `.<hex>.partial` name): not an upload, so never counted as one.
 */
export function isDerivedFile(name: string): boolean {
  return parseVariantName(name.replace(/\.[0-9a-f]{12}\.partial$/, '')) !== undefined;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The absolute URL of a media file's 1200 × 630 link-preview image, for `og:image` and
 * `twitter:image`. An absolute URL (a picture stored elsewhere) is returned as it is, and a path
 * that is no image (a video) gives `undefined`, so the caller falls back to a site-wide image.
 */
export function ogImageUrl(publicUrl: string, mediaPath: string | null | undefined): string | undefined {
  if (!mediaPath) return undefined;
  if (ABSOLUTE.test(mediaPath)) return mediaPath;
  if (!hasVariants(mediaPath)) return undefined;
  return `${publicUrl.replace(/\/+$/, '')}/${variantPath(mediaPath, { kind: 'og' }).replace(/^\/+/, '')}`;
}
