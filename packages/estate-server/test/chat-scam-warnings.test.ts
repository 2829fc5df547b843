import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatMessages, viewings } from '../src/db/schema.js';
import { chatUrl, listen } from './chat-client.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';
import { insertListings, minutesAgo } from './properties-fixtures.js';
import { socketsClosedAfterEach } from './two-processes.js';

/**
 * Scam warnings reach the receiver of a message, never its sender: on the socket, in the history and
 * in the inbox's last message, from the column the warning was stored in.
 */
describe('scam warnings in chat', () => {
  let app: App;
  let origin: string;
  let wanjiru: TestUser;
  let otieno: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    wanjiru = await makeUser(app, { username: 'wanjiru', first_name: 'Wanjiru', last_name: 'Kamau' });
    otieno = await makeUser(app, { username: 'otieno', first_name: 'Otieno', last_name: 'Ouma', role: 'agent' });
    origin = await listen(app);
  });
  afterAll(() => app.close());

  const open = socketsClosedAfterEach();
  const connect = (user: TestUser, partner: string) => open(chatUrl(origin, partner, user.access));
  const history = async (user: TestUser, partner: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/chat/chat-messages/${partner}/`, headers: user.headers })).json().results as Record<string, unknown>[];
  const inbox = async (user: TestUser) =>
    (await app.inject({ method: 'GET', url: '/api/v1/users/chat/', headers: user.headers })).json().results as Record<string, unknown>[];

  it('warns the receiver of a viewing fee over M-Pesa, on the socket, in the history and the inbox, and never the sender', async () => {
    const agent = await connect(otieno, 'wanjiru');
    const agentOtherTab = await connect(otieno, 'wanjiru');
    const buyer = await connect(wanjiru, 'otieno');

    agent.send({ message: 'The viewing fee is KES 1,000. Send it to till number 567890 first.' });
    const [ack, otherTab, received] = await Promise.all([agent.next(), agentOtherTab.next(), buyer.next()]);
    const warning = { kind: 'payment_request', reason: 'viewing_fee' };
    expect(received).toMatchObject({ id: ack.id, sender_username: 'otieno', receiver_username: 'wanjiru', warning });
    expect(ack.warning).toBeNull();
    expect(otherTab.warning).toBeNull();

    const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, ack.id as number));
    expect(row).toMatchObject({ warningKind: 'payment_request', warningReason: 'viewing_fee' });

    expect((await history(wanjiru, 'otieno')).at(-1)).toMatchObject({ id: ack.id, warning });
    expect((await history(otieno, 'wanjiru')).at(-1)).toMatchObject({ id: ack.id, warning: null });
    expect((await inbox(wanjiru))[0]).toMatchObject({ username: 'otieno', last_message: { id: ack.id, warning } });
    expect((await inbox(otieno))[0]).toMatchObject({ username: 'wanjiru', last_message: { id: ack.id, warning: null } });
  });

  it('warns of a move off the platform in Swahili, and leaves a clean reply about the deposit without one', async () => {
    const agent = await connect(otieno, 'wanjiru');
    const buyer = await connect(wanjiru, 'otieno');

    agent.send({ message: 'Tuongee kwa WhatsApp, namba yangu ni 0712 345 678.' });
    const [, offPlatform] = await Promise.all([agent.next(), buyer.next()]);
    expect(offPlatform.warning).toEqual({ kind: 'off_platform', reason: 'messaging_app' });

    buyer.send({ message: 'Is the deposit negotiable after the viewing?' });
    const [reply, replyReceived] = await Promise.all([buyer.next(), agent.next()]);
    expect(reply.warning).toBeNull();
    expect(replyReceived.warning).toBeNull();

    const thread = await history(otieno, 'wanjiru');
    expect(thread.at(-1)).toMatchObject({ id: reply.id, warning: null });
    const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, reply.id as number));
    expect(row).toMatchObject({ warningKind: null, warningReason: null });
  });

  it('warns the receiver whoever sends it: a buyer asking an agent to WhatsApp them warns the agent', async () => {
    const buyer = await connect(wanjiru, 'otieno');
    const agent = await connect(otieno, 'wanjiru');
    buyer.send({ message: 'WhatsApp me on 0722 111 222 please' });
    const [own, received] = await Promise.all([buyer.next(), agent.next()]);
    expect(own.warning).toBeNull();
    expect(received.warning).toEqual({ kind: 'off_platform', reason: 'messaging_app' });
  });

  it('after a viewing has taken place, a phone number or a deposit goes unwarned, a viewing fee still warns, and an edit is read the same way', async () => {
    const kioko = await makeUser(app, { username: 'kioko', first_name: 'Kioko', last_name: 'Musyoka' });
    const [listing] = await insertListings(app, otieno.user.id, [{ title: 'Two bedrooms in Kilimani' }]);
    const agent = await connect(otieno, 'kioko');
    const buyer = await connect(kioko, 'otieno');
    const say = async (message: string) => {
      agent.send({ message });
      const [sent, received] = await Promise.all([agent.next(), buyer.next()]);
      return { sent, received };
    };

    // A viewing accepted but not yet over changes nothing.
    const [viewing] = await app.db
      .insert(viewings)
      .values({ threadId: 0, propertyId: listing!.id, buyerId: kioko.user.id, ownerId: otieno.user.id, startAt: minutesAgo(10), durationMinutes: 30, status: 'accepted', proposedBy: kioko.user.id, actedBy: otieno.user.id })
      .returning();
    expect((await say('Call me on 0712 345 678 about the offer')).received.warning).toEqual({ kind: 'off_platform', reason: 'phone_number' });

    // Once it is over, the sale goes on as sales do; a new socket reads the conversation again.
    await app.db.update(viewings).set({ startAt: minutesAgo(24 * 60) }).where(eq(viewings.id, viewing!.id));
    const agentAfter = await connect(otieno, 'kioko');
    agentAfter.send({ message: 'Call me on 0712 345 678 about the offer' });
    const [, afterViewing] = await Promise.all([agentAfter.next(), buyer.next(), agent.next()]);
    expect(afterViewing.warning).toBeNull();
    agentAfter.send({ message: 'The viewing fee is KES 1,000, send it to till 567890' });
    const [fee, feeReceived] = await Promise.all([agentAfter.next(), buyer.next(), agent.next()]);
    expect(feeReceived.warning).toEqual({ kind: 'payment_request', reason: 'viewing_fee' });

    // An edit is read with the conversation's state too.
    const edit = (text: string) =>
      app.inject({ method: 'PATCH', url: `/api/v1/chat/messages/${fee.id}/`, headers: otieno.headers, payload: { message: text } });
    expect((await edit('Send the deposit to paybill 222111 once we sign')).statusCode).toBe(200);
    const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, fee.id as number));
    expect(row).toMatchObject({ warningKind: null, warningReason: null });
  });
});
