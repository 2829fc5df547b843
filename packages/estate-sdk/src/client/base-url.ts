/** The API's path, which the client adds to `baseUrl` itself. */
export const API_PATH = '/api/v1';

const EXAMPLE = "createEstateClient({ baseUrl: 'https://api.estate.example' })";

/**
 * `createEstateClient`'s `baseUrl`, without trailing slashes, or a `TypeError` that says what to
 * write instead. A partner's first mistakes (no scheme, the API's path, no `baseUrl` at all) would
 * otherwise surface only at the first call, as a network error or a 404 that names nothing.
 */
export function checkBaseUrl(baseUrl: unknown): string {
  if (baseUrl === undefined || baseUrl === null || baseUrl === '') {
    throw new TypeError(`createEstateClient needs a baseUrl, the API server's origin: ${EXAMPLE} (window.location.origin when the page and the API share one).`);
  }
  if (typeof baseUrl !== 'string') throw new TypeError(`baseUrl must be a string, the API server's origin: ${EXAMPLE}; got ${typeof baseUrl}.`);
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  if (baseUrl.trim().startsWith('/')) {
    throw new TypeError(`baseUrl needs a scheme and a host: '${baseUrl}' is a path. For the page's own origin, use window.location.origin.`);
  }
  if (trimmed.toLowerCase().endsWith(API_PATH)) {
    throw new TypeError(`baseUrl is the server's origin: use '${trimmed.slice(0, -API_PATH.length)}' instead of '${baseUrl}' (the client adds ${API_PATH} itself).`);
  }
  if (!/^https?:\/\/[^/]/i.test(trimmed) || !parses(trimmed)) {
    const host = trimmed.replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
    throw new TypeError(`baseUrl needs a scheme, https:// or http://: use 'https://${host}' (or 'http://${host}' for a local server) instead of '${baseUrl}'.`);
  }
  return trimmed;
}

/** `URL.canParse`, which browsers before 2023 lack. */
function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
