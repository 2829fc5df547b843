import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { viewings } from '../db/schema.js';
import { notify } from './notifications.js';
import { mailViewingParties } from './viewing-mail.js';
import { readableTime } from './viewing-times.js';
import { completeViewings, type ViewingRow } from './viewings.js';

/**
 * Reminders of accepted viewings, in-app and by e-mail, to both parties: the day before (once the
 * viewing is less than 24 hours away) and an hour before. Each is claimed by one UPDATE that sets its
 * time only where it is still unset, so of two servers sweeping at once only one claims a reminder
 * (the second waits on the row and then finds it set): never sent twice. A claimed reminder whose
 * e-mail then fails is logged, not retried. An acceptance made within a window claims its reminders
 * itself (see `actOnViewing`): the acceptance tells them already.
 */

export type ReminderKind = 'day' | 'hour';

/** Claims the due reminders of `kind` at `now`: the hour one takes the day one with it (too late for that now). */
async function claimReminders(db: Db, kind: ReminderKind, now: number): Promise<ViewingRow[]> {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const result =
    kind === 'hour'
      ? await db
          .update(viewings)
          .set({ hourReminderAt: new Date(now), dayReminderAt: sql`coalesce(${viewings.dayReminderAt}, ${at})` })
          .where(
            sql`${viewings.status} = 'accepted' and ${viewings.hourReminderAt} is null and ${viewings.startAt} > ${at} and ${viewings.startAt} <= ${at} + interval '1 hour'`,
          )
          .returning()
      : await db
          .update(viewings)
          .set({ dayReminderAt: new Date(now) })
          .where(
            sql`${viewings.status} = 'accepted' and ${viewings.dayReminderAt} is null and ${viewings.startAt} > ${at} + interval '1 hour' and ${viewings.startAt} <= ${at} + interval '24 hours'`,
          )
          .returning();
  return result;
}

const WHEN: Record<ReminderKind, string> = { day: 'tomorrow', hour: 'in an hour' };

/**
 * One sweep: claims every reminder due at `now` and sends it (a notification to each party, and
 * the e-mail with the calendar file). Answers the viewings reminded, by kind. Tests call it with
 * the `now` they need.
 */
export async function sendDueViewingReminders(app: FastifyInstance, now = Date.now()): Promise<Record<ReminderKind, number[]>> {
  const sent: Record<ReminderKind, number[]> = { day: [], hour: [] };
  for (const kind of ['hour', 'day'] as const) {
    const claimed = await completeViewings(app.db, await claimReminders(app.db, kind, now));
    for (const full of claimed) {
      try {
        const title = full.property.title || 'a listing';
        const time = readableTime(full.row.startAt.getTime(), full.timeZone);
        for (const [userId, other] of [
          [full.buyer.id, full.owner],
          [full.owner.id, full.buyer],
        ] as const) {
          await notify(app.db, app.realtime, {
            userId,
            actorId: other.id,
            kind: 'viewing_reminder',
            message: `Reminder: your viewing of \u201c${title}\u201d with ${other.username} is ${WHEN[kind]}: ${time}`,
            link: `/inbox?with=${encodeURIComponent(other.username)}`,
          });
        }
        await mailViewingParties(app, kind, full, now);
        sent[kind].push(full.row.id);
      } catch (error) {
        app.log.error({ err: error, viewingId: full.row.id, kind }, 'a viewing reminder could not be sent');
      }
    }
  }
  return sent;
}

/**
 * Sweeps every `intervalMs` from now on (0: never), one sweep at a time; unref'd, so it never keeps
 * the process alive. Answers the function that stops it (on close), which waits for a sweep under way.
 */
export function startViewingReminders(app: FastifyInstance, intervalMs: number): () => Promise<void> {
  if (intervalMs <= 0) return async () => undefined;
  let sweep: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    sweep ??= sendDueViewingReminders(app)
      .catch((error: unknown) => app.log.error({ err: error }, 'the viewing reminder sweep failed'))
      .finally(() => (sweep = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweep;
  };
}
