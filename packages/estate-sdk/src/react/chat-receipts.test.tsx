// @vitest-environment jsdom
/**
 * Chat that feels current, against the real server: the partner's typing (and its expiry), read
 * marks sent when the conversation is on screen in a visible tab, 'Seen' on the other side (also
 * after a reload), and the unread counts of the inbox and of `useChatUnread`.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshMember, NodeWebSocket, providerFor, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { createChatSocket, TYPING_RESEND_MS, type ChatSocket } from '../client/chat-socket.js';
import { readSignal } from '../client/chat-frames.js';
import type { EstateClient } from '../client/client.js';
import { useChat, useChatUnread, useChatUsers } from './chat.js';

const WebSocket = NodeWebSocket;

/** A chat socket of `one` with `two` over a WebSocket that records every frame it sends, closed after the test. */
function recordingChat(one: { client: EstateClient }, two: { username: string }) {
  const sent: string[] = [];
  class Recording extends WebSocket {
    override send(data: string) {
      sent.push(data);
      super.send(data);
    }
  }
  const socket = createChatSocket({ client: one.client, partner: two.username, WebSocket: Recording as never });
  sockets.push(socket);
  return { socket, sent };
}

let server: ServerThread;
withServerThread((started) => void (server = started));

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  visibility = 'visible';
});

const sockets: ChatSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

describe('readSignal', () => {
  it('reads typing, seen and read frames, and nothing else', () => {
    expect(readSignal({ typing: true, username: 'a' })).toEqual({ kind: 'typing', username: 'a', value: true });
    expect(readSignal({ seen: 12, username: 'a' })).toEqual({ kind: 'seen', username: 'a', value: 12 });
    expect(readSignal({ read: 12, username: 'a' })).toEqual({ kind: 'read', username: 'a', value: 12 });
    expect(readSignal({ typing: 'yes', username: 'a' })).toBeUndefined();
    expect(readSignal({ seen: 12 })).toBeUndefined();
    expect(readSignal({ id: 1, message: 'hi', sender_username: 'a', receiver_username: 'b', created_at: 'x' })).toBeUndefined();
  });
});

describe('typing, Seen and unread', () => {
  it('shows the partner typing, throttles what is sent, and clears it on their message', async () => {
    const one = await freshMember(server, 'typer');
    const two = await freshMember(server, 'watch');
    const { socket: typist, sent } = recordingChat(one, two);
    const { wrapper } = providerFor(two.client);
    const watcher = renderHook(() => useChat(one.username, { WebSocket }), { wrapper });
    await waitFor(() => {
      expect(typist.state).toBe('open');
      expect(watcher.result.current.state).toBe('open');
    });

    typist.setTyping(true);
    typist.setTyping(true);
    typist.setTyping(true);
    await waitFor(() => expect(watcher.result.current.partnerTyping).toBe(true));
    // Three keystrokes within the resend interval: one frame.
    expect(sent.filter((frame) => frame === '{"typing":true}')).toHaveLength(1);
    expect(TYPING_RESEND_MS).toBeGreaterThanOrEqual(2000);

    typist.setTyping(false);
    await waitFor(() => expect(watcher.result.current.partnerTyping).toBe(false));
    typist.setTyping(true);
    await waitFor(() => expect(watcher.result.current.partnerTyping).toBe(true));
    expect(typist.send('Habari!').ok).toBe(true);
    await waitFor(() => {
      expect(watcher.result.current.messages.at(-1)?.message).toBe('Habari!');
      expect(watcher.result.current.partnerTyping).toBe(false);
    });
    watcher.unmount();
  });

  it('marks messages read when the tab is visible, shows Seen to the sender, and counts unread until then', async () => {
    const seller = await freshMember(server, 'seller');
    const buyer = await freshMember(server, 'buyer');
    const sender = createChatSocket({ client: seller.client, partner: buyer.username, WebSocket });
    sockets.push(sender);
    await waitFor(() => expect(sender.state).toBe('open'));
    sender.send('The flat is free on Saturday.');
    sender.send('Shall I hold it for you?');
    // Stored (no longer waiting in the outbox).
    await waitFor(() => expect(sender.messages.filter((message) => !message.status)).toHaveLength(2));
    const newest = sender.messages.at(-1)!.id!;

    const { wrapper } = providerFor(buyer.client);
    const counts = renderHook(() => ({ unread: useChatUnread(), inbox: useChatUsers() }), { wrapper });
    await waitFor(() => {
      expect(counts.result.current.unread.unreadCount).toBe(2);
      expect(counts.result.current.inbox.users[0]).toMatchObject({ username: seller.username, unread_count: 2 });
    });
    expect(counts.result.current.unread.conversations).toBe(1);

    // A background tab reads nothing.
    visibility = 'hidden';
    const reader = renderHook(() => useChat(seller.username, { WebSocket }), { wrapper });
    await waitFor(() => expect(reader.result.current.messages).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sender.getSnapshot().seenId).toBe(0);
    expect(reader.result.current.readId).toBe(0);

    // Back to the tab: the newest message is read, the sender sees it, and the counts drop (the same cache).
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => {
      expect(sender.getSnapshot().seenId).toBe(newest);
      expect(reader.result.current.readId).toBe(newest);
      expect(counts.result.current.unread.unreadCount).toBe(0);
      expect(counts.result.current.inbox.users[0]?.unread_count).toBe(0);
    });

    // A reload of the sender's side: 'Seen' comes with the connection.
    const reloaded = createChatSocket({ client: seller.client, partner: buyer.username, WebSocket });
    sockets.push(reloaded);
    await waitFor(() => expect(reloaded.getSnapshot().seenId).toBe(newest));
    reader.unmount();
    counts.unmount();
  });

  it('never marks its own messages, nor goes back', async () => {
    const one = await freshMember(server, 'own');
    const two = await freshMember(server, 'own');
    const { socket, sent } = recordingChat(one, two);
    await waitFor(() => expect(socket.state).toBe('open'));
    socket.send('mine');
    await waitFor(() => expect(socket.messages.filter((message) => !message.status)).toHaveLength(1));
    socket.markRead(socket.messages[0]!.id!);
    socket.markRead(-1);
    expect(sent.some((frame) => frame.includes('"read"'))).toBe(false);
  });
});
