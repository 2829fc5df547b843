import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatMessages, profiles } from '../src/db/schema.js';
import { MAX_MESSAGE_LENGTH } from '../src/domain/chat.js';
import { FRAME_ERRORS, imageTooLarge, refusalFrame, wrongReceiver } from '../src/domain/chat-frames.js';
import type { Issue } from '../src/lib/errors.js';
import { MAX_IMAGE_SIDE } from '../src/lib/media-decode/index.js';
import { chatUrl, ChatSocket, listen, refusedUpgrade } from './chat-client.js';
import { buildTestApp, makeGuest, makeUser, pdf, png, type TestUser } from './helper.js';
import { bmpFile } from './media-fixtures.js';
import { socketsClosedAfterEach } from './two-processes.js';

const MAX_IMAGE_BYTES = 64 * 1024;
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('live chat', () => {
  let app: App;
  let origin: string;
  let amina: TestUser;
  let baraka: TestUser;
  let chebet: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    // A small image limit keeps the oversized images of these tests small.
    app = await buildTestApp({ maxImageBytes: MAX_IMAGE_BYTES });
    amina = await makeUser(app, { username: 'amina', first_name: 'Amina', last_name: 'Odhiambo' });
    baraka = await makeUser(app, { username: 'baraka', first_name: 'Baraka', last_name: 'Mwangi', role: 'agent' });
    chebet = await makeUser(app, { username: 'chebet', first_name: 'Chebet', last_name: 'Koech' });
    guest = await makeGuest(app);
    await app.db.update(profiles).set({ profilePhoto: '/media/profile_photos/amina.png' }).where(eq(profiles.id, amina.user.id));
    origin = await listen(app);
  });
  afterAll(() => app.close());

  const open = socketsClosedAfterEach();
  const connect = (user: TestUser, partner: string, options = {}) => open(chatUrl(origin, partner, user.access), options);
  const history = (user: TestUser | null, partner: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/chat/chat-messages/${partner}/${query}`, headers: user?.headers });
  const inbox = (user: TestUser | null, query = '') => app.inject({ method: 'GET', url: `/api/v1/users/chat/${query}`, headers: user?.headers });
  const storedCount = async () => (await app.db.select({ n: count() }).from(chatMessages))[0]!.n;
  /** Sends a text and waits for the sender's own copy, the acknowledgement. */
  const say = async (socket: ChatSocket, message: string) => {
    socket.send({ message });
    return socket.next();
  };

  describe('delivery', () => {
    it("delivers a message to both people and to the sender's other tab, after storing it", async () => {
      const aminaTab = await connect(amina, 'baraka');
      const aminaOtherTab = await connect(amina, 'baraka');
      const barakaSocket = await connect(baraka, 'amina');

      aminaTab.send({ message: '  Habari Baraka, is the flat in Kilimani still free?  ' });
      const expected = {
        id: expect.any(Number),
        message: 'Habari Baraka, is the flat in Kilimani still free?',
        image: null,
        sender_username: 'amina',
        receiver_username: 'baraka',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        warning: null,
        // Issue 27: a message sent without a client id, not a reply, never edited, deleted or reacted to.
        client_id: null,
        reply_to: null,
        edited_at: null,
        deleted_at: null,
        reactions: [],
      };
      const [ack, otherTab, received] = await Promise.all([aminaTab.next(), aminaOtherTab.next(), barakaSocket.next()]);
      expect(ack).toEqual(expected);
      expect(otherTab).toEqual(ack);
      expect(received).toEqual(ack);
      const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, ack.id as number));
      expect(row).toMatchObject({ senderId: amina.user.id, receiverId: baraka.user.id, message: expected.message, image: null });

      barakaSocket.send({ message: 'Yes, come by on Saturday.', sender_username: 'baraka', receiver_username: 'amina' });
      const reply = await aminaTab.next();
      expect(reply).toMatchObject({ message: 'Yes, come by on Saturday.', sender_username: 'baraka', receiver_username: 'amina' });
      expect(reply.id as number).toBeGreaterThan(ack.id as number);
      expect(await aminaOtherTab.next()).toEqual(reply);
      expect(await barakaSocket.next()).toEqual(reply);
    });

    it('does not deliver a conversation to a third person', async () => {
      const chebetSocket = await connect(chebet, 'amina');
      const aminaSocket = await connect(amina, 'baraka');
      await say(aminaSocket, 'Only for Baraka');
      const aminaToChebet = await connect(amina, 'chebet');
      await say(aminaToChebet, 'Hello Chebet');
      // Frames reach a socket in order: had the first message leaked, it would come first.
      expect((await chebetSocket.next()).message).toBe('Hello Chebet');
    });

    it('delivers messages in the order they were sent', async () => {
      const aminaSocket = await connect(amina, 'baraka');
      const barakaSocket = await connect(baraka, 'amina');
      const texts = Array.from({ length: 8 }, (_, i) => `burst ${i}`);
      for (const message of texts) aminaSocket.send({ message });
      const received = [];
      for (const _ of texts) received.push(await barakaSocket.next());
      expect(received.map((frame) => frame.message)).toEqual(texts);
      const ids = received.map((frame) => frame.id as number);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });
  });

  describe('history and inbox', () => {
    it('keeps a message sent while the receiver was offline, in history and in both inboxes', async () => {
      const aminaSocket = await connect(amina, 'chebet');
      const sent = await say(aminaSocket, 'Chebet, are you selling the plot in Eldoret?');

      const thread = await history(chebet, 'amina');
      expect(thread.statusCode).toBe(200);
      expect(thread.json().results.at(-1)).toEqual(sent);

      const chebetInbox = (await inbox(chebet)).json();
      expect(chebetInbox.results[0]).toEqual({
        id: amina.user.id,
        username: 'amina',
        full_name: 'Amina Odhiambo',
        profile_photo: '/media/profile_photos/amina.png',
        last_message: sent,
        // An earlier test's message to Chebet is unread too.
        unread_count: 2,
      });
      const aminaInbox = (await inbox(amina)).json();
      expect(aminaInbox.results[0]).toMatchObject({ username: 'chebet', full_name: 'Chebet Koech', profile_photo: null, last_message: sent, unread_count: 0 });
    });

    it('puts the most recent conversation first and pages the inbox', async () => {
      const aminaToBaraka = await connect(amina, 'baraka');
      await say(aminaToBaraka, 'Baraka again');
      const first = (await inbox(amina, '?page_size=1')).json();
      expect(first.count).toBe(2);
      expect(first.results.map((p: { username: string }) => p.username)).toEqual(['baraka']);
      expect(first.results[0].last_message).toMatchObject({ message: 'Baraka again', sender_username: 'amina' });
      expect(first.next).toMatch(/page=2/);
      const second = (await inbox(amina, '?page_size=1&page=2')).json();
      expect(second.results.map((p: { username: string }) => p.username)).toEqual(['chebet']);
      expect(second.next).toBeNull();

      const chebetToAmina = await connect(chebet, 'amina');
      await say(chebetToAmina, 'Yes I am');
      const reordered = (await inbox(amina)).json();
      expect(reordered.results.map((p: { username: string }) => p.username)).toEqual(['chebet', 'baraka']);
      expect(reordered.results[0].last_message).toMatchObject({ message: 'Yes I am', sender_username: 'chebet', receiver_username: 'amina' });
    });

    it('pages a long thread backwards, each page oldest first', async () => {
      const dennis = await makeUser(app, { username: 'dennis' });
      const eve = await makeUser(app, { username: 'eve' });
      const dennisSocket = await connect(dennis, 'eve');
      const sent = [];
      for (let i = 1; i <= 5; i++) sent.push(await say(dennisSocket, `message ${i}`));

      const page1 = (await history(eve, 'dennis', '?page_size=2')).json();
      expect(page1.count).toBe(5);
      expect(page1.results).toEqual([sent[3], sent[4]]);
      expect(page1.previous).toBeNull();
      expect(page1.next).toMatch(/page=2/);
      const page2 = (await history(eve, 'dennis', '?page_size=2&page=2')).json();
      expect(page2.results).toEqual([sent[1], sent[2]]);
      const page3 = (await history(eve, 'dennis', '?page_size=2&page=3')).json();
      expect(page3.results).toEqual([sent[0]]);
      expect(page3.next).toBeNull();
      expect((await history(eve, 'dennis', '?page_size=2&page=4')).statusCode).toBe(404);

      const whole = (await history(dennis, 'EVE')).json();
      expect(whole).toMatchObject({ count: 5, next: null, previous: null });
      expect(whole.results).toEqual(sent);
    });

    it('answers an empty history for people who never chatted, and refuses unknown people and yourself', async () => {
      expect((await history(chebet, 'baraka')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
      expect((await history(amina, 'nobody-here')).statusCode).toBe(404);
      expect((await history(amina, guest.user.username)).statusCode).toBe(404);
      const self = await history(amina, 'amina');
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ detail: 'You cannot chat with yourself.' });
    });

    it('needs a token for the inbox and the history; a guest has an empty inbox', async () => {
      for (const response of [await inbox(null), await history(null, 'amina')]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().detail).toBe('User is not authenticated');
      }
      expect((await inbox(guest)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
      expect((await inbox(amina, '?page_size=0')).statusCode).toBe(400);
    });

    it('tells the receiver of each message', async () => {
      const fatuma = await makeUser(app, { username: 'fatuma' });
      const aminaSocket = await connect(amina, 'fatuma');
      await say(aminaSocket, 'Karibu');
      const notices = (await app.inject({ method: 'GET', url: '/api/v1/notifications/all/', headers: fatuma.headers })).json();
      expect(notices.results).toEqual([
        expect.objectContaining({ kind: 'chat_message', message: 'amina sent you a message', link: '/inbox', profile_photo: '/media/profile_photos/amina.png' }),
      ]);
      const own = (await app.inject({ method: 'GET', url: '/api/v1/notifications/all/', headers: amina.headers })).json();
      expect(own.results.some((n: { link: string; message: string }) => n.message.includes('fatuma'))).toBe(false);
    });
  });

  describe('refused connections', () => {
    it('refuses a missing, bad, refresh or expired token before the upgrade', async () => {
      const expired = await new SignJWT({ token_type: 'access', user_id: amina.user.id, is_guest: false })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti('expired0000')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode('test-secret'));
      expect(await refusedUpgrade(chatUrl(origin, 'baraka'))).toEqual({ status: 401, body: { detail: 'User is not authenticated', code: 'not_authenticated' } });
      for (const token of ['not-a-token', amina.refresh, expired, `${amina.access}x`]) {
        expect(await refusedUpgrade(chatUrl(origin, 'baraka', token))).toEqual({
          status: 401,
          body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
        });
      }
    });

    it('also takes the token from an Authorization header, for clients that can send one', async () => {
      const socket = await open(chatUrl(origin, 'baraka'), { headers: amina.headers });
      expect(await say(socket, 'From a server-side client')).toMatchObject({ sender_username: 'amina', receiver_username: 'baraka' });
    });

    it('refuses a guest, an unknown partner and chatting with yourself', async () => {
      expect(await refusedUpgrade(chatUrl(origin, 'baraka', guest.access))).toEqual({
        status: 403,
        body: { detail: 'You need to be a registered user to access this feature' },
      });
      expect(await refusedUpgrade(chatUrl(origin, 'nobody-here', amina.access))).toEqual({ status: 404, body: { detail: 'User not found.' } });
      expect(await refusedUpgrade(chatUrl(origin, guest.user.username, amina.access))).toMatchObject({ status: 404 });
      expect(await refusedUpgrade(chatUrl(origin, 'AMINA', amina.access))).toEqual({ status: 400, body: { detail: 'You cannot chat with yourself.' } });
    });
  });

  describe('frames', () => {
    it('refuses a forged sender or a wrong receiver, stores nothing, and keeps the socket open', async () => {
      const aminaSocket = await connect(amina, 'baraka');
      const barakaSocket = await connect(baraka, 'amina');
      const before = await storedCount();

      aminaSocket.send({ message: 'Send me your M-Pesa PIN', sender_username: 'baraka', receiver_username: 'amina' });
      expect(await aminaSocket.next()).toEqual(refusalFrame(FRAME_ERRORS.forgedSender));
      aminaSocket.send({ message: 'Hi', receiver_username: 'chebet' });
      expect(await aminaSocket.next()).toEqual(refusalFrame(wrongReceiver('baraka')));
      expect(await storedCount()).toBe(before);

      const genuine = await say(aminaSocket, 'The real one');
      expect(genuine).toMatchObject({ sender_username: 'amina' });
      expect(await barakaSocket.next()).toEqual(genuine);
      expect(await storedCount()).toBe(before + 1);
    });

    it('answers each bad frame with an error and keeps the socket open', async () => {
      const aminaSocket = await connect(amina, 'baraka');
      const before = await storedCount();
      const cases: [unknown, Issue][] = [
        ['not json', FRAME_ERRORS.notJson],
        ['[1, 2]', FRAME_ERRORS.notJson],
        ['null', FRAME_ERRORS.notJson],
        [{}, FRAME_ERRORS.empty],
        [{ message: 42 }, FRAME_ERRORS.messageType],
        [{ message: '   ' }, FRAME_ERRORS.blank],
        [{ message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, FRAME_ERRORS.tooLong],
        [{ image: 12 }, FRAME_ERRORS.imageType],
        [{ message: 'both', image: dataUrl(png()) }, FRAME_ERRORS.both],
        [{ sender_username: 7, message: 'hi' }, FRAME_ERRORS.forgedSender],
      ];
      for (const [frame, error] of cases) {
        aminaSocket.send(frame);
        expect(await aminaSocket.next(), JSON.stringify(frame).slice(0, 60)).toEqual(refusalFrame(error));
      }
      aminaSocket.socket.send(Buffer.from('binary'), { binary: true });
      expect(await aminaSocket.next()).toEqual(refusalFrame(FRAME_ERRORS.binary));
      expect(await storedCount()).toBe(before);

      const longest = '🏠'.repeat(MAX_MESSAGE_LENGTH);
      expect((await say(aminaSocket, longest)).message).toBe(longest);
    });

    it('stores an image and delivers it as a served /media/ path', async () => {
      const aminaSocket = await connect(amina, 'baraka');
      const barakaSocket = await connect(baraka, 'amina');
      const picture = png(16, 16);
      aminaSocket.send({ image: dataUrl(picture, 'image/jpeg'), message: '', sender_username: 'amina', receiver_username: 'baraka' });
      const ack = await aminaSocket.next();
      expect(ack).toMatchObject({ message: null, image: expect.stringMatching(/^\/media\/chat\/\d{4}\/\d\d\/[\w-]+\.png$/), sender_username: 'amina' });
      expect(await barakaSocket.next()).toEqual(ack);
      const served = await app.inject({ method: 'GET', url: ack.image as string });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
      expect((await history(baraka, 'amina')).json().results.at(-1)).toEqual(ack);
    });

    it('refuses an oversized, a non-image or a malformed image and stores nothing', async () => {
      const aminaSocket = await connect(amina, 'baraka');
      const before = await storedCount();
      // A real PNG with bytes after its end: still an image by its signature, and 1 KB over the limit.
      const big = Buffer.concat([png(), Buffer.alloc(MAX_IMAGE_BYTES + 1024 - png().length)]);
      const cases: [string, Issue][] = [
        [dataUrl(big), imageTooLarge(MAX_IMAGE_BYTES)],
        [dataUrl(pdf()), FRAME_ERRORS.notImage],
        [dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), FRAME_ERRORS.notImage],
        ['https://example.com/cat.png', FRAME_ERRORS.imageFormat],
        ['data:image/png,rawbytes', FRAME_ERRORS.imageFormat],
        ['data:image/png;base64,@@@@', FRAME_ERRORS.imageFormat],
      ];
      for (const [image, error] of cases) {
        aminaSocket.send({ image });
        expect(await aminaSocket.next(), image.slice(0, 40)).toEqual(refusalFrame(error));
      }
      expect(await storedCount()).toBe(before);
    });

    it('gives each refusal its code and values beside the English it always had, naming the client id', async () => {
      const aminaSocket = await connect(amina, 'baraka');
      const client_id = randomUUID();
      const big = Buffer.concat([png(), Buffer.alloc(MAX_IMAGE_BYTES + 1024 - png().length)]);
      // Written out, not built from the server's tables: a code or a text that changes fails here.
      const cases: [Record<string, unknown>, { error: string; code: string; values: Record<string, unknown> }][] = [
        [{ message: 'x'.repeat(4001) }, { error: 'Ensure the message has no more than 4000 characters.', code: 'chat_message_too_long', values: { max: 4000 } }],
        [{ message: ' \n ' }, { error: 'The message may not be blank.', code: 'chat_message_blank', values: {} }],
        [{ image: dataUrl(big) }, { error: 'The image is larger than the 64 KB limit.', code: 'chat_image_too_large', values: { size: '64 KB' } }],
        [{ image: dataUrl(bmpFile(MAX_IMAGE_SIDE + 1, 1), 'image/bmp') }, { error: 'The image is too large: at most 20000 × 20000 pixels.', code: 'too_many_pixels', values: { side: 20000 } }],
        [{ image: dataUrl(pdf()) }, { error: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.', code: 'invalid_image', values: {} }],
        [{ image: 'data:image/png,rawbytes' }, { error: 'image must be a base64 data URL, such as data:image/png;base64,....', code: 'chat_image_format', values: {} }],
        [{ message: 'Quoting nothing', reply_to: 2_000_000_000 }, { error: 'reply_to must be the id of a message in this conversation.', code: 'chat_reply_to_unknown', values: {} }],
        [{ message: 'Hi', receiver_username: 'chebet' }, { error: 'This conversation is with baraka; receiver_username must match.', code: 'chat_wrong_receiver', values: { partner: 'baraka' } }],
        [{ message: 'Hi', sender_username: 'baraka' }, { error: 'You can only send messages as yourself.', code: 'chat_sender_not_you', values: {} }],
      ];
      for (const [frame, refusal] of cases) {
        aminaSocket.send({ ...frame, client_id });
        expect(await aminaSocket.next(), refusal.code).toEqual({ ...refusal, client_id });
      }
      aminaSocket.send({ read: 2_000_000_000 });
      expect(await aminaSocket.next()).toEqual({ error: 'read must be the id of a message you received in this conversation.', code: 'chat_read_unknown', values: {} });
    });

    it('closes a socket that sends a frame over the size limit (1009)', async () => {
      const aminaSocket = await connect(amina, 'baraka');
      // Twice the image limit is the frame limit; this image's base64 is larger still.
      aminaSocket.send({ image: dataUrl(Buffer.concat([png(), Buffer.alloc(2 * MAX_IMAGE_BYTES)])) });
      expect((await aminaSocket.closed).code).toBe(1009);
    });
  });

  describe('connections', () => {
    /** Waits (polling, with a deadline) until `check` holds. */
    async function eventually(check: () => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('condition not met in time');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    it('forgets a socket when it closes', async () => {
      const socket = await connect(chebet, 'baraka');
      await eventually(() => app.realtime.socketsOf(chebet.user.id) === 1);
      await socket.close();
      await eventually(() => app.realtime.socketsOf(chebet.user.id) === 0);
    });

    it('drops a socket that stops answering pings and keeps one that answers', async () => {
      const dead = await connect(chebet, 'baraka', { autoPong: false });
      const alive = await connect(baraka, 'chebet');
      const pinged = new Promise((resolve) => alive.socket.once('ping', resolve));
      app.realtime.heartbeat();
      await pinged;
      // The pong went out before this message, on the same connection: once it is acknowledged, the pong has arrived.
      await say(alive, 'still here');
      app.realtime.heartbeat();
      expect((await dead.closed).code).toBe(1006);
      await eventually(() => app.realtime.socketsOf(chebet.user.id) === 0);
      expect(app.realtime.socketsOf(baraka.user.id)).toBe(1);
      expect((await say(alive, 'and still here')).message).toBe('and still here');
    });
  });
});
