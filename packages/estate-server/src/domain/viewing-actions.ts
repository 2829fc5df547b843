import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Db } from '../db/connect.js';
import { properties, viewings, type ViewingStatus } from '../db/schema.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { badRequestDetail, fieldRefusal, forbidden, notFound } from '../lib/errors.js';
import type { Viewing, ViewingAction, ViewingChange, ViewingCreate } from '../schemas/viewing.js';
import { findUserById } from './users.js';
import { deliverViewingEvent, recordViewingEvent, type StoredCard, type ViewingEvent } from './viewing-cards.js';
import { mailViewingParties, type ViewingMailKind } from './viewing-mail.js';
import { busyTimes, lockOwnerCalendar, viewingHoursOf } from './viewing-slots.js';
import { daysLater, isFreeTime, MAX_DAYS_AHEAD, minutesLater, toMinute, VIEWING_MINUTES } from './viewing-times.js';
import { allowedActions, completeViewings, openViewingOf, viewingFor, type FullViewing, type ViewingRow } from './viewings.js';

/** Who acts: a signed-in registered member. */
export interface Actor {
  id: number;
  username: string;
}

const HOUR_MS = 3_600_000;

/** A proposed time, checked: to the minute, in the future, within `MAX_DAYS_AHEAD` days. Refusals name `start`. */
function checkedStart(text: string, now: number): number {
  const parsed = Date.parse(text);
  if (Number.isNaN(parsed)) throw fieldRefusal('start', 'invalid_format', { format: 'date-time' });
  const start = toMinute(parsed);
  if (start <= now) throw fieldRefusal('start', 'viewing_in_past');
  if (start > daysLater(now, MAX_DAYS_AHEAD)) throw fieldRefusal('start', 'viewing_too_far', { days: MAX_DAYS_AHEAD });
  return start;
}

/**
 * Whether a time the buyer proposes is their own: false when the owner keeps no hours or it is one
 * of their free times; true when the buyer marked it so (`own_time`); otherwise refused, naming the owner.
 */
async function buyersOwnTime(db: Db, owner: Actor, start: number, markedOwn: boolean | undefined, moving?: number): Promise<boolean> {
  const hours = await viewingHoursOf(db, owner.id);
  if (!hours.kept) return false;
  const busy = await busyTimes(db, owner.id, start, minutesLater(start, VIEWING_MINUTES), moving);
  if (isFreeTime(hours.weekly, hours.timeZone, busy, start)) return false;
  if (!markedOwn) throw fieldRefusal('start', 'viewing_not_free', { owner: owner.username });
  return true;
}

async function partyOf(db: Db, id: number): Promise<Actor> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('unknown_user');
  return { id: user.id, username: user.username };
}

interface Outcome {
  card: StoredCard;
  full: FullViewing;
  /** The viewing whose earlier cards changed (see `deliverViewingEvent`). */
  updated: FullViewing | null;
  /** The e-mail both parties get, if any. */
  mail: ViewingMailKind | null;
}

/** After the commit: the cards live on both sides, then the e-mails (a failed e-mail is logged; the viewing stands). */
async function announce(app: FastifyInstance, outcome: Outcome): Promise<void> {
  await deliverViewingEvent(app.realtime, outcome.card, outcome.full, outcome.updated).catch((error: unknown) =>
    app.log.warn({ err: error }, 'a viewing card could not be delivered live'),
  );
  if (outcome.mail) {
    await mailViewingParties(app, outcome.mail, outcome.full).catch((error: unknown) =>
      app.log.error({ err: error, viewingId: outcome.full.row.id }, 'a viewing e-mail could not be sent'),
    );
  }
}

/** Rows made whole inside a transaction (they exist: the transaction wrote them). */
async function whole(db: Db, rows: ViewingRow[]): Promise<FullViewing[]> {
  const full = await completeViewings(db, rows);
  if (full.length !== rows.length) throw new Error('a viewing lost its listing or a party');
  return full;
}

/**
 * `POST /viewings/`: the buyer proposes a time to view a listing. Refused with words: a listing that
 * is gone or hidden (404), one's own, one off the market, a time past or too far, a time the owner is
 * not free unless marked the buyer's own, a second open viewing of the same listing.
 */
export async function proposeViewing(app: FastifyInstance, me: Actor, input: Static<typeof ViewingCreate>, now = Date.now()): Promise<Viewing> {
  const db = app.db;
  const [listing] = await db
    .select({ id: properties.id, ownerId: properties.userId, availability: properties.availability, hidden: properties.moderationHidden })
    .from(properties)
    .where(eq(properties.id, input.property));
  if (!listing || listing.hidden) throw notFound('property_not_found');
  if (listing.ownerId === me.id) throw badRequestDetail('viewing_own_listing');
  if (listing.availability === 'sold' || listing.availability === 'let') throw badRequestDetail('viewing_listing_off_market');
  const start = checkedStart(input.start, now);
  if (await openViewingOf(db, listing.id, me.id, now)) throw badRequestDetail('viewing_already_open');
  const owner = await partyOf(db, listing.ownerId);
  const ownTime = await buyersOwnTime(db, owner, start, input.own_time);

  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const next = (await tx.execute(sql`select nextval(pg_get_serial_sequence('viewings', 'id'))::int as id`)) as unknown as { rows: [{ id: number }] };
      const { id } = next.rows[0];
      const [row] = await tx
        .insert(viewings)
        .values({ id, threadId: id, propertyId: listing.id, buyerId: me.id, ownerId: owner.id, startAt: new Date(start), proposedBy: me.id, actedBy: me.id, ownTime })
        .returning();
      const [full] = await whole(tx, [row!]);
      const card = await recordViewingEvent(tx, app.realtime, 'proposed', full!, me.id);
      return { card, full: full!, updated: null, mail: null };
    });
  } catch (error) {
    // Two proposals of one buyer for one listing at once: the index lets one in.
    if (isUniqueViolation(error, 'viewings_one_open_key')) throw badRequestDetail('viewing_already_open');
    throw error;
  }
  await announce(app, outcome);
  return viewingFor(outcome.full, me.id, now);
}

