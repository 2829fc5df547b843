import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessages, properties, reels, type ReportTarget, users } from '../db/schema.js';

/**
 * What members report (a listing, a reel, a profile, a chat message), by kind and id: a profile's
 * id is its user's id. The report routes and the moderation queue both read items through here.
 */
export interface ReportedItem {
  kind: ReportTarget;
  id: number;
  /** Whose it is: the listing's or reel's owner, the profile's user, the message's sender. */
  ownerId: number;
}

const OWNER_OF: Record<ReportTarget, (db: Db, id: number) => Promise<{ ownerId: number } | undefined>> = {
  property: async (db, id) => (await db.select({ ownerId: properties.userId }).from(properties).where(eq(properties.id, id)))[0],
  reel: async (db, id) => (await db.select({ ownerId: reels.userId }).from(reels).where(eq(reels.id, id)))[0],
  profile: async (db, id) => (await db.select({ ownerId: users.id }).from(users).where(eq(users.id, id)))[0],
  message: async (db, id) => (await db.select({ ownerId: chatMessages.senderId }).from(chatMessages).where(eq(chatMessages.id, id)))[0],
};

/** The item, or undefined when it is gone. */
export async function findReportedItem(db: Db, kind: ReportTarget, id: number): Promise<ReportedItem | undefined> {
  const row = await OWNER_OF[kind](db, id);
  return row && { kind, id, ownerId: row.ownerId };
}

/**
 * Takes a listing or a reel out of every public list (or puts it back). Profiles and messages have
 * no such flag: a profile's case acts on the account (warn, suspend), and a message is seen only
 * by the member who reported it.
 */
export async function setItemHidden(db: Db, item: ReportedItem, hidden: boolean): Promise<void> {
  if (item.kind === 'property') await db.update(properties).set({ moderationHidden: hidden }).where(eq(properties.id, item.id));
  else if (item.kind === 'reel') await db.update(reels).set({ moderationHidden: hidden }).where(eq(reels.id, item.id));
}
