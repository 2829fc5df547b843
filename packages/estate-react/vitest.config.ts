import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Component logic tests (jsdom); the rendered stories run in Chromium through Storybook's test runner. */
export default defineConfig({
  resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    // Files share their worker's jsdom and module graph: a fresh jsdom and a fresh import of React,
    // the SDK and the kit for each of the 30-odd files was two thirds of the suite's CPU (139 s
    // against 41 s). Every test renders into its own container and Testing Library unmounts it.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
  },
});
