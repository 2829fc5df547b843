'use client';
import { useState } from 'react';
import { createEstateClient } from '@estate/sdk';
import { EstateProvider } from '@estate/react';

/** One client per browser tab (and per server render): never shared between visitors. */
export function Providers({ apiUrl, children }) {
  const [client] = useState(() => createEstateClient({ baseUrl: apiUrl, storageNamespace: 'partner' }));
  return <EstateProvider client={client} locale="en">{children}</EstateProvider>;
}
