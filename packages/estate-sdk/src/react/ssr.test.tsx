// @vitest-environment node
// Node, not jsdom: this file proves the hooks import and render where there is no `window` or `document`.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEstateClient } from '../client/client.js';
import { memoryStorage } from '../storage.js';
import * as react from './index.js';

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
    const html = renderToString(createElement(react.EstateProvider, { client }, createElement(Page)));
    expect(html).toBe('<p>dark false 0 true idle 0</p>');
  });
});
