'use client';

import { useEffect, useState } from 'react';

/**
 * A part of a component that loads after mount, in a chunk of its own (the map and Leaflet): never
 * on the server, never for a page that does not render it. `failed` when the chunk would not load.
 */
export function useLazyPart<T>(load: () => Promise<T>): { part: T | null; failed: boolean } {
  const [state, setState] = useState<{ part: T | null; failed: boolean }>({ part: null, failed: false });
  useEffect(() => {
    let live = true;
    load().then(
      (part) => live && setState({ part, failed: false }),
      () => live && setState({ part: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
