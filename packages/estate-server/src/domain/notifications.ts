import { type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/connect.js';
import { notifications } from '../db/schema.js';
import { jsonRows } from '../lib/json-rows.js';
import { perTurn } from '../lib/per-turn.js';
import type { Realtime } from '../plugins/realtime.js';
import type { Notification } from '../schemas/notification.js';

export type NotificationKind = 'property_like' | 'property_comment' | 'comment_reply' | 'reel_like' | 'reel_comment' | 'chat_message' | 'agent_review' | 'saved_search' | 'moderation_warning' | 'moderation_outcome' | 'moderation_queue' | 'moderation_hidden'
  | 'viewing_proposed' | 'viewing_countered' | 'viewing_accepted' | 'viewing_declined' | 'viewing_cancelled' | 'viewing_reminder';

export interface NewNotification {
  /** Who is told. */
  userId: number;
  /** Who acted; nobody is told of their own actions. Null when no one is named (a listing hidden on members' reports). */
  actorId: number | null;
  kind: NotificationKind;
  message: string;
  /** The app path the notification is about, e.g. `/property/{slug}/`. */
  link: string;
}

/** What `notify` needs to tell the user at once: the process's live deliveries. */
export type LiveNotifier = Pick<Realtime, 'deliver'>;

/**
 * The frames of the events socket (`/ws/events/`): a new notification, in the shape of the list
 * API, with the user's unread count after it; all read (in any tab); one read, with the count after
 * it; and the count on connecting.
 */
export type EventFrame =
  | { type: 'notification'; notification: Static<typeof Notification>; unread: number }
  | { type: 'notifications_read'; unread: 0 }
  | { type: 'notification_read'; id: number; unread: number }
  | { type: 'ready'; unread: number };

/**
 * How many of a user's notifications are unread, as an SQL expression (`userId` a value or a
 * column): the count the triggers keep (`notification_unread`), one row, however many are unread.
 */
const unreadOf = (userId: SQL | number) => sql<number>`coalesce((select u.unread from notification_unread u where u.user_id = ${userId}), 0)`;

/** The profile photo of whoever acted, as an SQL expression (`actorId` a value or a column). */
const photoOf = (actorId: SQL | number | null) => sql<string | null>`(select p.profile_photo from profiles p where p.id = ${actorId})`;

/** How many of a user's notifications are unread. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const result = (await db.execute(sql`select ${unreadOf(userId)} as n`)) as unknown as { rows: [{ n: number }] };
  return result.rows[0].n;
}

type NotificationRow = typeof notifications.$inferSelect;

/** The events socket's frame of a stored notification, with the photo of whoever acted and the user's unread count. */
const notificationFrame = (row: NotificationRow, photo: string | null, unread: number): EventFrame => ({
  type: 'notification',
  notification: {
    id: row.id,
    kind: row.kind,
    message: row.message,
    profile_photo: photo,
    link: row.link,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  },
  unread,
});

/** Sends a stored notification, with the photo of whoever acted and the unread count, to the user's events sockets. */
async function deliverStored(db: Db, live: LiveNotifier, row: NotificationRow): Promise<void> {
  const result = (await db.execute(sql`select ${photoOf(row.actorId)} as photo, ${unreadOf(row.userId)} as unread`)) as unknown as {
    rows: [{ photo: string | null; unread: number }];
  };
  const [{ photo, unread }] = result.rows;
  await live.deliver([row.userId], notificationFrame(row, photo, unread), 'events');
}

/**
 * Stores a notification and delivers it at once to the user's events sockets (in every process,
 * through Redis when configured). Called inside a transaction, it is the transaction's last write:
 * the frame carries everything the client shows, so the list is never read before the commit.
 */
export async function notify(db: Db, live: LiveNotifier, notification: NewNotification): Promise<void> {
  if (notification.userId === notification.actorId) return;
  const [row] = await db.insert(notifications).values(notification).returning();
  if (row) await deliverStored(db, live, row);
}

/** A notification the chat tells, as its statement reads it (the time in ms, so both drivers agree). */
type ToldRow = Omit<NotificationRow, 'createdAt'> & { createdMs: number; photo: string | null; unread: number };

/** A chat message stored: who sent it to whom. */
export interface ChatNotice {
  sender: number;
  receiver: number;
}

/**
 * The process's teller of the notifications chat messages leave (stored in the same statement as
 * the messages, see `storeChatMessages`): each receiver's events sockets get the newest from that
 * sender, with the sender's photo and their unread count. A batch's messages ask in the same turn
 * of the event loop, and one statement reads for all of them (it was one a message, which held a
 * busy chat to a third of what it stores without them); several from one sender are told once.
 */
export function chatNotificationTeller(db: Db, live: LiveNotifier): (notice: ChatNotice) => Promise<void> {
  return perTurn<ChatNotice>(async (notices) => {
    const pairs = new Map(notices.filter((notice) => notice.sender !== notice.receiver).map((notice) => [`${notice.receiver} ${notice.sender}`, notice]));
    if (pairs.size === 0) return;
    const result = (await db.execute(sql`
      select n.id, n.user_id as "userId", n.actor_id as "actorId", n.kind, n.message, n.link, n.is_read as "isRead",
        (extract(epoch from n.created_at) * 1000)::float8 as "createdMs",
        ${photoOf(sql`n.actor_id`)} as photo, ${unreadOf(sql`n.user_id`)} as unread
      from ${jsonRows([...pairs.values()], 'receiver int, sender int')} as asked
      cross join lateral (
        select * from notifications x where x.user_id = asked.receiver and x.actor_id = asked.sender and x.kind = 'chat_message'
        order by x.created_at desc, x.id desc limit 1
      ) as n
    `)) as unknown as { rows: ToldRow[] };
    await Promise.all(
      result.rows.map(({ createdMs, photo, unread, ...row }) =>
        live.deliver([row.userId], notificationFrame({ ...row, createdAt: new Date(createdMs) }, photo, unread), 'events'),
      ),
    );
  });
}

/** Tells every events socket of the user that all their notifications are read (e.g. in another tab). */
export async function deliverAllRead(live: LiveNotifier, userId: number): Promise<void> {
  const frame: EventFrame = { type: 'notifications_read', unread: 0 };
  await live.deliver([userId], frame, 'events');
}

/** Tells every events socket of the user that one notification was read (opened in some tab), with the unread count now. */
export async function deliverOneRead(db: Db, live: LiveNotifier, userId: number, id: number): Promise<void> {
  const frame: EventFrame = { type: 'notification_read', id, unread: await unreadCount(db, userId) };
  await live.deliver([userId], frame, 'events');
}
