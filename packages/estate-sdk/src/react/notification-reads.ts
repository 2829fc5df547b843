'use client';

import { useCallback } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { Notification } from '../client/types.js';
import { estateKeys, type EstateKey } from '../keys.js';
import { replaceWhere, revalidateEntries, updateEntries, type SWRHandle } from './cache.js';
import { useEstateClient } from './provider.js';

const ROOT: EstateKey = estateKeys.notifications.root();
const UNREAD: EstateKey = estateKeys.notifications.unread();

const isNotification = (value: Record<string, unknown>) => typeof value.kind === 'string' && typeof value.is_read === 'boolean';

/**
 * The live unread count, written only where the events socket keeps one: without it the count is
 * that of the cached lists, and a number written here would stick.
 */
function setLiveUnread(swr: SWRHandle, next: (count: number) => number): void {
  if (typeof swr.cache.get(unstable_serialize(UNREAD))?.data !== 'number') return;
  void swr.mutate(UNREAD, (count?: number) => (typeof count === 'number' ? Math.max(0, next(count)) : count), { revalidate: false });
}

/**
 * One notification read in every cached list (the bell's panel, the page, their pages), and the
 * live count: `unread` when the server told it, else one less.
 */
export function markLiveNotificationRead(swr: SWRHandle, id: number, unread?: number): void {
  updateEntries(swr, ROOT, (data) => replaceWhere(data, (value) => value.id === id && value.is_read === false && isNotification(value), (value) => ({ ...value, is_read: true })));
  setLiveUnread(swr, (count) => unread ?? count - 1);
}

export interface NotificationReads {
  /** Marks it read at once everywhere it is shown, then on the server (which tells the other tabs); nothing if it was read. */
  markRead: (notification: Pick<Notification, 'id' | 'is_read'>) => Promise<void>;
  /** Marks all read at once everywhere, then on the server. */
  markAllRead: () => Promise<void>;
}

/**
 * Reading notifications, optimistically: the lists and the bell's count change before the server
 * answers; if it refuses, the lists load again and the count comes back.
 */
export function useNotificationReads(): NotificationReads {
  const client = useEstateClient();
  const swr = useSWRConfig();

  const markRead = useCallback(
    async (notification: Pick<Notification, 'id' | 'is_read'>) => {
      if (notification.is_read) return;
      markLiveNotificationRead(swr, notification.id);
      try {
        const { unread } = await client.notifications.markRead(notification.id);
        setLiveUnread(swr, () => unread);
      } catch {
        setLiveUnread(swr, (count) => count + 1);
        await revalidateEntries(swr, estateKeys.notifications.all().slice(0, -1));
      }
    },
    [client, swr],
  );

  const markAllRead = useCallback(async () => {
    const before = swr.cache.get(unstable_serialize(UNREAD))?.data;
    updateEntries(swr, ROOT, (data) => replaceWhere(data, (value) => value.is_read === false && isNotification(value), (value) => ({ ...value, is_read: true })));
    setLiveUnread(swr, () => 0);
    try {
      await client.notifications.markAllRead();
    } catch {
      if (typeof before === 'number') setLiveUnread(swr, () => before);
      await revalidateEntries(swr, estateKeys.notifications.all().slice(0, -1));
    }
  }, [client, swr]);

  return { markRead, markAllRead };
}
