import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * Two builds (`npm run build` runs both, the chunks first):
 *
 * - `vite build`: the elements' code as ES modules with code splitting, in `dist/chunks/`: one
 *   entry per element (and one for the session alone), React, the SDK and the kit in chunks they
 *   share, the kit's lazy parts (the full emoji picker, ffmpeg) in chunks of their own that load
 *   only when used. File names carry a content hash, so they can be cached for good.
 * - `vite build --mode loader`: `dist/estate-embed.js`, the small classic script (IIFE, global
 *   `EstateEmbed`) a page loads. Classic rather than a module: a plain `<script src>` works on any
 *   page, and `document.currentScript` (its `data-api`, its origin and URL, from which the chunks
 *   are resolved) exists only for classic scripts. It learns the chunks' file names from the first
 *   build (`__ESTATE_CHUNKS__`) and `import()`s them, which a classic script may.
 *
 * Source maps are written without the sources' text (`sourcemapExcludeSources`): stack traces map
 * to file and line, and the package stays small.
 */
const ENTRIES = {
  'estate-listings': 'src/entries/listings.tsx',
  'estate-property': 'src/entries/property.tsx',
  'estate-reels': 'src/entries/reels.tsx',
  'estate-chat': 'src/entries/chat.tsx',
  session: 'src/entries/session.ts',
};

/** Where the chunks build leaves the entries' file names for the loader build (not in `dist/`, which is published). */
const CHUNK_MAP = fileURLToPath(new URL('./node_modules/.cache/estate-embed/chunks.json', import.meta.url));

export default defineConfig(({ mode }) => ({
  // Chunks import each other by relative URLs, wherever dist/ is served from.
  base: './',
  resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
  // Library mode leaves `process.env.NODE_ENV` as is; a browser page has no `process`.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    ...(mode === 'loader' ? { __ESTATE_CHUNKS__: chunkMapJson('chunks'), __ESTATE_CSS__: chunkMapJson('css') } : {}),
  },
  plugins: mode === 'loader' ? [] : [chunkMap()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: mode !== 'loader',
    // One stylesheet for every element, fetched by the loader (src/styles.ts).
    cssCodeSplit: false,
    sourcemap: true,
    rollupOptions: {
      // The kit's and lucide's 'use client' lines mean nothing in a browser-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      ...(mode === 'loader' ? {} : { input: ENTRIES, preserveEntrySignatures: 'exports-only' as const }),
      output:
        mode === 'loader'
          ? { sourcemapExcludeSources: true }
          : {
              sourcemapExcludeSources: true,
              entryFileNames: 'chunks/[name]-[hash].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
              assetFileNames: 'chunks/estate-embed-[hash][extname]',
            },
    },
    // The chunks are an application build rather than library mode's `es` format, which leaves
    // whitespace unminified (for a bundler downstream; here the browser is downstream). No
    // modulepreload helper: the loader preloads an entry's chunks itself.
    ...(mode === 'loader'
      ? { lib: { entry: 'src/index.ts', name: 'EstateEmbed', formats: ['iife'], fileName: () => 'estate-embed.js' } }
      : { modulePreload: false }),
  },
}));

function chunkMapJson(key: 'chunks' | 'css'): string {
  return JSON.stringify((JSON.parse(readFileSync(CHUNK_MAP, 'utf8')) as Record<typeof key, unknown>)[key]);
}

/** Writes each entry's file and every chunk it imports, directly or not (the loader preloads them beside it), and the stylesheet's. */
function chunkMap(): Plugin {
  return {
    name: 'estate-embed-chunk-map',
    writeBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
      const importsOf = (file: string, seen = new Set<string>()): Set<string> => {
        for (const dependency of chunks.get(file)?.imports ?? []) {
          if (seen.has(dependency)) continue;
          seen.add(dependency);
          importsOf(dependency, seen);
        }
        return seen;
      };
      const map: Record<string, { file: string; imports: string[] }> = {};
      for (const chunk of chunks.values()) {
        if (chunk.isEntry) map[chunk.name] = { file: chunk.fileName, imports: [...importsOf(chunk.fileName)] };
        // The kit's French and Swahili texts (its `loadMessages` imports them on demand): the loader
        // fetches an element's language beside its chunk, instead of after it.
        const locale = /\/estate-react\/(?:src|dist)\/messages\/(fr|sw)\.[jt]s$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (chunk.isDynamicEntry && locale) map[`locale-${locale}`] = { file: chunk.fileName, imports: [...importsOf(chunk.fileName)] };
      }
      for (const locale of ['fr', 'sw']) if (!map[`locale-${locale}`]) this.error(`no chunk of the kit's "${locale}" texts`);
      const css = Object.values(bundle).filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'));
      if (css.length !== 1) this.error(`expected one stylesheet, got ${css.map((output) => output.fileName).join(', ') || 'none'}`);
      mkdirSync(dirname(CHUNK_MAP), { recursive: true });
      writeFileSync(CHUNK_MAP, JSON.stringify({ chunks: map, css: css[0]!.fileName }));
    },
  };
}
