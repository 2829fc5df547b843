'use client';

import { estateKeys } from '../keys.js';
import { usePageList, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';

/** The signed-in user's notifications, newest first. Pass `swr: { refreshInterval }` to poll. */
export function useNotifications(options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  return usePageList('notifications', signedIn ? estateKeys.notifications.all(options) : null, () => client.notifications.all(options), options.swr);
}
