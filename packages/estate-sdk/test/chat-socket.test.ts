/**
 * The chat socket client between two real users on the real server: delivery both ways, the
 * sender's echo, de-duplication and order, dropped connections recovered, partner switches, and
 * the cases where no socket may open.
 */
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { chatSocketUrl, createChatSocket, type ChatSocket, type ChatSocketOptions, type ChatSocketSnapshot, type ChatSocketState } from '../src/client/chat-socket.js';
import type { EstateClient } from '../src/client/client.js';
import { EstateError, RuleError } from '../src/client/errors.js';
import { errorText, issueText } from '../src/error-codes.js';
import { CHAT_MESSAGE_MAX_LENGTH } from '../src/generated/contract.js';
import { resolveMessages } from '../src/messages.js';
import { AMINA, DAVID, GRACE, withDemoServer } from './demo-server.js';
import { freshMember, newClient, pngDataUrl, tinyPng } from './fixtures.js';
import type { TestServer } from './server.js';
import { trackedWebSocket } from './tracked-websocket.js';
import { memoryOutbox } from '../src/client/outbox-store.js';

let server: TestServer;
let amina: EstateClient;
let grace: EstateClient;
withDemoServer((demo) => ({ server, buyer: amina, agent: grace } = demo));

const sockets: ChatSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** A chat socket that the test closes afterwards; `states` lists every state it went through. */
function chat(options: Partial<ChatSocketOptions> & Pick<ChatSocketOptions, 'client'>) {
  const states: ChatSocketState[] = [];
  const tracked = trackedWebSocket(WebSocket);
  const socket = createChatSocket({
    WebSocket: tracked.WebSocket,
    reconnectDelayMs: 100,
    // Each socket an outbox of its own: a failed message of one test stays out of the next.
    outbox: memoryOutbox(),
    ...options,
    onChange: (snapshot) => {
      if (states.at(-1) !== snapshot.state) states.push(snapshot.state);
      options.onChange?.(snapshot);
    },
  });
  if (states.length === 0 || states[0] !== socket.state) states.unshift(socket.state);
  sockets.push(socket);
  return { socket, states, opened: tracked.opened };
}

