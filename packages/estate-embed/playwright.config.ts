import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { browserSuite } from '../../scripts/playwright-suite.mjs';

/**
 * The partner site's journey (e2e/): the built embed on the hostile partner page, served on its
 * own origin next to the real API on another (global-setup.ts).
 */
export default defineConfig(browserSuite());
