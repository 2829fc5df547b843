import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { reels } from '../../storybook/fixtures.js';
import { ReelFeed, ReelFeedView } from './ReelFeed.js';

const height: Decorator = (Story) => (
  <div style={{ ['--est-reel-feed-height' as string]: 'calc(100vh - 48px)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Reels/ReelFeed',
  component: ReelFeedView,
  decorators: [height],
  args: { reels },
  parameters: {
    docs: {
      description: {
        component: [
          'Every reel as a vertical list of full-height frames that snap into place; each plays while on screen.',
          'More reels load as the end comes near. `ReelFeed` reads `useReels`; `ReelFeedView` takes plain props.',
          '',
          '```tsx',
          '<ReelFeed />   // height: --est-reel-feed-height (100dvh by default)',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ReelFeedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reels: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(reels.length);
  },
};

export const Loading: Story = { args: { reels: [], isLoading: true } };

export const Empty: Story = {
  args: { reels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Clips available')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { reels: [], error: 'Network error. Please check your connection and try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('group').length).toBeGreaterThan(0), { timeout: 5000 });
    const first = canvasElement.querySelector('video')!;
    await waitFor(() => expect(first.paused).toBe(false), { timeout: 5000 });
    await expect(canvas.getAllByRole('button', { name: 'Like' }).length).toBeGreaterThan(0);
  },
};
