import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * The partner site's journey (e2e/): the built embed on the hostile partner page, served on its
 * own origin next to the real API on another (global-setup.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
