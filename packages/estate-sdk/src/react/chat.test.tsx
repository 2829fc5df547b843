// @vitest-environment jsdom
/**
 * The chat hooks against the real server: the inbox and a history page as the server has them, and
 * `useChat` between two signed-in clients, each in its own provider, over real WebSockets (`ws`:
 * jsdom's WebSocket is not Node's).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newClient, NodeWebSocket, providerFor, say, signedIn, traffic, withDemoServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { EstateError, RuleError } from '../client/errors.js';
import { createEstateClient, type EstateClient } from '../client/client.js';
import { estateKeys } from '../keys.js';
import { useChat, useChatMessages, useChatUnread, useChatUsers } from './chat.js';
import { useMyProfile } from './profiles.js';
import { trackedWebSocket } from '../../test/tracked-websocket.js';
import { AMINA, GRACE, DAVID } from '../../test/demo-server.js';

const WebSocket = NodeWebSocket;
type WebSocket = InstanceType<typeof WebSocket>;

let server: ServerThread;
let amina: EstateClient;
let grace: EstateClient;
withDemoServerThread((demo) => ({ server, buyer: amina, agent: grace } = demo));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const texts = (messages: readonly { message?: string | null }[]) => messages.map((message) => message.message);

describe('useChatUsers and useChatMessages', () => {
  it('answer the inbox and the history as the server has them', async () => {
    const text = `Is the garden villa still available? ${Date.now()}`;
    await say(amina, GRACE, text);
    const { wrapper } = providerFor(amina);
    const { result } = renderHook(() => ({ inbox: useChatUsers(), history: useChatMessages(GRACE) }), { wrapper });
    await waitFor(() => expect(result.current.inbox.data && result.current.history.data).toBeTruthy());

    expect(result.current.inbox.data).toEqual(await amina.chat.users());
    expect(result.current.inbox.users[0]).toMatchObject({ username: GRACE, last_message: { message: text, sender_username: AMINA } });
    // The history page is the server's default page (50 messages), oldest first, newest last.
    expect(result.current.history.data).toEqual(await amina.chat.messages(GRACE, { page: 1, pageSize: 50 }));
    expect(texts(result.current.history.messages).at(-1)).toBe(text);
  });

  it('send nothing without a session or without a partner', async () => {
    const net = traffic();
    const anonymous = newClient(server, { fetch: net.fetch });
    const { wrapper } = providerFor(anonymous);
    const { result } = renderHook(() => ({ inbox: useChatUsers(), history: useChatMessages(GRACE) }), { wrapper });
    const signedInNet = traffic();
    const withSession = await signedIn(server, 'seller@estate.demo', { fetch: signedInNet.fetch });
    const blank = renderHook(() => useChatMessages('  '), { wrapper: providerFor(withSession).wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.inbox.isLoading).toBe(false);
    expect(result.current.inbox.users).toEqual([]);
    expect(blank.result.current.messages).toEqual([]);
    expect(net.sent).toEqual([]);
    expect(signedInNet.sent.map((entry) => entry.request)).toEqual(['POST /api/v1/auth/jwt/create/']);
  });
});

describe('useChat', () => {
  it('delivers a message both ways between two signed-in clients, and the inbox follows', async () => {
    const aminaTracked = trackedWebSocket(WebSocket);
    const graceTracked = trackedWebSocket(WebSocket);
    const aminaSide = providerFor(amina);
    const graceSide = providerFor(grace);
    const a = renderHook(() => ({ chat: useChat(GRACE, { WebSocket: aminaTracked.WebSocket }), inbox: useChatUsers() }), { wrapper: aminaSide.wrapper });
    const g = renderHook(() => useChat(AMINA, { WebSocket: graceTracked.WebSocket }), { wrapper: graceSide.wrapper });
    await waitFor(() => {
      expect(a.result.current.chat.state).toBe('open');
      expect(g.result.current.state).toBe('open');
      expect(a.result.current.inbox.data).toBeDefined();
    });
    expect(a.result.current.chat.isOpen).toBe(true);
    expect(aminaTracked.opened[0]!.url).toContain(`/ws/chat/${GRACE}/?token=`);

    const hello = `Habari Grace! 🏠 ${Date.now()}`;
    act(() => void expect(a.result.current.chat.send(hello).ok).toBe(true));
    await waitFor(() => {
      expect(texts(a.result.current.chat.messages)).toContain(hello);
      expect(texts(g.result.current.messages)).toContain(hello);
    });
    const received = g.result.current.messages.find((message) => message.message === hello)!;
    expect(received).toMatchObject({ sender_username: AMINA, receiver_username: GRACE });
    // The inbox loads again when a message arrives: Grace's conversation shows the new last message.
    await waitFor(() => expect(a.result.current.inbox.users[0]).toMatchObject({ username: GRACE, last_message: { message: hello } }));

    const reply = `Karibu Amina, yes it is. ${Date.now()}`;
    act(() => void expect(g.result.current.send(reply).ok).toBe(true));
    await waitFor(() => {
      expect(texts(a.result.current.chat.messages)).toContain(reply);
      expect(texts(g.result.current.messages)).toContain(reply);
    });
    // Oldest first on both sides, one copy each.
    expect(texts(a.result.current.chat.messages).slice(-2)).toEqual([hello, reply]);
    expect(texts(g.result.current.messages).slice(-2)).toEqual([hello, reply]);
    await waitFor(() => expect(a.result.current.inbox.users[0]?.last_message).toMatchObject({ message: reply, sender_username: GRACE }));

    // An image goes as a data URL.
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    act(() => void expect(a.result.current.chat.sendImage(png).ok).toBe(true));
    await waitFor(() => expect(g.result.current.messages.at(-1)?.image).toBeTruthy());

    a.unmount();
    g.unmount();
  });

  it('loads the history, names the sender from the cached own profile, and refuses a blank text', async () => {
    const earlier = `Earlier message ${Date.now()}`;
    await say(grace, AMINA, earlier);
    const tracked = trackedWebSocket(WebSocket);
    const { wrapper } = providerFor(amina);
    const profile = renderHook(() => useMyProfile(), { wrapper });
    await waitFor(() => expect(profile.result.current.profile?.username).toBe(AMINA));
    const { result, unmount } = renderHook(() => useChat(GRACE, { WebSocket: tracked.WebSocket }), { wrapper });
    await waitFor(() => expect(texts(result.current.messages)).toContain(earlier));
    expect(result.current.hasOlder).toBe(false);
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(result.current.state).toBe('open'));

    let blank: ReturnType<typeof result.current.send> | undefined;
    act(() => {
      blank = result.current.send('   ');
    });
    expect(blank).toMatchObject({ ok: false, error: { code: 'message_empty' } });
    // Refused in the browser: `sendError` is an EstateError, as every refused mutation is.
    expect(result.current.sendError).toBeInstanceOf(RuleError);
    expect(result.current.sendError).toMatchObject({ kind: 'invalid', code: 'message_empty', message: 'Please type a message.' });

    // Refused by the server (bytes that are not an image): an EstateError too, with the server's frame as body.
    act(() => void expect(result.current.sendImage('data:image/png;base64,AAAAAAAAAAAAAAAA').ok).toBe(true));
    await waitFor(() => expect(result.current.sendError?.kind).toBe('http'));
    expect(result.current.sendError).toBeInstanceOf(EstateError);
    expect(result.current.sendError).not.toBeInstanceOf(RuleError);
    expect(result.current.sendError).toMatchObject({ kind: 'http', message: result.current.error, body: { error: result.current.error } });
    // `me` came from the cached profile: the frame names the sender and the receiver.
    const sent: string[] = [];
    const socket = tracked.opened[0]!;
    const originalSend = socket.send.bind(socket);
    socket.send = ((data: string) => {
      sent.push(data);
      originalSend(data);
    }) as typeof socket.send;
    const text = `With names ${Date.now()}`;
    act(() => void result.current.send(text));
    await waitFor(() => expect(texts(result.current.messages)).toContain(text));
    // Issue 27: and carries a new client id, which the server's echo carries back.
    expect(JSON.parse(sent[0]!)).toEqual({ message: text, sender_username: AMINA, receiver_username: GRACE, client_id: expect.stringMatching(UUID) });
    expect(result.current.messages.find((message) => message.message === text)?.client_id).toBe(JSON.parse(sent[0]!).client_id);
    expect(result.current.sendError).toBeNull();
    unmount();
    profile.unmount();
  });

  it('clears the messages when the partner changes, and shows only the new conversation', async () => {
    const withGrace = `For Grace ${Date.now()}`;
    const withDavid = `For David ${Date.now()}`;
    const david = await signedIn(server, 'topagent@estate.demo');
    await say(amina, GRACE, withGrace);
    await say(david, AMINA, withDavid);

    const tracked = trackedWebSocket(WebSocket);
    const { wrapper } = providerFor(amina);
    const seen: { partner: string | null; count: number }[] = [];
    const { result, rerender, unmount } = renderHook(
      ({ partner }) => {
        const chat = useChat(partner, { WebSocket: tracked.WebSocket });
        seen.push({ partner: chat.partner, count: chat.messages.length });
        return chat;
      },
      { wrapper, initialProps: { partner: GRACE } }
    );
    await waitFor(() => expect(texts(result.current.messages)).toContain(withGrace));
    await waitFor(() => expect(result.current.state).toBe('open'));

    rerender({ partner: DAVID });
    // The first render of the new conversation has no messages: the old ones were cleared.
    await waitFor(() => expect(result.current.partner).toBe(DAVID));
    expect(seen.find((render) => render.partner === DAVID)?.count).toBe(0);
    await waitFor(() => expect(texts(result.current.messages)).toContain(withDavid));
    expect(texts(result.current.messages)).not.toContain(withGrace);
    expect(result.current.messages.every((message) => [message.sender_username, message.receiver_username].includes(DAVID))).toBe(true);
    await waitFor(() => expect(result.current.state).toBe('open'));
    // One socket per mounted hook: the switch reused it, with a new connection to David.
    expect(tracked.opened.map((socket) => new URL(socket.url).pathname)).toEqual([`/ws/chat/${GRACE}/`, `/ws/chat/${DAVID}/`]);
    expect(tracked.opened[0]!.readyState).toBe(WebSocket.CLOSED);
    unmount();
  });

  it('closes the socket on unmount', async () => {
    const tracked = trackedWebSocket(WebSocket);
    const { wrapper } = providerFor(amina);
    const { result, unmount } = renderHook(() => useChat(GRACE, { WebSocket: tracked.WebSocket }), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('open'));
    const [socket] = tracked.opened;
    expect(socket!.readyState).toBe(WebSocket.OPEN);
    unmount();
    // The close handshake with the server completes: the server saw the socket closed.
    await waitFor(() => expect(socket!.readyState).toBe(WebSocket.CLOSED));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tracked.opened).toHaveLength(1); // no reconnect after a close
  });

  it('stays idle, sending nothing, for a guest or without a partner', async () => {
    const tracked = trackedWebSocket(WebSocket);
    const guestClient = newClient(server);
    await guestClient.auth.guestLogin();
    const asGuest = renderHook(() => useChat(GRACE, { WebSocket: tracked.WebSocket }), { wrapper: providerFor(guestClient).wrapper });
    const nobody = renderHook(() => useChat(null, { WebSocket: tracked.WebSocket }), { wrapper: providerFor(amina).wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asGuest.result.current.state).toBe('idle');
    expect(nobody.result.current.state).toBe('idle');
    expect(tracked.opened).toHaveLength(0);
    expect(nobody.result.current.send('Hello')).toMatchObject({ ok: false, error: { code: 'not_connected' }, missing: ['connection', 'partner'] });
    asGuest.unmount();
    nobody.unmount();
  });

  it('counts nothing unread for a guest, without asking the server (a guest has no inbox)', async () => {
    const guestClient = newClient(server);
    await guestClient.auth.guestLogin();
    const asked: string[] = [];
    const watched = createEstateClient({
      baseUrl: guestClient.baseUrl,
      storage: guestClient.storage,
      fetch: (input, init) => {
        asked.push(String(input));
        return fetch(input, init);
      },
    });
    const { result, unmount } = renderHook(() => useChatUnread(), { wrapper: providerFor(watched).wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.unreadCount).toBe(0);
    expect(asked.filter((url) => url.includes('/chat/'))).toEqual([]);
    unmount();
  });

  it('reports a conversation the server refuses as an error', async () => {
    const tracked = trackedWebSocket(WebSocket);
    const { result, unmount } = renderHook(() => useChat('nobody_by_this_name', { WebSocket: tracked.WebSocket }), { wrapper: providerFor(amina).wrapper });
    await waitFor(() => expect(result.current.error).toBe('User not found.'));
    expect(result.current.historyError?.status).toBe(404);
    unmount();
  });

  it('keeps the chat keys under the chat area', () => {
    expect(estateKeys.chat.users()).toEqual(['estate', 'chat', 'users', { page: 1, pageSize: 20 }]);
    expect(estateKeys.chat.messages(GRACE)).toEqual(['estate', 'chat', 'messages', GRACE, { page: 1, pageSize: 50 }]);
  });
});
