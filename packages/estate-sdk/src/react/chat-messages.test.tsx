// @vitest-environment jsdom
/**
 * Issue 27 in the hooks, against the real server: client ids and sending twice, quoted replies,
 * edit, delete and reactions live on both sides (the partner's `useChat` and the cached history
 * and inbox follow the socket's frames), and the chat search.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NodeWebSocket, providerFor, say, traffic, withDemoServerThread, signedIn } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { AMINA, GRACE } from '../../test/demo-server.js';
import { EstateError, RuleError } from '../client/errors.js';
import type { EstateClient } from '../client/client.js';
import { newClientId } from '../client/client-id.js';
import type { ChatListMessage, ChatMessage } from '../client/types.js';
import { useChat, useChatMessages, useChatUsers } from './chat.js';
import { useChatMessageActions } from './chat-actions.js';
import { useChatSearch } from './search.js';

let server: ServerThread;
let amina: EstateClient;
let grace: EstateClient;
withDemoServerThread((demo) => ({ server, buyer: amina, agent: grace } = demo));

const WebSocket = NodeWebSocket;
/** The stored message with this text (not one still in the outbox). */
const find = (messages: readonly ChatListMessage[], text: string) =>
  messages.find((message): message is ChatMessage & { status?: undefined } => !message.status && message.message === text);

/** Amina's and Grace's `useChat` with each other, both open. */
async function bothSides() {
  const a = renderHook(() => useChat(GRACE, { WebSocket }), { wrapper: providerFor(amina).wrapper });
  const g = renderHook(() => useChat(AMINA, { WebSocket }), { wrapper: providerFor(grace).wrapper });
  await waitFor(() => {
    expect(a.result.current.state).toBe('open');
    expect(g.result.current.state).toBe('open');
  });
  const send = async (side: typeof a | typeof g, text: string, options?: Parameters<typeof a.result.current.send>[1]) => {
    act(() => void expect(side.result.current.send(text, options).ok).toBe(true));
    await waitFor(() => {
      expect(find(a.result.current.messages, text)).toBeDefined();
      expect(find(g.result.current.messages, text)).toBeDefined();
    });
    return find(side.result.current.messages, text)!;
  };
  return { a, g, send, unmount: () => (a.unmount(), g.unmount()) };
}

