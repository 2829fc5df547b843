'use client';

import { formatRelativeTime, mediaUrl, numberFormat, type Reel } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { Eye, Play } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { MediaImage } from '../../primitives/MediaImage.js';

/** A thumbnail is drawn a column of a row or grid wide: never more than about 240 px. */
const THUMBNAIL_SIZES = '240px';

export interface ReelThumbnailProps {
  reel: Reel;
  /** Show the relative time and the views over the picture (spec §2: "some with relative time and views"). */
  showMeta?: boolean;
  /** A picture to show instead of the video's (the reel's listing's cover photo when not given). */
  poster?: string;
  className?: string;
}

/** The views text: '1 view', '{count} views', in the locale's digits. */
export function useViewsLabel(): (views: number) => string {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  return (views) => (views === 1 ? t('reelViewsOne') : t('reelViewsMany', { count: numberFormat(intlLocale, { notation: 'compact' }).format(views) }));
}

/**
 * A 9:16 poster of a reel linking to /clip/{slug}: a picture (`poster`, else the reel's listing's
 * cover, in the size that fits and only when near the view), or the video's first frame when the
 * reel has no picture (only its metadata and first frame are loaded); the title, and optionally how
 * long ago and how often it was watched.
 */
export function ReelThumbnail({ reel, showMeta = true, poster, className }: ReelThumbnailProps) {
  const { paths, components, intlLocale, messages } = useEstateUI();
  const { Link } = components;
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  const root = useRootProps('reel-thumbnail', 'est-clip', 'est-rounded est-relative', className);
  const views = useViewsLabel();
  const src = baseUrl ? mediaUrl(baseUrl, reel.video) : reel.video;
  const picture = poster ?? reel.property?.cover_photo;
  return (
    <Link {...root} href={paths.clip(reel.slug)}>
      <span className="est-reel-thumbnail-media est-cover" aria-hidden>
        {picture ? (
          <MediaImage className="est-reel-thumbnail-video est-cover" src={picture} alt="" sizes={THUMBNAIL_SIZES} />
        ) : (
          // `#t=0.1` makes the browser paint the first frame from the metadata request alone.
          <video className="est-reel-thumbnail-video est-cover" src={src ? `${src}#t=0.1` : undefined} muted playsInline preload="metadata" tabIndex={-1} />
        )}
        <span className="est-reel-thumbnail-play est-absolute est-circle">
          <Play size={16} fill="currentColor" />
        </span>
      </span>
      <span className="est-reel-thumbnail-overlay est-absolute est-stack est-gap-px">
        <span className="est-reel-thumbnail-title est-clamp est-semibold est-tight">{reel.title || reel.username}</span>
        {showMeta && (
          <span className="est-reel-thumbnail-meta est-flex est-wrap est-between est-text-xs">
            <span className="est-reel-thumbnail-views est-inline est-gap-1">
              <Eye size={14} aria-hidden />
              {views(reel.views)}
            </span>
            <time dateTime={reel.created_at} suppressHydrationWarning>
              {formatRelativeTime(reel.created_at, { locale: intlLocale, messages })}
            </time>
          </span>
        )}
      </span>
    </Link>
  );
}
