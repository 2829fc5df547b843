import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Component logic tests (jsdom); the rendered stories run in Chromium through Storybook's test runner. */
export default defineConfig({
  resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
