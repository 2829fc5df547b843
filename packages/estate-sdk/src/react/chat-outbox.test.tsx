// @vitest-environment jsdom
/**
 * Issue 27, 'Nothing typed is ever lost', in `useChat` against the real server: a message typed
 * while the connection is down shows 'pending' and is delivered once when it is back; one the server
 * already stored (its echo lost) is stored once; one the server refuses is 'failed' with the reason,
 * with retry and discard; and the outbox outlives the hook (a reload, a closed tab).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NodeWebSocket, providerFor, withDemoServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { AMINA, GRACE } from '../../test/demo-server.js';
import { trackedWebSocket } from '../../test/tracked-websocket.js';
import { chatSocketUrl } from '../client/chat-frames.js';
import type { EstateClient } from '../client/client.js';
import { memoryOutbox, type ChatOutboxStore } from '../client/outbox-store.js';
import type { ChatListMessage } from '../client/types.js';
import { useChat } from './chat.js';

let server: ServerThread;
let amina: EstateClient;
let grace: EstateClient;
withDemoServerThread((demo) => ({ server, buyer: amina, agent: grace } = demo));

const WebSocket = NodeWebSocket;
const withText = (messages: readonly ChatListMessage[], text: string) => messages.filter((message) => message.message === text);
/** The messages with this text that the server stored (no outbox `status`). */
const storedWith = (messages: readonly ChatListMessage[], text: string) => withText(messages, text).filter((message) => message.status === undefined && typeof message.id === 'number');
/** How often the server holds a text in Amina's conversation with Grace. */
const storedTimes = async (text: string) => (await amina.chat.messages(GRACE, { pageSize: 100 })).results.filter((message) => message.message === text).length;

/** Amina's `useChat` with Grace (a tracked socket, a slow reconnect, the given outbox), and Grace's with Amina. */
async function conversation(outbox: ChatOutboxStore = memoryOutbox()) {
  const tracked = trackedWebSocket(WebSocket);
  const a = renderHook(() => useChat(GRACE, { WebSocket: tracked.WebSocket, reconnectDelayMs: 1_000, outbox }), { wrapper: providerFor(amina).wrapper });
  const g = renderHook(() => useChat(AMINA, { WebSocket }), { wrapper: providerFor(grace).wrapper });
  await waitFor(() => {
    expect(a.result.current.state).toBe('open');
    expect(g.result.current.state).toBe('open');
  });
  /** Cuts Amina's connection; it comes back after the reconnect delay. */
  const drop = async () => {
    act(() => void tracked.opened.at(-1)!.terminate());
    await waitFor(() => expect(a.result.current.state).toBe('reconnecting'));
  };
  return { a, g, drop, outbox, unmount: () => (a.unmount(), g.unmount()) };
}

