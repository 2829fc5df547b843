/** For the React tests of client-side state (theme, mortgage): no server, nothing fetched. */
import type { ReactNode } from 'react';
import { createEstateClient } from '../src/client/client.js';
import { EstateClientProvider } from '../src/react/provider.js';
import { memoryStorage, type KeyValueStorage } from '../src/storage.js';

/** A `renderHook` wrapper: the provider around a client with no server behind it, the UI state kept in `storage`. */
export function offlineProvider(storage: KeyValueStorage = memoryStorage()) {
  const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <EstateClientProvider client={client} storage={storage}>
      {children}
    </EstateClientProvider>
  );
  return { wrapper, storage };
}
