/** The code of a call from a page of another origin that got no answer while the browser was online: most likely refused by CORS. */
export const BLOCKED_ORIGIN = 'blocked_origin';

/**
 * The page's origin when a failed `fetch` was most likely refused by the API's CORS rather than
 * offline; undefined otherwise. Browsers word both the same (a bare `TypeError`), so this goes by
 * what they do tell: `navigator.onLine` false is offline, and a page on the API's own origin is
 * never refused by CORS. Outside a browser (no `location`) there is no page to refuse.
 */
export function blockedPageOrigin(apiBaseUrl: string, failure: unknown): string | undefined {
  if ((failure as Error | undefined)?.name !== 'TypeError') return undefined; // by name: a fetch of another realm (an iframe's) throws its own TypeError
  if (globalThis.navigator?.onLine === false) return undefined;
  const page = globalThis.location?.origin;
  if (!page || !/^https?:/.test(page)) return undefined; // `null` for file: pages, which no CORS list can name
  return page !== new URL(apiBaseUrl).origin ? page : undefined;
}

/** For the partner's developer, in the console: what to add to the server's settings, with the exact origin. */
export function blockedOriginHint(apiBaseUrl: string, page: string): string {
  return (
    `[@estate/sdk] A request from ${page} to ${new URL(apiBaseUrl).origin} got no answer while the browser is online. ` +
    `If the API is running, it does not allow this page's origin: add it to the server's CORS_ORIGINS (CORS_ORIGINS=${page}; separate several with commas).`
  );
}
