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
    hookTimeout: 60_000,
  },
});
