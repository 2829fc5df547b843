// `findBy…` and `waitFor` give up after 1 s by default; the suites run two at a time on two cores
// (scripts/test-all.mjs), where a render that takes 50 ms alone can take over a second. Waiting
// longer changes no assertion: a test that is right passes sooner, one that is wrong still fails.
// Only the hook tests render (jsdom); the Node tests skip loading Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
