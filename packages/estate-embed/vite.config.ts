import { defaultClientConditions, defineConfig } from 'vite';

/**
 * One classic script, `dist/estate-embed.js` (IIFE, global `EstateEmbed`), with React, the SDK
 * and the kit inside. IIFE rather than an ES module: a plain `<script src>` works on any page, and
 * `document.currentScript` (its `data-api` and origin, the default API) exists only for classic
 * scripts. The kit's lazy parts (emoji picker, ffmpeg, tour) are inlined, since one file cannot split.
 */
export default defineConfig({
  resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
  // Library mode leaves `process.env.NODE_ENV` as is; a browser page has no `process`.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The kit's and lucide's 'use client' lines mean nothing in a browser-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
    lib: {
      entry: 'src/index.ts',
      name: 'EstateEmbed',
      formats: ['iife'],
      fileName: () => 'estate-embed.js',
    },
  },
});
