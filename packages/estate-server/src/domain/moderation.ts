import { and, asc, desc, eq, isNotNull, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessages, conversations, moderationActions, moderationCases, profiles, properties, propertyPhotos, reels, reports, type ReportTarget, users } from '../db/schema.js';
import { conflict, forbidden, refusal } from '../lib/errors.js';
import type { PageWindow } from '../lib/pagination.js';
import type { Mailer } from '../plugins/mail.js';
import { removeAll, type MediaStorage } from '../plugins/storage.js';
import type { CaseAction, CaseDetail, CaseSummary, QueueFilter } from '../schemas/moderation.js';
import { actionColumns, actionRecord, gonePerson, loadPeople, memberHistory } from './moderation-history.js';
import { type LiveNotifier, notify } from './notifications.js';
import { deleteListing } from './property-edit.js';
import { deleteReel } from './reel-edit.js';
import { findReportedItem, setItemHidden } from './reported-items.js';
import { roleOf } from './profiles.js';

type CaseRow = typeof moderationCases.$inferSelect;

/** What acting on a case needs beyond the database: telling the owner, and deleting a removed item's files. */
export interface ModerationDeps {
  db: Db;
  realtime: LiveNotifier;
  storage: MediaStorage;
  mailer: Mailer;
  publicUrl: string;
}

/** An appeal the moderators have not answered yet: made after the case was resolved, or while it is open. */
const pendingAppeal = sql`(${moderationCases.appealedAt} is not null and (${moderationCases.resolvedAt} is null or ${moderationCases.appealedAt} > ${moderationCases.resolvedAt}))`;
const awaiting = or(isNull(moderationCases.resolvedAt), pendingAppeal)!;

const FILTERS: Record<QueueFilter, SQL> = {
  open: and(eq(moderationCases.status, 'open'), sql`not ${pendingAppeal}`, isNull(moderationCases.resolvedAt))!,
  hidden: and(eq(moderationCases.status, 'hidden'), sql`not ${pendingAppeal}`, isNull(moderationCases.resolvedAt))!,
  appealed: pendingAppeal,
  resolved: and(isNotNull(moderationCases.resolvedAt), sql`not ${pendingAppeal}`)!,
};

export const isAwaiting = (row: CaseRow) => row.resolvedAt === null || (row.appealedAt !== null && row.appealedAt > row.resolvedAt);
const isAppealed = (row: CaseRow) => row.appealedAt !== null && (row.resolvedAt === null || row.appealedAt > row.resolvedAt);

