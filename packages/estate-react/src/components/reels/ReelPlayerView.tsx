'use client';

import { formatUsd, likesLabel, mediaUrl, type Availability, type Reel } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { Heart, MessageCircle, Pause, Play, Send, Volume2, VolumeX } from '../../icons/index.js';
import { useCallback, useEffect, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { MediaImage } from '../../primitives/MediaImage.js';
import { AVAILABILITY_LABELS } from '../listings/availability.js';
import { REEL_AUTOPLAY_THRESHOLD, REEL_INDICATOR_MS, REEL_PRELOAD_MARGIN } from './constants.js';

/** The listing a reel shows: its photo, price and 'View listing', leading to its page. */
function ReelListingLink({ listing }: { listing: NonNullable<Reel['property']> }) {
  const t = useTranslate();
  const { paths, components } = useEstateUI();
  const { Link } = components;
  const gone = listing.availability === 'sold' || listing.availability === 'let';
  return (
    <Link className="est-reel-listing est-row est-gap-3 est-rounded" href={paths.property(listing.slug)} data-testid="reel-listing-link">
      <MediaImage className="est-reel-listing-photo est-cover est-rounded" src={listing.cover_photo} alt="" sizes="64px" />
      <span className="est-reel-listing-text est-stack">
        <span className="est-reel-listing-price est-tabular est-bold">
          {formatUsd(listing.price)}
          {gone && <span className="est-reel-listing-state"> · {t(AVAILABILITY_LABELS[listing.availability as Availability])}</span>}
        </span>
        <span className="est-reel-listing-title est-truncate est-text-sm">{listing.title}</span>
      </span>
      <span className="est-reel-listing-cta est-pill est-semibold est-text-sm">{t('viewListing')}</span>
    </Link>
  );
}

export interface ReelPlayerViewProps {
  reel: Reel;
  /** Like or unlike; the heart is hidden when not given. */
  onToggleLike?: () => void;
  /** Opens the comments; the button is hidden when not given. */
  onOpenComments?: () => void;
  /** Opens the share dialog; the button is hidden when not given. */
  onShare?: () => void;
  /** How many comments to show beside the comment button (the reel's `comment_count` by default). */
  commentCount?: number;
  /** Play when at least 90% visible (spec §9), pause when scrolled away. `false`: wait for a tap. */
  autoPlay?: boolean;
  /** Start muted (browsers only autoplay muted video). */
  defaultMuted?: boolean;
  /**
   * The picture shown until the video has its first frame (a media path or URL): the linked
   * listing's photo by default; `null` for none (the frame stays dark until the video loads).
   */
  poster?: string | null;
  /** The first reel of a feed or the clip page: its poster is fetched at once, at high priority. */
  priority?: boolean;
  className?: string;
  /** Dialogs and other parts rendered with the player. */
  children?: ReactNode;
}

type Indicator = { key: number; kind: 'play' | 'pause' };

/** How wide the 9:16 frame is drawn: the phone's width, or a column beside the page's middle. */
const POSTER_SIZES = '(min-width: 600px) 420px, 100vw';

/** The element whose scrolling brings the frame into view (the feed's list), or the viewport (`null`). */
function scrollRootOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/** A button of the reel's right-hand rail, with its count under it when there is one. */
function RailAction({
  label,
  count,
  children,
  ...button
}: { label: string; count?: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-label'>) {
  return (
    <div className="est-reel-action est-stack est-gap-px">
      <button type="button" className="est-reel-action-button est-bare est-circle" aria-label={label} {...button}>
        {children}
      </button>
      {count ? <span className="est-reel-action-label est-text-center est-text-xs est-semibold est-tight">{count}</span> : null}
    </div>
  );
}

/**
 * A reel as a full-height 9:16 frame: the video loops muted and plays while on screen; tap (or
 * Space) pauses and plays with a brief sign in the middle; the rail on the right likes, opens the
 * comments and shares; the author and the text sit over a gradient at the bottom.
 */
export function ReelPlayerView({
  reel,
  onToggleLike,
  onOpenComments,
  onShare,
  commentCount,
  autoPlay = true,
  defaultMuted = true,
  poster = reel.property?.cover_photo,
  priority = false,
  className,
  children,
}: ReelPlayerViewProps) {
  const t = useTranslate();
  const { messages, paths, components } = useEstateUI();
  const { Link } = components;
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  const root = useRootProps('reel-player', 'est-justify-center', 'est-flex', className);
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(defaultMuted);
  const [indicator, setIndicator] = useState<Indicator | null>(null);
  const [expanded, setExpanded] = useState(false);
  // The video has no `src` (and costs nothing) until its frame comes within a screen of view.
  const [near, setNear] = useState(false);
  const playWhenLoaded = useRef(false);
  const [hasFrame, setHasFrame] = useState(false);

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!video.getAttribute('src')) {
      playWhenLoaded.current = true;
      setNear(true);
      return;
    }
    Promise.resolve(video.play()).catch((error: unknown) => {
      // A browser that refuses sound without a gesture still plays muted video.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
        video.muted = true;
        setMuted(true);
        void video.play().catch(() => undefined);
      }
    });
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    if (near || !frame) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      root: scrollRootOf(frame),
      rootMargin: REEL_PRELOAD_MARGIN,
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near || !playWhenLoaded.current) return;
    playWhenLoaded.current = false;
    play();
  }, [near, play]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!autoPlay || !frame || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting && entry.intersectionRatio >= REEL_AUTOPLAY_THRESHOLD) play();
        else {
          playWhenLoaded.current = false;
          videoRef.current?.pause();
        }
      },
      { threshold: REEL_AUTOPLAY_THRESHOLD }
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [autoPlay, play]);

  useEffect(() => {
    const video = videoRef.current;
    return () => {
      // Gone (a long feed draws only the frames near the screen): let the decoder and the
      // buffered media go now rather than whenever the element is collected.
      if (!video || video.networkState === video.NETWORK_EMPTY) return;
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, []);

  useEffect(() => {
    if (!indicator) return;
    const timer = setTimeout(() => setIndicator(null), REEL_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [indicator]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    const willPlay = video.paused;
    if (willPlay) play();
    else video.pause();
    setIndicator((current) => ({ key: (current?.key ?? 0) + 1, kind: willPlay ? 'play' : 'pause' }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Space anywhere on the frame but its buttons and links, which have their own.
    if (event.key !== ' ' || (event.target as HTMLElement).closest('button, a, input, textarea')) return;
    event.preventDefault();
    togglePlay();
  };

  const likes = likesLabel(reel.like_count, { messages });
  const comments = commentCount ?? reel.comment_count;
  const src = baseUrl ? mediaUrl(baseUrl, reel.video) : reel.video;
  const title = reel.title || reel.username;

  return (
    <div {...root} data-state={playing ? 'playing' : 'paused'} data-muted={muted || undefined}>
      <div
        ref={frameRef}
        className="est-reel-frame est-clip est-relative"
        role="group"
        aria-label={t('reelPlayerLabel', { title })}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <video
          ref={videoRef}
          className="est-reel-video est-absolute est-full"
          src={(near && src) || undefined}
          muted={muted}
          playsInline
          loop
          preload={near ? 'metadata' : 'none'}
          data-loaded={near || undefined}
          aria-label={t('reelVideoLabel')}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onLoadedData={() => setHasFrame(true)}
        />
        {/* Over the video until it has a frame of its own to show. */}
        {poster && (
          <MediaImage
            className="est-reel-poster est-absolute est-full est-cover"
            src={poster}
            alt=""
            sizes={POSTER_SIZES}
            priority={priority}
            data-hidden={hasFrame || undefined}
            aria-hidden
          />
        )}
        <button type="button" className="est-reel-surface est-bare est-absolute est-center" aria-label={playing ? t('pause') : t('play')} onClick={togglePlay}>
          {!playing && !indicator && (
            <span className="est-reel-paused-badge est-circle" aria-hidden>
              <Play size={34} fill="currentColor" />
            </span>
          )}
        </button>
        {indicator && (
          <span key={indicator.key} className="est-reel-indicator est-circle est-absolute" data-kind={indicator.kind} aria-hidden>
            {indicator.kind === 'play' ? <Play size={34} fill="currentColor" /> : <Pause size={34} fill="currentColor" />}
          </span>
        )}

        <button
          type="button"
          className="est-reel-mute est-absolute est-circle"
          aria-label={muted ? t('unmute') : t('mute')}
          title={muted ? t('unmute') : t('mute')}
          onClick={() => setMuted((value) => !value)}
        >
          {muted ? <VolumeX size={18} aria-hidden /> : <Volume2 size={18} aria-hidden />}
        </button>

        <div className="est-reel-rail est-absolute est-stack est-gap-4">
          {onToggleLike && (
            <RailAction label={t('reelLike')} count={likes} onClick={onToggleLike} data-liked={reel.is_liked || undefined} aria-pressed={reel.is_liked}>
              <Heart size={26} aria-hidden fill={reel.is_liked ? 'currentColor' : 'none'} />
            </RailAction>
          )}
          {onOpenComments && (
            <RailAction label={t('reelComments')} count={comments} onClick={onOpenComments} aria-haspopup="dialog">
              <MessageCircle size={26} aria-hidden />
            </RailAction>
          )}
          {onShare && (
            <RailAction label={t('reelShare')} onClick={onShare} aria-haspopup="dialog">
              <Send size={24} aria-hidden />
            </RailAction>
          )}
        </div>

        <div className="est-reel-caption est-absolute est-stack est-gap-1">
          <Link
            className="est-reel-author est-inline est-gap-2 est-pill est-semibold"
            href={paths.profile(reel.username)}
            aria-label={t('reelByAuthor', { username: reel.username })}
          >
            <Avatar src={reel.profile_photo} name={reel.username} size={32} />
            <span className="est-reel-username" aria-hidden>
              {reel.username}
            </span>
          </Link>
          {reel.title && <p className="est-reel-title est-text-base est-semibold est-tight">{reel.title}</p>}
          {reel.property && <ReelListingLink listing={reel.property} />}
          {reel.description && (
            <p className="est-reel-description est-text-sm" data-expanded={expanded || undefined}>
              <span className="est-reel-description-text">{reel.description}</span>{' '}
              {reel.description.length > 80 && (
                <button type="button" className="est-reel-more est-bare est-semibold" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
                  {expanded ? t('reelShowLess') : t('reelShowMore')}
                </button>
              )}
            </p>
          )}
        </div>
      </div>
      {children}
    </div>
  );
}
