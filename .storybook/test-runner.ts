import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story is rendered and its play function run by `npm run test:storybook`; afterwards axe
 * checks the rendered story, failing on serious or critical violations.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page) {
    // The whole body: dialogs and popovers are portalled out of #storybook-root.
    await checkA11y(page, 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      includedImpacts: ['serious', 'critical'],
      axeOptions: { rules: { region: { enabled: false } } },
    });
  },
};

export default config;
