/**
 * Paths crawlers are kept out of: the API, and every screen that is one person's own or part of
 * signing in or paying (nothing there to find, and nothing that should be found). Public pages
 * (listings, reels, profiles, the lists, `/`) stay allowed. Each is a prefix, as robots.txt reads it
 * (RFC 9309), or ends at `$`.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/inbox',
  '/checkout',
  '/login',
  '/register',
  '/activate/',
  '/google-auth-callback',
  '/payment/',
  // Not the prefix `/profile/edit`, which would also hide `/profile/edith/`: the screen with and without its slash.
  '/profile/edit$',
  '/profile/edit/',
  '/my-profile',
  '/favourites',
  '/notifications',
  '/dashboard',
  '/unsubscribe/',
  '/root',
] as const;

/** The `/robots.txt` of the site on `publicUrl`: the rules above, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
