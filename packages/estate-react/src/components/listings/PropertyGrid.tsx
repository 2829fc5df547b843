'use client';

import type { EstateError, Property } from '@estate/sdk';
import { usePropertyListing, type PropertyListingQuery } from '@estate/sdk/react';
import { clsx } from 'clsx';
import { SearchX } from '../../icons/index.js';
import { Fragment, startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { Spinner } from '../../primitives/Spinner.js';
import { WindowedItem } from '../shared/WindowedItem.js';
import { PropertyCard } from './PropertyCard.js';
import { useErrorText } from '../shared/error-text.js';
import { RetryButton } from '../shared/RetryBanner.js';

/** Spec §9: skeletons of a list (16), of the home feed's clips row (5), of related listings (3). */
export const PROPERTY_SKELETONS = { list: 16, clips: 5, related: 3 } as const;

/** One card's placeholder, the card's own shape. */
export function PropertyCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div className="est-property-card-skeleton est-stack est-gap-3" data-variant={featured ? 'featured' : 'default'} aria-hidden>
      <div className="est-property-card-skeleton-owner est-row est-gap-2">
        <Skeleton width={36} height={36} radius="50%" />
        <Skeleton width={110} height={12} />
      </div>
      <Skeleton className="est-property-card-skeleton-media est-full" radius="var(--est-radius-lg)" />
      <Skeleton width="35%" height={18} />
      <Skeleton width="85%" height={14} />
      <Skeleton width="60%" height={12} />
    </div>
  );
}

export interface PropertyGridSkeletonProps {
  /** How many cards: 16 for a list (the default), 3 for related listings. */
  count?: number;
  /** The first is the large featured card. */
  featured?: boolean;
  /** Shown across the grid after the first card (the home feed's clips row). */
  afterFirst?: ReactNode;
  className?: string;
}

/** Where a card sits in the grid, for `renderCard`. */
export interface PropertyCardSlot {
  /** The large first card of a featured grid. */
  featured: boolean;
  /** The first card: likely the page's largest paint, so its photo loads first (`PropertyCard`'s `priority`). */
  priority: boolean;
}

/** A grid of card placeholders while a list loads, announced once as busy. */
export function PropertyGridSkeleton({ count = PROPERTY_SKELETONS.list, featured = false, afterFirst, className }: PropertyGridSkeletonProps) {
  const t = useTranslate();
  const root = useRootProps('property-grid', 'est-stack est-gap-6', className);
  return (
    <div {...root} data-featured={featured || undefined} aria-busy="true">
      <span className="est-visually-hidden" role="status">
        {t('loading')}
      </span>
      <ul className="est-property-grid-list est-grid">
        {Array.from({ length: count }, (_, index) => (
          <Fragment key={index}>
            <li className="est-property-grid-item" data-featured={(featured && index === 0) || undefined}>
              <PropertyCardSkeleton featured={featured && index === 0} />
            </li>
            {index === 0 && afterFirst && (
              <li className="est-property-grid-item" data-span="full">
                {afterFirst}
              </li>
            )}
          </Fragment>
        ))}
      </ul>
    </div>
  );
}

export interface PropertyGridProps {
  properties: Property[];
  /** The first page is loading: skeletons instead of cards. */
  isLoading?: boolean;
  /** A further page is loading: a spinner under the cards. */
  isLoadingMore?: boolean;
  /** There are more pages: a sentinel loads the next as it nears the viewport, and a Load more button does too. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  error?: Pick<EstateError, 'message'> | Error | null;
  onRetry?: () => void;
  /**
   * Offered instead of Try again when the error is 'User is not authenticated' (kind
   * `not-authenticated`, or the server's code `not_authenticated`): the home feed's 'Click to
   * Reload' (spec §2, §8).
   */
  onReload?: () => void;
  /** The first property large (home feed, country list). */
  featured?: boolean;
  skeletonCount?: number;
  /** Shown when the list is empty; 'No properties found.' by default. */
  empty?: ReactNode;
  /** Draws each card; the connected `PropertyCard` by default. */
  renderCard?: (property: Property, options: PropertyCardSlot) => ReactNode;
  /** Shown across the grid after the first card, and after the first skeleton while loading. */
  afterFirst?: ReactNode;
  className?: string;
}

/**
 * 'User is not authenticated', decided on machine-readable fields, never the text (apps reword and
 * translate it): the SDK's kind when there was no session to send, or the server's code.
 */
function isNotAuthenticated(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { kind, code } = error as { kind?: unknown; code?: unknown };
  return kind === 'not-authenticated' || code === 'not_authenticated';
}

/** How far below the viewport the next page starts loading. */
const PREFETCH_MARGIN = '600px 0px';
/**
 * From this many cards (two pages) on, only those within one and a half screens of the viewport
 * are drawn; the others keep their place as empty rows (`WindowedItem`). Scrolling 500 listings
 * then holds about as many elements as the first pages, instead of ~18,000 (bench/heap.ts).
 */
const PROPERTY_WINDOW_FROM = 40;
const WINDOW_MARGIN = '150% 0px';

/**
 * The cards a grid draws on its first render (issue 24). A server-rendered page (and its
 * hydration) then carries a screenful or two, not a whole page of twenty: less HTML to send and
 * parse before the first photo, less to hydrate before the page answers. The others are drawn as
 * the scroll comes near them, a batch at a time, in transitions React renders in slices that never
 * block a tap; only then does the next page load.
 */
