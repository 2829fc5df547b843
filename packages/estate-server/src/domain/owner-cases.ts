import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { moderationCases, reports, type ReportReasonCode } from '../db/schema.js';
import { badRequestDetail, notFound } from '../lib/errors.js';
import type { OwnerCase } from '../schemas/report.js';
import { itemTitleAndLink } from './reports.js';

type CaseRow = typeof moderationCases.$inferSelect;

const canAppeal = (row: CaseRow) => (row.status === 'open' || row.status === 'hidden') && row.appeal === null;

/** The cases as their owner sees them: each item's title and link, and the reasons its reports give (most first). */
async function ownerViews(db: Db, rows: CaseRow[]): Promise<OwnerCase[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ kind: reports.targetKind, id: reports.targetId, reason: reports.reason, n: sql<number>`count(*)::int` })
    .from(reports)
    .where(or(...rows.map((row) => and(eq(reports.targetKind, row.targetKind), eq(reports.targetId, row.targetId)))))
    .groupBy(reports.targetKind, reports.targetId, reports.reason);
  return Promise.all(
    rows.map(async (row) => {
      const reasons = counts
        .filter((c) => c.kind === row.targetKind && c.id === row.targetId)
        .map((c) => ({ reason: c.reason as ReportReasonCode, count: c.n }))
        .sort((a, b) => b.count - a.count);
      const { title, link } = await itemTitleAndLink(db, row.targetKind, row.targetId);
      return {
        id: row.id,
        target_kind: row.targetKind,
        target_id: row.targetId,
        title,
        link,
        status: row.status,
        reason: reasons[0]?.reason ?? 'other',
        reasons,
        hidden_at: row.hiddenAt?.toISOString() ?? null,
        appeal: row.appeal,
        appealed_at: row.appealedAt?.toISOString() ?? null,
        can_appeal: canAppeal(row),
        created_at: row.createdAt.toISOString(),
      };
    }),
  );
}

/**
 * The caller's items that reports have hidden (or once hid), newest first: what they were told of
 * in a `moderation_hidden` notification. Cases still only open are not listed: an owner is not
 * told of single reports, which would only teach a scammer when to move on.
 */
export async function listOwnerCases(db: Db, ownerId: number): Promise<OwnerCase[]> {
  const rows = await db
    .select()
    .from(moderationCases)
    .where(and(eq(moderationCases.ownerId, ownerId), isNotNull(moderationCases.hiddenAt)))
    .orderBy(desc(moderationCases.hiddenAt), desc(moderationCases.id))
    .limit(100);
  return ownerViews(db, rows);
}

/**
 * The owner's one appeal of a case, while it is open or hidden: 404 for anyone else's case (whose
 * existence is not theirs to learn), 400 `appeal_closed` once decided, 400 `already_appealed` the
 * second time. The case rises in the queue (its `updated_at`).
 */
export async function appealCase(db: Db, caseId: number, ownerId: number, text: string): Promise<OwnerCase> {
  const [row] = await db.select().from(moderationCases).where(eq(moderationCases.id, caseId));
  if (!row || row.ownerId !== ownerId) throw notFound('case_not_found');
  if (row.status !== 'open' && row.status !== 'hidden') throw badRequestDetail('appeal_closed');
  const [updated] = await db
    .update(moderationCases)
    .set({ appeal: text, appealedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(moderationCases.id, caseId), sql`${moderationCases.appeal} is null`))
    .returning();
  if (!updated) throw badRequestDetail('already_appealed');
  const [view] = await ownerViews(db, [updated]);
  return view!;
}
