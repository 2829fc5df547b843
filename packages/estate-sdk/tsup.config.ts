import { defineConfig } from 'tsup';

/** The published build: ESM and CJS with types, one entry per subpath of the exports map. */
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'swr', 'jwt-decode'],
});