const FINAL: readonly ViewingStatus[] = ['declined', 'cancelled', 'countered'];

/** Refuses, with the reason, an action `allowedActions` does not allow. */
function refuseUnlessAllowed(row: ViewingRow, userId: number, action: ViewingAction, now: number): void {
  if (allowedActions(row, userId, now).includes(action)) return;
  if (FINAL.includes(row.status)) throw badRequestDetail('viewing_closed', { status: row.status });
  if (action === 'accept' || action === 'decline') {
    if (row.status !== 'proposed') throw badRequestDetail('viewing_not_proposed', { done: action === 'accept' ? 'accepted' : 'declined', status: row.status });
    if (row.proposedBy === userId) throw badRequestDetail('viewing_own_proposal');
  }
  throw badRequestDetail('viewing_passed');
}

/**
 * `PATCH /viewings/{id}/`: accept, decline, propose another time or cancel (the state machine of
 * `allowedActions`), only by the two parties (403), with the row locked, so two answers at once
 * are taken one after the other. An acceptance clashing with another accepted viewing of the owner
 * is refused. Answers the viewing after the action: for `propose`, the new proposal.
 */
export async function actOnViewing(app: FastifyInstance, me: Actor, id: number, change: Static<typeof ViewingChange>, now = Date.now()): Promise<Viewing> {
  const { action } = change;
  if (change.start !== undefined && action !== 'propose') throw fieldRefusal('start', 'viewing_start_needs_propose');
  if (action === 'propose' && change.start === undefined) throw fieldRefusal('start', 'required');
  const start = action === 'propose' ? checkedStart(change.start!, now) : undefined;

  const outcome = await app.db.transaction(async (transaction): Promise<Outcome> => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.select().from(viewings).where(eq(viewings.id, id)).for('update');
    if (!row) throw notFound('viewing_not_found');
    if (me.id !== row.buyerId && me.id !== row.ownerId) throw forbidden('viewing_parties_only');
    refuseUnlessAllowed(row, me.id, action, now);
    const stamp = { actedBy: me.id, updatedAt: new Date(now) };

    if (action === 'propose') {
      const owner = await partyOf(tx, row.ownerId);
      const ownTime = me.id === row.buyerId ? await buyersOwnTime(tx, owner, start!, change.own_time, row.status === 'accepted' ? row.id : undefined) : false;
      const [old] = await tx.update(viewings).set({ status: 'countered', ...stamp }).where(eq(viewings.id, row.id)).returning();
      const [next] = await tx
        .insert(viewings)
        .values({
          threadId: row.threadId,
          replacesId: row.id,
          propertyId: row.propertyId,
          buyerId: row.buyerId,
          ownerId: row.ownerId,
          startAt: new Date(start!),
          durationMinutes: row.durationMinutes,
          proposedBy: me.id,
          actedBy: me.id,
          ownTime,
        })
        .returning();
      const [fullNext, fullOld] = await whole(tx, [next!, old!]);
      const card = await recordViewingEvent(tx, app.realtime, 'countered', fullNext!, me.id);
      return { card, full: fullNext!, updated: fullOld!, mail: null };
    }

    let status: ViewingStatus;
    let reminders = {};
    if (action === 'accept') {
      const begins = row.startAt.getTime();
      await lockOwnerCalendar(tx, row.ownerId);
      if ((await busyTimes(tx, row.ownerId, begins, minutesLater(begins, row.durationMinutes), row.id)).length > 0) throw badRequestDetail('viewing_clash');
      status = 'accepted';
      // The acceptance itself tells them: a reminder already due is not sent as well.
      reminders = {
        dayReminderAt: begins - now <= 24 * HOUR_MS ? new Date(now) : null,
        hourReminderAt: begins - now <= HOUR_MS ? new Date(now) : null,
      };
    } else {
      status = action === 'decline' ? 'declined' : 'cancelled';
    }
    const [changed] = await tx.update(viewings).set({ status, ...stamp, ...reminders }).where(eq(viewings.id, row.id)).returning();
    const [full] = await whole(tx, [changed!]);
    const event: ViewingEvent = status as 'accepted' | 'declined' | 'cancelled';
    const card = await recordViewingEvent(tx, app.realtime, event, full!, me.id);
    const mail: ViewingMailKind | null = status === 'accepted' ? 'accepted' : row.status === 'accepted' ? 'cancelled' : null;
    return { card, full: full!, updated: full!, mail };
  });
  await announce(app, outcome);
  return viewingFor(outcome.full, me.id, now);
}
