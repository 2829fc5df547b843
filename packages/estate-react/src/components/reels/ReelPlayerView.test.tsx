import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { reels } from '../../storybook/fixtures.js';
import { ReelFeedView } from './ReelFeed.js';
import { ReelPlayerView } from './ReelPlayerView.js';
import { ReelThumbnail } from './ReelThumbnail.js';

afterEach(cleanup);
const reel = reels[0]!;

describe('ReelPlayerView', () => {
  it("shows '1 like' and a pressed heart for a liked reel, and nothing at 0 likes", () => {
    const { rerender } = render(<ReelPlayerView reel={{ ...reel, is_liked: true, like_count: 1 }} onToggleLike={() => undefined} autoPlay={false} />);
    expect(screen.getByText('1 like')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
    rerender(<ReelPlayerView reel={{ ...reel, is_liked: false, like_count: 0 }} onToggleLike={() => undefined} autoPlay={false} />);
    expect(screen.queryByText(/likes?$/)).toBeNull();
  });

  it('links the author to their profile and calls the rail actions', () => {
    const onToggleLike = vi.fn();
    const onOpenComments = vi.fn();
    const onShare = vi.fn();
    render(<ReelPlayerView reel={reel} autoPlay={false} {...{ onToggleLike, onOpenComments, onShare }} />);
    expect(screen.getByRole('link', { name: `${reel.username}'s profile` }).getAttribute('href')).toBe(`/profile/${reel.username}/`);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comments' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect([onToggleLike, onOpenComments, onShare].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('starts muted and toggles the sound with Mute / Unmute', () => {
    render(<ReelPlayerView reel={reel} autoPlay={false} />);
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
  });

  it('speaks French with the French table', () => {
    render(
      <EstateUIProvider locale="fr" theme="dark">
        <ReelPlayerView reel={{ ...reel, like_count: 2 }} onToggleLike={() => undefined} autoPlay={false} />
      </EstateUIProvider>,
    );
    expect(screen.getByRole('button', { name: 'Activer le son' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "J'aime" })).toBeTruthy();
  });
});

describe('ReelThumbnail', () => {
  it('links to /clip/{slug} and shows the views', () => {
    render(<ReelThumbnail reel={{ ...reel, views: 1 }} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(`/clip/${reel.slug}/`);
    expect(link.textContent).toContain('1 view');
  });
});

describe('ReelFeedView', () => {
  it("says 'No Clips available' when there are none", () => {
    render(<ReelFeedView reels={[]} />);
    expect(screen.getByText('No Clips available')).toBeTruthy();
  });

  it('shows a load error with a retry button', () => {
    const onRetry = vi.fn();
    render(<ReelFeedView reels={[]} error="Network error." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Network error.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders one frame a reel', () => {
    render(<ReelFeedView reels={reels} />);
    expect(screen.getAllByRole('group')).toHaveLength(reels.length);
  });
});
