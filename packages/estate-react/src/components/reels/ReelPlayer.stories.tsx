import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { reels } from '../../storybook/fixtures.js';
import { ReelPlayer } from './ReelPlayer.js';
import { ReelPlayerView } from './ReelPlayerView.js';
import { framed } from '../shared/story-helpers.js';

const reel = reels[0]!;

/**
 * A reel in a full-height 9:16 frame: plays muted and looped while at least 90% visible, tap or
 * Space to pause, like, comments and share on the right. `ReelPlayer` is wired to the API;
 * `ReelPlayerView` takes plain props.
 *
 * ```tsx
 * <ReelPlayer reel={reel} />            // from a list
 * <ReelPlayer reel={slug} />            // the single reel page, /clip/{slug}
 * ```
 * Size it with `--est-reel-height` on any ancestor (default `min(100dvh, 860px)`).
 */
const meta = {
  title: 'Reels/ReelPlayer',
  component: ReelPlayerView,
  decorators: [framed({ '--est-reel-height': '640px', display: 'flex', justifyContent: 'center' })],
  args: { reel, onToggleLike: fn(), onOpenComments: fn(), onShare: fn() },
} satisfies Meta<typeof ReelPlayerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const video = (canvasElement: HTMLElement) => canvasElement.querySelector('video')!;

/** On screen, so it plays (muted) by itself. */
export const Playing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(video(canvasElement).paused).toBe(false), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  },
};

/** Tapped: paused, with the play sign in the middle. Space toggles it too. */
export const Paused: Story = {
  args: { autoPlay: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video(canvasElement).paused).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(video(canvasElement).paused).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

/**
 * A reel that shows a listing starts with the listing's photo (resized variants, `priority` on the
 * first reel of a page) over an empty video; the video gets its source once its frame is within a
 * screen of view, and the photo gives way when the first frame is there.
 */
export const PosterFirst: Story = {
  args: {
    autoPlay: false,
    priority: true,
    reel: {
      ...reel,
      property: {
        id: 1,
        slug: 'lakeside-villa',
        title: 'Lakeside villa',
        cover_photo: '/media/seed/properties/lakeside-villa/cover.png',
        price: 450000,
        final_property_price: 517500,
        advert_type: 'For Sale',
        availability: 'available',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const poster = canvasElement.querySelector('.est-reel-poster')!;
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(video(canvasElement)).toHaveAttribute('src'));
    await expect(video(canvasElement)).toHaveAttribute('preload', 'metadata');
  },
};

/** The sound toggles with Mute / Unmute. */
export const Unmuted: Story = {
  args: { autoPlay: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await expect(video(canvasElement).muted).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  },
};

export const Liked: Story = {
  args: { reel: { ...reel, is_liked: true, like_count: 1 }, autoPlay: false },
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('1 like')).toBeInTheDocument();
    await userEvent.click(like);
    await expect(args.onToggleLike).toHaveBeenCalledOnce();
  },
};

export const LongDescription: Story = {
  args: {
    autoPlay: false,
    reel: {
      ...reel,
      title: 'Grade A office floors in Upper Hill with views over the whole of Nairobi',
      description: `${reel.description} ${reel.description} Viewing by appointment on weekdays; parking for 120 cars, fibre from two providers, 24-hour security and a rooftop terrace.`,
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    await expect(canvas.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const French: Story = { args: { autoPlay: false, reel: reels[1]! }, globals: { locale: 'fr' } };
export const Light: Story = { args: { autoPlay: false, reel: reels[2]! }, globals: { theme: 'light' } };
export const Phone: Story = { args: { autoPlay: false }, globals: { viewport: { value: 'phone' } } };

// ---- Behaviour, against the real server. ----

type ConnectedStory = StoryObj;

/** The buyer likes a clip: the heart fills and the count moves by one at once. */
export const LikeAReel: ConnectedStory = {
  ...asUser('buyer@estate.demo'),
  render: () => <ReelPlayer reel={reels[3]!.id} autoPlay={false} />,
  play: async ({ canvas }) => {
    const like = await canvas.findByRole('button', { name: 'Like' }, { timeout: 5000 });
    const countOf = () => Number(/(\d+) likes?/.exec(like.parentElement!.textContent ?? '')?.[1] ?? 0);
    const wasLiked = like.getAttribute('aria-pressed') === 'true';
    const before = countOf();
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(!wasLiked)));
    await expect(countOf()).toBe(before + (wasLiked ? -1 : 1));
  },
};

/** The buyer comments on a clip: it shows in the dialog, with 'Comment created successfully'. */
export const CommentOnAReel: ConnectedStory = {
  ...asUser('buyer@estate.demo'),
  render: () => <ReelPlayer reel={reels[4]!.id} autoPlay={false} />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Comments' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const text = `Lovely light in this clip ${Date.now()}`;
    await userEvent.type(within(dialog).getByLabelText('Add a comment...'), text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await within(dialog).findByText(text);
    await screen.findByText('Comment created successfully', {}, { timeout: 10_000 });
  },
};

/** Share shows /clip/{slug} (as listings share theirs); Copy URL says 'URL copied to clipboard!' and reads 'Copied'; WhatsApp and e-mail carry the link. */
export const ShareAReel: ConnectedStory = {
  ...asUser('buyer@estate.demo'),
  render: () => <ReelPlayer reel={reels[5]!} autoPlay={false} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this clip' });
    const url = `${window.location.origin}/clip/${reels[5]!.slug}/`;
    await expect(within(dialog).getByRole('textbox')).toHaveValue(url);
    await expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(url)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
    await screen.findByText('URL copied to clipboard!', {}, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeVisible();
    // The dialog's own Close button (the ✕ in the corner is labelled Close too).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A reel that shows a listing: its photo, price and 'View listing', leading to its page (issue 22). */
export const ShowsAListing: Story = {
  args: {
    reel: {
      ...reel,
      property: {
        id: 1,
        slug: 'kilimani-heights-3-bed',
        title: '3-Bedroom Apartment in Kilimani Heights',
        cover_photo: reel.profile_photo ?? '',
        price: 185_000,
        final_property_price: 212_750,
        advert_type: 'For Sale',
        availability: 'available',
      },
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByTestId('reel-listing-link');
    await expect(link).toHaveTextContent('$185,000');
    await expect(link).toHaveTextContent('View listing');
    await expect(link).toHaveAttribute('href', '/property/kilimani-heights-3-bed/');
  },
};
