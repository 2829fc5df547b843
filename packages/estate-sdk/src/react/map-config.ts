'use client';

import useSWR from 'swr';
import type { MapConfig } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { useOptionalEstateClient } from './provider.js';
import { isFirstLoad } from './first-load.js';

/**
 * The deployment's map tiles (`GET /config/map/`), asked once a session and kept: `tiles` is
 * undefined until it answers, so a map can wait rather than start on a default and swap. Asks
 * nothing without a client, or when `enabled` is false (the page already knows its tiles).
 */
export function useMapConfig({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useOptionalEstateClient();
  const swr = useSWR<MapConfig, Error>(client && enabled ? estateKeys.config.map() : null, () => client!.config.map(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { tiles: swr.data?.tiles, error: swr.error, isLoading: isFirstLoad(swr), asked: Boolean(client && enabled) };
}
