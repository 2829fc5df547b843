import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Update = (current: URLSearchParams) => URLSearchParams;

/**
 * Changes the address's query from the query it holds now. React Router's functional
 * `setSearchParams` hands the updater the query of the component's last render, which lags the
 * address while a navigation's render is still pending (a transition kept back by a suspended
 * part): a second change made then would undo the first, as when the phone's map toggle put back
 * the area that 'Map area ✕' had just cleared. The browser's address is read at the moment of the
 * change instead.
 */
export function useSearchParamsUpdate(): (update: Update) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (update: Update) => setParams(() => update(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search))),
    [setParams],
  );
}