/** Resolves once the socket's snapshot satisfies `predicate` (checked at every change). */
function until(socket: ChatSocket, predicate: (snapshot: ChatSocketSnapshot) => boolean, timeoutMs = 5000): Promise<ChatSocketSnapshot> {
  return new Promise((resolve, reject) => {
    if (predicate(socket.getSnapshot())) return resolve(socket.getSnapshot());
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out; last snapshot ${JSON.stringify({ ...socket.getSnapshot(), messages: socket.messages.length })}`));
    }, timeoutMs);
    const stop = socket.subscribe(() => {
      if (!predicate(socket.getSnapshot())) return;
      clearTimeout(timer);
      stop();
      resolve(socket.getSnapshot());
    });
  });
}

const isOpen = (snapshot: ChatSocketSnapshot) => snapshot.state === 'open';
const texts = (socket: ChatSocket) => socket.messages.map((message) => message.message ?? message.image);
/** How many messages the server has stored (the outbox's, still waiting, not counted). */
const stored = (snapshot: ChatSocketSnapshot) => snapshot.messages.filter((message) => !message.status).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectSortedAndUnique(socket: ChatSocket) {
  const ids = socket.messages.map((message) => message.id);
  expect(new Set(ids).size).toBe(ids.length);
  const times = socket.messages.map((message) => Date.parse(message.created_at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
}

describe('chat socket', () => {
  it('builds the socket URL from the base URL: ws for http, wss for https, the token as a query parameter', () => {
    expect(chatSocketUrl('http://127.0.0.1:8000', 'grace_achieng', 'a.b.c')).toBe('ws://127.0.0.1:8000/ws/chat/grace_achieng/?token=a.b.c');
    expect(chatSocketUrl('https://api.estate.example/', 'wa njiru', 't+/=')).toBe('wss://api.estate.example/ws/chat/wa%20njiru/?token=t%2B%2F%3D');
  });

  it('delivers both ways; the sender sees its own message once, trimmed; emoji and images too', async () => {
    const a = chat({ client: amina, partner: GRACE });
    const g = chat({ client: grace, partner: AMINA, me: GRACE });
    expect(a.socket.state).toBe('connecting');
    await Promise.all([until(a.socket, isOpen), until(g.socket, isOpen)]);
    expect(a.opened[0]!.url).toBe(`${server.baseUrl.replace('http', 'ws')}/ws/chat/${GRACE}/?token=${amina.session.userInfo!.access}`);

    expect(a.socket.send('  Habari! Is the flat in Kilimani still free?  ')).toMatchObject({ ok: true });
    await until(g.socket, (s) => stored(s) === 1);
    await until(a.socket, (s) => stored(s) === 1);
    expect(a.socket.messages[0]).toMatchObject({ message: 'Habari! Is the flat in Kilimani still free?', image: null, sender_username: AMINA, receiver_username: GRACE });
    expect(g.socket.messages[0]).toEqual(a.socket.messages[0]);

    expect(g.socket.send('Yes 🏠✨ come on Saturday')).toMatchObject({ ok: true, value: { sender_username: GRACE, receiver_username: AMINA } });
    await until(a.socket, (s) => stored(s) === 2);
    expect(a.socket.sendImage(pngDataUrl())).toMatchObject({ ok: true });
    await until(g.socket, (s) => stored(s) === 3);
    await until(a.socket, (s) => stored(s) === 3);

    expect(texts(a.socket).slice(0, 2)).toEqual(['Habari! Is the flat in Kilimani still free?', 'Yes 🏠✨ come on Saturday']);
    const image = a.socket.messages[2]!;
    expect(image).toMatchObject({ message: null, image: expect.stringMatching(/^\/media\/chat\//) });
    expect((await fetch(amina.mediaUrl(image.image)!)).headers.get('content-type')).toBe('image/png');
    expect(g.socket.messages).toEqual(a.socket.messages);

    // A moment later still no duplicate echo; the history (the demo's earlier talk between the two,
    // then these three) merges in without duplicates either.
    await sleep(100);
    const ours = a.socket.messages.map((message) => message.id);
    await a.socket.loadHistory();
    expect(a.socket.messages.slice(-3).map((message) => message.id)).toEqual(ours);
    expectSortedAndUnique(a.socket);

    // The HTTP side sees the same conversation.
    const inbox = await amina.chat.users();
    expect(inbox.results[0]).toMatchObject({ username: GRACE, last_message: { id: image.id } });
    const thread = await grace.chat.messages(AMINA);
    expect(thread.results.map((message) => message.id)).toEqual(a.socket.messages.map((message) => message.id));
  });

  it('loads history newest page first, then older pages, keeping everything sorted and unique', async () => {
    const one = await freshMember(server, 'hist');
    const two = await freshMember(server, 'hist');
    const sender = chat({ client: one.client, partner: two.username });
    await until(sender.socket, isOpen);
    for (let n = 1; n <= 7; n += 1) {
      sender.socket.send(`message ${n}`);
      await until(sender.socket, (s) => stored(s) === n);
    }

    const reader = chat({ client: two.client, partner: one.username, historyPageSize: 3 });
    expect(reader.socket.getSnapshot()).toMatchObject({ messages: [], hasOlder: false });
    const loading = reader.socket.loadHistory();
    expect(reader.socket.getSnapshot().loading).toBe(true);
    await loading;
    expect(reader.socket.getSnapshot()).toMatchObject({ loading: false, hasOlder: true });
    expect(texts(reader.socket)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(await reader.socket.loadOlder()).toBe(true);
    expect(texts(reader.socket)).toEqual(['message 2', 'message 3', 'message 4', 'message 5', 'message 6', 'message 7']);
    expect(await reader.socket.loadOlder()).toBe(true);
    expect(texts(reader.socket)).toEqual(Array.from({ length: 7 }, (_, i) => `message ${i + 1}`));
    expect(reader.socket.getSnapshot().hasOlder).toBe(false);
    expect(await reader.socket.loadOlder()).toBe(false);
    expectSortedAndUnique(reader.socket);
  });

  it('recovers a message sent while its socket was down, then reconnects (connecting → open → reconnecting → open)', async () => {
    const a = chat({ client: amina, partner: GRACE, reconnectDelayMs: 300 });
    const g = chat({ client: grace, partner: AMINA });
    await Promise.all([until(a.socket, isOpen), until(g.socket, isOpen)]);
    await a.socket.loadHistory();
    const before = a.socket.messages.length;

    a.opened[0]!.terminate(); // the connection drops, as when the network goes
    await until(a.socket, (s) => s.state === 'reconnecting');
    g.socket.send('Sent while you were away');
    await until(g.socket, (s) => s.messages.some((m) => m.message === 'Sent while you were away'));

    await until(a.socket, (s) => s.state === 'open' && s.messages.some((m) => m.message === 'Sent while you were away'));
    expect(a.states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    expect(a.opened).toHaveLength(2);
    expect(a.socket.messages).toHaveLength(before + 1);
    expectSortedAndUnique(a.socket);

    // And the new connection works both ways.
    a.socket.send('Back again');
    await until(g.socket, (s) => s.messages.some((m) => m.message === 'Back again'));
  });

  it('reconnects after the server drops every socket, with the access token current at that moment', async () => {
    const a = chat({ client: amina, partner: GRACE, reconnectDelayMs: 400 });
    await until(a.socket, isOpen);
    await a.socket.loadHistory();

    for (const socket of server.app.websocketServer.clients) socket.terminate();
    await until(a.socket, (s) => s.state === 'reconnecting');
    // The token changes meanwhile; the reconnect must use the new one.
    expect(await amina.auth.refresh()).toBe(true);
    const token = amina.session.userInfo!.access;

    // Someone sends while the connection is down, from a socket of their own.
    const raw = new WebSocket(chatSocketUrl(server.baseUrl, AMINA, grace.session.userInfo!.access));
    await new Promise((resolve) => raw.once('open', resolve));
    raw.send(JSON.stringify({ message: 'Did the server restart?' }));
    await new Promise((resolve) => raw.once('message', resolve));
    raw.close();

    await until(a.socket, (s) => s.state === 'open' && s.messages.some((m) => m.message === 'Did the server restart?'));
    expect(a.opened.at(-1)!.url).toContain(`token=${token}`);
    expectSortedAndUnique(a.socket);
  });

  it('refuses a blank message without sending; without an outbox, any message before the connection is open too', async () => {
    const bare = chat({ client: amina, partner: GRACE, outbox: false });
    expect(bare.socket.send('hello')).toMatchObject({ ok: false, error: { code: 'not_connected', message: 'Chat is not connected yet. Please try again in a moment.' } });
    expect(bare.socket.messages).toEqual([]);
    const a = chat({ client: amina, partner: GRACE });
    await until(a.socket, isOpen);
    const sent: unknown[] = [];
    const underlying = a.opened[0]!;
    const original = underlying.send.bind(underlying);
    underlying.send = ((data: unknown) => {
      sent.push(data);
      original(data as string);
    }) as typeof underlying.send;

    expect(a.socket.send('   ')).toMatchObject({ ok: false, error: { code: 'message_empty', message: 'Please type a message.' } });
    expect(a.socket.send('')).toMatchObject({ ok: false, error: { code: 'message_empty' } });
    expect(a.socket.sendImage('not-a-data-url')).toMatchObject({ ok: false, error: { code: 'message_empty' } });
    expect(sent).toEqual([]);
    const result = a.socket.send('  ok  ');
    // Issue 27: with a new client id, made when the message was sent.
    expect(result).toMatchObject({ ok: true, value: { client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(sent).toEqual([JSON.stringify({ message: 'ok', client_id: result.ok ? result.value.client_id : undefined })]);
  });

  it("shows the server's error frame, as error and as an EstateError in sendError with the frame's code, which the next send clears", async () => {
    const a = chat({ client: amina, partner: GRACE });
    await until(a.socket, isOpen);
    // An image data URL whose bytes are no image: only the server can tell.
    expect(a.socket.sendImage('data:image/png;base64,AAAAAAAAAAAAAAAA').ok).toBe(true);
    await until(a.socket, (s) => s.error !== null);
    const refusal = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
    expect(a.socket.error).toBe(refusal);
    expect(a.socket.sendError).toBeInstanceOf(EstateError);
    expect(a.socket.sendError).toMatchObject({ kind: 'http', code: 'invalid_image', values: {}, message: refusal, body: { error: refusal, code: 'invalid_image' } });
    // The refused message stays, failed, with the code to word it by.
    expect(a.socket.messages.at(-1)).toMatchObject({ status: 'failed', failure: refusal, refusal: { code: 'invalid_image', values: {}, message: refusal } });
    expect(a.socket.state).toBe('open');
    a.socket.send('Shorter then.');
    expect(a.socket.error).toBeNull();
    expect(a.socket.sendError).toBeNull();
  });

  it("keeps a refused message's code and values, so a UI words it in its own language", async () => {
    const a = chat({ client: amina, partner: GRACE });
    await until(a.socket, isOpen);
    // Wider than the server takes (20000 pixels a side) yet small: only the server measures it.
    const result = a.socket.sendImage(`data:image/png;base64,${tinyPng([90, 120, 30], 20_001, 1).toString('base64')}`);
    const clientId = result.ok ? result.value.client_id : undefined;
    const snapshot = await until(a.socket, (s) => s.messages.some((message) => message.client_id === clientId && message.status === 'failed'));
    const failed = snapshot.messages.find((message) => message.client_id === clientId)!;
    const english = 'The image is too large: at most 20000 × 20000 pixels.';
    expect(failed).toMatchObject({ status: 'failed', failure: english, refusal: { code: 'too_many_pixels', values: { side: 20000 }, message: english } });
    expect(a.socket.sendError).toMatchObject({ kind: 'http', code: 'too_many_pixels', values: { side: 20000 }, message: english });
    // Worded by its code from a table, as an HTTP refusal is.
    const french = resolveMessages({ imageTooManyPixels: "L'image est trop grande : au plus {side} × {side} pixels." });
    expect(issueText(french, failed.refusal!)).toBe("L'image est trop grande : au plus 20000 × 20000 pixels.");
    expect(errorText(french, a.socket.sendError!)).toBe("L'image est trop grande : au plus 20000 × 20000 pixels.");
  });

  it("refuses a text over the server's limit in the browser, sending nothing, as a RuleError", async () => {
    const a = chat({ client: amina, partner: GRACE });
    await until(a.socket, isOpen);
    const frames: unknown[] = [];
    const socket = a.opened[0]!;
    const send = socket.send.bind(socket);
    socket.send = ((data: string) => {
      frames.push(data);
      send(data);
    }) as typeof socket.send;
    const result = a.socket.send('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(result).toMatchObject({ ok: false, error: { code: 'message_too_long' } });
    expect(frames).toEqual([]);
    expect(a.socket.sendError).toBeInstanceOf(RuleError);
    expect(a.socket.sendError).toMatchObject({ kind: 'invalid', code: 'message_too_long', fieldErrors: { message: [expect.stringContaining(`${CHAT_MESSAGE_MAX_LENGTH}`)] } });
    expect(a.socket.error).toBeNull();
  });

  it('clears the messages when switching partner, and keeps other conversations out', async () => {
    const a = chat({ client: amina, partner: GRACE });
    const g = chat({ client: grace, partner: AMINA });
    await Promise.all([until(a.socket, isOpen), until(g.socket, isOpen)]);
    await a.socket.loadHistory();
    expect(a.socket.messages.length).toBeGreaterThan(0);

    a.socket.setPartner(DAVID);
    expect(a.socket.getSnapshot()).toMatchObject({ partner: DAVID, messages: [], error: null, hasOlder: false });
    expect(a.socket.state).toBe('connecting');
    await until(a.socket, isOpen);
    expect(a.opened[0]!.readyState).toBeGreaterThanOrEqual(WebSocket.CLOSING);
    expect(a.opened[1]!.url).toContain(`/ws/chat/${DAVID}/`);

    // Grace writes to Amina: the server delivers it to all of Amina's sockets, but this one shows David only.
    g.socket.send('Only for the Grace conversation');
    await until(g.socket, (s) => s.messages.some((m) => m.message === 'Only for the Grace conversation'));
    await sleep(150);
    expect(a.socket.messages).toEqual([]);

    a.socket.send('Hello David');
    await until(a.socket, (s) => stored(s) === 1);
    expect(a.socket.messages[0]).toMatchObject({ receiver_username: DAVID });

    a.socket.setPartner(null);
    expect(a.socket.getSnapshot()).toMatchObject({ state: 'idle', partner: null, messages: [] });
  });

  it('opens no socket without a session, a partner, or as a guest; follows the session as it starts and ends', async () => {
    const anonymous = newClient(server);
    const noToken = chat({ client: anonymous, partner: GRACE });
    expect(noToken.socket.state).toBe('idle');

    const noPartner = chat({ client: amina });
    expect(noPartner.socket.state).toBe('idle');

    const guest = newClient(server);
    await guest.auth.guestLogin();
    const asGuest = chat({ client: guest, partner: GRACE });
    expect(asGuest.socket.state).toBe('idle');
    expect(noToken.opened.length + noPartner.opened.length + asGuest.opened.length).toBe(0);

    await anonymous.auth.login({ email: 'seller@estate.demo', password: server.demoPassword });
    await until(noToken.socket, isOpen);
    noToken.socket.send('Hello from the seller');
    await until(noToken.socket, (s) => stored(s) > 0);
    await anonymous.auth.logout();
    // Signed out: no socket, and the conversation is no longer shown.
    expect(noToken.socket.getSnapshot()).toMatchObject({ state: 'idle', partner: GRACE, messages: [] });
    expect(noToken.opened).toHaveLength(1);

    // Someone else signing in on the same client gets a conversation of their own.
    await anonymous.auth.login({ email: 'topagent@estate.demo', password: server.demoPassword });
    await until(noToken.socket, isOpen);
    expect(noToken.opened).toHaveLength(2);
    await anonymous.auth.login({ email: 'buyer@estate.demo', password: server.demoPassword });
    await until(noToken.socket, (s) => s.state === 'open' && noToken.opened.length === 3);
    expect(noToken.socket.messages).toEqual([]);
    expect(noToken.opened[2]!.url).toContain(`token=${anonymous.session.userInfo!.access}`);
  });

  it('gives up on a partner the server does not know, with its reason', async () => {
    const a = chat({ client: amina, partner: 'nobody_by_that_name' });
    await until(a.socket, (s) => s.state === 'closed');
    expect(a.socket.error).toBe('User not found.');
    await sleep(250); // past the reconnect delay: no new attempt
    expect(a.opened).toHaveLength(1);
  });

  it('keeps one snapshot object until something changes, and stops for good on close()', async () => {
    const a = chat({ client: amina, partner: GRACE });
    const first = a.socket.getSnapshot();
    expect(a.socket.getSnapshot()).toBe(first);
    await until(a.socket, isOpen);
    const open = a.socket.getSnapshot();
    expect(open).not.toBe(first);
    expect(a.socket.getSnapshot()).toBe(open);
    expect(Object.isFrozen(open)).toBe(true);

    let calls = 0;
    a.socket.subscribe(() => (calls += 1));
    a.socket.close();
    expect(a.socket.state).toBe('closed');
    expect(calls).toBe(1);
    await sleep(250);
    expect(a.opened).toHaveLength(1);
    expect(a.socket.send('after close')).toMatchObject({ ok: false, error: { code: 'not_connected' } });
  });
});
