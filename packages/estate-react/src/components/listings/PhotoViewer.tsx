'use client';

import { ChevronLeft, ChevronRight } from '../../icons/index.js';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
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
  /** The dialog's name, when not 'Photos of {title}' (the chat's: 'Photos in your chat with {name}'). */
  label?: string;
  /** Each photo's alt text (by index from 0), when not 'Photo {index} of {title}'. */
  altOf?: (index: number) => string;
}

/** How far a finger moves sideways (px) before the photo changes. */
const SWIPE_PX = 50;

/**
 * The full-screen photo viewer of the detail page and of a conversation's images: a modal dialog
 * (focus kept inside, Escape closes) with the photo, previous / next buttons, ArrowLeft / ArrowRight
 * and a swipe on touch (wrapping round) and a '3 / 12' counter read politely. On close, focus goes
 * back to what opened it.
 */
export function PhotoViewer({ photos, title, openAt, onClose, returnFocus, label, altOf }: PhotoViewerProps) {
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

  // A swipe: a touch that moved far enough sideways, more than up or down.
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || total < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) move(dx < 0 ? 1 : -1);
  };

  const current = Math.min(index, total - 1);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={label ?? t('photosOf', { title })}
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
        <div className="est-photo-viewer-stage est-relative" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeFrom.current = null)}>
          <img className="est-photo-viewer-image" src={toUrl(photos[current]!)} alt={altOf ? altOf(current) : t('photoAlt', { title, index: current + 1 })} decoding="async" draggable={false} />
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
