import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/** The React entry takes the core from `@estate/sdk` at run time, so both entries share one copy (one EstateError class, one session). */
const coreFromRootEntry: Plugin = {
  name: 'core-from-root-entry',
  setup(build) {
    build.onResolve({ filter: /^\.\.\// }, (args) => (args.importer.includes('/src/react/') ? { path: '@estate/sdk', external: true } : undefined));
  },
};

const shared = { format: ['esm', 'cjs'] as ('esm' | 'cjs')[], dts: true, sourcemap: true, target: 'es2022', external: ['react', 'swr', 'jwt-decode'] };

/**
 * The published build: ESM and CJS with types, one entry per subpath of the exports map. Bundling
 * drops per-file directives, so the React entry gets its 'use client' back as a banner.
 */
export default defineConfig([
  { ...shared, entry: { index: 'src/index.ts' }, clean: true },
  { ...shared, entry: { 'react/index': 'src/react/index.ts' }, banner: { js: "'use client';" }, esbuildPlugins: [coreFromRootEntry] },
  // Pure schema.org JSON-LD builders with no DOM and no client, for servers (the API's own pages use it).
  { ...shared, entry: { 'structured-data': 'src/format/structured-data.ts' } },
]);
