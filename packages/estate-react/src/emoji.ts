/**
 * `@estate/react/emoji`: the full emoji picker (emoji-picker-react: search, categories, skin tones,
 * French names), issue 25. Without it the kit's composers offer `QuickEmojiPicker`, a short list
 * that needs nothing; install `emoji-picker-react` (an optional peer) and give this one to the
 * provider: `<EstateProvider components={{ EmojiPicker }}>`.
 */
export { EMOJI_PICKER_DEFAULTS, EmojiPicker } from './primitives/EmojiPicker.js';
export type { EmojiPickerProps } from './primitives/QuickEmojiPicker.js';
