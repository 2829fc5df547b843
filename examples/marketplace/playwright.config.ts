import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * The app's journeys (e2e/): the built app (`dist`, or E2E_WEB_DIR) served by the real server on a
 * fresh embedded database with the demo data, one server for the whole run (global-setup.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Two cores: one browser at a time keeps the server and the page responsive.
  workers: 1,
  // Once more in CI, as the other browser suites: a test failing twice fails the run.
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
