import type { Db } from '../db/connect.js';
import { notifications } from '../db/schema.js';

export type NotificationKind = 'property_like' | 'property_comment' | 'comment_reply' | 'reel_like' | 'reel_comment' | 'chat_message';

export interface NewNotification {
  /** Who is told. */
  userId: number;
  /** Who acted; nobody is told of their own actions. */
  actorId: number;
  kind: NotificationKind;
  message: string;
  /** The app path the notification is about, e.g. `/property/{slug}/`. */
  link: string;
}

export async function notify(db: Db, notification: NewNotification): Promise<void> {
  if (notification.userId === notification.actorId) return;
  await db.insert(notifications).values(notification);
}
