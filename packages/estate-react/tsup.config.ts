import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

const sources = ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/**/*.stories.tsx', '!src/storybook/**'];

/**
 * The published build. ESM keeps one file per source module (bundle: false), so each module's own
 * 'use client' directive survives (bundling would strip it) and an app that imports `PropertyCard`
 * alone tree-shakes down to the modules it uses. The parts that need an optional peer (ffmpeg,
 * the emoji picker, joyride, uPlot) are entries of their own, which the main one never imports.
 * CJS is a single file an entry for `require`, marked client as a whole. `styles.css` is
 * `src/styles/index.css` with its @imports inlined, all in `@layer estate`.
 */
/** The package's entries (issue 25): the kit, and the parts with an optional peer of their own. */
const entries = { index: 'src/index.ts', clips: 'src/clips.ts', tour: 'src/tour.ts', dashboard: 'src/dashboard.ts', emoji: 'src/emoji.ts' };

export default defineConfig([
  { entry: sources, bundle: false, format: ['esm'], outDir: 'dist', target: 'es2022', sourcemap: true, clean: true, dts: { entry: entries } },
  { entry: entries, format: ['cjs'], outDir: 'dist', target: 'es2022', sourcemap: true, dts: true, banner: { js: "'use client';" } },
  { entry: { styles: 'src/styles/index.css' }, outDir: 'dist', minify: true, onSuccess: () => mergeLayerBlocks('dist/styles.css') },
]);

/**
 * esbuild wraps each file kit.css imports in a `@layer estate { }` block of its own. Side by side at
 * the top level (layer.test.ts checks nothing sits outside them), they are one block: merged, the
 * stylesheet is half a kilobyte lighter and the same cascade.
 */
async function mergeLayerBlocks(file: string): Promise<void> {
  const css = await readFile(file, 'utf8');
  // Also the empty `@layer estate;` kit.css's own (rule-less) body leaves: the layer is declared already.
  await writeFile(file, css.replaceAll(/\}\s*@layer estate\s*\{/g, '').replaceAll(/@layer estate\s*;/g, ''));
}
