import { eq, and } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { moderationCases, reports, type ReportReasonCode, type ReportTarget, users } from '../src/db/schema.js';
import { findReportedItem, setItemHidden } from '../src/domain/reported-items.js';
import { makeUser, type TestUser } from './helper.js';

/** A member with the moderator role, as `estate-server moderator add` gives it. */
export async function makeModerator(app: App): Promise<TestUser> {
  const moderator = await makeUser(app);
  await app.db.update(users).set({ isModerator: true }).where(eq(users.id, moderator.user.id));
  app.readCache.invalidate();
  return { ...moderator, user: { ...moderator.user, isModerator: true } };
}

/**
 * A member's report of an item, and its case, written as the report routes write them (those live
 * beside these routes, on the members' side): `hidden` holds the item out of the lists as two
 * unconnected reporters would.
 */
export async function fileTestReport(
  app: App,
  reporterId: number,
  kind: ReportTarget,
  id: number,
  options: { reason?: ReportReasonCode; note?: string; hidden?: boolean; appeal?: string } = {},
): Promise<typeof moderationCases.$inferSelect> {
  const item = await findReportedItem(app.db, kind, id);
  if (!item) throw new Error(`no ${kind} ${id} to report`);
  await app.db.insert(reports).values({ targetKind: kind, targetId: id, ownerId: item.ownerId, reporterId, reason: options.reason ?? 'scam', note: options.note ?? '' });
  await app.db.insert(moderationCases).values({ targetKind: kind, targetId: id, ownerId: item.ownerId }).onConflictDoNothing();
  if (options.hidden) {
    await setItemHidden(app.db, item, true);
    await app.db.update(moderationCases).set({ status: 'hidden', hiddenAt: new Date() }).where(and(eq(moderationCases.targetKind, kind), eq(moderationCases.targetId, id)));
  }
  if (options.appeal) {
    await app.db.update(moderationCases).set({ appeal: options.appeal, appealedAt: new Date() }).where(and(eq(moderationCases.targetKind, kind), eq(moderationCases.targetId, id)));
  }
  app.readCache.invalidate();
  const [row] = await app.db.select().from(moderationCases).where(and(eq(moderationCases.targetKind, kind), eq(moderationCases.targetId, id)));
  return row!;
}
