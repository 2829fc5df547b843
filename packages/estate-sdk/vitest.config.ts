import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript source through the private `@estate/source` condition. */
export default defineConfig({
  resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@estate/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
    // A file's server seeds the demo data first: on two cores beside a browser suite (and a bench) that passed 60 s once.
    hookTimeout: 180_000,
    // Files share their worker's imports (the server, PGlite, React, jsdom): each file starts its own
    // server on its own database and renders into its own container, so nothing else is shared;
    // a fresh import for each of the 66 files was a fifth of the suite's CPU.
    isolate: false,
  },
});
