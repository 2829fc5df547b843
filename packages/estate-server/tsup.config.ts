import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };

/**
 * `dist/index.js` (the library, with types), `dist/paystack-sandbox.js` (the local Paystack
 * stand-in, with types, for other packages' tests) and `dist/cli.js` (the command), sharing chunks.
 * Everything stays in `dist/` itself, one level under the package, which is where the code looks
 * for `drizzle/` (migrations) and `seed-media/` (demo videos).
 */
export default defineConfig({
  entry: { index: 'src/index.ts', 'paystack-sandbox': 'src/paystack/sandbox.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  dts: { entry: { index: 'src/index.ts', 'paystack-sandbox': 'src/paystack/sandbox.ts' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  external: Object.keys(dependencies),
});
