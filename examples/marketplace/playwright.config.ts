import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { browserSuite } from '../../scripts/playwright-suite.mjs';

/**
 * The app's journeys (e2e/): the built app (`dist`, or E2E_WEB_DIR) served by the real server on a
 * fresh embedded database with the demo data, one server for the whole run (global-setup.ts).
 */
export default defineConfig(browserSuite());
