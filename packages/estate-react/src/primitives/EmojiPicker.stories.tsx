import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emojiPickerA11y } from '../storybook/a11y.js';
import { EmojiPicker } from './EmojiPicker.js';

/**
 * emoji-picker-react, loaded the first time a picker renders (a spinner meanwhile), in the kit's
 * theme, colours and language. Spec §9: 350 × 450 (narrower when the space is), 14 suggested
 * emojis, skin tones on a 500 ms long press, search debounced 100 ms.
 *
 * ```tsx
 * {open && <EmojiPicker onPick={(emoji) => setText((text) => text + emoji)} />}
 * ```
 */
const meta = {
  title: 'Primitives/EmojiPicker',
  component: EmojiPicker,
  args: { onPick: fn(), autoFocusSearch: false },
  parameters: { layout: 'padded', a11y: emojiPickerA11y },
} satisfies Meta<typeof EmojiPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const search = await canvas.findByRole('textbox', { name: 'Type to search for an emoji' }, { timeout: 10_000 });
    await userEvent.type(search, 'house');
    await userEvent.click(await canvas.findByRole('gridcell', { name: 'house' }));
    await waitFor(() => expect(args.onPick).toHaveBeenCalledWith('🏠'));
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const French: Story = { globals: { locale: 'fr' } };

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
