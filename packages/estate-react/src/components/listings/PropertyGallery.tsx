'use client';

import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ImageOff } from '../../icons/index.js';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { MediaImage } from '../../primitives/MediaImage.js';

export interface PropertyGalleryProps {
  /** Media paths or URLs in order: the cover first (see `propertyPhotos`). */
  photos: string[];
  /** What the photos show, for their alt texts and the gallery's name. */
  title: string;
  /** Width / height of the frame, fixed so nothing moves while photos load. */
  aspectRatio?: number;
  /** The first photo shown. */
  initialIndex?: number;
  /** Told each time the shown photo changes. */
  onIndexChange?: (index: number) => void;
  /** The first photo is what the page is about (detail page): fetched eagerly and early. */
  priority?: boolean;
  /** How wide the frame is drawn (`<img sizes>`), so the browser fetches the smallest variant that is sharp enough. */
  sizes?: string;
  /** Drawn over the photos (a like button, a chip). */
  children?: ReactNode;
  className?: string;
}

/** How far a finger must travel sideways to turn the photo. */
const SWIPE_DISTANCE_PX = 40;

/**
 * The photo carousel of spec §2: previous and next arrows (the previous one hidden on the first
 * photo, the next one on the last), dots, swipe on touch screens, ArrowLeft / ArrowRight / Home /
 * End when focused (keys and swipes wrap around the ends), and 'Photo {index} of {total}'
 * announced politely. Every photo keeps the frame's aspect ratio, so loading shifts nothing.
 */
export function PropertyGallery({
  photos,
  title,
  aspectRatio = 4 / 3,
  initialIndex = 0,
  onIndexChange,
  priority = false,
  sizes = '100vw',
  children,
  className,
}: PropertyGalleryProps) {
  const t = useTranslate();
  const total = photos.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, total - 1)));
  const current = Math.min(index, Math.max(0, total - 1));
  // Only the photos someone may look at next are drawn: the shown one, and its neighbours once the
  // gallery is pointed at or focused. A page of cards sends one picture a card, not every photo.
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set([current]));
  const drawAround = (at: number) => {
    const near = [at - 1, at, at + 1].map((i) => (i + total) % total);
    if (near.every((i) => drawn.has(i))) return;
    setDrawn(new Set([...drawn, ...near]));
  };
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);

  const show = (next: number) => {
    if (total === 0) return;
    const wrapped = ((next % total) + total) % total;
    setIndex(wrapped);
    drawAround(wrapped);
    if (wrapped !== current) onIndexChange?.(wrapped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => show(current - 1),
      ArrowRight: () => show(current + 1),
      Home: () => show(0),
      End: () => show(total - 1),
    };
    const move = moves[event.key];
    if (!move || total < 2) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId || total < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) show(current + (dx < 0 ? 1 : -1));
  };

  const position = total > 0 ? t('photoPosition', { index: current + 1, total }) : '';
  return (
    <div
      className={clsx('est-property-gallery est-full est-clip est-sunken est-relative', className)}
      style={{ aspectRatio: String(aspectRatio) }}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('photosOf', { title })}
      tabIndex={total > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={() => drawAround(current)}
      onFocus={() => drawAround(current)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      data-count={total}
    >
      {total === 0 ? (
        <div className="est-property-gallery-empty est-justify-center est-stack est-gap-2 est-text-sm est-muted">
          <ImageOff size={28} aria-hidden />
          <span>{t('noPhotos')}</span>
        </div>
      ) : (
        <div className="est-property-gallery-track est-flex" style={{ transform: `translateX(-${current * 100}%)` }}>
          {photos.map((photo, photoIndex) => (
            <div
              key={`${photo}-${photoIndex}`}
              className="est-property-gallery-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('photoPosition', { index: photoIndex + 1, total })}
              aria-hidden={photoIndex !== current || undefined}
            >
              {drawn.has(photoIndex) && (
                <MediaImage
                  className="est-cover"
                  src={photo}
                  alt={t('photoAlt', { title, index: photoIndex + 1 })}
                  sizes={sizes}
                  priority={priority && photoIndex === 0}
                  draggable={false}
                />
              )}
            </div>
          ))}
        </div>
      )}
      {current > 0 && (
        <button
          type="button"
          className="est-property-gallery-arrow est-absolute est-circle"
          data-side="previous"
          aria-label={t('previousPhoto')}
          onClick={() => show(current - 1)}
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
      )}
      {current < total - 1 && (
        <button
          type="button"
          className="est-property-gallery-arrow est-absolute est-circle"
          data-side="next"
          aria-label={t('nextPhoto')}
          onClick={() => show(current + 1)}
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      )}
      {total > 1 && (
        <div className="est-property-gallery-dots est-absolute est-flex">
          {photos.map((photo, dotIndex) => (
            <button
              key={`${photo}-${dotIndex}`}
              type="button"
              className="est-property-gallery-dot est-bare est-center"
              aria-label={t('goToPhoto', { index: dotIndex + 1 })}
              aria-current={dotIndex === current || undefined}
              onClick={() => show(dotIndex)}
            />
          ))}
        </div>
      )}
      <p className="est-visually-hidden" aria-live="polite" aria-atomic="true">
        {total > 1 ? position : ''}
      </p>
      {children}
    </div>
  );
}
