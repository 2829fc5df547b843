'use client';

import { useEffect } from 'react';

/** The count a title starts with, as this hook writes it: "(3) ", "(99+) ". */
const COUNT_PREFIX = /^\(\d+\+?\) /;
/** Past this the title shows "99+". */
const MAX_SHOWN = 99;

/** `title` without a count before it. */
export const titleWithoutCount = (title: string) => title.replace(COUNT_PREFIX, '');

/** `title` with `count` before it ("(3) Estate"), or as it is when the count is 0. */
export function titleWithCount(title: string, count: number): string {
  const base = titleWithoutCount(title);
  if (count <= 0) return base;
  return `(${count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}) ${base}`;
}

/**
 * Shows `count` before the document's title while it is above 0, as "(3) Estate — Explore", the
 * way mail and chat apps show what is waiting in a background tab. Titles that pages set later
 * (a route change) get the count too; it is taken off again on unmount. Does nothing outside a browser.
 */
export function useTabTitleCount(count: number): void {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (document.title !== next) document.title = next;
    };
    apply();
    if (count <= 0 || typeof MutationObserver === 'undefined') return;
    // A page that sets its own title replaces the count: put it back.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithoutCount(document.title);
    };
  }, [count]);
}
