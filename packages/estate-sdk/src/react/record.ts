'use client';

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { EstateError } from '../client/errors.js';
import type { EstateKey } from '../keys.js';
import { isFirstLoad } from './first-load.js';

/** What a hook of one record gives besides the record; `isNotFound` when the server answered 404 (the not-found screen). */
export function recordState<T>(swr: SWRResponse<T, EstateError>) {
  return {
    isNotFound: swr.error?.status === 404,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}

/** One record by id or slug; nothing is fetched while there is none (null, undefined or ''). */
export function useRecordBy<T>(
  idOrSlug: string | number | null | undefined,
  key: (idOrSlug: string | number) => EstateKey,
  fetch: (idOrSlug: string | number) => Promise<T>,
  config?: SWRConfiguration
) {
  const present = idOrSlug !== null && idOrSlug !== undefined && idOrSlug !== '';
  return useSWR<T, EstateError>(present ? key(idOrSlug) : null, () => fetch(idOrSlug!), config);
}
