'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { WebSocketConstructor } from '../client/chat-frames.js';
import type { EstateClient } from '../client/client.js';
import { createEventsSocket, type EstateEvent, type EventsSocket, type EventsSocketOptions, type EventsSocketSnapshot } from '../client/events-socket.js';
import type { Notification, Page } from '../client/types.js';
import { estateKeys, keyStartsWith, pageOf, type EstateKey } from '../keys.js';
import { replaceWhere, revalidateEntries, updateEntries, type SWRHandle } from './cache.js';
import { markLiveNotificationRead } from './notification-reads.js';
import { useNotifications } from './notifications.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';
import { isRegistered } from '../client/session.js';

/** Every page of every notifications list (`notifications.all`, whatever its page). */
const LISTS: EstateKey = estateKeys.notifications.all().slice(0, -1);
const UNREAD: EstateKey = estateKeys.notifications.unread();
/** The inbox keys a chat message changes: its pages and its unread total (a thread's own socket keeps the thread). */
const INBOX: EstateKey = estateKeys.chat.users().slice(0, -1);
const CHAT_UNREAD: EstateKey = estateKeys.chat.unread();

const isPage = (data: unknown): data is Page<Notification> => typeof data === 'object' && data !== null && Array.isArray((data as Page<Notification>).results);

/** A page with `notification` on top (once), kept to `pageSize` items. */
function withOnTop(page: Page<Notification>, notification: Notification, pageSize = Infinity): Page<Notification> {
  if (page.results.some((item) => item.id === notification.id)) return page;
  return { ...page, count: page.count + 1, results: [notification, ...page.results].slice(0, pageSize) };
}

/** The plain (not infinite) cached entries under `prefix`, with data, by their keys. */
function cachedKeys(swr: SWRHandle, prefix: EstateKey): EstateKey[] {
  const keys: EstateKey[] = [];
  // The filter sees every key's original array; it only collects them here.
  void swr.mutate(
    (key) => {
      if (keyStartsWith(key, prefix)) keys.push(key as EstateKey);
      return false;
    },
    undefined,
    { revalidate: false },
  );
  return keys;
}

/**
 * Puts a live notification in the cache: on top of every first page (the later pages, whose items
 * it pushes along, load again), in the first page of infinite lists, and its unread count.
 */
export function addLiveNotification(swr: SWRHandle, notification: Notification, unread: number): void {
  void swr.mutate(UNREAD, unread, { revalidate: false });
  for (const key of cachedKeys(swr, LISTS)) {
    const { page, pageSize } = pageOf(key);
    if (page === 1) void swr.mutate(key, (data: unknown) => (isPage(data) ? withOnTop(data, notification, pageSize) : data), { revalidate: false });
    else void swr.mutate(key);
  }
  updateEntries(swr, LISTS, (data) => (Array.isArray(data) && isPage(data[0]) ? [withOnTop(data[0], notification), ...data.slice(1)] : data));
}

/** Every cached notification read, and the count 0 (they were marked read somewhere). */
export function markLiveNotificationsRead(swr: SWRHandle): void {
  void swr.mutate(UNREAD, 0, { revalidate: false });
  updateEntries(swr, estateKeys.notifications.root(), (data) =>
    replaceWhere(data, (value) => value.is_read === false && typeof value.kind === 'string', (value) => ({ ...value, is_read: true })),
  );
}

/** Applies one event of the events socket to the SWR cache. */
export function applyEstateEvent(swr: SWRHandle, event: EstateEvent): void {
  if (event.type === 'notification') {
    addLiveNotification(swr, event.notification, event.unread);
    if (event.notification.kind === 'chat_message') {
      void revalidateEntries(swr, INBOX);
      void swr.mutate(CHAT_UNREAD);
    }
  } else if (event.type === 'notifications_read') {
    markLiveNotificationsRead(swr);
  } else if (event.type === 'notification_read') {
    markLiveNotificationRead(swr, event.id, event.unread);
  } else {
    void swr.mutate(UNREAD, event.unread, { revalidate: false });
    // Events may have been missed while no socket was open: load what is shown again.
    if (event.reconnected) {
      void revalidateEntries(swr, LISTS);
      void revalidateEntries(swr, INBOX);
      void swr.mutate(CHAT_UNREAD);
    }
  }
}

