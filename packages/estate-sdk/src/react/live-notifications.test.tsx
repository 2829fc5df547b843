// @vitest-environment jsdom
/**
 * `useLiveNotifications` on the real server (the socket over Node's `ws`: jsdom's WebSocket is
 * not Node's): what another user does shows in the cached list and the unread count at once,
 * without the list being fetched again.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshMember, guest, NodeWebSocket, providerFor, signedIn, traffic, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { useChatUsers } from './chat.js';
import { useLiveNotifications, useUnreadNotifications } from './live-notifications.js';
import { useNotificationReads } from './notification-reads.js';
import { useNotifications } from './notifications.js';

const live = { WebSocket: NodeWebSocket, socket: { BroadcastChannel: null, reconnectDelayMs: 50 } } as const;

let server: ServerThread;
withServerThread((started) => void (server = started));

describe('useLiveNotifications', () => {
  it('puts a new notification on top of the list and counts it, with no refetch; all read clears them', async () => {
    const member = await freshMember(server, 'fan');
    const net = traffic();
    const owner = await signedIn(server, 'seller@estate.demo', { fetch: net.fetch });
    const ownerName = (await owner.profiles.me()).profile.username;
    const own = (await owner.properties.all({ pageSize: 50 })).results.find((property) => property.username === ownerName)!;
    await owner.notifications.markAllRead();
    const { wrapper } = providerFor(owner);
    const { result } = renderHook(() => ({ live: useLiveNotifications(live), list: useNotifications(), unread: useUnreadNotifications() }), { wrapper });
    await waitFor(() => expect(result.current.live).toEqual({ state: 'open', unread: 0 }));
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    expect(result.current.unread).toBe(0);
    const listFetches = () => net.sent.filter((sent) => sent.request.startsWith('GET /api/v1/notifications/all/')).length;
    const fetched = listFetches();

    await member.client.properties.like(own.id);
    await waitFor(() => expect(result.current.unread).toBe(1));
    expect(result.current.list.notifications[0]).toMatchObject({ kind: 'property_like', message: expect.stringContaining(member.username), is_read: false });
    expect(listFetches()).toBe(fetched);
    expect(result.current.list.count).toBe((await owner.notifications.all()).count);

    // Read in another tab: this one clears too.
    await act(() => owner.notifications.markAllRead());
    await waitFor(() => expect(result.current.unread).toBe(0));
    expect(result.current.list.notifications.every((item) => item.is_read)).toBe(true);
  });

  it('reloads the chat inbox when a chat message arrives', async () => {
    const sender = await freshMember(server, 'sender');
    const receiver = await freshMember(server, 'receiver');
    const { wrapper } = providerFor(receiver.client);
    const { result } = renderHook(() => ({ live: useLiveNotifications(live), inbox: useChatUsers() }), { wrapper });
    await waitFor(() => expect(result.current.live.state).toBe('open'));
    await waitFor(() => expect(result.current.inbox.data).toBeDefined());
    expect(result.current.inbox.users).toHaveLength(0);
    const chat = new NodeWebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws/chat/${receiver.username}/?token=${sender.client.session.userInfo!.access}`);
    await new Promise((resolve) => chat.once('open', resolve));
    chat.send(JSON.stringify({ message: 'Jambo!' }));
    await waitFor(() => expect(result.current.inbox.users).toHaveLength(1), { timeout: 5000 });
    chat.close();
    expect(result.current.live.unread).toBe(1);
  });

  it('opening one marks it read at once here and on the server; one opened in another tab clears here too', async () => {
    const owner = await freshMember(server, 'opener');
    const fans = await Promise.all([freshMember(server, 'fana'), freshMember(server, 'fanb'), freshMember(server, 'fanc')]);
    // Three notifications: a chat message from each fan.
    for (const fan of fans) {
      const chat = new NodeWebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws/chat/${owner.username}/?token=${fan.client.session.userInfo!.access}`);
      await new Promise((resolve) => chat.once('open', resolve));
      chat.send(JSON.stringify({ message: 'Jambo!' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      chat.close();
    }
    await waitFor(async () => expect((await owner.client.notifications.all()).count).toBe(3));
    const { wrapper } = providerFor(owner.client);
    const { result } = renderHook(() => ({ live: useLiveNotifications(live), list: useNotifications(), unread: useUnreadNotifications(), reads: useNotificationReads() }), { wrapper });
    await waitFor(() => expect(result.current.live).toEqual({ state: 'open', unread: 3 }));
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(3));
    const [first, second, third] = result.current.list.notifications;

    // Opened here: read and counted down before the server answers.
    let done!: Promise<void>;
    act(() => void (done = result.current.reads.markRead(first!)));
    expect(result.current.list.notifications[0]!.is_read).toBe(true);
    expect(result.current.unread).toBe(2);
    await act(() => done);
    expect((await owner.client.notifications.all()).results.find((item) => item.id === first!.id)!.is_read).toBe(true);

    // Opened in another tab or device: the socket tells, this list and count follow.
    await act(async () => void (await owner.client.notifications.markRead(second!.id)));
    await waitFor(() => expect(result.current.unread).toBe(1));
    expect(result.current.list.notifications.map((item) => item.is_read)).toEqual([true, true, false]);

    // Mark all read, from here.
    await act(() => result.current.reads.markAllRead());
    expect(result.current.unread).toBe(0);
    expect(result.current.list.notifications.every((item) => item.is_read)).toBe(true);
    expect((await owner.client.notifications.all()).results.find((item) => item.id === third!.id)!.is_read).toBe(true);
  });

  it('opens nothing for a guest', async () => {
    const visitor = await guest(server);
    const { wrapper } = providerFor(visitor);
    const { result } = renderHook(() => ({ live: useLiveNotifications(live), unread: useUnreadNotifications() }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current.live).toEqual({ state: 'idle', unread: null });
    expect(result.current.unread).toBe(0);
  });
});
