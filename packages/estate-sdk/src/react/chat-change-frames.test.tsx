// @vitest-environment jsdom
/**
 * Issue 27 against the real server: `useChat`'s edit, delete and reactions go as chat socket frames
 * while its socket is open (no HTTP request), acknowledged by client id, live on the other side;
 * refused by the server's rules as over HTTP (someone else's message, after 15 minutes, an emoji
 * outside the set); and over HTTP while the socket is not open.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NodeWebSocket, providerFor, signedIn, traffic, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { AMINA, GRACE } from '../../test/demo-server.js';
import { EstateError } from '../client/errors.js';
import type { ChatListMessage, ChatMessage, ChatReactionEmoji } from '../client/types.js';
import { useChat } from './chat.js';

let server: ServerThread;
withServerThread((started) => (server = started));

const WebSocket = NodeWebSocket;
const find = (messages: readonly ChatListMessage[], text: string) =>
  messages.find((message): message is ChatMessage & { status?: undefined } => !message.status && message.message === text);
/** HTTP requests that change a message (the routes the frames stand in for). */
const changeRequests = (net: ReturnType<typeof traffic>) => net.sent.filter(({ request }) => /^(PATCH|POST|DELETE) \/api\/v1\/chat\/messages\//.test(request)).map(({ request }) => request);

/** Amina's and Grace's `useChat` with each other, both open; Amina's requests traced. */
async function bothSides() {
  const net = traffic();
  const amina = await signedIn(server, 'buyer@estate.demo', { fetch: net.fetch });
  const grace = await signedIn(server, 'agent@estate.demo');
  const a = renderHook(() => useChat(GRACE, { WebSocket }), { wrapper: providerFor(amina).wrapper });
  const g = renderHook(() => useChat(AMINA, { WebSocket }), { wrapper: providerFor(grace).wrapper });
  await waitFor(() => {
    expect(a.result.current.state).toBe('open');
    expect(g.result.current.state).toBe('open');
  });
  const send = async (side: typeof a | typeof g, text: string) => {
    act(() => void expect(side.result.current.send(text).ok).toBe(true));
    await waitFor(() => {
      expect(find(a.result.current.messages, text)).toBeDefined();
      expect(find(g.result.current.messages, text)).toBeDefined();
    });
    return find(side.result.current.messages, text)!;
  };
  return { a, g, net, amina, send, unmount: () => (a.unmount(), g.unmount()) };
}

describe('useChat: changes as socket frames', () => {
  it('edits, reacts, unreacts and deletes on the socket, live on both sides, without an HTTP request', async () => {
    const { a, g, net, send, unmount } = await bothSides();
    const text = `Viewing on Saturdy ${Date.now()}`;
    const sent = await send(a, text);

    let edited: Awaited<ReturnType<typeof a.result.current.edit>> | undefined;
    await act(async () => void (edited = await a.result.current.edit(sent.id, text.replace('Saturdy', 'Saturday'))));
    expect(edited).toMatchObject({ ok: true, value: { id: sent.id, message: text.replace('Saturdy', 'Saturday'), edited_at: expect.any(String) } });
    await waitFor(() => expect(g.result.current.messages.find((message) => message.id === sent.id)?.edited_at).toBeTruthy());

    await act(async () => void (await a.result.current.react(sent.id, '👍')));
    await act(async () => void (await a.result.current.react(sent.id, '🙏')));
    await act(async () => void (await a.result.current.unreact(sent.id, '👍')));
    const reactions = [{ emoji: '🙏', count: 1, usernames: [AMINA] }];
    expect(a.result.current.messages.find((message) => message.id === sent.id)?.reactions).toEqual(reactions);
    await waitFor(() => expect(g.result.current.messages.find((message) => message.id === sent.id)?.reactions).toEqual(reactions));

    let removed: Awaited<ReturnType<typeof a.result.current.remove>> | undefined;
    await act(async () => void (removed = await a.result.current.remove(sent.id)));
    expect(removed).toMatchObject({ ok: true, value: { id: sent.id, message: null, deleted_at: expect.any(String) } });
    await waitFor(() => expect(g.result.current.messages.find((message) => message.id === sent.id)).toMatchObject({ message: null, deleted_at: expect.any(String) }));

    expect(changeRequests(net)).toEqual([]);
    unmount();
  });

  it('words the refusals as over HTTP: the partner’s message, after 15 minutes, an emoji outside the set', async () => {
    const { a, g, net, send, unmount } = await bothSides();
    const hers = await send(g, `Grace's words ${Date.now()}`);
    const mine = await send(a, `Amina's words ${Date.now()}`);

    let refused: Awaited<ReturnType<typeof a.result.current.edit>> | undefined;
    await act(async () => void (refused = await a.result.current.edit(hers.id, 'Not mine to change')));
    expect(refused!.ok || refused!.error).toBeInstanceOf(EstateError);
    expect(refused).toMatchObject({ ok: false, error: { code: 'message_edit_own', message: 'You can only edit your own messages.' } });
    await act(async () => void (refused = await a.result.current.remove(hers.id)));
    expect(refused).toMatchObject({ ok: false, error: { code: 'message_delete_own' } });

    await server.backdateChatMessage(mine.id, 16);
    await act(async () => void (refused = await a.result.current.edit(mine.id, 'Too late now')));
    expect(refused).toMatchObject({ ok: false, error: { code: 'edit_window_closed', values: { minutes: 15 }, message: 'A message can be edited for 15 minutes after it is sent; this one can no longer be edited.' } });

    await act(async () => void (refused = await a.result.current.react(hers.id, '🍆' as ChatReactionEmoji)));
    expect(refused).toMatchObject({ ok: false, error: { code: 'choose_one_of', values: { options: '👍, ❤️, 😂, 😮, 😢, 🙏' } } });

    // Nothing changed on either side, nothing went over HTTP, and the conversation's own error is untouched.
    expect(g.result.current.messages.find((message) => message.id === hers.id)).toMatchObject({ message: hers.message, reactions: [] });
    expect(a.result.current.messages.find((message) => message.id === mine.id)).toMatchObject({ message: mine.message, edited_at: null });
    expect(changeRequests(net)).toEqual([]);
    expect(a.result.current.sendError).toBeNull();
    unmount();
  });

  it('goes over HTTP while the socket is not open yet', async () => {
    const { a, g, net, amina, send, unmount } = await bothSides();
    const sent = await send(a, `Before the reconnect ${Date.now()}`);
    // A second conversation of Amina's with Grace, changed at its first render: still connecting.
    const early = renderHook(() => useChat(GRACE, { WebSocket }), { wrapper: providerFor(amina).wrapper });
    expect(early.result.current.state).not.toBe('open');
    let reacted: Awaited<ReturnType<typeof early.result.current.react>> | undefined;
    await act(async () => void (reacted = await early.result.current.react(sent.id, '😮')));
    expect(reacted).toMatchObject({ ok: true, value: { reactions: [{ emoji: '😮', count: 1, usernames: [AMINA] }] } });
    expect(changeRequests(net)).toEqual([`POST /api/v1/chat/messages/${sent.id}/reactions/`]);
    await waitFor(() => expect(g.result.current.messages.find((message) => message.id === sent.id)?.reactions).toHaveLength(1));
    early.unmount();
    unmount();
  });
});
