'use client';

import { useEffect, useState } from 'react';

/** How close to the screen a deferred part starts loading: about a phone screen ahead of the scroll. */
const NEAR_MARGIN = '800px';

/**
 * A part of a component that loads after mount, in a chunk of its own (the map and Leaflet): never
 * on the server, never for a page that does not render it. Given `near`, only once that element
 * comes within a screen of the view (a map at the foot of a listing waits for the scroll, so the
 * first load is the listing's). `failed` when the chunk would not load.
 */
export function useLazyPart<T>(load: () => Promise<T>, near?: Element | null): { part: T | null; failed: boolean } {
  const [state, setState] = useState<{ part: T | null; failed: boolean }>({ part: null, failed: false });
  const [reached, setReached] = useState(near === undefined);
  useEffect(() => {
    if (reached || !near) return;
    if (typeof IntersectionObserver === 'undefined') return setReached(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setReached(true), { rootMargin: NEAR_MARGIN });
    observer.observe(near);
    return () => observer.disconnect();
  }, [near, reached]);
  useEffect(() => {
    if (!reached) return;
    let live = true;
    load().then(
      (part) => live && setState({ part, failed: false }),
      () => live && setState({ part: null, failed: true })
    );
    return () => {
      live = false;
    };
  }, [load, reached]);
  return state;
}
