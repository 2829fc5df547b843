import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { notifications, users } from '../src/db/schema.js';
import { notify, unreadCount } from '../src/domain/notifications.js';
import { chatUrl, ChatSocket, listen } from './chat-client.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';

/**
 * The unread count the live notifications carry is kept by triggers (migration 0016) rather than
 * counted per message; whatever writes notifications, it stays what counting them would answer.
 */
describe('the kept unread count of notifications', () => {
  let app: App;
  let amina: TestUser;
  let baraka: TestUser;
  let chebet: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    amina = await makeUser(app, { username: 'amina' });
    baraka = await makeUser(app, { username: 'baraka' });
    chebet = await makeUser(app, { username: 'chebet' });
  });
  afterAll(() => app.close());

  const counted = async (user: TestUser) => {
    const result = (await app.db.execute(sql`select count(*)::int as n from notifications where user_id = ${user.user.id} and not is_read`)) as unknown as { rows: [{ n: number }] };
    return result.rows[0].n;
  };
  /** The kept count of each person, beside what counting their unread notifications answers. */
  const both = async (...people: TestUser[]) => Promise.all(people.map(async (person) => [await unreadCount(app.db, person.user.id), await counted(person)]));
  const tell = (user: TestUser, actor: TestUser) =>
    notify(app.db, app.realtime, { userId: user.user.id, actorId: actor.user.id, kind: 'reel_like', message: `${actor.user.username} liked your clip`, link: '/clips' });

  it('counts what is stored unread, one notification or a chat batch at a time, and nothing read', async () => {
    expect(await both(amina)).toEqual([[0, 0]]);
    await tell(amina, baraka);
    await tell(amina, chebet);
    await app.db.insert(notifications).values({ userId: amina.user.id, actorId: chebet.user.id, kind: 'reel_like', message: 'chebet liked your clip', isRead: true });
    expect(await both(amina, baraka)).toEqual([
      [2, 2],
      [0, 0],
    ]);
    // Each chat message leaves its receiver a notification, written by the chat's batch statement.
    const origin = await listen(app);
    const socket = await ChatSocket.open(chatUrl(origin, 'amina', baraka.access));
    for (const message of ['Habari', 'Is the flat still free?', 'I can view on Saturday']) {
      socket.send({ message });
      await socket.next();
    }
    await socket.close();
    expect(await both(amina, baraka)).toEqual([
      [5, 5],
      [0, 0],
    ]);
  });

  it('drops as notifications are opened one by one or all at once, for their owner only', async () => {
    await tell(baraka, chebet);
    const [newest] = await app.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, amina.user.id)).orderBy(sql`id desc`).limit(1);
    const opened = await app.inject({ method: 'POST', url: `/api/v1/notifications/${newest!.id}/read/`, headers: amina.headers });
    expect(opened.json()).toMatchObject({ unread: 4 });
    expect(await both(amina, baraka)).toEqual([
      [4, 4],
      [1, 1],
    ]);
    expect((await app.inject({ method: 'POST', url: '/api/v1/notifications/read/', headers: amina.headers })).json()).toEqual({ updated: 4 });
    expect(await both(amina, baraka)).toEqual([
      [0, 0],
      [1, 1],
    ]);
    // Made unread again by hand (nothing in the API does): counted again.
    await app.db.update(notifications).set({ isRead: false }).where(eq(notifications.userId, amina.user.id));
    expect(await both(amina)).toEqual([[6, 6]]);
  });

  it('follows a removed account: its notifications to others go, and removing the reader works', async () => {
    // Chebet's like and the one made unread again go with chebet.
    await app.db.delete(users).where(eq(users.id, chebet.user.id));
    expect(await both(amina, baraka)).toEqual([
      [4, 4],
      [0, 0],
    ]);
    await app.db.delete(users).where(eq(users.id, amina.user.id));
    expect(await unreadCount(app.db, amina.user.id)).toBe(0);
    const left = (await app.db.execute(sql`select count(*)::int as n from notification_unread where user_id = ${amina.user.id}`)) as unknown as { rows: [{ n: number }] };
    expect(left.rows[0].n).toBe(0);
  });
});