describe('useChat: the outbox', () => {
  it('keeps a message typed while disconnected as pending, then delivers it exactly once on reconnect, in typing order', async () => {
    const { a, g, drop, unmount } = await conversation();
    await drop();
    const first = `Typed offline ${Date.now()}`;
    const second = `And then this ${Date.now()}`;
    act(() => void expect(a.result.current.send(first).ok).toBe(true));
    act(() => void expect(a.result.current.send(second).ok).toBe(true));
    // Shown at once, mine, waiting; nothing refused.
    expect(a.result.current.messages.slice(-2)).toMatchObject([
      { message: first, status: 'pending', failure: null, refusal: null, receiver_username: GRACE.toLowerCase() },
      { message: second, status: 'pending' },
    ]);
    expect(a.result.current.sendError).toBeNull();

    await waitFor(() => {
      expect(withText(g.result.current.messages, second)).toHaveLength(1);
      expect(storedWith(a.result.current.messages, second)).toHaveLength(1);
    });
    for (const text of [first, second]) {
      expect(storedWith(a.result.current.messages, text)).toHaveLength(1);
      expect(withText(a.result.current.messages, text)).toHaveLength(1);
      expect(withText(g.result.current.messages, text)).toHaveLength(1);
      expect(await storedTimes(text)).toBe(1);
    }
    const ids = [first, second].map((text) => withText(g.result.current.messages, text)[0]!.id!);
    expect(ids[0]).toBeLessThan(ids[1]!);
    expect(a.result.current.messages.some((message) => message.status)).toBe(false);
    unmount();
  });

  it('stores once a message the server already had (its echo lost with the connection) when the outbox sends it again', async () => {
    const { a, g, drop, unmount } = await conversation();
    await drop();
    const text = `Echo lost ${Date.now()}`;
    let clientId = '';
    act(() => {
      const result = a.result.current.send(text);
      if (result.ok) clientId = result.value.client_id!;
    });
    // The first try reached the server before the line dropped: it is stored and delivered.
    const raw = new WebSocket(chatSocketUrl(server.baseUrl, GRACE, amina.session.userInfo!.access));
    await new Promise((resolve) => raw.once('open', resolve));
    raw.send(JSON.stringify({ message: text, client_id: clientId }));
    await new Promise((resolve) => raw.once('message', resolve));
    raw.close();
    expect(withText(a.result.current.messages, text)).toMatchObject([{ status: 'pending', client_id: clientId }]);

    // Back online, the outbox sends it again: the server answers with the stored one, and nobody sees two.
    await waitFor(() => expect(storedWith(a.result.current.messages, text)).toMatchObject([{ client_id: clientId }]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(withText(a.result.current.messages, text)).toHaveLength(1);
    expect(withText(g.result.current.messages, text)).toHaveLength(1);
    expect(await storedTimes(text)).toBe(1);
    unmount();
  });

  it('marks a message the server refuses as failed with the reason; retry sends it again, discard deletes it', async () => {
    const { a, outbox, unmount } = await conversation();
    const text = `Quoting nothing ${Date.now()}`;
    let clientId = '';
    act(() => {
      const result = a.result.current.send(text, { replyTo: 2_000_000_000 });
      if (result.ok) clientId = result.value.client_id!;
    });
    const reason = 'reply_to must be the id of a message in this conversation.';
    const refusal = { code: 'chat_reply_to_unknown', values: {}, message: reason };
    await waitFor(() => expect(withText(a.result.current.messages, text)).toEqual([expect.objectContaining({ status: 'failed', failure: reason, refusal, client_id: clientId })]));
    // Later messages are not held up by it.
    const after = `After the refusal ${Date.now()}`;
    act(() => void a.result.current.send(after));
    await waitFor(() => expect(storedWith(a.result.current.messages, after)).toHaveLength(1));
    expect(a.result.current.messages.at(-1)).toMatchObject({ message: text, status: 'failed' });

    // Retry: waiting again, then refused again (the reply is still to nothing).
    act(() => a.result.current.retry(clientId));
    expect(withText(a.result.current.messages, text)).toMatchObject([{ status: 'pending', failure: null, refusal: null }]);
    await waitFor(() => expect(withText(a.result.current.messages, text)).toMatchObject([{ status: 'failed', failure: reason, refusal }]));

    // Discard: gone from the list and from the store, and never stored.
    act(() => a.result.current.discard(clientId));
    expect(withText(a.result.current.messages, text)).toEqual([]);
    await waitFor(async () => expect(await outbox.list(`${server.baseUrl}|${amina.session.userId}`)).toEqual([]));
    expect(await storedTimes(text)).toBe(0);
    unmount();
  });

  it('outlives the hook: a message left waiting (a reload, a closed tab) is shown and sent by the next one', async () => {
    const outbox = memoryOutbox();
    const first = await conversation(outbox);
    await first.drop();
    const text = `Before the reload ${Date.now()}`;
    act(() => void first.a.result.current.send(text));
    first.a.unmount(); // the tab closes before the connection is back
    const owner = `${server.baseUrl}|${amina.session.userId}`;
    expect(await outbox.list(owner)).toMatchObject([{ message: text, partner: GRACE.toLowerCase() }]);

    const tracked = trackedWebSocket(WebSocket);
    const again = renderHook(() => useChat(GRACE, { WebSocket: tracked.WebSocket, outbox }), { wrapper: providerFor(amina).wrapper });
    await waitFor(() => expect(withText(again.result.current.messages, text).length).toBe(1));
    await waitFor(() => {
      expect(storedWith(again.result.current.messages, text)).toHaveLength(1);
      expect(withText(first.g.result.current.messages, text)).toHaveLength(1);
    });
    expect(await outbox.list(owner)).toEqual([]);
    expect(await storedTimes(text)).toBe(1);
    again.unmount();
    first.g.unmount();
  });

  it('still refuses a blank message and a send with nobody to send to, keeping nothing', async () => {
    const outbox = memoryOutbox();
    const { a, unmount } = await conversation(outbox);
    act(() => void expect(a.result.current.send('   ')).toMatchObject({ ok: false, error: { code: 'message_empty' } }));
    const nobody = renderHook(() => useChat(null, { WebSocket, outbox }), { wrapper: providerFor(amina).wrapper });
    expect(nobody.result.current.send('Hello')).toMatchObject({ ok: false, error: { code: 'not_connected' } });
    expect(await outbox.list(`${server.baseUrl}|${amina.session.userId}`)).toEqual([]);
    expect(a.result.current.messages.some((message) => message.status)).toBe(false);
    nobody.unmount();
    unmount();
  });
});
