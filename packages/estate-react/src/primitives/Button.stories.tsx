import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Share2 } from '../icons/index.js';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, IconButton } from './Button.js';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Learn More', onClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Learn More' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="danger">Danger</Button>
      <Button {...args} loading>Submitting...</Button>
      <Button {...args} disabled>Disabled</Button>
      <IconButton label="Like" icon={<Heart size={20} aria-hidden />} />
      <IconButton label="Share" variant="solid" icon={<Share2 size={20} aria-hidden />} />
    </div>
  ),
};
