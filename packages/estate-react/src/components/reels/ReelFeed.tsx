'use client';

import type { Reel } from '@estate/sdk';
import { useReels } from '@estate/sdk/react';
import { Clapperboard, RotateCw } from '../../icons/index.js';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Spinner } from '../../primitives/Spinner.js';
import { WindowedItem } from '../shared/WindowedItem.js';
import { ReelPlayer, ReelPlayerSkeleton } from './ReelPlayer.js';
import { ReelPlayerView } from './ReelPlayerView.js';
import { useErrorText } from '../shared/error-text.js';
import { RetryButton } from '../shared/RetryBanner.js';

/**
 * From this many reels on, only the frame on screen and one either side are drawn; the others are
 * empty frames of the same height, so their videos are let go instead of 100 <video>s piling up
 * (bench/heap.ts).
 */
const REEL_WINDOW_FROM = 10;
const WINDOW_MARGIN = '100% 0px';

export interface ReelFeedViewProps {
  reels: Reel[];
  isLoading?: boolean;
  /** The load error's text; shown with a retry button. */
  error?: string;
  onRetry?: () => void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  /** Called when the end of the list comes near. */
  onLoadMore?: () => void;
  /** How each reel is drawn: a `ReelPlayerView` without actions by default. `priority`: the first one, whose poster loads first. */
  renderReel?: (reel: Reel, options: { priority: boolean }) => ReactNode;
  className?: string;
}

/**
 * The reels as a vertical, snapping list of full-height frames (spec §2 "Reels feed"). More are
 * asked for while the second-last frame comes into view.
 */
export function ReelFeedView({ reels, isLoading, error, onRetry, hasMore, isLoadingMore, onLoadMore, renderReel, className }: ReelFeedViewProps) {
  const t = useTranslate();
  const root = useRootProps('reel-feed', className);
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLLIElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && loadMore.current?.(), {
      root: listRef.current,
      // One frame ahead: the next page loads while the last reel plays.
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, reels.length]);

  useReelKeys(listRef);

  let body: ReactNode;
  if (isLoading) {
    body = (
      <ul className="est-reel-feed-list" aria-busy>
        <li className="est-reel-feed-item est-justify-center est-flex">
          <ReelPlayerSkeleton />
        </li>
      </ul>
    );
  } else if (error && reels.length === 0) {
    body = (
      <EmptyState className="est-reel-feed-state est-justify-center" icon={<Clapperboard size={22} />} title={t('reelLoadFailed')}>
        <p role="alert">{error}</p>
        <RetryButton onRetry={onRetry} icon={<RotateCw size={16} aria-hidden />} />
      </EmptyState>
    );
  } else if (reels.length === 0) {
    body = <EmptyState className="est-reel-feed-state est-justify-center" icon={<Clapperboard size={22} />} title={t('noClips')} />;
  } else {
    body = (
      <ul ref={listRef} className="est-reel-feed-list">
        {reels.map((reel, index) => (
          <WindowedItem
            key={reel.id}
            enabled={reels.length >= REEL_WINDOW_FROM}
            root={listRef}
            margin={WINDOW_MARGIN}
            className="est-reel-feed-item est-justify-center est-flex"
          >
            {renderReel ? renderReel(reel, { priority: index === 0 }) : <ReelPlayerView reel={reel} priority={index === 0} />}
          </WindowedItem>
        ))}
        {hasMore && (
          <li ref={sentinelRef} className="est-reel-feed-more est-center" aria-hidden={!isLoadingMore}>
            {isLoadingMore && <Spinner size={24} label={t('reelLoadingMore')} />}
          </li>
        )}
      </ul>
    );
  }
  return (
    <section {...root} aria-label={t('reelFeedLabel')}>
      {body}
    </section>
  );
}

/** Keys that move the feed a reel at a time, as Instagram's and TikTok's do. */
const NEXT_KEYS = new Set(['ArrowDown', 'PageDown', 'j']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'PageUp', 'k']);

/**
 * ↓ / ↑ (and PageDown / PageUp, j / k) move to the next or previous reel while the feed is on
 * screen, unless the person is typing or a dialog (comments, share) is open.
 */
function useReelKeys(listRef: RefObject<HTMLUListElement | null>) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const list = listRef.current;
      const by = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
      if (!list || by === 0 || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const items = [...list.querySelectorAll<HTMLElement>(':scope > .est-reel-feed-item')];
      if (items.length === 0) return;
      const top = list.getBoundingClientRect().top;
      const current = items.reduce(
        (best, item, index) => (Math.abs(item.getBoundingClientRect().top - top) < Math.abs(items[best]!.getBoundingClientRect().top - top) ? index : best),
        0
      );
      const next = items[Math.min(items.length - 1, Math.max(0, current + by))];
      if (!next || next === items[current]) return;
      event.preventDefault();
      next.scrollIntoView({ behavior: 'smooth', block: 'start' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [listRef]);
}

export interface ReelFeedProps extends Pick<ReelFeedViewProps, 'className'> {
  /** Reels a page (the server's default when left out). */
  pageSize?: number;
}

/** Every reel, newest first, from `useReels`: liking, comments and sharing work in each frame. */
export function ReelFeed({ pageSize, className }: ReelFeedProps) {
  const { reels, isLoading, error, hasMore, isLoadingMore, loadMore, mutate } = useReels({ pageSize });
  const errorText = useErrorText();
  return (
    <ReelFeedView
      className={className}
      reels={reels}
      isLoading={isLoading}
      error={error ? errorText(error) : undefined}
      onRetry={() => void mutate()}
      hasMore={hasMore}
      isLoadingMore={isLoadingMore}
      onLoadMore={loadMore}
      renderReel={(reel, { priority }) => <ReelPlayer reel={reel} priority={priority} />}
    />
  );
}
