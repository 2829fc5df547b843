import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
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
});
