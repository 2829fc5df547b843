import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { channelFor } from '../src/plugins/realtime.js';
import { chatUrl, listen } from './chat-client.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';
import { sharedInfrastructure, socketsClosedAfterEach, withTwoProcesses } from './two-processes.js';

describe.runIf(sharedInfrastructure)('chat across two server processes (PostgreSQL + Redis)', () => {
  let first: App;
  let second: App;
  let elsewhere: App;
  const origins: Record<'first' | 'second' | 'elsewhere', string> = { first: '', second: '', elsewhere: '' };
  let amina: TestUser;
  let baraka: TestUser;

  withTwoProcesses(async (processes) => {
    ({ first, second } = processes);
    Object.assign(origins, processes.origins);
    amina = await makeUser(first, { username: 'amina' });
    baraka = await makeUser(first, { username: 'baraka' });
  });
  // Another deployment on the same Redis, with a database of its own (its user ids overlap ours).
  beforeAll(async () => {
    elsewhere = await buildTestApp();
    origins.elsewhere = await listen(elsewhere);
  });
  afterAll(() => elsewhere?.close());

  const open = socketsClosedAfterEach();
  const connect = (on: keyof typeof origins, user: TestUser, partner: string) => open(chatUrl(origins[on], partner, user.access));

  it('delivers through Redis to sockets on the other process, both ways', async () => {
    expect(first.realtime.mode).toBe('redis');
    expect(second.realtime.mode).toBe('redis');
    const aminaHere = await connect('first', amina, 'baraka');
    const aminaThere = await connect('second', amina, 'baraka');
    const barakaThere = await connect('second', baraka, 'amina');

    aminaHere.send({ message: 'Sent to the first server' });
    const ack = await aminaHere.next();
    expect(ack).toMatchObject({ message: 'Sent to the first server', sender_username: 'amina', receiver_username: 'baraka' });
    expect(await barakaThere.next()).toEqual(ack);
    expect(await aminaThere.next()).toEqual(ack);

    barakaThere.send({ message: 'Answered on the second server' });
    const reply = await aminaHere.next();
    expect(reply).toMatchObject({ message: 'Answered on the second server', sender_username: 'baraka' });
    expect(await aminaThere.next()).toEqual(reply);
    expect(await barakaThere.next()).toEqual(reply);

    const thread = await first.inject({ method: 'GET', url: '/api/v1/chat/chat-messages/baraka/', headers: amina.headers });
    expect(thread.json().results).toEqual([ack, reply]);
  });

  it('never delivers to another database’s users, even with the same ids', async () => {
    const namesake = await makeUser(elsewhere, { username: 'namesake' });
    const other = await makeUser(elsewhere, { username: 'other' });
    expect(namesake.user.id).toBe(amina.user.id);
    const namesakeSocket = await connect('elsewhere', namesake, 'other');
    const aminaSocket = await connect('first', amina, 'baraka');
    aminaSocket.send({ message: 'Only for this deployment' });
    await aminaSocket.next();

    const otherSocket = await connect('elsewhere', other, 'namesake');
    otherSocket.send({ message: 'Local to the other deployment' });
    // Frames reach a socket in order: had amina's message leaked, it would come first.
    expect((await namesakeSocket.next()).message).toBe('Local to the other deployment');
  });

  it('delivers a change frame sent on one process to both people on the other, once, however often it is sent', async () => {
    const aminaHere = await connect('first', amina, 'baraka');
    const barakaThere = await connect('second', baraka, 'amina');
    aminaHere.send({ message: 'Viewing at 10' });
    const sent = await aminaHere.next();
    await barakaThere.next();

    // Sent twice, to both processes (an SDK that reconnected to the other one): applied once.
    const aminaThere = await connect('second', amina, 'baraka');
    const edit = { edit: sent.id, message: 'Viewing at 11', client_id: randomUUID() };
    aminaHere.send(edit);
    const here = [await aminaHere.next(), await aminaHere.next()];
    // The ack goes straight back; the fan-out goes round through Redis, so either may come first.
    const ack = here.find((frame) => frame.ack === edit.client_id)!;
    expect(ack.message).toMatchObject({ id: sent.id, message: 'Viewing at 11', edited_at: expect.any(String) });
    expect(here.find((frame) => frame.type === 'message_edited')).toEqual({ type: 'message_edited', message: ack.message });
    expect(await barakaThere.next()).toEqual({ type: 'message_edited', message: ack.message });
    expect(await aminaThere.next()).toEqual({ type: 'message_edited', message: ack.message });
    aminaThere.send(edit);
    expect(await aminaThere.next()).toEqual({ ack: edit.client_id, message: ack.message });

    // A reaction from the second process reaches the first; nothing more came of the replay before it.
    const thumbs = { react: sent.id, emoji: '👍', client_id: randomUUID() };
    barakaThere.send(thumbs);
    const reacted = await aminaHere.next();
    expect(reacted).toMatchObject({ type: 'reaction', username: 'baraka', emoji: '👍', added: true, message: { id: sent.id, reactions: [{ emoji: '👍', count: 1 }] } });
    expect(await aminaThere.next()).toEqual(reacted);
  });

  it('publishes what one turn of the event loop delivers as one Redis message, and still reads a lone envelope', async () => {
    // A subscribed connection can do nothing else: one listens, one publishes an old process's envelope.
    const [listener, oldProcess] = [new Redis(process.env.REDIS_URL!), new Redis(process.env.REDIS_URL!)];
    try {
      const channel = channelFor(first.config);
      const heard: unknown[] = [];
      listener.on('message', (from: string, raw: string) => from === channel && heard.push(JSON.parse(raw)));
      await listener.subscribe(channel);
      const barakaThere = await connect('second', baraka, 'amina');

      // A batch of messages written together is delivered in one turn: one Redis message carries it.
      await Promise.all([1, 2, 3].map((n) => first.realtime.deliver([baraka.user.id], { turn: n })));
      expect([await barakaThere.next(), await barakaThere.next(), await barakaThere.next()]).toEqual([{ turn: 1 }, { turn: 2 }, { turn: 3 }]);
      expect(heard).toEqual([[1, 2, 3].map((n) => ({ to: [baraka.user.id], frame: JSON.stringify({ turn: n }) }))]);

      // One delivery alone goes as one envelope, as processes before the lists publish, and those are read as ever.
      await first.realtime.deliver([baraka.user.id], { turn: 4 });
      await oldProcess.publish(channel, JSON.stringify({ to: [baraka.user.id], frame: JSON.stringify({ turn: 5 }) }));
      expect([await barakaThere.next(), await barakaThere.next()]).toEqual([{ turn: 4 }, { turn: 5 }]);
      expect(heard.slice(1, 2)).toEqual([{ to: [baraka.user.id], frame: JSON.stringify({ turn: 4 }) }]);
    } finally {
      listener.disconnect();
      oldProcess.disconnect();
    }
  });
});
