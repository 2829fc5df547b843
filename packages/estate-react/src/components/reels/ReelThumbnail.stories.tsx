import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reels } from '../../storybook/fixtures.js';
import { ReelThumbnail } from './ReelThumbnail.js';
import { framed } from '../shared/story-helpers.js';

/**
 * A 9:16 poster of a reel linking to `paths.clip(slug)`: the first frame of the video (only its
 * metadata is loaded), the title, and optionally the views and how long ago it was posted.
 *
 * ```tsx
 * <ReelThumbnail reel={reel} />
 * <ReelThumbnail reel={reel} showMeta={false} />
 * ```
 */
const meta = {
  title: 'Reels/ReelThumbnail',
  component: ReelThumbnail,
  args: { reel: reels[0]! },
} satisfies Meta<typeof ReelThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [framed({ width: 180 })];

export const WithTimeAndViews: Story = {
  decorators: narrow,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', `/clip/${reels[0]!.slug}/`);
    await expect(link).toHaveTextContent('136 views');
  },
};

export const WithoutMeta: Story = { args: { showMeta: false }, decorators: narrow };

/** A grid of thumbnails, as on a profile. */
export const Grid: Story = {
  decorators: [framed({ width: 'min(100%, 720px)' })],
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, padding: 0, margin: 0, listStyle: 'none' }}>
      {reels.map((reel) => (
        <li key={reel.id}>
          <ReelThumbnail reel={reel} />
        </li>
      ))}
    </ul>
  ),
};

export const French: Story = { args: { reel: reels[1]! }, decorators: narrow, globals: { locale: 'fr' } };
export const Light: Story = { args: { reel: reels[2]! }, decorators: narrow, globals: { theme: 'light' } };
export const Phone: Story = { ...Grid, globals: { viewport: { value: 'phone' } } };
