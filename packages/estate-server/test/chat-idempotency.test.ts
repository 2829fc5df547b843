import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, notifications } from '../src/db/schema.js';
import { FRAME_ERRORS, refusalFrame } from '../src/domain/chat-frames.js';
import { ChatWriter } from '../src/domain/chat-writer.js';
import { chatWorld } from './chat-fixtures.js';
import { png, type TestUser } from './helper.js';

/**
 * Issue 27: every message may carry the `client_id` its client gave it when it was typed. The sender
 * and the client id are an idempotency key: a message sent twice (an outbox replaying it after a
 * dropped connection) is stored, told and delivered once, and the second send is answered with the
 * stored message. Refusals name the client id, so the outbox knows which message failed and why.
 */
describe('chat: client ids and idempotent sends', () => {
  const { world, connect, expectQuiet } = chatWorld();

  const rowsWith = async (clientId: string) => world.app.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId));
  const toldCount = async (user: TestUser) =>
    (await world.app.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, user.user.id), eq(notifications.kind, 'chat_message'))))[0]!.n;

  it('stores and delivers a message sent twice once, and answers the second send with the stored message', async () => {
    const aminaTab = await connect(world.amina, 'baraka');
    const aminaOtherTab = await connect(world.amina, 'baraka');
    const barakaSocket = await connect(world.baraka, 'amina');
    const toldBefore = await toldCount(world.baraka);
    const clientId = randomUUID();

    aminaTab.send({ message: 'Is the bedsitter in Ngara still free?', client_id: clientId });
    const [ack, otherTab, received] = await Promise.all([aminaTab.next(), aminaOtherTab.next(), barakaSocket.next()]);
    expect(ack).toMatchObject({ message: 'Is the bedsitter in Ngara still free?', client_id: clientId, sender_username: 'amina' });
    expect(otherTab).toEqual(ack);
    expect(received).toEqual(ack);

    // The connection dropped before the ack arrived, says the outbox: it sends the message again.
    aminaTab.send({ message: 'Is the bedsitter in Ngara still free?', client_id: clientId.toUpperCase() });
    expect(await aminaTab.next()).toEqual(ack);
    expect(await rowsWith(clientId)).toHaveLength(1);
    expect(await toldCount(world.baraka)).toBe(toldBefore + 1);
    // Neither the partner nor the sender's other tab hears of it again.
    await expectQuiet(barakaSocket, aminaTab, 'marker one');
    expect(await aminaOtherTab.next()).toMatchObject({ message: 'marker one' });

    // The history shows it once, with its client id (the outbox reconciles after a reload).
    const history = (await world.app.inject({ method: 'GET', url: '/api/v1/chat/chat-messages/baraka/', headers: world.amina.headers })).json().results as { id: number; client_id: string | null }[];
    expect(history.filter((message) => message.client_id === clientId)).toEqual([expect.objectContaining({ id: ack.id })]);
  });

  it('answers a replay with the message as it is now: edited since, or deleted', async () => {
    const socket = await connect(world.amina, 'baraka');
    const clientId = randomUUID();
    socket.send({ message: 'Viewing at 10?', client_id: clientId });
    const ack = await socket.next();
    await world.app.inject({ method: 'PATCH', url: `/api/v1/chat/messages/${ack.id}/`, headers: world.amina.headers, payload: { message: 'Viewing at 11?' } });
    expect(await socket.next()).toMatchObject({ type: 'message_edited' });
    socket.send({ message: 'Viewing at 10?', client_id: clientId });
    expect(await socket.next()).toMatchObject({ id: ack.id, message: 'Viewing at 11?', edited_at: expect.any(String), client_id: clientId });
  });

  it('keys on the sender: the same client id from two people is two messages', async () => {
    const aminaSocket = await connect(world.amina, 'chebet');
    const chebetSocket = await connect(world.chebet, 'amina');
    const clientId = randomUUID();
    aminaSocket.send({ message: 'From Amina', client_id: clientId });
    const [fromAmina] = await Promise.all([aminaSocket.next(), chebetSocket.next()]);
    chebetSocket.send({ message: 'From Chebet', client_id: clientId });
    const [fromChebet] = await Promise.all([chebetSocket.next(), aminaSocket.next()]);
    expect(fromChebet.id).not.toBe(fromAmina.id);
    expect((await rowsWith(clientId)).map((row) => row.message).sort()).toEqual(['From Amina', 'From Chebet']);
  });

  it('stores once when the same message races in on two sockets, and once when it is twice in one batch', async () => {
    const first = await connect(world.amina, 'baraka');
    const second = await connect(world.amina, 'baraka');
    const clientId = randomUUID();
    first.send({ message: 'Sent from two tabs at once', client_id: clientId });
    second.send({ message: 'Sent from two tabs at once', client_id: clientId });
    // However the race falls, the one stored message reaches both sockets, and the send that lost is answered with it too.
    const [one, other] = await Promise.all([first.next(), second.next()]);
    const deadline = Date.now() + 5000;
    while (first.pending + second.pending < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    const answer = await (first.pending > 0 ? first : second).next();
    const rows = await rowsWith(clientId);
    expect(rows).toHaveLength(1);
    for (const frame of [one, other, answer]) expect(frame).toMatchObject({ id: rows[0]!.id, client_id: clientId });

    const writer = new ChatWriter(world.app.db);
    const batchId = randomUUID();
    const input = { sender: { id: world.amina.user.id, username: 'amina' }, receiver: { id: world.baraka.user.id, username: 'baraka' }, message: 'twice in a batch', clientId: batchId };
    // The first goes alone; the three that wait behind it go together in one batch.
    const stored = await Promise.all([writer.write({ ...input, message: 'ahead', clientId: randomUUID() }), writer.write(input), writer.write(input), writer.write(input)]);
    expect(new Set(stored.slice(1).map((each) => each.message.id)).size).toBe(1);
    expect(stored.slice(1).filter((each) => !each.duplicate)).toHaveLength(1);
    expect(await rowsWith(batchId)).toHaveLength(1);
  });

  it('keeps one image file for an image sent twice', async () => {
    const socket = await connect(world.amina, 'baraka');
    const clientId = randomUUID();
    const image = `data:image/png;base64,${png(6, 6).toString('base64')}`;
    const chatFiles = () => {
      const folder = path.join(world.app.storage.root!, 'chat');
      try {
        return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
      } catch {
        return 0;
      }
    };
    socket.send({ image, client_id: clientId });
    const ack = await socket.next();
    await world.app.storage.variantsMade();
    const files = chatFiles();
    socket.send({ image, client_id: clientId });
    expect(await socket.next()).toEqual(ack);
    await world.app.storage.variantsMade();
    expect(chatFiles()).toBe(files);
    expect(await rowsWith(clientId)).toHaveLength(1);
  });

  it('names the client id in every refusal of a message that had one, and refuses a client id that is not a UUID', async () => {
    const socket = await connect(world.amina, 'baraka');
    const clientId = randomUUID();
    socket.send({ message: 'x'.repeat(4001), client_id: clientId });
    expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.tooLong, clientId));
    socket.send({ message: '   ', client_id: clientId });
    expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.blank, clientId));
    socket.send({ message: 'Hi', sender_username: 'baraka', client_id: clientId });
    expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.forgedSender, clientId));
    socket.send({ message: 'Hi', reply_to: 'first', client_id: clientId });
    expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.replyToType, clientId));
    for (const bad of ['not-a-uuid', 42, '3b241101e2bb42558caf4136c566a962']) {
      socket.send({ message: 'Hi', client_id: bad });
      expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.clientIdType));
    }
    // Nothing refused was stored.
    expect(await rowsWith(clientId)).toHaveLength(0);
    // A message without a client id is refused as before, naming none.
    socket.send({ message: '' });
    expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.blank));
  });

  it('names the client id of a message the server could not store, marked to be sent again', async () => {
    const socket = await connect(world.amina, 'baraka');
    const clientId = randomUUID();
    // A fault of the server's own: the table the writer stores into is gone for a moment.
    await world.app.db.execute(sql`alter table chat_messages rename to chat_messages_away`);
    try {
      socket.send({ message: 'Stored later', client_id: clientId });
      expect(await socket.next()).toEqual({ error: 'The message could not be sent. Please try again.', code: 'chat_send_failed', values: {}, client_id: clientId, retry: true });
    } finally {
      await world.app.db.execute(sql`alter table chat_messages_away rename to chat_messages`);
    }
    expect(await rowsWith(clientId)).toHaveLength(0);
  });

  it('names the client id of each message refused for arriving too fast, so it can be sent again', async () => {
    const socket = await connect(world.amina, 'baraka');
    const sent = Array.from({ length: 40 }, () => randomUUID());
    for (const clientId of sent) socket.send({ message: `burst ${clientId}`, client_id: clientId });
    const frames: Record<string, unknown>[] = [];
    for (const _clientId of sent) frames.push(await socket.next());
    const refusals = frames.filter((frame) => frame.error !== undefined);
    const refused = refusals.map((frame) => frame.client_id);
    const stored = frames.filter((frame) => frame.error === undefined).map((frame) => frame.client_id);
    expect(refused.length).toBeGreaterThan(0);
    // Marked as worth sending again, unlike a refusal of the message itself.
    for (const frame of refusals) {
      expect(frame).toEqual({ error: 'Too many messages at once; wait for the previous ones to be sent.', code: 'chat_too_fast', values: {}, client_id: frame.client_id, retry: true });
    }
    expect([...refused, ...stored].sort()).toEqual([...sent].sort());
  });
});
