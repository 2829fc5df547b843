import { createEstateClient, memoryStorage, type EstateClient } from '@estate/sdk';

/**
 * The app's SDK client. The app owns its page, so it keeps the spec's storage keys (`userInfo`,
 * `theme`, ...) without a namespace, and calls the API on its own origin: the server serves the
 * built app (`npm start`), and Vite proxies it in development. A server-rendered page hands it the
 * public media address its render knew (`SsrState.mediaPublicUrl`), so hydrating draws the same srcsets.
 */
export function createBrowserClient(mediaPublicUrl?: string): EstateClient {
  return createEstateClient({ baseUrl: window.location.origin, mediaPublicUrl });
}

/**
 * A client for one server render: no session (the server cannot see the browser's), and requests
 * answered by the API in the same process (`fetch` is the server's, not the network's).
 */
export function createServerClient(origin: string, fetch: typeof globalThis.fetch): EstateClient {
  return createEstateClient({ baseUrl: origin, fetch, storage: memoryStorage() });
}
