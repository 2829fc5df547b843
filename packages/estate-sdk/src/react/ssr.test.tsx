// @vitest-environment node
// Node, not jsdom: this file proves the hooks import and render where there is no `window` or `document`.
import { createElement } from 'react';
import { unstable_serialize } from 'swr/infinite';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEstateClient } from '../client/client.js';
import { memoryStorage } from '../storage.js';
import * as react from './index.js';
import { estateKeys } from '../keys.js';

describe('@estate/sdk/react on a server', () => {
  it('imports and renders with no window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
    function Page() {
      const { theme } = react.useTheme();
      const { isAuthenticated } = react.useSession();
      const { properties, isLoading } = react.useProperties();
      const chat = react.useChat('amina');
      const { plans } = react.usePlans();
      return createElement('p', null, `${theme} ${isAuthenticated} ${properties.length} ${isLoading} ${chat.state} ${plans?.length ?? 0}`);
    }
    const html = renderToString(createElement(react.EstateClientProvider, { client }, createElement(Page)));
    // No system to ask on a server: the fixed fallback, light.
    expect(html).toBe('<p>light false 0 true idle 0</p>');
  });

  it('renders a server page from the data and theme it was handed: not loading, in that theme', () => {
    const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
    const page = { count: 1, next: null, previous: null, results: [{ id: 7, title: 'Lavington flat' }] };
    // The key useProperties' feed reads (useSWRInfinite's), with its first page, as a server render hands it over.
    const fallback = { [unstable_serialize((index: number) => estateKeys.properties.all({ page: index + 1 }))]: [page] };
    function Page() {
      const { theme } = react.useTheme();
      const { properties, isLoading } = react.useProperties();
      return createElement('p', null, `${theme} ${isLoading} ${properties.map((property) => property.title).join()}`);
    }
    const html = renderToString(createElement(react.EstateClientProvider, { client, initialTheme: 'dark', swrConfig: { fallback } }, createElement(Page)));
    expect(html).toBe('<p>dark false Lavington flat</p>');
  });
});
