import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import {
  agentReviews,
  conversations,
  moderationCases,
  profiles,
  properties,
  reels,
  reports,
  type ReportReasonCode,
  type ReportTarget,
} from '../db/schema.js';
import { badRequestDetail, forbidden, type ErrorCode } from '../lib/errors.js';
import { pairOf } from './chat.js';
import { notify, type LiveNotifier } from './notifications.js';
import { setItemHidden, type ReportedItem } from './reported-items.js';

/** What the owner reads after "reports that it is …": each reason as the end of that sentence. */
export const REASON_PHRASES: Record<ReportReasonCode, string> = {
  scam: 'a scam',
  wrong_information: 'wrongly described',
  unavailable: 'no longer available',
  offensive: 'offensive',
  other: 'against our rules',
};

/** The refusal of a member reporting their own item, by kind. */
const OWN_ITEM: Record<ReportTarget, ErrorCode> = {
  property: 'report_own_listing',
  reel: 'report_own_reel',
  profile: 'report_own_profile',
  message: 'report_own_message',
};

export interface ReportInput {
  reason: ReportReasonCode;
  note: string;
}

/**
 * Whether two members are connected, from what the data holds: they have a conversation with each
 * other, one reviewed the other, or they work for the same agency (the same non-blank `agency`,
 * any case). Connected reporters count as one voice under `fileReport`'s rule, so a ring of friends
 * or colleagues cannot hide a listing on its own; their reports still reach the moderation queue.
 */
export async function areConnected(db: Db, a: number, b: number): Promise<boolean> {
  const pair = pairOf(a, b);
  const result = (await db.execute(sql`select (
    exists(select 1 from ${conversations} where ${conversations.userLow} = ${pair.userLow} and ${conversations.userHigh} = ${pair.userHigh})
    or exists(select 1 from ${agentReviews} where (${agentReviews.agentId} = ${a} and ${agentReviews.authorId} = ${b}) or (${agentReviews.agentId} = ${b} and ${agentReviews.authorId} = ${a}))
    or exists(select 1 from ${profiles} pa join ${profiles} pb on lower(trim(pa.agency)) = lower(trim(pb.agency))
              where pa.id = ${a} and pb.id = ${b} and trim(pa.agency) <> '')
  ) as connected`)) as unknown as { rows: { connected: boolean }[] };
  return Boolean(result.rows[0]?.connected);
}

/** The reason most of these reports give (the latest breaks a tie). */
function commonReason(rows: { reason: ReportReasonCode }[]): ReportReasonCode {
  const counts = new Map<ReportReasonCode, number>();
  for (const { reason } of rows) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  let best: ReportReasonCode = rows[rows.length - 1]!.reason;
  for (const [reason, n] of counts) if (n > counts.get(best)!) best = reason;
  return best;
}

/** A listing's or reel's title and app path, for the owner's notification and their list of cases. */
export async function itemTitleAndLink(db: Db, kind: ReportTarget, id: number): Promise<{ title: string; link: string }> {
  if (kind === 'property') {
    const [row] = await db.select({ title: properties.title, slug: properties.slug }).from(properties).where(eq(properties.id, id));
    return { title: row?.title || 'Untitled listing', link: row ? `/property/${row.slug}/` : '' };
  }
  if (kind === 'reel') {
    const [row] = await db.select({ title: reels.title, slug: reels.slug }).from(reels).where(eq(reels.id, id));
    return { title: row?.title || 'Untitled reel', link: row ? `/clip/${row.slug}` : '' };
  }
  return { title: '', link: '' };
}

/**
 * Tells a listing's or reel's owner that it left the lists while reports are reviewed, and why
 * (the reason most reporters gave), linking to the item, where the owner reads the banner and
 * appeals. Nobody is named as the actor: reporters stay anonymous to the owner.
 */
export async function notifyItemHidden(db: Db, live: LiveNotifier, item: ReportedItem, reason: ReportReasonCode): Promise<void> {
  const { title, link } = await itemTitleAndLink(db, item.kind, item.id);
  const what = item.kind === 'reel' ? 'reel' : 'listing';
  await notify(db, live, {
    userId: item.ownerId,
    actorId: null,
    kind: 'moderation_hidden',
    message: `Your ${what} \u201c${title}\u201d is hidden while we review reports that it is ${REASON_PHRASES[reason]}.`,
    link: `${link}#appeal`,
  });
}

/**
 * Files a member's report of an item (once: 400 `already_reported_item`; never their own: 403)
 * and opens its moderation case, or joins it (a dismissed case opens again). Jiji's rule: when a
 * listing or reel of an open case has reports from two members who are not connected to each other
 * (`areConnected`), counting only the reports since the case was last dismissed, it leaves every
 * public list at once (`setItemHidden`), the case turns `hidden` and its owner is told why.
 * Profiles and messages have nothing to hide: their case waits in the queue. The reporter is never
 * told what others did.
 */
export async function fileReport(db: Db, live: LiveNotifier, item: ReportedItem, reporterId: number, input: ReportInput): Promise<void> {
  if (item.ownerId === reporterId) throw forbidden(OWN_ITEM[item.kind]);
  await db.transaction(async (tx) => {
    const [report] = await tx
      .insert(reports)
      .values({ targetKind: item.kind, targetId: item.id, ownerId: item.ownerId, reporterId, reason: input.reason, note: input.note })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!report) throw badRequestDetail('already_reported_item');
    const [kase] = await tx
      .insert(moderationCases)
      .values({ targetKind: item.kind, targetId: item.id, ownerId: item.ownerId })
      .onConflictDoUpdate({
        target: [moderationCases.targetKind, moderationCases.targetId],
        set: {
          status: sql`case when ${moderationCases.status} = 'dismissed' then 'open' else ${moderationCases.status} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!kase || kase.status !== 'open' || (item.kind !== 'property' && item.kind !== 'reel')) return;
    const since = kase.resolvedAt ? gt(reports.createdAt, kase.resolvedAt) : undefined;
    const counted = await tx
      .select({ reporterId: reports.reporterId, reason: reports.reason })
      .from(reports)
      .where(and(eq(reports.targetKind, item.kind), eq(reports.targetId, item.id), since))
      .orderBy(reports.createdAt, reports.id);
    const others = [...new Set(counted.map((row) => row.reporterId).filter((id) => id !== reporterId))];
    let unconnected = false;
    for (const other of others) {
      if (!(await areConnected(tx, reporterId, other))) {
        unconnected = true;
        break;
      }
    }
    if (!unconnected) return;
    await setItemHidden(tx, item, true);
    await tx
      .update(moderationCases)
      .set({ status: 'hidden', hiddenAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(moderationCases.id, kase.id));
    await notifyItemHidden(tx, live, item, commonReason(counted));
  });
}
