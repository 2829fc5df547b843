import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

/**
 * Every story is rendered and its play function run by `npm run test:storybook`; afterwards axe
 * checks the rendered story, failing on serious or critical violations. A story's
 * `parameters.a11y.config` (axe.configure, as the a11y addon reads it) applies here too: e.g. to
 * scope a rule away from a third-party widget's own markup.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    // Motion off, as a person who asks for reduced motion sees the kit (the tokens' durations are 0):
    // a play function never meets a dialog or an error half faded in, nor waits for one.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The runner renders every story of a file in one page: axe (half a megabyte of script) goes in
    // once, and each story starts from axe's defaults, whatever the story before configured.
    const present = await page.evaluate(() => {
      const axe = (window as unknown as { axe?: { reset(): void } }).axe;
      axe?.reset();
      return Boolean(axe);
    });
    if (!present) await injectAxe(page);
  },
  async postVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    if (parameters?.a11y?.config) await configureAxe(page, parameters.a11y.config);
    // The whole body: dialogs and popovers are portalled out of #storybook-root.
    await checkA11y(page, 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      includedImpacts: ['serious', 'critical'],
      // Violations only: axe otherwise also collects every passing node, most of its time here.
      axeOptions: { resultTypes: ['violations'], rules: { region: { enabled: false } } },
    });
  },
};

export default config;