describe('useChat: client ids and replies', () => {
  it('gives each message a client id that the echo carries, and shows a message sent twice once on both sides', async () => {
    const { a, g, send, unmount } = await bothSides();
    const text = `Sent twice ${Date.now()}`;
    const clientId = newClientId();
    const sent = await send(a, text, { clientId });
    expect(sent.client_id).toBe(clientId);
    // An outbox sends it again after a dropped connection: the server answers with the stored message.
    act(() => void a.result.current.send(text, { clientId }));
    const marker = await send(a, `After the replay ${Date.now()}`);
    expect(a.result.current.messages.filter((message) => message.message === text)).toEqual([sent]);
    expect(g.result.current.messages.filter((message) => message.message === text)).toHaveLength(1);
    expect(marker.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(marker.client_id).not.toBe(clientId);
    unmount();
  });

  it('sends a reply with a short quote of the message it answers, on both sides', async () => {
    const { a, g, send, unmount } = await bothSides();
    const question = await send(a, `Is parking included? ${Date.now()}`);
    const answer = await send(g, `Yes, one bay. ${Date.now()}`, { replyTo: question.id });
    expect(answer.reply_to).toEqual({ id: question.id, sender_username: AMINA, message: question.message, image: null, deleted: false });
    expect(find(a.result.current.messages, answer.message!)!.reply_to).toEqual(answer.reply_to);
    unmount();
  });

  it('loads cached history pages again when a message came while the chat was loading its own', async () => {
    const { a, send, unmount } = await bothSides();
    // Grace's second device: its history page with Amina is cached, and its chat's own load is held.
    let hold: Promise<void> | undefined;
    let release = () => {};
    const heldFetch: typeof fetch = async (input, init) => {
      if (hold && String(input).includes('/chat/chat-messages/')) await hold;
      return fetch(input, init);
    };
    const device = providerFor(await signedIn(server, 'agent@estate.demo', { fetch: heldFetch }));
    const history = renderHook(() => useChatMessages(AMINA), { wrapper: device.wrapper });
    await waitFor(() => expect(history.result.current.data).toBeTruthy());
    hold = new Promise((resolve) => (release = resolve));
    const chat = renderHook(() => useChat(AMINA, { WebSocket }), { wrapper: device.wrapper });
    await waitFor(() => expect(chat.result.current.state).toBe('open'));
    // Amina's message reaches the socket while the chat's load waits.
    const text = `While it loaded ${Date.now()}`;
    await send(a, text);
    await waitFor(() => expect(find(chat.result.current.messages, text)).toBeDefined());
    expect(chat.result.current.loading).toBe(true);
    hold = undefined;
    release();
    await waitFor(() => expect(find(history.result.current.messages, text)).toBeDefined());
    chat.unmount();
    history.unmount();
    unmount();
  });

  it("names the refused message's client id in sendError", async () => {
    const { a, unmount } = await bothSides();
    const clientId = newClientId();
    act(() => void a.result.current.send('Quoting the void', { clientId, replyTo: 2_000_000_000 }));
    await waitFor(() => expect(a.result.current.sendError?.kind).toBe('http'));
    expect(a.result.current.sendError).toMatchObject({ message: 'reply_to must be the id of a message in this conversation.', body: { client_id: clientId } });
    // The outbox keeps it, failed, until deleted: out of the later tests' way.
    act(() => a.result.current.discard(clientId));
    unmount();
  });
});

describe('useChat: edit, delete and reactions', () => {
  it('edits my message: both conversations, the cached history and the inbox follow live', async () => {
    const { a, g, send, unmount } = await bothSides();
    // Grace also has the history page and the inbox cached, in the same provider as her chat.
    const graceSide = providerFor(grace);
    const cached = renderHook(() => ({ chat: useChat(AMINA, { WebSocket }), history: useChatMessages(AMINA), inbox: useChatUsers() }), { wrapper: graceSide.wrapper });
    await waitFor(() => {
      expect(cached.result.current.chat.state).toBe('open');
      expect(cached.result.current.history.data && cached.result.current.inbox.data).toBeTruthy();
    });
    const text = `Viewing on Saturdy ${Date.now()}`;
    const sent = await send(a, text);
    await waitFor(() => expect(find(cached.result.current.history.messages, text)).toBeDefined());

    const fixed = text.replace('Saturdy', 'Saturday');
    let result: Awaited<ReturnType<typeof a.result.current.edit>> | undefined;
    await act(async () => void (result = await a.result.current.edit(sent.id, `  ${fixed}  `)));
    expect(result).toMatchObject({ ok: true, value: { id: sent.id, message: fixed, edited_at: expect.any(String) } });
    // Mine at once (the answer), hers live (the frame): her conversation, her cached history page and inbox.
    expect(a.result.current.messages.find((message) => message.id === sent.id)).toMatchObject({ message: fixed, edited_at: expect.any(String) });
    await waitFor(() => {
      expect(g.result.current.messages.find((message) => message.id === sent.id)?.message).toBe(fixed);
      expect(cached.result.current.history.messages.find((message) => message.id === sent.id)?.message).toBe(fixed);
      expect(cached.result.current.inbox.users.find((partner) => partner.username === AMINA)?.last_message).toMatchObject({ id: sent.id, message: fixed });
    });
    cached.unmount();
    unmount();
  });

  it('refuses a blank edit without sending it, and words the server refusing an edit of the partner’s message', async () => {
    const { a, g, send, unmount } = await bothSides();
    const hers = await send(g, `Grace's words ${Date.now()}`);
    const mine = await send(a, `Amina's words ${Date.now()}`);
    let blank: Awaited<ReturnType<typeof a.result.current.edit>> | undefined;
    await act(async () => void (blank = await a.result.current.edit(mine.id, '   ')));
    expect(blank).toMatchObject({ ok: false, error: { code: 'message_empty' } });
    expect(blank!.ok || blank!.error).toBeInstanceOf(RuleError);
    let refused: Awaited<ReturnType<typeof a.result.current.edit>> | undefined;
    await act(async () => void (refused = await a.result.current.edit(hers.id, 'Not mine to change')));
    expect(refused!.ok || refused!.error).toBeInstanceOf(EstateError);
    // Refused on the socket (its change frame), coded as the HTTP route's 403 is; a frame has no status.
    expect(refused).toMatchObject({ ok: false, error: { code: 'message_edit_own', message: 'You can only edit your own messages.' } });
    expect(g.result.current.messages.find((message) => message.id === hers.id)?.message).toBe(hers.message);
    unmount();
  });

  it('deletes my message for everyone: a tombstone on both sides', async () => {
    const { a, g, send, unmount } = await bothSides();
    const sent = await send(a, `Wrong chat ${Date.now()}`);
    await act(async () => void (await a.result.current.remove(sent.id)));
    const tombstone = { id: sent.id, message: null, image: null, deleted_at: expect.any(String) };
    expect(a.result.current.messages.find((message) => message.id === sent.id)).toMatchObject(tombstone);
    await waitFor(() => expect(g.result.current.messages.find((message) => message.id === sent.id)).toMatchObject(tombstone));
    unmount();
  });

  it('reacts and takes the reaction off, with counts and who reacted on both sides', async () => {
    const { a, g, send, unmount } = await bothSides();
    const sent = await send(a, `The offer was accepted! ${Date.now()}`);
    await act(async () => void (await g.result.current.react(sent.id, '🙏')));
    await act(async () => void (await a.result.current.react(sent.id, '🙏')));
    const both = [{ emoji: '🙏', count: 2, usernames: [GRACE, AMINA] }];
    await waitFor(() => {
      expect(a.result.current.messages.find((message) => message.id === sent.id)?.reactions).toEqual(both);
      expect(g.result.current.messages.find((message) => message.id === sent.id)?.reactions).toEqual(both);
    });
    await act(async () => void (await g.result.current.unreact(sent.id, '🙏')));
    await waitFor(() => expect(a.result.current.messages.find((message) => message.id === sent.id)?.reactions).toEqual([{ emoji: '🙏', count: 1, usernames: [AMINA] }]));
    unmount();
  });

  it('useChatMessageActions alone updates the cached history, without a chat socket', async () => {
    const text = `Cached only ${Date.now()}`;
    await say(amina, GRACE, text);
    const { wrapper } = providerFor(grace);
    const { result, unmount } = renderHook(() => ({ history: useChatMessages(AMINA), actions: useChatMessageActions() }), { wrapper });
    await waitFor(() => expect(find(result.current.history.messages, text)).toBeDefined());
    const id = find(result.current.history.messages, text)!.id;
    await act(async () => void (await result.current.actions.react(id, '👍')));
    expect(find(result.current.history.messages, text)!.reactions).toEqual([{ emoji: '👍', count: 1, usernames: [GRACE] }]);
    unmount();
  });
});

describe('useChatSearch', () => {
  it('finds my messages by their words once two characters are typed, in every conversation or one', async () => {
    const word = `zebra${Date.now().toString(36)}`;
    await say(amina, GRACE, `Is the ${word} print carpet included?`);
    const outsider = await signedIn(server, 'seller@estate.demo');
    const net = traffic();
    const watched = await signedIn(server, 'buyer@estate.demo', { fetch: net.fetch });
    const { result, rerender, unmount } = renderHook(({ query, partner }) => useChatSearch(query, { delayMs: 0, with: partner }), {
      wrapper: providerFor(watched).wrapper,
      initialProps: { query: 'z', partner: undefined as string | undefined },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(net.sent.filter((entry) => entry.request.includes('/chat/search/'))).toEqual([]);

    rerender({ query: word.slice(0, 8), partner: undefined });
    await waitFor(() => expect(result.current.hits).toHaveLength(1));
    expect(result.current.hits[0]).toMatchObject({ partner: { username: GRACE }, message: { sender_username: AMINA }, snippet: expect.stringContaining(word) });
    rerender({ query: word, partner: GRACE });
    await waitFor(() => expect(result.current.query).toBe(word));
    await waitFor(() => expect(result.current.hits).toHaveLength(1));
    // Someone else's search never finds it.
    expect((await outsider.chat.search(word)).results).toEqual([]);
    unmount();
  });
});
