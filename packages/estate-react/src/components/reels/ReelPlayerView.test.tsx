import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { reels } from '../../storybook/fixtures.js';
import { ReelFeedView } from './ReelFeed.js';
import { ReelPlayerView } from './ReelPlayerView.js';
import { ReelThumbnail } from './ReelThumbnail.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const reel = reels[0]!;
const listing = {
  id: 7,
  slug: 'lakeside-villa',
  title: 'Lakeside villa',
  cover_photo: '/media/seed/properties/villa/cover.png',
  price: 1,
  final_property_price: 1,
  advert_type: 'For Sale',
  availability: 'available',
};

type Watch = { callback: (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void; options?: IntersectionObserverInit };

/** An IntersectionObserver stand-in that records each watch, so a test can say when the frame comes near. */
function stubObserver() {
  const watches: Watch[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: Watch['callback'], private readonly options?: IntersectionObserverInit) {}
      observe() {
        watches.push({ callback: this.callback, options: this.options });
      }
      disconnect() {}
    }
  );
  return watches;
}

describe('ReelPlayerView loading', () => {
  it('shows the poster first and gives the video no src (preload="none") until its frame is within a screen of view', () => {
    const watches = stubObserver();
    render(<ReelPlayerView reel={{ ...reel, property: listing }} autoPlay={false} />);
    const video = document.querySelector('video')!;
    expect(video.hasAttribute('src')).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    const poster = document.querySelector('.est-reel-poster') as HTMLImageElement;
    expect(poster.getAttribute('src')).toBe(listing.cover_photo);
    expect(poster.getAttribute('srcset')).toContain(`${listing.cover_photo}.w480.jpg 480w`);

    const near = watches.find((watch) => watch.options?.rootMargin === '100% 0px')!;
    expect(near).toBeTruthy();
    act(() => near.callback([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(video.hasAttribute('src')).toBe(false);
    act(() => near.callback([{ isIntersecting: true, intersectionRatio: 0 }]));
    expect(video.getAttribute('src')).toBe(reel.video);
    expect(video.getAttribute('preload')).toBe('metadata');

    fireEvent.loadedData(video);
    expect(poster.hasAttribute('data-hidden')).toBe(true);
  });

  it('loads the video when asked to play before it came near (a tap, the autoplay threshold)', () => {
    stubObserver();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<ReelPlayerView reel={reel} autoPlay={false} />);
    const video = document.querySelector('video')!;
    expect(video.hasAttribute('src')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(video.getAttribute('src')).toBe(reel.video);
    expect(play).toHaveBeenCalledOnce();
    play.mockRestore();
  });

  it('fetches the first reel\u2019s poster at high priority, and only that one', () => {
    stubObserver();
    render(<ReelFeedView reels={reels.slice(0, 2).map((one) => ({ ...one, property: listing }))} />);
    const posters = [...document.querySelectorAll('.est-reel-poster')];
    expect(posters.map((poster) => poster.getAttribute('fetchpriority'))).toEqual(['high', null]);
  });
});

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
      </EstateUIProvider>
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

  it("shows its listing's cover, lazily and in the size that fits, and loads no video; a reel with no picture shows its first frame", () => {
    const { container, unmount } = render(<ReelThumbnail reel={{ ...reel, property: listing }} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toContain('/media/seed/properties/villa/cover.png');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('sizes')).toBe('240px');
    expect(container.querySelector('video')).toBeNull();
    unmount();
    const bare = render(<ReelThumbnail reel={{ ...reel, property: null }} />);
    expect(bare.container.querySelector('img')).toBeNull();
    expect(bare.container.querySelector('video')?.getAttribute('preload')).toBe('metadata');
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
