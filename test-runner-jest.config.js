import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * The Storybook test runner's Jest configuration (run by scripts/test-storybook.mjs), launching
 * Debian's Chromium instead of a browser Playwright would download.
 */
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Stories of behaviour talk to the real server, and one trims a video with ffmpeg.wasm: on two
  // busy cores that can pass Jest's 15 s default.
  testTimeout: 120_000,
  setupFilesAfterEnv: [...(testRunnerConfig.setupFilesAfterEnv ?? []), '<rootDir>/.storybook/test-runner-retry.cjs'],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
      // The server's Content-Security-Policy is written for the marketplace app; Storybook's own
      // pages use inline scripts, and are served from the API's origin only for these tests.
      contextOptions: { bypassCSP: true },
    },
  },
};
