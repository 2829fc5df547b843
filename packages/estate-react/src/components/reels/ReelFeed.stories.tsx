import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { reels } from '../../storybook/fixtures.js';
import { ReelFeed, ReelFeedView } from './ReelFeed.js';
import { framed } from '../shared/story-helpers.js';


/**
 * Every reel as a vertical list of full-height frames that snap into place; each plays while on
 * screen. More reels load as the end comes near. `ReelFeed` reads `useReels`; `ReelFeedView` takes
 * plain props.
 *
 * ```tsx
 * <ReelFeed />   // height: --est-reel-feed-height (100dvh by default)
 * ```
 */
const meta = {
  title: 'Reels/ReelFeed',
  component: ReelFeedView,
  decorators: [framed({ '--est-reel-feed-height': 'calc(100vh - 48px)' })],
  args: { reels },
} satisfies Meta<typeof ReelFeedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(reels.length);
  },
};

export const Loading: Story = { args: { reels: [], isLoading: true } };

export const Empty: Story = {
  args: { reels: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Clips available')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { reels: [], error: 'Network error. Please check your connection and try again.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true, onLoadMore: fn() } };
export const French: Story = { args: { reels: [] }, globals: { locale: 'fr' } };
export const Light: Story = { globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The whole feed from the server, signed in as the buyer: the first clip plays by itself. */
export const FromTheServer: StoryObj = {
  ...asUser('buyer@estate.demo'),
  render: () => <ReelFeed />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('group').length).toBeGreaterThan(0), { timeout: 5000 });
    const first = canvasElement.querySelector('video')!;
    await waitFor(() => expect(first.paused).toBe(false), { timeout: 5000 });
    await expect(canvas.getAllByRole('button', { name: 'Like' }).length).toBeGreaterThan(0);
  },
};
