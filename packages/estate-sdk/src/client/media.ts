/** A neutral person silhouette, inline so it needs no request and no asset pipeline. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#cbd5e1"/>' +
      '<circle cx="32" cy="25" r="12" fill="#f8fafc"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#f8fafc"/></svg>',
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
