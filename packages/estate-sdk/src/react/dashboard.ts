'use client';

import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { EstateError } from '../client/errors.js';
import type { Dashboard, DashboardParams } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';
import { isRegistered } from '../client/session.js';
import { isFirstLoad } from './first-load.js';

export interface UseDashboardOptions extends DashboardParams {
  swr?: SWRConfiguration<Dashboard, EstateError>;
}

/**
 * The signed-in agent's dashboard over `days` (7 to 365, 30 by default), for all their listings or
 * the one of `propertyId`. Changing the range or the listing keeps the last answer on screen while
 * the next loads (`isValidating`); `isForbidden` is the server's 403 for buyers and sellers.
 * Nothing is fetched without a session.
 */
export function useDashboard({ days = 30, propertyId = null, swr: config }: UseDashboardOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const swr = useSWR<Dashboard, EstateError>(signedIn ? estateKeys.dashboard.get(days, propertyId) : null, () => client.dashboard.get({ days, propertyId }), {
    keepPreviousData: true,
    ...config,
  });
  return {
    dashboard: swr.data,
    error: swr.error,
    isForbidden: swr.error?.status === 403,
    isLoading: isFirstLoad(swr),
    isValidating: swr.isValidating,
    /** Fetches again (the error state's "Try again"). */
    retry: useCallback(() => void swr.mutate(), [swr.mutate]),
    mutate: swr.mutate,
  };
}

/**
 * `recordLead(propertyId)`: tells the listing's agent dashboard that I opened a chat from it, before
 * the chat opens; the dashboard counts it once I send a message there. Best effort: without a session, as a guest, for an own listing or offline it does nothing and
 * never throws, so the chat opens anyway.
 */
export function useRecordLead() {
  const client = useEstateClient();
  const recordLead = useCallback(
    async (propertyId: number): Promise<boolean> => {
      // The session as stored at the tap (a page just hydrated may not show it yet).
      if (!isRegistered(client.session.userInfo)) return false;
      try {
        await client.properties.recordLead(propertyId);
        return true;
      } catch {
        return false;
      }
    },
    [client]
  );
  return { recordLead };
}
