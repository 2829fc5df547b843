/**
 * A media path as an absolute URL on the public origin (`/media/a.jpg` →
 * `https://estate.example/media/a.jpg`); one already absolute (an S3 store's) is kept as it is.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The picture link previews and `og:image` show for a stored photo (a cover, a reel's poster, a
 * profile picture), absolute. It is the original for now; the 1200×630 variant made once per upload
 * is chosen in this one function, so every page's preview picks it up together.
 */
export function ogImageUrl(publicUrl: string, mediaPath: string): string {
  return absoluteUrl(publicUrl, mediaPath);
}