/** The app path of each kind of item (a message has none: only its two members see it). */
async function preview(db: Db, kind: ReportTarget, id: number): Promise<CaseSummary['item']> {
  const gone = { kind, id, exists: false, title: '', photo: null, link: null, text: null, role: null, hidden: false };
  if (kind === 'property') {
    const [row] = await db.select({ title: properties.title, slug: properties.slug, cover: properties.coverPhoto, hidden: properties.moderationHidden }).from(properties).where(eq(properties.id, id));
    return row ? { ...gone, exists: true, title: row.title, photo: row.cover || null, link: `/property/${row.slug}/`, hidden: row.hidden } : gone;
  }
  if (kind === 'reel') {
    const [row] = await db.select({ title: reels.title, slug: reels.slug, hidden: reels.moderationHidden }).from(reels).where(eq(reels.id, id));
    return row ? { ...gone, exists: true, title: row.title, link: `/reels/${row.slug}/`, hidden: row.hidden } : gone;
  }
  if (kind === 'profile') {
    const [row] = await db.select({ user: users, profile: profiles }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, id));
    if (!row) return gone;
    const title = `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.username;
    return { ...gone, exists: true, title, photo: row.profile.profilePhoto, link: `/profile/${row.user.username}/`, role: roleOf(row.profile), hidden: row.user.suspendedAt !== null };
  }
  const [row] = await db.select({ text: chatMessages.message, image: chatMessages.image }).from(chatMessages).where(eq(chatMessages.id, id));
  return row ? { ...gone, exists: true, text: row.text ?? '', photo: row.image || null } : gone;
}

/** Each case's reports: how many, and the reasons given (most given first). */
async function reportCounts(db: Db, rows: CaseRow[]) {
  const counts = new Map<number, { count: number; reasons: CaseSummary['reasons'] }>();
  await Promise.all(
    rows.map(async (row) => {
      const reasons = await db
        .select({ reason: reports.reason, n: sql<number>`count(*)::int` })
        .from(reports)
        .where(and(eq(reports.targetKind, row.targetKind), eq(reports.targetId, row.targetId)))
        .groupBy(reports.reason)
        .orderBy(desc(sql`count(*)`), asc(reports.reason));
      counts.set(row.id, { count: reasons.reduce((sum, r) => sum + r.n, 0), reasons: reasons.map((r) => r.reason) });
    }),
  );
  return counts;
}

async function summaries(db: Db, rows: CaseRow[]): Promise<CaseSummary[]> {
  const [people, counts, items] = await Promise.all([
    loadPeople(db, rows.map((row) => row.ownerId)),
    reportCounts(db, rows),
    Promise.all(rows.map((row) => preview(db, row.targetKind, row.targetId))),
  ]);
  return rows.map((row, index) => ({
    id: row.id,
    status: row.status,
    appealed: isAppealed(row),
    report_count: counts.get(row.id)?.count ?? 0,
    reasons: counts.get(row.id)?.reasons ?? [],
    item: items[index]!,
    owner: people.get(row.ownerId) ?? gonePerson(row.ownerId),
    hidden_at: row.hiddenAt?.toISOString() ?? null,
    appealed_at: row.appealedAt?.toISOString() ?? null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * The queue: one tab's cases, or (no filter) every case awaiting a decision, hidden and appealed
 * ones first (an item out of the lists, or an owner waiting, is the most urgent), oldest first
 * within. Resolved cases: the most recently resolved first.
 */
export async function listCases(db: Db, filter: QueueFilter | undefined, window: PageWindow): Promise<{ count: number; rows: CaseSummary[] }> {
  const where = filter ? FILTERS[filter] : awaiting;
  const order =
    filter === 'resolved'
      ? [desc(moderationCases.resolvedAt), desc(moderationCases.id)]
      : [desc(sql`(${moderationCases.status} = 'hidden' or ${pendingAppeal})`), asc(moderationCases.createdAt), asc(moderationCases.id)];
  const [[total], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(moderationCases).where(where),
    db.select().from(moderationCases).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
  ]);
  return { count: total?.n ?? 0, rows: await summaries(db, rows) };
}

export async function findCase(db: Db, id: number): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(moderationCases).where(eq(moderationCases.id, id));
  return row;
}

/** A case whole: the item, its reports oldest first, the decisions, the owner's and each reporter's history. */
export async function loadCase(db: Db, row: CaseRow): Promise<CaseDetail> {
  const [[summary], reportRows, actionRows] = await Promise.all([
    summaries(db, [row]),
    db.select().from(reports).where(and(eq(reports.targetKind, row.targetKind), eq(reports.targetId, row.targetId))).orderBy(asc(reports.createdAt), asc(reports.id)),
    db
      .select(actionColumns)
      .from(moderationActions)
      .leftJoin(users, eq(users.id, moderationActions.moderatorId))
      .where(eq(moderationActions.caseId, row.id))
      .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id)),
  ]);
  const people = await loadPeople(db, reportRows.map((report) => report.reporterId));
  const personOf = (id: number) => people.get(id) ?? gonePerson(id);
  const [ownerHistory, ...reporterHistories] = await Promise.all([
    memberHistory(db, summary!.owner),
    ...reportRows.map((report) => memberHistory(db, personOf(report.reporterId))),
  ]);
  return {
    ...summary!,
    appeal: row.appeal,
    reports: reportRows.map((report) => ({
      id: report.id,
      reason: report.reason,
      note: report.note,
      reporter: personOf(report.reporterId),
      created_at: report.createdAt.toISOString(),
    })),
    actions: actionRows.map(actionRecord),
    owner_history: ownerHistory!,
    reporter_histories: reporterHistories,
  };
}

const KIND_WORD: Record<ReportTarget, string> = { property: 'listing', reel: 'reel', profile: 'profile', message: 'message' };

/** Deletes a chat message and its image; the conversation's last message becomes the one before it. */
async function deleteMessage(db: Db, id: number): Promise<string[]> {
  const [message] = await db.delete(chatMessages).where(eq(chatMessages.id, id)).returning();
  if (!message) return [];
  const [previous] = await db
    .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, message.conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  await db
    .update(conversations)
    .set({ lastMessageId: previous?.id ?? null, ...(previous ? { lastMessageAt: previous.createdAt } : {}) })
    .where(and(eq(conversations.id, message.conversationId), eq(conversations.lastMessageId, id)));
  return message.image ? [message.image] : [];
}

/** Deletes the item as its owner's own delete does (its files too); nothing when it is gone already. */
async function removeItem(deps: ModerationDeps, kind: ReportTarget, id: number): Promise<void> {
  const { db } = deps;
  let files: string[] = [];
  if (kind === 'property') {
    const [row] = await db.select({ id: properties.id, coverPhoto: properties.coverPhoto }).from(properties).where(eq(properties.id, id));
    if (row) {
      const photos = await db.select({ id: propertyPhotos.id, photo: propertyPhotos.photo }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, id));
      files = await deleteListing(db, { ...row, photos });
    }
  } else if (kind === 'reel') {
    const [row] = await db.select().from(reels).where(eq(reels.id, id));
    if (row) files = await deleteReel(db, row);
  } else if (kind === 'message') {
    files = await deleteMessage(db, id);
  }
  await removeAll(deps.storage, files);
}

async function record(db: Db, row: CaseRow, moderatorId: number, action: CaseAction, reason: string, subjectId = row.ownerId) {
  await db.insert(moderationActions).values({ caseId: row.id, subjectId, moderatorId, action, reason });
}

async function setCase(db: Db, row: CaseRow, changes: Partial<typeof moderationCases.$inferInsert>) {
  await db.update(moderationCases).set({ ...changes, updatedAt: new Date() }).where(eq(moderationCases.id, row.id));
}

/**
 * A moderator's decision on a case, recorded with who took it and why:
 * - dismiss: the item returns to the lists; the case is resolved (the owner is told);
 * - hide: the item leaves the lists (listings and reels only) pending more review;
 * - remove: the listing, reel or message is deleted as its owner's delete does; resolved (the owner is told);
 * - warn: the owner gets a notification with the reason; the case stays;
 * - suspend: the owner's account is suspended (see `suspendAccount`); the case stays.
 * A resolved case takes no more decisions (409), unless its owner appealed since.
 */
export async function actOnCase(deps: ModerationDeps, row: CaseRow, moderatorId: number, action: CaseAction, reason: string): Promise<void> {
  const { db } = deps;
  if (!isAwaiting(row)) throw conflict('case_resolved', { status: row.status });
  const item = await findReportedItem(db, row.targetKind, row.targetId);
  const what = KIND_WORD[row.targetKind];
  const link = (await preview(db, row.targetKind, row.targetId)).link ?? '';
  const now = new Date();
  const tell = (message: string, kind: 'moderation_warning' | 'moderation_outcome', to = row.ownerId) =>
    notify(db, deps.realtime, { userId: to, actorId: moderatorId, kind, message, link });

  if (action === 'dismiss') {
    if (item) await setItemHidden(db, item, false);
    await setCase(db, row, { status: 'dismissed', hiddenAt: null, resolvedAt: now });
    await record(db, row, moderatorId, action, reason);
    await tell(`The reports on your ${what} were reviewed and dismissed: it is shown again. ${reason}`, 'moderation_outcome');
  } else if (action === 'hide') {
    if (row.targetKind !== 'property' && row.targetKind !== 'reel') throw refusal(400, 'hide_not_possible');
    if (!item) throw conflict('item_gone');
    if (row.status === 'hidden') throw conflict('case_already_hidden');
    await setItemHidden(db, item, true);
    await setCase(db, row, { status: 'hidden', hiddenAt: now });
    await record(db, row, moderatorId, action, reason);
    await tell(`Your ${what} is hidden from the lists while a moderator reviews reports about it. ${reason}`, 'moderation_outcome');
  } else if (action === 'remove') {
    if (row.targetKind === 'profile') throw refusal(400, 'remove_not_possible');
    // Told before the item goes, so the notification still names it; the link would lead nowhere.
    await notify(db, deps.realtime, { userId: row.ownerId, actorId: moderatorId, kind: 'moderation_outcome', message: `A moderator removed your ${what}. ${reason}`, link: '' });
    await removeItem(deps, row.targetKind, row.targetId);
    await setCase(db, row, { status: 'removed', resolvedAt: now });
    await record(db, row, moderatorId, action, reason);
  } else if (action === 'warn') {
    await record(db, row, moderatorId, action, reason);
    await setCase(db, row, {});
    await tell(`A warning from the moderators about your ${what}: ${reason}`, 'moderation_warning');
  } else {
    await suspendAccount(deps, row.ownerId, moderatorId, reason, row.id);
    await setCase(db, row, {});
  }
}

/**
 * Suspends an account: it can no longer sign in or use its tokens, and its listings and reels leave
 * every public list (the moderation flag; `unsuspendAccount` puts back those no case holds hidden).
 * Moderators cannot suspend themselves or another moderator (take the role away first).
 */
export async function suspendAccount(deps: ModerationDeps, userId: number, moderatorId: number, reason: string, caseId: number | null = null): Promise<void> {
  const { db } = deps;
  if (userId === moderatorId) throw forbidden('suspend_self');
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refusal(404, 'user_not_found');
  if (user.isModerator) throw forbidden('suspend_moderator');
  if (user.suspendedAt) throw conflict('already_suspended');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
    await tx.update(properties).set({ moderationHidden: true }).where(eq(properties.userId, userId));
    await tx.update(reels).set({ moderationHidden: true }).where(eq(reels.userId, userId));
    await tx.insert(moderationActions).values({ caseId, subjectId: userId, moderatorId, action: 'suspend', reason });
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Estate account is suspended',
    text: [`Hello ${user.firstName || user.username},`, '', 'A moderator suspended your Estate account, for this reason:', reason, '', 'Your listings and reels are hidden while it is suspended. Write to support if you think this is a mistake.'].join('\n'),
  });
}

/** Lifts a suspension: the account signs in again; its listings and reels return, except those a case holds hidden. */
export async function unsuspendAccount(deps: ModerationDeps, userId: number, moderatorId: number, reason: string): Promise<void> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refusal(404, 'user_not_found');
  if (!user.suspendedAt) throw conflict('not_suspended');
  const heldHidden = (kind: ReportTarget, id: typeof properties.id | typeof reels.id) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(moderationCases)
        .where(and(eq(moderationCases.targetKind, kind), eq(moderationCases.targetId, id), eq(moderationCases.status, 'hidden'), isNull(moderationCases.resolvedAt))),
    );
  await db.transaction(async (tx) => {
    await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
    await tx.update(properties).set({ moderationHidden: false }).where(and(eq(properties.userId, userId), heldHidden('property', properties.id)));
    await tx.update(reels).set({ moderationHidden: false }).where(and(eq(reels.userId, userId), heldHidden('reel', reels.id)));
    await tx.insert(moderationActions).values({ subjectId: userId, moderatorId, action: 'unsuspend', reason });
  });
  await notify(db, deps.realtime, { userId, actorId: moderatorId, kind: 'moderation_outcome', message: `Your account is active again. ${reason}`, link: '' });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Estate account is active again',
    text: [`Hello ${user.firstName || user.username},`, '', 'A moderator lifted the suspension of your Estate account:', reason, '', `Sign in again at ${deps.publicUrl}/login/.`].join('\n'),
  });
}
