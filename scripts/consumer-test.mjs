/**
 * The packages as a partner meets them: `npm pack` @estate/sdk and @estate/react (built), install
 * the tarballs into scratch apps in a temporary folder, away from the workspace, and check that
 *  - a React 19 app builds with `vite build` around a page rendering `PropertyCard`;
 *  - under React 18, in Node (no `window`), both packages import and `renderToString` renders a
 *    `PropertyCard` of a listing fetched from the real server;
 *  - each app holds one copy of React.
 * Installs use `--prefer-offline`: react, react-dom, swr and the components' dependencies come from
 * npm's cache when it has them. The Next.js app-router app is not built here.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serveForTests } from './serve-for-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'estate-consumer-'));
const npm = (args, cwd) => execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

function pack() {
  // Always a fresh build: a stale dist/ would test yesterday's code.
  npm(['run', 'build', '-w', '@estate/sdk', '-w', '@estate/react'], root);
  const out = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch, '-w', '@estate/sdk', '-w', '@estate/react'], root));
  return out.map((entry) => path.join(scratch, entry.filename));
}

function makeApp(name, dependencies, tarballs) {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }, null, 2));
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...dependencies], dir);
  return dir;
}

/** Every installed copy of `react` under the app's node_modules, by its package.json. */
function reactCopies(dir) {
  const found = [];
  const walk = (modules) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      if (entry.startsWith('@')) {
        for (const scoped of readdirSync(path.join(modules, entry))) walk(path.join(modules, entry, scoped, 'node_modules'));
        continue;
      }
      if (entry === 'react') found.push(path.join(modules, entry));
      walk(path.join(modules, entry, 'node_modules'));
    }
  };
  walk(path.join(dir, 'node_modules'));
  return found;
}

async function viteReact19(tarballs) {
  const dir = makeApp('vite-react-19', ['react@^19', 'react-dom@^19', 'swr@^2'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the Vite app');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>');
  // Plain createElement, so the scratch app needs no JSX plugin.
  writeFileSync(
    path.join(dir, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createEstateClient } from '@estate/sdk';
import { useProperties } from '@estate/sdk/react';
import { EstateProvider, PropertyCard } from '@estate/react';
import '@estate/react/styles.css';
const client = createEstateClient({ baseUrl: location.origin, storageNamespace: 'partner' });
function Listings() {
  const { properties } = useProperties({ pageSize: 6 });
  return properties.map((property) => h(PropertyCard, { key: property.id, property }));
}
createRoot(document.getElementById('root')).render(h(EstateProvider, { client, locale: 'en' }, h(Listings)));
`,
  );
  // The workspace's Vite, but rooted in the scratch app: every import resolves from its node_modules.
  // Errors only: each 'use client' in the packages draws a warning that bundling ignores it.
  const output = await build({ root: dir, logLevel: 'error', configFile: false, build: { outDir: 'dist', write: true } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules ?? {}));
  assert.ok(modules.some((id) => id.includes('/node_modules/@estate/react/dist/components/property/PropertyCard.js')), 'the page bundles PropertyCard from the tarball');
  assert.ok(chunks.some((chunk) => chunk.fileName.endsWith('.css')), 'styles.css is bundled');
  const reactDoms = new Set(modules.filter((id) => /\/node_modules\/react-dom\//.test(id)).map((id) => id.split('/node_modules/react-dom/')[0]));
  assert.equal(reactDoms.size, 1, 'one react-dom in the bundle');
  console.log(`vite React 19 app: built (${chunks.length} files)`);
}

async function ssrReact18(tarballs) {
  const dir = makeApp('ssr-react-18', ['react@^18.2', 'react-dom@^18.2', 'swr@^2'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the React 18 app');
  const server = await serveForTests();
  try {
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
  } finally {
    await server.close();
  }
}

try {
  const tarballs = pack();
  await viteReact19(tarballs);
  await ssrReact18(tarballs);
  console.log('consumer tests passed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
