/**
 * What every Playwright suite of the repository shares: Debian's Chromium, one worker (two busy
 * cores: one browser at a time keeps the server and the page responsive), one retry in CI (a test
 * failing twice fails the run), generous timeouts for a loaded machine, and a trace of the retry only: recording
 * one (a screenshot of every step) cost a sixth more CPU on two journeys' files, so a first run goes
 * untraced (`npx playwright test --trace on` records one at will).
 * A suite adds its own `testDir`, `globalSetup` and anything it needs on top.
 */
import { chromiumLaunchOptions } from './chromium.mjs';

export function browserSuite() {
  return {
    testDir: 'e2e',
    testMatch: '*.spec.ts',
    globalSetup: './e2e/global-setup.ts',
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    timeout: 90_000,
    expect: { timeout: 15_000 },
    // Each test's time in the log (CI's too), to see which journeys cost the run its minutes.
    reporter: 'list',
    use: {
      browserName: 'chromium',
      launchOptions: chromiumLaunchOptions(),
      viewport: { width: 1440, height: 900 },
      trace: process.env.CI ? 'on-first-retry' : 'off',
      actionTimeout: 15_000,
      navigationTimeout: 30_000,
    },
  };
}
