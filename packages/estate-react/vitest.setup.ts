import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default; the suites run two at a time on two cores
// (scripts/test-all.mjs), where a render that takes 50 ms alone can take over a second. Waiting
// longer changes no assertion: a test that is right passes sooner, one that is wrong still fails.
configure({ asyncUtilTimeout: 10_000 });
