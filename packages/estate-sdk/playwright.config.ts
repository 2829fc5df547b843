import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/** The SDK in a real browser: several tabs of one origin against the real server (test/browser). */
export default defineConfig({
  testDir: 'test/browser',
  testMatch: '*.spec.ts',
  globalSetup: './test/browser/global-setup.ts',
  workers: 1,
  // Once more in CI, as the Storybook runner does: two busy cores; a test failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
