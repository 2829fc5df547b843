/**
 * Under React 18, in Node (no `window`), both packages import (ESM and CJS) and `renderToString`
 * renders a `PropertyCard` of a listing fetched from the real server.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeApp, reactCopies } from './scratch.mjs';

export async function ssrReact18(tarballs, server) {
  const dir = makeApp('ssr-react-18', ['react@^18.2', 'react-dom@^18.2', 'swr@^2'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the React 18 app');
  // ESM and CJS entries both, in a Node process with no window or document.
  writeFileSync(
    path.join(dir, 'render.mjs'),
    `import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { createElement as h, version } from 'react';
import { renderToString } from 'react-dom/server';
import { createEstateClient } from '@estate/sdk';
import { EstateProvider, PropertyCard } from '@estate/react';
assert.equal(typeof window, 'undefined');
assert.match(version, /^18\\./);
const cjs = createRequire(import.meta.url)('@estate/react');
assert.equal(typeof cjs.PropertyCard, 'function');
const client = createEstateClient({ baseUrl: process.argv[2] });
const page = await client.properties.all({ pageSize: 1 });
const property = page.results[0];
const html = renderToString(h(EstateProvider, { client, locale: 'en' }, h(PropertyCard, { property })));
assert.ok(html.includes(property.title.replace(/&/g, '&amp;')), 'the card shows the listing title');
console.log('React ' + version + ' renderToString: ' + html.length + ' characters for "' + property.title + '"');
`,
  );
  process.stdout.write(execFileSync(process.execPath, ['render.mjs', server.url], { cwd: dir, encoding: 'utf8' }));
}
