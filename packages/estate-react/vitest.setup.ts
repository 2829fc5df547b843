import { configure } from '@testing-library/react';
import { loadDialogBody } from './src/primitives/Dialog.js';
import { ESTATE_LOCALES, loadMessages } from './src/messages/index.js';

// `findBy…` and `waitFor` give up after 1 s by default; the suites run two at a time on two cores
// (scripts/test-all.mjs), where a render that takes 50 ms alone can take over a second. Waiting
// longer changes no assertion: a test that is right passes sooner, one that is wrong still fails.
configure({ asyncUtilTimeout: 10_000 });

// Dialogs fetch their body (Radix's dialog) the first time one opens; here it is fetched once up
// front, as a trigger's hover would, so a test reads a dialog in the same step that opens it. The
// stories run the fetch itself in the browser, and src/lazy-parts.test.ts checks it is split off.
await loadDialogBody();

// French and Swahili are chunks the provider waits for (`loadMessages`); here they are loaded up
// front, as an app does before it renders, so a test reads a table in the step that renders it.
await Promise.all(ESTATE_LOCALES.map((locale) => loadMessages(locale)));
