import { createEstateClient, type EstateClient } from '@estate/sdk';

/**
 * The app's one SDK client. The app owns its page, so it keeps the spec's storage keys
 * (`userInfo`, `theme`, ...) without a namespace, and calls the API on its own origin: the server
 * serves the built app (`npm start`), and Vite proxies it in development.
 */
export const client: EstateClient = createEstateClient({ baseUrl: window.location.origin });
