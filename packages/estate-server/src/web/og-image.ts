/**
 * A media path as an absolute URL on the public origin (`/media/a.jpg` →
 * `https://estate.example/media/a.jpg`); one already absolute (an S3 store's) is kept as it is.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
