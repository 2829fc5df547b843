/**
 * The events socket client on the real server: live notifications with their unread count, one
 * socket shared by the tabs of a browser (here, clients on one storage), reconnects that say so,
 * and the cases where nothing may open.
 */
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EstateClient } from '../src/client/client.js';
import { createEventsSocket, eventsSocketUrl, type EstateEvent, type EventsSocket, type EventsSocketOptions, type EventsSocketState } from '../src/client/events-socket.js';
import { createEstateClient } from '../src/client/client.js';
import { memoryStorage } from '../src/storage.js';
import { demoEmail, freshMember, newClient, signedIn } from './fixtures.js';
import { startTestServer, type TestServer } from './server.js';
import { trackedWebSocket } from './tracked-websocket.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sockets: EventsSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** An events socket the test closes afterwards; `events` lists what it told, `states` the states it went through. */
function listen(client: EventsSocketOptions['client'], options: Partial<EventsSocketOptions> = {}, tracked = trackedWebSocket(WebSocket)) {
  const socket = createEventsSocket({ client, WebSocket: tracked.WebSocket, reconnectDelayMs: 50, BroadcastChannel: null, ...options });
  const events: EstateEvent[] = [];
  const states: EventsSocketState[] = [socket.state];
  socket.onEvent((event) => events.push(event));
  socket.subscribe(() => {
    if (states.at(-1) !== socket.state) states.push(socket.state);
  });
  sockets.push(socket);
  return { socket, events, states, opened: tracked.opened };
}

/** Resolves once `check` holds (polled), or fails with what `describe` says. */
async function until<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A listing and a client signed in as its owner (a demo account), with nothing unread. */
async function ownerOfAListing(member: EstateClient) {
  const [listing] = (await member.properties.all({ pageSize: 1 })).results;
  const owner = await signedIn(server, listing!.username);
  await owner.notifications.markAllRead();
  return { listing: listing!, owner };
}

describe('createEventsSocket', () => {
  it('builds the socket URL from the base URL, with the token', () => {
    expect(eventsSocketUrl('https://api.estate.example/', 'a b')).toBe('wss://api.estate.example/ws/events/?token=a%20b');
    expect(eventsSocketUrl('http://localhost:8000', 't')).toBe('ws://localhost:8000/ws/events/?token=t');
  });

  it('tells a like and a comment as they happen, with the unread count, and all read', async () => {
    const { client: member, username } = await freshMember(server, 'liker');
    const { listing, owner } = await ownerOfAListing(member);
    const { socket, events, states } = listen(owner);
    await until(() => events.length === 1);
    expect(events[0]).toEqual({ type: 'ready', unread: 0, reconnected: false });
    expect(socket.state).toBe('open');

    await member.properties.like(listing.id);
    const liked = await until(() => events.find((event) => event.type === 'notification'));
    expect(liked).toMatchObject({ type: 'notification', unread: 1, notification: { kind: 'property_like', message: expect.stringContaining(username), is_read: false } });
    expect((await owner.notifications.all()).results[0]).toEqual(liked.type === 'notification' && liked.notification);

    await member.comments.create({ post: listing.id, content: 'Is it near a school?' });
    await until(() => events.length === 3);
    expect(events[2]).toMatchObject({ type: 'notification', unread: 2, notification: { kind: 'property_comment' } });
    expect(socket.unread).toBe(2);

    await owner.notifications.markAllRead();
    await until(() => events.length === 4);
    expect(events[3]).toEqual({ type: 'notifications_read', unread: 0 });
    expect(socket.unread).toBe(0);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('tells the receiver of a chat message', async () => {
    const sender = await freshMember(server, 'writer');
    const receiver = await freshMember(server, 'reader');
    const { events } = listen(receiver.client);
    await until(() => events.length === 1);
    const chat = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws/chat/${receiver.username}/?token=${sender.client.session.userInfo!.access}`);
    await new Promise((resolve) => chat.once('open', resolve));
    chat.send(JSON.stringify({ message: 'Karibu!' }));
    const told = await until(() => events.find((event) => event.type === 'notification'));
    chat.close();
    expect(told).toMatchObject({ unread: 1, notification: { kind: 'chat_message', message: `${sender.username} sent you a message`, link: '/inbox' } });
  });

  it('reconnects after a dropped connection and says events may have been missed', async () => {
    const { client: member } = await freshMember(server, 'dropper');
    const { listing, owner } = await ownerOfAListing(member);
    const { events, states, opened, socket } = listen(owner);
    await until(() => socket.state === 'open');
    opened[0]!.terminate();
    // Liked while nobody listened: the count on reconnecting has it.
    await until(() => socket.state === 'reconnecting');
    await member.properties.like(listing.id);
    await until(() => events.filter((event) => event.type === 'ready').length === 2);
    expect(events.at(-1)).toEqual({ type: 'ready', unread: 1, reconnected: true });
    expect(opened).toHaveLength(2);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('opens nothing for visitors and guests, and follows the session', async () => {
    const visitor = newClient(server);
    const { socket: idle, opened } = listen(visitor);
    expect(idle.state).toBe('idle');
    await visitor.auth.guestLogin();
    expect(idle.state).toBe('idle');
    expect(opened).toHaveLength(0);

    // Signing in opens it; signing out closes it.
    await visitor.auth.login({ email: 'buyer@estate.demo', password: server.demoPassword });
    await until(() => idle.state === 'open');
    await visitor.auth.logout();
    expect(idle.state).toBe('idle');
    expect(idle.unread).toBeNull();
    await until(() => opened[0]!.readyState === WebSocket.CLOSED);
  });

  it('shares one socket between the tabs of a browser; the next tab takes over when the leader closes', async () => {
    const { client: member } = await freshMember(server, 'tabs');
    const [listing] = (await member.properties.all({ pageSize: 1 })).results;
    // Two tabs: two clients on one storage, one session.
    const storage = memoryStorage();
    const tab = () => createEstateClient({ baseUrl: server.baseUrl, storage });
    const first = tab();
    const second = tab();
    await first.auth.login({ email: demoEmail(listing!.username), password: server.demoPassword });
    expect(second.session.userId).toBe(first.session.userId);
    await first.notifications.markAllRead();

    const tracked = trackedWebSocket(WebSocket);
    const leader = listen(first, { BroadcastChannel: undefined }, tracked);
    const follower = listen(second, { BroadcastChannel: undefined }, tracked);
    await until(() => leader.socket.state === 'open' && follower.socket.state === 'following' && follower.socket.unread === 0);
    expect(tracked.opened).toHaveLength(1);

    await member.properties.like(listing!.id);
    await until(() => follower.events.some((event) => event.type === 'notification'));
    expect(follower.events.find((event) => event.type === 'notification')).toEqual(leader.events.find((event) => event.type === 'notification'));
    expect(follower.socket.unread).toBe(1);

    // The leader tab closes: the follower connects, and reloads what it may have missed.
    leader.socket.close();
    await until(() => follower.socket.state === 'open');
    expect(tracked.opened).toHaveLength(2);
    await until(() => follower.events.some((event) => event.type === 'ready' && event.reconnected));
    expect(follower.events.at(-1)).toEqual({ type: 'ready', unread: 1, reconnected: true });
  });
});
