/**
 * The chat's ordering and de-duplication on frames the real server would not produce on demand:
 * out of order, repeated, without an id. The socket here is a stand-in that plays frames; the
 * conversation logic under test is the real one.
 */
import { describe, expect, it } from 'vitest';
import { compareMessages, isNotOlder, messageKey, readUpdate, sameMessage } from '../src/client/chat-frames.js';
import { createChatSocket, type WebSocketLike } from '../src/client/chat-socket.js';
import { newClientId } from '../src/client/client-id.js';
import { createEstateClient } from '../src/client/client.js';
import { memoryOutbox } from '../src/client/outbox-store.js';
import type { ChatMessage } from '../src/client/types.js';
import { memoryStorage } from '../src/storage.js';

const message = (id: number, at: string, text = `m${id}`): ChatMessage => ({
  id,
  message: text,
  image: null,
  sender_username: id % 2 ? 'amina' : 'baraka',
  receiver_username: id % 2 ? 'baraka' : 'amina',
  created_at: at,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A socket that opens at once and lets the test play server frames into it. */
class PlayedSocket implements WebSocketLike {
  static last: PlayedSocket | undefined;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    PlayedSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  play(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
}

function signedInClient() {
  const payload = Buffer.from(JSON.stringify({ user_id: 7, token_type: 'access' })).toString('base64url');
  const storage = memoryStorage({ userInfo: JSON.stringify({ access: `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`, refresh: 'r', isGuest: false }) });
  return createEstateClient({ baseUrl: 'https://api.estate.example', storage });
}

describe('chat message order and identity', () => {
  it('orders by created_at, then id; identifies by id, else created_at', () => {
    const list = [message(3, '2025-03-01T09:30:02.000Z'), message(2, '2025-03-01T09:30:01.000Z'), message(1, '2025-03-01T09:30:01.000Z')];
    expect([...list].sort(compareMessages).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(messageKey(message(4, 'x'))).toBe('id:4');
    expect(messageKey({ ...message(5, '2025-03-01T09:30:05.000Z'), id: undefined as unknown as number })).toBe('at:2025-03-01T09:30:05.000Z');
  });

  it('keeps frames that arrive out of order sorted, drops repeats, and ignores other conversations and noise', async () => {
    // Without an outbox a send goes straight to the wire (the outbox's own tests are chat-outbox.test.tsx).
    const socket = createChatSocket({ client: signedInClient(), outbox: false, partner: 'baraka', WebSocket: PlayedSocket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(socket.state).toBe('open');
    const wire = PlayedSocket.last!;
    expect(wire.url).toMatch(/^wss:\/\/api\.estate\.example\/ws\/chat\/baraka\/\?token=/);

    wire.play(message(3, '2025-03-01T09:30:03.000Z'));
    wire.play(message(1, '2025-03-01T09:30:01.000Z'));
    wire.play(message(3, '2025-03-01T09:30:03.000Z')); // the same again
    wire.play(message(2, '2025-03-01T09:30:02.000Z'));
    wire.play({ ...message(9, '2025-03-01T09:30:00.000Z'), sender_username: 'carol', receiver_username: 'amina' }); // another conversation
    wire.play('not json');
    wire.play({ id: 10 }); // not a message
    const withoutId = { ...message(0, '2025-03-01T09:29:59.000Z', 'no id'), id: undefined as unknown as number };
    wire.play(withoutId);
    wire.play(withoutId);

    expect(socket.messages.map((m) => m.message)).toEqual(['no id', 'm1', 'm2', 'm3']);
    const before = socket.getSnapshot();
    wire.play(message(2, '2025-03-01T09:30:02.000Z'));
    expect(socket.getSnapshot()).toBe(before); // nothing new: the same snapshot

    // The server's case-insensitive usernames count as the same partner.
    wire.play({ ...message(4, '2025-03-01T09:30:04.000Z'), receiver_username: 'Baraka' });
    expect(socket.messages.at(-1)!.id).toBe(4);

    // Sends go out as the spec's frames: text trimmed, or an image; names once `me` is known (here
    // learned from my own messages above, which went to the partner).
    const sent = socket.send('  habari  ');
    expect(sent).toMatchObject({ ok: true });
    // Issue 27: with the client id the send was given.
    expect(wire.sent).toEqual([JSON.stringify({ message: 'habari', sender_username: 'amina', receiver_username: 'baraka', client_id: sent.ok ? sent.value.client_id : undefined })]);
    socket.close();
  });

  it("brings a viewing's cards up to date on its conversation's viewing_updated only", async () => {
    const socket = createChatSocket({ client: signedInClient(), outbox: memoryOutbox(), partner: 'baraka', WebSocket: PlayedSocket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const wire = PlayedSocket.last!;
    const viewing = { id: 5, status: 'proposed', updated_at: '2025-03-01T09:30:00.000Z' } as NonNullable<ChatMessage['viewing']>;
    wire.play({ ...message(1, '2025-03-01T09:30:01.000Z', 'Viewing proposed: …'), viewing });
    wire.play(message(2, '2025-03-01T09:30:02.000Z'));
    const accepted = { ...viewing, status: 'accepted', updated_at: '2025-03-01T10:00:00.000Z' } as typeof viewing;
    wire.play({ viewing_updated: accepted, username: 'carol' }); // another conversation's
    wire.play({ viewing_updated: { id: 'x' }, username: 'baraka' }); // not a viewing
    expect(socket.messages.map((m) => m.viewing?.status ?? null)).toEqual(['proposed', null]);
    wire.play({ viewing_updated: accepted, username: 'Baraka' });
    expect(socket.messages.map((m) => m.viewing?.status ?? null)).toEqual(['accepted', null]);
    socket.close();
  });

  it('names the sender and the receiver in frames when told who is signed in', async () => {
    const socket = createChatSocket({ client: signedInClient(), outbox: memoryOutbox(), partner: 'baraka', me: 'amina', WebSocket: PlayedSocket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    socket.sendImage('data:image/png;base64,iVBORw0KGgo=');
    expect(JSON.parse(PlayedSocket.last!.sent[0]!)).toEqual({
      image: 'data:image/png;base64,iVBORw0KGgo=',
      sender_username: 'amina',
      receiver_username: 'baraka',
      client_id: expect.stringMatching(UUID),
    });
    socket.close();
  });

  it('says so, without throwing, where there is no WebSocket at all', () => {
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    (globalThis as { WebSocket?: unknown }).WebSocket = undefined;
    try {
      const socket = createChatSocket({ client: signedInClient(), outbox: memoryOutbox(), partner: 'baraka' });
      expect(socket.getSnapshot()).toMatchObject({ state: 'closed', error: 'WebSocket is not available here: pass a WebSocket implementation.' });
    } finally {
      (globalThis as { WebSocket?: unknown }).WebSocket = original;
    }
  });
});

describe('changes to a message (issue 27)', () => {
  const at = '2025-03-01T09:30:01.000Z';
  const edited = { ...message(1, at, 'm1, corrected'), edited_at: '2025-03-01T09:31:00.000Z' };
  const deleted = { ...message(1, at), message: null, deleted_at: '2025-03-01T09:32:00.000Z', reactions: [] };

  it('tells copies apart by their edit, deletion, reactions and quote; a deletion and a later edit are never undone', () => {
    expect(sameMessage(message(1, at), { ...message(1, at), reactions: [] })).toBe(false);
    expect(sameMessage(message(1, at), { ...message(1, at), edited_at: null, deleted_at: null, reactions: undefined })).toBe(true);
    expect(sameMessage(edited, { ...edited, reactions: [{ emoji: '👍', count: 1, usernames: ['baraka'] }] })).toBe(false);
    expect(isNotOlder(message(1, at), edited)).toBe(true);
    expect(isNotOlder(edited, message(1, at))).toBe(false);
    expect(isNotOlder(edited, { ...edited, edited_at: '2025-03-01T09:30:30.000Z' })).toBe(false);
    expect(isNotOlder(edited, deleted)).toBe(true);
    expect(isNotOlder(deleted, edited)).toBe(false);
    expect(readUpdate({ type: 'message_edited', message: edited })).toEqual({ type: 'message_edited', message: edited });
    expect(readUpdate({ type: 'message_burnt', message: edited })).toBeUndefined();
    expect(readUpdate({ type: 'reaction', message: { id: 1 } })).toBeUndefined();
    expect(readUpdate(edited)).toBeUndefined();
  });

  it('shows edit, deletion and reaction frames in place, keeps them against older copies, and tells listeners of messages not shown', async () => {
    const socket = createChatSocket({ client: signedInClient(), outbox: memoryOutbox(), partner: 'baraka', WebSocket: PlayedSocket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const wire = PlayedSocket.last!;
    const told: [number, string | undefined][] = [];
    socket.onMessageChange((changed, frame) => told.push([changed.id, frame?.type]));
    wire.play(message(1, at));
    wire.play({ type: 'message_edited', message: edited });
    expect(socket.messages).toEqual([edited]);
    // The echo or a history page from before the edit arrives late: the edit stays.
    wire.play(message(1, at));
    expect(socket.messages).toEqual([edited]);
    const reacted = { ...edited, reactions: [{ emoji: '❤️', count: 1, usernames: ['baraka'] }] };
    wire.play({ type: 'reaction', message: reacted, username: 'baraka', emoji: '❤️', added: true });
    expect(socket.messages).toEqual([reacted]);
    wire.play({ type: 'message_deleted', message: deleted });
    socket.apply(edited);
    expect(socket.messages).toEqual([deleted]);
    // A message not loaded is not added, but listeners hear of it; another conversation's is ignored.
    wire.play({ type: 'message_edited', message: { ...message(5, at), edited_at: at } });
    wire.play({ type: 'message_edited', message: { ...message(7, at), sender_username: 'carol', receiver_username: 'amina' } });
    expect(socket.messages).toEqual([deleted]);
    expect(told).toEqual([
      [1, 'message_edited'],
      [1, 'reaction'],
      [1, 'message_deleted'],
      [1, undefined],
      [5, 'message_edited'],
    ]);
    socket.close();
  });

  it('sends a client id with every message, the one given when sent again, and a reply_to', async () => {
    const socket = createChatSocket({ client: signedInClient(), outbox: false, partner: 'baraka', WebSocket: PlayedSocket });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const first = socket.send('Habari');
    const again = socket.send('Habari', { clientId: first.ok ? first.value.client_id : undefined, replyTo: 12 });
    const [one, two] = PlayedSocket.last!.sent.map((frame) => JSON.parse(frame));
    expect(one).toEqual({ message: 'Habari', client_id: expect.stringMatching(UUID) });
    expect(two).toEqual({ message: 'Habari', client_id: one.client_id, reply_to: 12 });
    expect(again).toMatchObject({ ok: true, value: { client_id: one.client_id, reply_to: 12 } });
    socket.close();
  });

  it('makes version 4 UUIDs, with crypto.randomUUID or without it', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientId()).toMatch(UUID);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
