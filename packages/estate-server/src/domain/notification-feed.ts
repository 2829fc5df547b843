import { and, count, desc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/connect.js';
import { notifications, profiles } from '../db/schema.js';
import type { PageWindow } from '../lib/pagination.js';
import type { Notification } from '../schemas/notification.js';
import { notFound } from '../lib/errors.js';
import { countedWindow } from './counted-window.js';

type NotificationItem = Static<typeof Notification>;

/** One person's notifications, newest first, with the photo of whoever acted; uses `notifications_user_idx`. */
export async function listNotifications(db: Db, userId: number, window: PageWindow): Promise<{ count: number; rows: NotificationItem[] }> {
  const mine = eq(notifications.userId, userId);
  const { count: total, rows: page } = await countedWindow(
    db.select({ n: count() }).from(notifications).where(mine),
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        message: notifications.message,
        profilePhoto: profiles.profilePhoto,
        link: notifications.link,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(profiles, eq(profiles.id, notifications.actorId))
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  const rows = page.map((row) => ({
    id: row.id,
    kind: row.kind,
    message: row.message,
    profile_photo: row.profilePhoto,
    link: row.link,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  }));
  return { count: total, rows };
}

/** Marks every unread notification of one person read; answers how many changed. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return changed.length;
}

/**
 * Marks one of a person's notifications read; answers whether it was unread. Someone else's
 * notification is as unknown as a missing one (404), so ids tell nothing about other people.
 */
export async function markOneRead(db: Db, userId: number, id: number): Promise<boolean> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine, eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  if (changed.length > 0) return true;
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(mine);
  if (!row) throw notFound();
  return false;
}
