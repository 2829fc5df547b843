/**
 * Story parameters for axe (`parameters.a11y`, read by the addon and by .storybook/test-runner.ts).
 *
 * emoji-picker-react marks its list up as `<ul role="grid">` with `<li role="rowgroup">`: the
 * roles work in browsers and screen readers, but ARIA in HTML does not allow them on those
 * elements, so axe's aria-allowed-role fails on the library's own markup. The rule stays on for
 * everything else; use this in any story that shows an open `EmojiPicker`.
 */
export const emojiPickerA11y = {
  config: { rules: [{ id: 'aria-allowed-role', selector: '[role]:not([data-epr-part])' }] },
};
