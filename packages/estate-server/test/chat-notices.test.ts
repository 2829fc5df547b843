import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { notifications } from '../src/db/schema.js';
import type { ChatUser } from '../src/domain/chat.js';
import { ChatWriter } from '../src/domain/chat-writer.js';
import { chatNotificationTeller, type LiveNotifier } from '../src/domain/notifications.js';
import { buildTestApp, makeChatUser } from './helper.js';

/**
 * The notifications chat messages leave, told live: a batch's messages ask in one turn of the
 * event loop, and one statement reads for all of them (it was one a message).
 */
describe('the teller of chat notifications', () => {
  let app: App;
  let amina: ChatUser;
  let baraka: ChatUser;
  let chebet: ChatUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [amina, baraka, chebet] = [await makeChatUser(app, 'n_amina'), await makeChatUser(app, 'n_baraka'), await makeChatUser(app, 'n_chebet')];
  });
  afterAll(() => app.close());

  it("tells each receiver the newest from each sender, with the sender's photo and the unread count, in one read", async () => {
    const writer = new ChatWriter(app.db);
    await Promise.all([
      writer.store({ sender: baraka, receiver: amina, message: 'Habari' }),
      writer.store({ sender: baraka, receiver: amina, message: 'Still available?' }),
      writer.store({ sender: chebet, receiver: amina, message: 'Can I view on Saturday?' }),
      writer.store({ sender: amina, receiver: chebet, message: 'Yes, at ten' }),
    ]);
    const told: { to: number[]; frame: Record<string, unknown> }[] = [];
    const live: LiveNotifier = { deliver: async (to, frame) => void told.push({ to, frame: frame as Record<string, unknown> }) };
    const reads = vi.spyOn(app.db, 'execute');
    const tell = chatNotificationTeller(app.db, live);
    // As the sessions of one batch ask: in the same turn, one a message.
    await Promise.all([
      tell({ sender: baraka.id, receiver: amina.id }),
      tell({ sender: baraka.id, receiver: amina.id }),
      tell({ sender: chebet.id, receiver: amina.id }),
      tell({ sender: amina.id, receiver: chebet.id }),
      tell({ sender: amina.id, receiver: amina.id }),
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();

    // Newest as the list orders them (two batches in flight at once on PostgreSQL may stamp them out of id order).
    const newest = async (to: ChatUser, from: ChatUser) =>
      (
        await app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, to.id), eq(notifications.actorId, from.id)))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(1)
      )[0]!;
    const frameOf = async (to: ChatUser, from: ChatUser, unread: number) => {
      const row = await newest(to, from);
      return {
        to: [to.id],
        frame: {
          type: 'notification',
          unread,
          notification: { id: row.id, kind: 'chat_message', message: `${from.username} sent you a message`, profile_photo: null, link: '/inbox', is_read: false, created_at: row.createdAt.toISOString() },
        },
      };
    };
    expect(told).toHaveLength(3);
    expect(told).toEqual(expect.arrayContaining([await frameOf(amina, baraka, 3), await frameOf(amina, chebet, 3), await frameOf(chebet, amina, 1)]));
  });

  it('tells nobody when nothing asked has a notification, and asks nothing for a message to oneself', async () => {
    const told: unknown[] = [];
    const tell = chatNotificationTeller(app.db, { deliver: async (...delivery) => void told.push(delivery) });
    const reads = vi.spyOn(app.db, 'execute');
    await tell({ sender: amina.id, receiver: amina.id });
    expect(reads).not.toHaveBeenCalled();
    await tell({ sender: chebet.id, receiver: baraka.id });
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    expect(told).toEqual([]);
  });
});
