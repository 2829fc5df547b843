/**
 * The response header of every API answer that names `MEDIA_PUBLIC_URL` when it is set: a URL under
 * it is one of this server's media, with its resized variants beside it (the SDK's `mediaVariants`).
 */
export const MEDIA_PUBLIC_URL_HEADER = 'Estate-Media-Public-Url';

/** The fields of API answers and live frames that hold a media path (schemas/*.ts). */
export const MEDIA_FIELDS: ReadonlySet<string> = new Set(['cover_photo', 'profile_photo', 'photo', 'video', 'image']);

/** A stored media path on the public media address: `/media/a/b.jpg` → `<base>/a/b.jpg`; anything else as it is. */
export function publicMediaUrl(base: string, value: string): string {
  return value.startsWith('/media/') ? `${base}/${value.slice('/media/'.length)}` : value;
}

/**
 * A copy of an answer (any depth: lists, pages, nested cards) with its media paths on the public
 * media address of `MEDIA_PUBLIC_URL`; the value given is left as it is (it may be a cached one).
 * Only the media fields are touched, so a chat text that happens to start with `/media/` stays
 * text. The database keeps paths, so the address can change without a migration.
 */
export function rewriteMediaUrls<T>(value: T, base: string): T {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => rewriteMediaUrls(item, base)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    copy[key] = typeof field === 'string' ? (MEDIA_FIELDS.has(key) ? publicMediaUrl(base, field) : field) : rewriteMediaUrls(field, base);
  }
  return copy as T;
}
