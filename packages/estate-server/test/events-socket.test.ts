import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { profiles, users } from '../src/db/schema.js';
import { chatUrl, ChatSocket, listen, refusedUpgrade } from './chat-client.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import { insertListings } from './properties-fixtures.js';
import { sharedInfrastructure, socketsClosedAfterEach, withTwoProcesses, type TwoProcesses } from './two-processes.js';

const eventsUrl = (origin: string, token?: string) => `${origin}/ws/events/${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;


describe('events socket', () => {
  let app: App;
  let origin: string;
  let amina: TestUser;
  let baraka: TestUser;
  let chebet: TestUser;
  let guest: TestUser;
  let listing: { id: number; slug: string };

  beforeAll(async () => {
    app = await buildTestApp();
    amina = await makeUser(app, { username: 'amina', role: 'seller' });
    baraka = await makeUser(app, { username: 'baraka' });
    chebet = await makeUser(app, { username: 'chebet' });
    guest = await makeGuest(app);
    await app.db.update(profiles).set({ profilePhoto: '/media/profile_photos/baraka.png' }).where(eq(profiles.id, baraka.user.id));
    [listing] = await insertListings(app, amina.user.id, [{ title: 'Garden flat in Kilimani' }]);
    origin = await listen(app);
  });
  afterEach(async () => {
    // Read with a socket of amina's listening until it hears so: through Redis the frame can come
    // after the answer, and it must not reach the next test's socket.
    const listening = await ChatSocket.open(eventsUrl(origin, amina.access));
    await listening.next();
    const { updated } = (await app.inject({ method: 'POST', url: '/api/v1/notifications/read/', headers: amina.headers })).json();
    if (updated > 0) expect(await listening.next()).toMatchObject({ type: 'notifications_read' });
    await listening.close();
  });
  afterAll(() => app.close());

  // After the hook above, so the sockets close first (after-hooks run last registered first).
  const open = socketsClosedAfterEach();
  /** A client's events socket; every connection starts with a `{type: 'ready'}` frame. */
  const connect = (user: TestUser) => open(eventsUrl(origin, user.access));
  const like = (user: TestUser, id = listing.id) => app.inject({ method: 'POST', url: `/api/v1/properties/like/${id}/`, headers: user.headers });
  const comment = (user: TestUser, content: string) =>
    app.inject({ method: 'POST', url: '/api/v1/comments/property-comments/', headers: user.headers, payload: { post: listing.id, content } });
  const newest = async (user: TestUser) => (await app.inject({ method: 'GET', url: '/api/v1/notifications/all/', headers: user.headers })).json().results[0];

  describe('refused connections', () => {
    it('answers anonymous and bad tokens 401 and guests 403 before the upgrade', async () => {
      expect(await refusedUpgrade(eventsUrl(origin))).toEqual({ status: 401, body: { detail: 'User is not authenticated', code: 'not_authenticated' } });
      for (const token of ['not-a-token', amina.refresh, `${amina.access}x`]) {
        expect(await refusedUpgrade(eventsUrl(origin, token))).toEqual({ status: 401, body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' } });
      }
      // Nothing can notify a guest: they may not own listings or clips, nor chat.
      expect(await refusedUpgrade(eventsUrl(origin, guest.access))).toEqual({ status: 403, body: { detail: 'You need to be a registered user to access this feature' } });
    });

    it('refuses a deactivated user', async () => {
      const gone = await makeUser(app);
      await app.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
      expect(await refusedUpgrade(eventsUrl(origin, gone.access))).toMatchObject({ status: 401, body: { code: 'user_not_found' } });
    });
  });

  describe('delivery', () => {
    it('starts with the unread count, and joins the events deliveries only', async () => {
      const socket = await connect(amina);
      expect(await socket.next()).toEqual({ type: 'ready', unread: 0 });
      expect(app.realtime.socketsOf(amina.user.id, 'events')).toBe(1);
      expect(app.realtime.socketsOf(amina.user.id)).toBe(0);
    });

    it('delivers a like as the list shows it, with the unread count, to every tab of the owner only', async () => {
      const tab = await connect(amina);
      const otherTab = await connect(amina);
      const bystander = await connect(chebet);
      await Promise.all([tab.next(), otherTab.next(), bystander.next()]);

      expect((await like(baraka)).statusCode).toBe(200);
      const frame = await tab.next();
      expect(frame).toEqual({ type: 'notification', notification: await newest(amina), unread: 1 });
      expect(frame).toMatchObject({
        notification: { kind: 'property_like', message: 'baraka liked your property "Garden flat in Kilimani"', profile_photo: '/media/profile_photos/baraka.png', link: `/property/${listing.slug}/`, is_read: false },
      });
      expect(await otherTab.next()).toEqual(frame);

      // Liking again stores nothing and tells nobody; the next comment is the next frame.
      await like(baraka);
      expect((await comment(baraka, 'Is the garden shared?')).statusCode).toBe(201);
      const next = await tab.next();
      expect(next).toMatchObject({ type: 'notification', unread: 2, notification: { kind: 'property_comment', message: expect.stringContaining('"Is the garden shared?"') } });
      expect(bystander.pending).toBe(0);
    });

    it('tells nobody of their own actions', async () => {
      const socket = await connect(amina);
      await socket.next();
      await like(amina);
      await comment(amina, 'Viewing on Saturdays.');
      await comment(chebet, 'Lovely light.');
      expect(await socket.next()).toMatchObject({ notification: { message: expect.stringContaining('chebet commented') } });
    });

    it('delivers a reply to the author of the comment and to the owner', async () => {
      const owner = await connect(amina);
      const author = await connect(chebet);
      await Promise.all([owner.next(), author.next()]);
      const asked = (await comment(chebet, 'Parking included?')).json();
      await owner.next();
      await app.inject({ method: 'POST', url: `/api/v1/comments/property-comments/${asked.id}/create_reply/`, headers: baraka.headers, payload: { content: 'Two spaces.' } });
      expect(await author.next()).toMatchObject({ type: 'notification', unread: 1, notification: { kind: 'comment_reply' } });
      expect(await owner.next()).toMatchObject({ type: 'notification', notification: { kind: 'property_comment', message: expect.stringContaining('baraka replied') } });
      await app.inject({ method: 'POST', url: '/api/v1/notifications/read/', headers: chebet.headers });
    });

    it('delivers the notification a chat message leaves, on the events socket and not the chat one', async () => {
      const events = await connect(amina);
      await events.next();
      const aminaChat = await open(chatUrl(origin, 'baraka', amina.access));
      const barakaChat = await open(chatUrl(origin, 'amina', baraka.access));
      barakaChat.send({ message: 'Habari! Still available?' });
      const message = await aminaChat.next();
      expect(message).toMatchObject({ message: 'Habari! Still available?' });
      expect(await events.next()).toEqual({ type: 'notification', notification: await newest(amina), unread: 1 });
      expect(await newest(amina)).toMatchObject({ kind: 'chat_message', message: 'baraka sent you a message', link: '/inbox' });
      // The chat sockets got the message (and their own frames) only; the events socket no message.
      await barakaChat.next();
      expect(aminaChat.pending).toBe(0);
      expect(events.pending).toBe(0);
    });

    it('tells every tab when the notifications are marked read, and the next connection starts at 0', async () => {
      await like(baraka, (await insertListings(app, amina.user.id, [{}]))[0]!.id);
      const tab = await connect(amina);
      const otherTab = await connect(amina);
      expect(await tab.next()).toEqual({ type: 'ready', unread: 1 });
      await otherTab.next();
      const marked = await app.inject({ method: 'POST', url: '/api/v1/notifications/read/', headers: amina.headers });
      expect(marked.json()).toEqual({ updated: 1 });
      expect(await tab.next()).toEqual({ type: 'notifications_read', unread: 0 });
      expect(await otherTab.next()).toEqual({ type: 'notifications_read', unread: 0 });
      // Marking again changes nothing and sends nothing.
      await app.inject({ method: 'POST', url: '/api/v1/notifications/read/', headers: amina.headers });
      expect((await connect(amina).then((socket) => socket.next()))).toEqual({ type: 'ready', unread: 0 });
      expect(tab.pending).toBe(0);
    });

    it('tells every tab when one notification is opened, with the unread count left', async () => {
      const [first, second] = await insertListings(app, amina.user.id, [{}, {}]);
      await like(baraka, first!.id);
      await like(chebet, second!.id);
      const tab = await connect(amina);
      const otherTab = await connect(amina);
      expect(await tab.next()).toEqual({ type: 'ready', unread: 2 });
      await otherTab.next();
      const opened = await newest(amina);
      const marked = await app.inject({ method: 'POST', url: `/api/v1/notifications/${opened.id}/read/`, headers: amina.headers });
      expect(marked.json()).toEqual({ updated: true, unread: 1 });
      expect(await tab.next()).toEqual({ type: 'notification_read', id: opened.id, unread: 1 });
      expect(await otherTab.next()).toEqual({ type: 'notification_read', id: opened.id, unread: 1 });
      // Opening it again sends nothing.
      await app.inject({ method: 'POST', url: `/api/v1/notifications/${opened.id}/read/`, headers: amina.headers });
      await comment(chebet, 'Any news?');
      expect(await tab.next()).toMatchObject({ type: 'notification', unread: 2 });
    });

    it('keeps the socket open when the client sends frames (they are ignored)', async () => {
      const socket = await connect(amina);
      await socket.next();
      socket.send('hello');
      socket.send({ type: 'anything' });
      await comment(chebet, 'Still there?');
      expect(await socket.next()).toMatchObject({ type: 'notification' });
    });
  });
});

describe.runIf(sharedInfrastructure)('events across two server processes (PostgreSQL + Redis)', () => {
  let first: App;
  let origins: TwoProcesses['origins'];
  withTwoProcesses((processes) => void ({ first, origins } = processes));
  const open = socketsClosedAfterEach();

  it('delivers a notification stored by one process to the events socket on the other', async () => {
    const owner = await makeUser(first, { role: 'seller' });
    const liker = await makeUser(first);
    const [listing] = await insertListings(first, owner.user.id, [{}]);
    const socket = await open(eventsUrl(origins.second, owner.access));
    expect(await socket.next()).toEqual({ type: 'ready', unread: 0 });
    await first.inject({ method: 'POST', url: `/api/v1/properties/like/${listing!.id}/`, headers: liker.headers });
    expect(await socket.next()).toMatchObject({ type: 'notification', unread: 1, notification: { kind: 'property_like' } });
    await first.inject({ method: 'POST', url: '/api/v1/notifications/read/', headers: owner.headers });
    expect(await socket.next()).toEqual({ type: 'notifications_read', unread: 0 });
  });
});
