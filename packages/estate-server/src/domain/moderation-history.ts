import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { moderationActions, moderationCases, profiles, reports, users } from '../db/schema.js';
import type { MemberHistory, ModerationActionRecord, Person } from '../schemas/moderation.js';
import { fullName } from './users.js';

/** The people a case names (owner, reporters), by id. */
export async function loadPeople(db: Db, ids: number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ user: users, photo: profiles.profilePhoto })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, unique));
  return new Map(
    rows.map(({ user, photo }) => [
      user.id,
      { id: user.id, username: user.username, full_name: fullName(user), profile_photo: photo ?? null, is_moderator: user.isModerator, suspended: user.suspendedAt !== null },
    ]),
  );
}

/** A person who is gone (the account deleted since): the case still shows. */
export const gonePerson = (id: number): Person => ({ id, username: '', full_name: '', profile_photo: null, is_moderator: false, suspended: false });

type ActionRow = { id: number; action: ModerationActionRecord['action']; reason: string; moderator: string | null; caseId: number | null; createdAt: Date };

export const actionRecord = (row: ActionRow): ModerationActionRecord => ({
  id: row.id,
  action: row.action,
  reason: row.reason,
  moderator: row.moderator,
  case_id: row.caseId,
  created_at: row.createdAt.toISOString(),
});

/** The columns of an action with its moderator's username. */
export const actionColumns = {
  id: moderationActions.id,
  action: moderationActions.action,
  reason: moderationActions.reason,
  moderator: users.username,
  caseId: moderationActions.caseId,
  createdAt: moderationActions.createdAt,
};

/** How the reports a member filed (`by: 'reporter'`) or drew (`by: 'owner'`) ended, by their cases' status. */
async function tally(db: Db, userId: number, by: 'reporter' | 'owner') {
  const column = by === 'reporter' ? reports.reporterId : reports.ownerId;
  const rows = await db
    .select({ status: moderationCases.status, n: sql<number>`count(*)::int` })
    .from(reports)
    .leftJoin(moderationCases, and(eq(moderationCases.targetKind, reports.targetKind), eq(moderationCases.targetId, reports.targetId)))
    .where(eq(column, userId))
    .groupBy(moderationCases.status);
  const result = { total: 0, open: 0, dismissed: 0, removed: 0 };
  for (const { status, n } of rows) {
    result.total += n;
    if (status === 'dismissed') result.dismissed += n;
    else if (status === 'removed') result.removed += n;
    else result.open += n;
  }
  return result;
}

/** What the moderator weighs about a member: their reports, the reports against them, the decisions about them. */
export async function memberHistory(db: Db, person: Person): Promise<MemberHistory> {
  const [filed, against, actions] = await Promise.all([
    tally(db, person.id, 'reporter'),
    tally(db, person.id, 'owner'),
    db
      .select(actionColumns)
      .from(moderationActions)
      .leftJoin(users, eq(users.id, moderationActions.moderatorId))
      .where(and(eq(moderationActions.subjectId, person.id), inArray(moderationActions.action, ['warn', 'suspend', 'unsuspend', 'remove', 'hide'])))
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(20),
  ]);
  return { person, reports_filed: filed, reports_against: against, actions: actions.map(actionRecord) };
}
