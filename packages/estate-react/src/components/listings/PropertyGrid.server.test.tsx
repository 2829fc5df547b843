// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { properties } from '../../storybook/fixtures.js';
import { PropertyGrid } from './PropertyGrid.js';

/** A grid rendered on a server (no `window`, no `document`), as a server-rendered page sends it. */
describe('PropertyGrid on the server', () => {
  it('sends a screenful of a grid, the first card its priority photo; the rest follow in the browser', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ ...properties[index % properties.length]!, id: index + 1 }));
    const html = renderToString(
      <EstateUIProvider theme="light">
        <PropertyGrid properties={many} renderCard={(property, { priority }) => <article data-priority={priority || undefined}>{property.id}</article>} />
      </EstateUIProvider>
    );
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html.match(/data-priority/g)).toHaveLength(1);
  });
});
