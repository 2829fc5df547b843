/** A neutral person silhouette, inline so it needs no request and no asset pipeline. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#cbd5e1"/>' +
      '<circle cx="32" cy="25" r="12" fill="#f8fafc"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#f8fafc"/></svg>'
  );

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A media reference as a URL (spec section 7: backend origin + relative path). Absolute URLs, data
 * and blob URLs are left as they are; an absent one becomes `fallback` (for avatars, the default).
 */
export function mediaUrl(baseUrl: string, path: string | null | undefined, fallback?: string): string | undefined {
  if (!path) return fallback;
  if (ABSOLUTE.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The widths of the resized copies the server makes of every stored image (estate-server README,
 * "Resized image variants"): `<path>.w480.webp`, `<path>.w480.jpg`, and so on. Never wider than
 * the original, so the browser may get a smaller file than a descriptor says, never a blurrier one.
 */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type MediaVariantFormat = 'webp' | 'jpg';

/** The stored images the server makes variants of (videos and everything else have none). */
const VARIANT_SOURCES = /\.(?:jpe?g|png|gif|webp|avif|heic|heif|bmp)$/i;

/**
 * Where a client's media are: the API origin (`baseUrl`), and the server's public media address
 * when it has one (`mediaPublicUrl`: its `MEDIA_PUBLIC_URL`, a CDN or the bucket, which the client
 * learns from the `Estate-Media-Public-Url` header of its answers). An `EstateClient` is one; a
 * string is an API origin alone.
 */
export type MediaOrigin = string | { baseUrl: string; mediaPublicUrl?: string };

const originOf = (from: MediaOrigin): Exclude<MediaOrigin, string> => (typeof from === 'string' ? { baseUrl: from } : from);

/**
 * Whether `path` is one of the server's stored images, with resized variants beside it: a relative
 * path, or a URL on its public media address, where the variants are stored beside each image as
 * beside a `/media/` path. Any other absolute URL is stored elsewhere (a Google avatar) and has
 * only itself.
 */
function hasVariants(path: string | null | undefined, mediaPublicUrl: string | undefined): path is string {
  if (!path || (ABSOLUTE.test(path) && !(mediaPublicUrl && path.startsWith(`${mediaPublicUrl}/`)))) return false;
  return VARIANT_SOURCES.test(path.replace(/[?#].*$/, ''));
}

/**
 * The `srcset` of a stored image in one format: `…/x.jpg.w480.webp 480w, …/x.jpg.w960.webp 960w,
 * …/x.jpg.w1600.webp 1600w`, against the API origin for a path, and as it is for a URL on the
 * server's public media address (give the client as `from` for those). `undefined` for any other
 * absolute URL (stored elsewhere: only its own URL exists), a data or blob URL, a video or nothing.
 */
export function mediaSrcSet(from: MediaOrigin, path: string | null | undefined, format: MediaVariantFormat): string | undefined {
  const { baseUrl, mediaPublicUrl } = originOf(from);
  if (!hasVariants(path, mediaPublicUrl)) return undefined;
  const url = mediaUrl(baseUrl, path)!;
  return MEDIA_VARIANT_WIDTHS.map((width) => `${url}.w${width}.${format} ${width}w`).join(', ');
}

/** What an `<img>` / `<picture>` needs for one media path: its URL, and the srcsets when the server has variants. */
export interface MediaVariants {
  /** The original's URL: the `<img src>` of browsers without `srcset`. */
  src: string;
  /** For `<source type="image/webp" srcset>`. */
  webp?: string;
  /** For `<img srcset>`. */
  jpeg?: string;
}

/**
 * The URL and srcsets of a media path (`mediaVariants(client, property.cover_photo)`); `undefined`
 * when there is no path. Absolute URLs get no srcsets, except those on the server's public media
 * address (see `mediaSrcSet`).
 */
export function mediaVariants(from: MediaOrigin, path: string | null | undefined): MediaVariants | undefined {
  const src = mediaUrl(originOf(from).baseUrl, path);
  if (!src) return undefined;
  const webp = mediaSrcSet(from, path, 'webp');
  return webp ? { src, webp, jpeg: mediaSrcSet(from, path, 'jpg') } : { src };
}