const FIRST_DRAWN = 8;
const DRAWN_BATCH = 8;

function useDrawnCount(total: number): { drawn: number; edge: RefObject<HTMLDivElement | null> } {
  const [count, setCount] = useState(FIRST_DRAWN);
  const edge = useRef<HTMLDivElement>(null);
  const drawn = Math.min(total, count);
  useEffect(() => {
    if (drawn >= total) return;
    const target = edge.current;
    const drawMore = () => startTransition(() => setCount((current) => current + DRAWN_BATCH));
    if (!target || typeof IntersectionObserver === 'undefined') return void startTransition(() => setCount(total));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && drawMore(), { rootMargin: PREFETCH_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [drawn, total]);
  return { drawn, edge };
}

/**
 * A responsive grid of property cards with its states: skeletons, 'No properties found.', the
 * error in red with Try again, and infinite scroll (an IntersectionObserver on a sentinel calls
 * `onLoadMore`; a Load more button is there for keyboards and browsers without the observer).
 */
export function PropertyGrid({
  properties,
  isLoading,
  isLoadingMore,
  hasMore,
  onLoadMore,
  error,
  onRetry,
  onReload,
  featured = false,
  skeletonCount,
  empty,
  renderCard,
  afterFirst,
  className,
}: PropertyGridProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const root = useRootProps('property-grid', 'est-stack est-gap-6', className);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  const { drawn, edge } = useDrawnCount(properties.length);
  const allDrawn = drawn === properties.length;
  // Only once every card of the pages loaded is drawn: the sentinel would otherwise sit too high.
  const watching = Boolean(hasMore && onLoadMore && !isLoading && !error && allDrawn);
  useEffect(() => {
    const target = sentinel.current;
    if (!watching || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore.current?.(), {
      rootMargin: PREFETCH_MARGIN,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watching, properties.length]);

  if (isLoading) return <PropertyGridSkeleton count={skeletonCount} featured={featured} afterFirst={afterFirst} className={className} />;

  const windowed = properties.length >= PROPERTY_WINDOW_FROM;
  const draw =
    renderCard ??
    ((property: Property, options: PropertyCardSlot) => (
      <PropertyCard property={property} variant={options.featured ? 'featured' : 'default'} priority={options.priority} />
    ));
  return (
    <div {...root} data-featured={featured || undefined}>
      {error && (
        <Banner tone="danger">
          <span>{errorText(error)}</span>
          {onReload && isNotAuthenticated(error) ? (
            <Button variant="secondary" size="sm" className="est-property-grid-retry" onClick={onReload}>
              {t('clickToReload')}
            </Button>
          ) : (
            <RetryButton onRetry={onRetry} size="sm" className="est-property-grid-retry" />
          )}
        </Banner>
      )}
      {properties.length === 0 && !error ? (
        empty ?? <EmptyState icon={<SearchX size={22} />} title={t('noProperties')} />
      ) : (
        <ul className="est-property-grid-list est-grid">
          {properties.slice(0, drawn).map((property, index) => {
            const large = featured && index === 0;
            return (
              <Fragment key={property.id}>
                <WindowedItem enabled={windowed} margin={WINDOW_MARGIN} className="est-property-grid-item" data-featured={large || undefined}>
                  {draw(property, { featured: large, priority: index === 0 })}
                </WindowedItem>
                {index === 0 && afterFirst && (
                  <li className="est-property-grid-item" data-span="full">
                    {afterFirst}
                  </li>
                )}
              </Fragment>
            );
          })}
        </ul>
      )}
      {!allDrawn && <div ref={edge} className="est-property-grid-edge" aria-hidden />}
      {allDrawn && hasMore && onLoadMore && !error && (
        <div ref={sentinel} className={clsx('est-property-grid-more est-justify-center est-flex est-muted')}>
          {isLoadingMore ? (
            <Spinner size={24} label={t('loading')} />
          ) : (
            <Button variant="secondary" onClick={onLoadMore}>
              {t('loadMore')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

const NO_QUERY: PropertyListingQuery = {};

export interface PropertyFeedProps
  extends Pick<PropertyGridProps, 'featured' | 'renderCard' | 'onReload' | 'afterFirst' | 'empty' | 'skeletonCount' | 'className'> {
  /** What to list (a country, a type, an advert type, a status); every property when left out. */
  query?: PropertyListingQuery;
  /** Properties a page (the server's default 20). */
  pageSize?: number;
}

/**
 * Properties, newest first, loaded a page at a time as the user scrolls (`usePropertyListing`):
 * every one by default, or a listing screen's `query`. The home feed uses it with `featured`, the
 * clips row in `afterFirst`, and `onReload` for 'Click to Reload'.
 */
export function PropertyFeed({ query = NO_QUERY, pageSize, ...props }: PropertyFeedProps) {
  const feed = usePropertyListing(query, { pageSize });
  return (
    <PropertyGrid
      {...props}
      properties={feed.properties}
      isLoading={feed.isLoading}
      isLoadingMore={feed.isLoadingMore}
      hasMore={feed.hasMore}
      onLoadMore={feed.loadMore}
      error={feed.error}
      onRetry={() => void feed.mutate()}
    />
  );
}