/** The events socket of each client, shared by every hook that uses it, closed when the last one goes. */
const shared = new WeakMap<EstateClient, { socket: EventsSocket; users: number; closing?: ReturnType<typeof setTimeout> }>();

function acquire(client: EstateClient, options: Omit<EventsSocketOptions, 'client'>): EventsSocket {
  let entry = shared.get(client);
  if (!entry) shared.set(client, (entry = { socket: createEventsSocket({ client, ...options }), users: 0 }));
  clearTimeout(entry.closing);
  entry.users += 1;
  return entry.socket;
}

function release(client: EstateClient): void {
  const entry = shared.get(client);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  // A remount right after (React's strict mode, a route change) keeps the socket.
  entry.closing = setTimeout(() => {
    if (entry.users > 0) return;
    shared.delete(client);
    entry.socket.close();
  }, 1000);
}

const IDLE: EventsSocketSnapshot = Object.freeze({ state: 'idle', unread: null });
const noSubscription = () => () => undefined;

export interface UseLiveNotificationsOptions {
  /** The WebSocket implementation; `globalThis.WebSocket` by default. Used by the first hook of a client. */
  WebSocket?: WebSocketConstructor;
  /** Other options of the socket (tabs sharing, reconnect delays), taken by the first hook of a client. */
  socket?: Omit<EventsSocketOptions, 'client' | 'WebSocket'>;
  /** Called with every event, after the cache took it. */
  onEvent?: (event: EstateEvent) => void;
}

/**
 * Keeps the signed-in user's notifications live (mount it once, in the layout): one events socket a
 * client — and one a browser, the other tabs getting the events from the tab that holds it — that
 * puts each new notification on top of the cached lists with the unread count, marks them read
 * when they are read elsewhere, reloads the chat inbox on a chat message, and after a reconnect
 * reloads what may have been missed. Nothing opens for visitors and guests. Answers the socket's
 * state and the unread count it last heard (null before).
 */
export function useLiveNotifications(options: UseLiveNotificationsOptions = {}): EventsSocketSnapshot {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const userInfo = useUserInfo();
  const listening = isRegistered(userInfo);
  const socket = useSocket(client, listening, options);
  const { onEvent } = options;
  useEffect(() => {
    if (!socket) return;
    return socket.onEvent((event) => {
      applyEstateEvent(swr, event);
      onEvent?.(event);
    });
  }, [socket, swr, onEvent]);
  return useSyncExternalStore(socket?.subscribe ?? noSubscription, socket?.getSnapshot ?? (() => IDLE), () => IDLE);
}

function useSocket(client: EstateClient, listening: boolean, options: UseLiveNotificationsOptions): EventsSocket | undefined {
  const [socket, setSocket] = useState<EventsSocket | undefined>(undefined);
  const { WebSocket, socket: socketOptions } = options;
  useEffect(() => {
    if (!listening) return;
    setSocket(acquire(client, { WebSocket, ...socketOptions }));
    return () => {
      setSocket(undefined);
      release(client);
    };
    // The options are taken when the socket is made (by the first hook of the client); changing them later changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, listening]);
  return listening ? socket : undefined;
}

/**
 * The unread notifications of the signed-in user, for a badge or the tab title: the live count
 * while `useLiveNotifications` is mounted, else the unread ones of the first page. 0 without a session.
 */
export function useUnreadNotifications(): number {
  const signedIn = useUserInfo() !== null;
  const live = useSWR<number>(signedIn ? UNREAD : null, null).data;
  const { notifications } = useNotifications();
  if (!signedIn) return 0;
  return live ?? notifications.filter((item) => !item.is_read).length;
}
