import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { conversations } from '../src/db/schema.js';
import { FRAME_ERRORS, refusalFrame } from '../src/domain/chat-frames.js';
import type { Issue } from '../src/lib/errors.js';
import { pairOf } from '../src/domain/chat.js';
import { TYPING_RELAY_MS } from '../src/domain/chat-session.js';
import { chatUrl, ChatSocket, listen } from './chat-client.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { sharedInfrastructure, socketsClosedAfterEach, withTwoProcesses, type TwoProcesses } from './two-processes.js';

/**
 * Chat that feels current: typing relayed (never stored), read marks that only move forward onto
 * messages the reader received, 'Seen' sent on connect, and unread counts in the inbox and in total.
 */
describe('chat receipts', () => {
  let app: App;
  let origin: string;
  let amina: TestUser;
  let baraka: TestUser;
  let chebet: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    amina = await makeUser(app, { username: 'amina' });
    baraka = await makeUser(app, { username: 'baraka' });
    chebet = await makeUser(app, { username: 'chebet' });
    guest = await makeGuest(app);
    origin = await listen(app);
  });
  afterAll(() => app.close());

  const open = socketsClosedAfterEach();
  const connect = (user: TestUser, partner: string) => open(chatUrl(origin, partner, user.access));
  const say = async (socket: ChatSocket, message: string) => {
    socket.send({ message });
    return (await socket.next()).id as number;
  };
  const inbox = (user: TestUser | null) => app.inject({ method: 'GET', url: '/api/v1/users/chat/', headers: user?.headers });
  const unread = (user: TestUser | null) => app.inject({ method: 'GET', url: '/api/v1/users/chat/unread/', headers: user?.headers });
  const marks = async (a: TestUser, b: TestUser) => {
    const { userLow, userHigh } = pairOf(a.user.id, b.user.id);
    const [row] = await app.db
      .select({ low: conversations.lowReadId, high: conversations.highReadId })
      .from(conversations)
      .where(and(eq(conversations.userLow, userLow), eq(conversations.userHigh, userHigh)));
    return row;
  };
  /** No frame arrives within a short wait. */
  const quiet = async (socket: ChatSocket, ms = 150) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    expect(socket.pending).toBe(0);
  };

  it("relays typing to the partner's sockets with the typist's name, rate-limited, and false on close", async () => {
    const aminaSocket = await connect(amina, 'baraka');
    const barakaSocket = await connect(baraka, 'amina');
    aminaSocket.send({ typing: true });
    expect(await barakaSocket.next()).toEqual({ typing: true, username: 'amina' });
    // Repeated within the interval: dropped. A change to false: relayed at once.
    aminaSocket.send({ typing: true });
    aminaSocket.send({ typing: false });
    expect(await barakaSocket.next()).toEqual({ typing: false, username: 'amina' });
    await quiet(barakaSocket);
    // Never echoed to the typist.
    expect(aminaSocket.pending).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, TYPING_RELAY_MS));
    aminaSocket.send({ typing: true });
    expect(await barakaSocket.next()).toEqual({ typing: true, username: 'amina' });
    await aminaSocket.close();
    expect(await barakaSocket.next()).toEqual({ typing: false, username: 'amina' });
  });

  it('moves the read mark forward only, tells the partner and my sockets, and sends it on connect', async () => {
    const aminaSocket = await connect(amina, 'baraka');
    const barakaSocket = await connect(baraka, 'amina');
    const first = await say(aminaSocket, 'Habari, is the flat free?');
    await barakaSocket.next();
    const second = await say(aminaSocket, 'Saturday works for me.');
    await barakaSocket.next();

    barakaSocket.send({ read: second });
    expect(await aminaSocket.next()).toEqual({ seen: second, username: 'baraka' });
    expect(await barakaSocket.next()).toEqual({ read: second, username: 'amina' });
    expect(await marks(amina, baraka)).toEqual(amina.user.id < baraka.user.id ? { low: 0, high: second } : { low: second, high: 0 });

    // Back, or the same again: nothing moves and nobody is told.
    barakaSocket.send({ read: first });
    barakaSocket.send({ read: second });
    await quiet(aminaSocket);
    expect(barakaSocket.pending).toBe(0);

    // A reload: Amina's new socket is told how far Baraka has read; Baraka's is not (Amina read nothing).
    const reloaded = await connect(amina, 'baraka');
    expect(await reloaded.next()).toEqual({ seen: second, username: 'baraka' });
    await quiet(await connect(baraka, 'amina'));
  });

  it("refuses to mark a message I sent, another conversation's, or an unknown id", async () => {
    const aminaSocket = await connect(amina, 'chebet');
    const chebetSocket = await connect(chebet, 'amina');
    const mine = await say(aminaSocket, 'Karibu Chebet');
    await chebetSocket.next();
    const toBaraka = await connect(baraka, 'chebet');
    const other = await say(toBaraka, 'Chebet, the viewing is at noon');
    // Every socket of a user gets their messages; the client keeps its own conversation's.
    expect(await chebetSocket.next()).toMatchObject({ id: other });

    for (const id of [mine, other, 2_000_000]) {
      aminaSocket.send({ read: id });
      expect(await aminaSocket.next()).toEqual(refusalFrame(FRAME_ERRORS.readUnknown));
    }
    await quiet(chebetSocket);
    expect((await marks(amina, chebet))!).toEqual({ low: 0, high: 0 });
  });

  it('answers each bad signal frame with an error and keeps the socket open', async () => {
    const socket = await connect(chebet, 'baraka');
    const cases: [unknown, Issue][] = [
      [{ typing: 'yes' }, FRAME_ERRORS.typingType],
      [{ typing: 1 }, FRAME_ERRORS.typingType],
      [{ read: 'latest' }, FRAME_ERRORS.readType],
      [{ read: 0 }, FRAME_ERRORS.readType],
      [{ read: -3 }, FRAME_ERRORS.readType],
      [{ read: 1.5 }, FRAME_ERRORS.readType],
      [{ read: 2 ** 31 }, FRAME_ERRORS.readType],
      [{ typing: true, read: 1 }, FRAME_ERRORS.mixedSignal],
      [{ typing: true, message: 'hi' }, FRAME_ERRORS.mixedSignal],
    ];
    for (const [frame, error] of cases) {
      socket.send(frame);
      expect(await socket.next(), JSON.stringify(frame)).toEqual(refusalFrame(error));
    }
    expect(typeof (await say(socket, 'still open'))).toBe('number');
  });

  it('counts unread messages per conversation and in total, and drops them once read', async () => {
    const dina = await makeUser(app, { username: 'dina' });
    const eli = await makeUser(app, { username: 'eli' });
    const fatuma = await makeUser(app, { username: 'fatuma' });
    const eliSocket = await connect(eli, 'dina');
    const fatumaSocket = await connect(fatuma, 'dina');
    await say(eliSocket, 'one');
    const two = await say(eliSocket, 'two');
    const three = await say(eliSocket, 'three');
    await say(fatumaSocket, 'hello');

    expect((await unread(dina)).json()).toEqual({ unread_count: 4, conversations: 2 });
    const before = (await inbox(dina)).json().results as { username: string; unread_count: number }[];
    expect(before.map((row) => [row.username, row.unread_count])).toEqual([
      ['fatuma', 1],
      ['eli', 3],
    ]);
    // The sender has nothing unread: their own messages never count.
    expect((await inbox(eli)).json().results[0].unread_count).toBe(0);
    expect((await unread(eli)).json()).toEqual({ unread_count: 0, conversations: 0 });

    const dinaSocket = await connect(dina, 'eli');
    dinaSocket.send({ read: two });
    expect(await eliSocket.next()).toEqual({ seen: two, username: 'dina' });
    expect(await dinaSocket.next()).toEqual({ read: two, username: 'eli' });
    expect((await unread(dina)).json()).toEqual({ unread_count: 2, conversations: 2 });
    dinaSocket.send({ read: three });
    await Promise.all([eliSocket.next(), dinaSocket.next()]);
    expect((await inbox(dina)).json().results.map((row: { unread_count: number }) => row.unread_count)).toEqual([1, 0]);
    expect((await unread(dina)).json()).toEqual({ unread_count: 1, conversations: 1 });

    // Dina's reply does not make anything unread for her.
    await say(dinaSocket, 'thanks');
    expect((await unread(dina)).json()).toEqual({ unread_count: 1, conversations: 1 });
    expect((await unread(eli)).json()).toEqual({ unread_count: 1, conversations: 1 });
  });

  it('needs a session for the unread total; a guest has none', async () => {
    expect((await unread(null)).statusCode).toBe(401);
    const response = await unread(guest);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread_count: 0, conversations: 0 });
  });
});

describe.runIf(sharedInfrastructure)('chat receipts across two server processes (PostgreSQL + Redis)', () => {
  let processes: TwoProcesses;
  let amina: TestUser;
  let baraka: TestUser;
  withTwoProcesses(async (built) => {
    processes = built;
    amina = await makeUser(built.first, { username: 'amina' });
    baraka = await makeUser(built.first, { username: 'baraka' });
  });
  const open = socketsClosedAfterEach();
  const connect = (on: 'first' | 'second', user: TestUser, partner: string) => open(chatUrl(processes.origins[on], partner, user.access));

  it('relays typing and seen through Redis to the other process', async () => {
    const aminaSocket = await connect('first', amina, 'baraka');
    const barakaSocket = await connect('second', baraka, 'amina');
    aminaSocket.send({ typing: true });
    expect(await barakaSocket.next()).toEqual({ typing: true, username: 'amina' });
    aminaSocket.send({ message: 'Habari' });
    const message = await barakaSocket.next();
    await aminaSocket.next();
    barakaSocket.send({ read: message.id });
    expect(await aminaSocket.next()).toEqual({ seen: message.id, username: 'baraka' });
  });
});
