'use client';

import { clsx } from 'clsx';
import { Grid2x2, ImageOff } from '../../icons/index.js';
import { useRef, useState } from 'react';
import { useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { MediaImage } from '../../primitives/MediaImage.js';
import { PhotoViewer } from './PhotoViewer.js';

export interface PropertyPhotoGridProps {
  /** Media paths or URLs in order: the cover first (see `propertyPhotos`). */
  photos: string[];
  /** What the photos show, for the group's name and the viewer. */
  title: string;
  className?: string;
}

/** The photos the desktop grid shows: one large and up to four small; the rest wait in the viewer. */
export const PHOTO_GRID_SHOWN = 5;

/** How wide each photo is drawn: the whole width on phones (one swipes at a time); on wide screens the cover half the grid, the others a quarter. */
const COVER_SIZES = '(min-width: 641px) 50vw, 100vw';
const SMALL_SIZES = '(min-width: 641px) 25vw, 100vw';

/**
 * The detail page's photos: on wide screens a grid (the cover large, up to four beside it) with
 * 'Show all N photos'; on phones one row that swipes photo by photo (CSS scroll snap) under a
 * '1 / N' counter. One list of buttons serves both, so each photo opens the full-screen viewer
 * at itself, and the viewer hands focus back to it on close.
 */
export function PropertyPhotoGrid({ photos, title, className }: PropertyPhotoGridProps) {
  const t = useTranslate();
  const total = photos.length;
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [swiped, setSwiped] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    setOpenAt(index);
  };

  if (total === 0) {
    return (
      <div className={clsx('est-photo-grid est-sunken', className)} data-count={0}>
        <div className="est-photo-grid-empty est-justify-center est-stack est-gap-2 est-text-sm est-muted">
          <ImageOff size={28} aria-hidden />
          <span>{t('noPhotos')}</span>
        </div>
      </div>
    );
  }
  return (
    <div
      className={clsx('est-photo-grid est-relative', className)}
      role="group"
      aria-label={t('photosOf', { title })}
      data-count={Math.min(total, PHOTO_GRID_SHOWN)}
    >
      <ul
        className="est-photo-grid-track"
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setSwiped(Math.round(scrollLeft / clientWidth));
        }}
      >
        {photos.map((photo, index) => (
          <li key={`${photo}-${index}`} className="est-photo-grid-item est-clip est-sunken">
            <button type="button" className="est-photo-grid-open est-bare" aria-haspopup="dialog" onClick={(event) => open(index, event.currentTarget)}>
              {/* The cover is the page's largest paint: fetched at once, at high priority. */}
              <MediaImage className="est-cover" src={photo} alt="" sizes={index === 0 ? COVER_SIZES : SMALL_SIZES} priority={index === 0} draggable={false} />
              <span className="est-visually-hidden">{t('photoPosition', { index: index + 1, total })}</span>
            </button>
          </li>
        ))}
      </ul>
      {total > 1 && (
        <>
          <Button
            variant="secondary"
            size="sm"
            className="est-photo-grid-all est-absolute"
            aria-haspopup="dialog"
            icon={<Grid2x2 size={16} aria-hidden />}
            onClick={(event) => open(0, event.currentTarget)}
          >
            {t('showAllPhotos', { count: total })}
          </Button>
          <p className="est-photo-grid-counter est-absolute est-pill est-tabular est-text-xs est-medium" aria-hidden>
            {t('photoCounter', { index: Math.min(swiped, total - 1) + 1, total })}
          </p>
        </>
      )}
      <PhotoViewer photos={photos} title={title} openAt={openAt} onClose={() => setOpenAt(null)} returnFocus={opener} />
    </div>
  );
}
