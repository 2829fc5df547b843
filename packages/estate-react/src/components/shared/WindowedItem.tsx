'use client';

import { useEffect, useRef, useState, type LiHTMLAttributes, type ReactNode, type RefObject } from 'react';

export interface WindowedItemProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Windowing on; off, the row is always drawn (short lists have nothing to save). */
  enabled: boolean;
  /** The scrolling element the rows move in; the viewport when left out. */
  root?: RefObject<Element | null>;
  /** How far beyond the root a row is still drawn (an IntersectionObserver `rootMargin`). */
  margin: string;
  children: ReactNode;
}

/**
 * A row of a long list (the property feed, the reels) drawn only while it is near the viewport.
 * Further away it stays in the list as an empty row of the height it had, so the scroll height and
 * position do not move, while what it held — a card and its image, a reel and its video — is let
 * go: the page's DOM and heap stay the same size however far the user scrolls. The row holding the
 * keyboard focus is kept drawn.
 */
export function WindowedItem({ enabled, root, margin, children, style, ...props }: WindowedItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const [awayHeight, setAwayHeight] = useState<number | null>(null);

  useEffect(() => {
    const item = ref.current;
    if (!enabled || !item || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting) setAwayHeight(null);
        else if (!item.contains(document.activeElement)) setAwayHeight(entry.boundingClientRect.height);
      },
      { root: root?.current ?? null, rootMargin: margin },
    );
    observer.observe(item);
    return () => observer.disconnect();
  }, [enabled, root, margin]);

  const away = enabled && awayHeight !== null;
  return (
    <li ref={ref} {...props} style={away ? { ...style, boxSizing: 'border-box', height: awayHeight } : style} data-offscreen={away || undefined}>
      {away ? null : children}
    </li>
  );
}
