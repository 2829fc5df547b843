import { useCallback, useSyncExternalStore } from 'react';
import { useSsrState } from '../app/environment';

/**
 * Whether a media query matches now, following changes (window resizes, rotation). On the server
 * and while hydrating, the server's guess for a wide screen (from the user agent: `ssr.wide`)
 * stands in for every query, so the HTML and the first render agree.
 */
export function useMediaQuery(query: string): boolean {
  const rendered = useSsrState()?.wide ?? false;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query]
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => rendered
  );
}

/** The spec's extra-large breakpoint: at and above it both sidebars show; below it the top bar does. */
export const EXTRA_LARGE = '(min-width: 1280px)';

/** Wide enough for a listing's results and its map side by side; below it the map is a toggle. */
export const SPLIT_VIEW = '(min-width: 1024px)';
