'use client';

import { ChevronLeft, ChevronRight } from '../../icons/index.js';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslate } from '../../config/context.js';
import { Dialog } from '../../primitives/Dialog.js';
import { IconButton } from '../../primitives/Button.js';
import { useMediaUrl } from '../shared/internal.js';

export interface PhotoViewerProps {
  /** Media paths or URLs, in order. */
  photos: string[];
  /** What the photos show: the dialog's name and the photos' alt texts. */
  title: string;
  /** The photo shown when it opens; `null` while closed. */
  openAt: number | null;
  onClose: () => void;
  /** What gets focus back on close (the photo or button that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The full-screen photo viewer of the detail page: a modal dialog (focus kept inside, Escape
 * closes) with the photo, previous / next buttons, ArrowLeft / ArrowRight (wrapping round) and a
 * '3 / 12' counter read politely. On close, focus goes back to what opened it.
 */
export function PhotoViewer({ photos, title, openAt, onClose, returnFocus }: PhotoViewerProps) {
  const t = useTranslate();
  const toUrl = useMediaUrl();
  const total = photos.length;
  const [index, setIndex] = useState(openAt ?? 0);
  const open = openAt !== null && total > 0;
  useEffect(() => {
    if (openAt !== null) setIndex(openAt);
  }, [openAt]);
  const move = (step: number) => setIndex((current) => (((current + step) % total) + total) % total);

  useEffect(() => {
    if (!open || total < 2) return;
    // On the document: focus may sit on the dialog's own close button, outside the body drawn here.
    const onKey = (event: KeyboardEvent) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (!step) return;
      event.preventDefault();
      move(step);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, total]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = Math.min(index, total - 1);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('photosOf', { title })}
      hideTitle
      size="full"
      name="photo-viewer"
      onCloseAutoFocus={(event) => {
        if (!returnFocus?.current) return;
        event.preventDefault();
        returnFocus.current.focus();
      }}
    >
      {open && (
        <div className="est-photo-viewer-stage est-relative">
          <img className="est-photo-viewer-image" src={toUrl(photos[current]!)} alt={t('photoAlt', { title, index: current + 1 })} decoding="async" />
          {total > 1 && (
            <>
              <IconButton className="est-photo-viewer-arrow est-absolute" data-side="previous" variant="overlay" label={t('previousPhoto')} icon={<ChevronLeft size={22} aria-hidden />} onClick={() => move(-1)} />
              <IconButton className="est-photo-viewer-arrow est-absolute" data-side="next" variant="overlay" label={t('nextPhoto')} icon={<ChevronRight size={22} aria-hidden />} onClick={() => move(1)} />
            </>
          )}
          <p className="est-photo-viewer-counter est-absolute est-pill est-tabular est-text-sm est-medium" aria-live="polite" aria-atomic="true">
            {t('photoCounter', { index: current + 1, total })}
          </p>
        </div>
      )}
    </Dialog>
  );
}
