import { createEstateClient, memoryStorage, type EstateClient, type KeyValueStorage } from '@estate/sdk';
import type { ReactElement, ReactNode } from 'react';
import { EstateProvider } from '../config/EstateProvider.js';
import type { EstateLocale } from '../messages/index.js';
import { FIXTURE_TILES } from './map-tiles.js';

/**
 * For the component tests (not in the package): a client signed in as nobody, against an address
 * where no server listens, and the provider around it. The hooks that need a session send nothing,
 * so the tests exercise the components' own logic (recent lists, flags, theme, guards) against the
 * client's storage. What needs the server is in the stories of behaviour.
 */
export interface OfflineClient {
  client: EstateClient;
  storage: KeyValueStorage;
  /** For `render(…, { wrapper })`. */
  wrapper: (props: { children: ReactNode }) => ReactElement;
}

/**
 * The offline client's API origin: where no server listens, and not the page's (jsdom's), so the
 * marketplace's links (the paths the provider is not given) and share links are on it.
 */
export const OFFLINE_API = 'http://127.0.0.1:9';

export function offlineClient({
  storage = memoryStorage(),
  locale = 'en',
  mediaPublicUrl,
}: { storage?: KeyValueStorage; locale?: EstateLocale; mediaPublicUrl?: string } = {}): OfflineClient {
  const client = createEstateClient({ baseUrl: OFFLINE_API, storage, mediaPublicUrl });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EstateProvider client={client} locale={locale} mapTiles={FIXTURE_TILES}>
      {children}
    </EstateProvider>
  );
  return { client, storage, wrapper };
}
