import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessageReactions } from '../db/schema.js';
import { ApiError, badRequestDetail, forbidden, notFound } from '../lib/errors.js';
import { jsonRows } from '../lib/json-rows.js';
import { removeAll, type MediaStorage } from '../plugins/storage.js';
import { CHAT_EDIT_MINUTES, type ChatReactionEmoji } from '../schemas/chat.js';
import { loadExtras, messageRowOf, rawMessageColumns, type ChatUser, type MessageExtras, type MessageRow, type RawMessageRow } from './chat-render.js';
import { warningColumns, wellFormed } from './chat.js';
import { scamWarningFor, type ConversationState } from './scam-rules.js';

/**
 * Changing messages after they were sent, the one code path of the HTTP routes (routes/chat/messages.ts)
 * and of the chat socket's change frames (chat-change-frames.ts): its sender edits the text (within
 * `CHAT_EDIT_MINUTES`, by the database's clock) or deletes it for everyone (a tombstone stays, its
 * text, image, warning and reactions gone); either person of its conversation puts an emoji of
 * `CHAT_REACTIONS` on it or takes it off, each emoji once per person. To anyone else a message is
 * not there.
 *
 * Changes are written in batches (`writeChatChanges`): one transaction locks the messages, applies
 * the changes in the order given to what it read (each sees the ones before it) and writes the
 * outcome in three statements, however many changes the batch holds.
 */

export type ChatChangeAction =
  /** `conversation`: what the scam rules know of the conversation, for the new text's warning. */
  | { kind: 'edit'; text: string; conversation: ConversationState }
  | { kind: 'delete' }
  | { kind: 'react' | 'unreact'; emoji: ChatReactionEmoji };

export interface ChatChange {
  /** Who changes it (the caller, or the socket's user). */
  userId: number;
  messageId: number;
  action: ChatChangeAction;
  /** The other person of the conversation the message must be in: a chat socket's partner, or the one an HTTP route found. */
  partnerId: number;
  /** The client's id of the change (a chat frame's `client_id`): applied once; a replay is answered without applying it again. */
  clientId?: string;
}

/** A change done (or found done before, or changing nothing): the message as it is after its batch. */
export interface ChangedMessage {
  ok: true;
  row: MessageRow;
  /** The two people of its conversation. */
  people: ChatUser[];
  /** Its reactions and quote, for rendering. */
  extras: MessageExtras;
  /** Whether the change changed anything (reacting twice, or deleting twice, does not). */
  changed: boolean;
  /** A change whose client id was applied before: not applied again, and nobody needs telling. */
  replay: boolean;
}

export type ChangeOutcome = ChangedMessage | { ok: false; error: ApiError };

/** A message as a batch reads it: its row, and whether it may still be edited. */
interface Held {
  row: MessageRow;
  editable: boolean;
}

const reactionKey = (messageId: number, userId: number, emoji: string) => `${messageId} ${userId} ${emoji}`;
const changeKey = (change: ChatChange) => `${change.userId} ${change.clientId}`;

/**
 * Applies `change` to the message as the batch holds it (`held`, and the reactions `reactions`),
 * with the rules of each kind; answers whether it changed anything, or throws the refusal.
 */
function apply(change: ChatChange, held: Held, reactions: Map<string, HeldReaction>): boolean {
  const { row } = held;
  const { action, userId } = change;
  if (action.kind === 'edit') {
    if (row.senderId !== userId) throw forbidden('message_edit_own');
    if (row.deletedAt !== null) throw badRequestDetail('message_deleted');
    if (row.message === null) throw badRequestDetail('message_edit_image');
    if (!held.editable) throw forbidden('edit_window_closed', { minutes: CHAT_EDIT_MINUTES });
    const warning = warningColumns(scamWarningFor(action.text, action.conversation));
    Object.assign(row, { message: wellFormed(action.text), warningKind: warning.warning_kind, warningReason: warning.warning_reason });
    return true;
  }
  if (action.kind === 'delete') {
    if (row.senderId !== userId) throw forbidden('message_delete_own');
    if (row.deletedAt !== null) return false;
    Object.assign(row, { message: null, image: null, warningKind: null, warningReason: null, deletedAt: new Date() });
    for (const key of [...reactions.keys()]) if (key.startsWith(`${row.id} `)) reactions.delete(key);
    return true;
  }
  const key = reactionKey(row.id, userId, action.emoji);
  if (action.kind === 'unreact') return reactions.delete(key);
  if (row.deletedAt !== null) throw badRequestDetail('message_deleted');
  if (reactions.has(key)) return false;
  reactions.set(key, { messageId: row.id, userId, emoji: action.emoji, createdAt: null });
  return true;
}

/** A reaction as a batch holds it; `createdAt` null for one this batch puts on. */
interface HeldReaction {
  messageId: number;
  userId: number;
  emoji: string;
  createdAt: Date | null;
}

/** A locked message as `claimAndLock` reads it. */
interface LockedRow extends RawMessageRow {
  editable: boolean;
  sender_name: string;
  receiver_name: string;
}

/**
 * Claims the batch's client ids and locks its messages, in one statement (a batch's locks are held
 * for as few round trips as it can): the claims first (a key another batch is claiming waits for
 * that batch's end, then counts as a replay), then the messages in id order, so two batches, or a
 * batch and an HTTP change, never wait on each other in a circle. Answers the claims made and the
 * messages with their people. Their reactions are read after, in a statement of its own, so that a
 * batch that waited for a lock reads what the batch before it wrote.
 */
async function claimAndLock(tx: Db, ids: number[], keyed: ChatChange[]): Promise<{ claimed: Set<string>; held: Map<number, Held>; people: Map<number, string> }> {
  const claims = keyed.map((change) => ({ user_id: change.userId, client_id: change.clientId! }));
  const result = (await tx.execute(sql`
    with claimed as (
      insert into chat_message_changes (user_id, client_id)
      select user_id, client_id from ${jsonRows(claims, 'user_id int, client_id uuid')} as x
      on conflict do nothing
      returning user_id, client_id
    ), held as (
      select ${rawMessageColumns('m')},
        m.created_at > now() - make_interval(mins => ${CHAT_EDIT_MINUTES}) as editable,
        (select u.username from users u where u.id = m.sender_id) as sender_name,
        (select u.username from users u where u.id = m.receiver_id) as receiver_name
      from chat_messages m where m.id = any(${`{${ids.join(',')}}`}::int[])
      order by m.id
      for update of m
    )
    select
      (select coalesce(json_agg(c.user_id || ' ' || c.client_id), '[]') from claimed c) as claimed,
      (select coalesce(json_agg(h order by h.id), '[]') from held h) as held`)) as unknown as { rows: [{ claimed: string[]; held: LockedRow[] }] };
  const [{ claimed, held: rows }] = result.rows;
  const people = new Map<number, string>();
  const held = new Map<number, Held>();
  for (const { editable, sender_name: senderName, receiver_name: receiverName, ...raw } of rows) {
    const row = messageRowOf(raw);
    held.set(row.id, { row, editable });
    people.set(row.senderId, senderName).set(row.receiverId, receiverName);
  }
  return { claimed: new Set(claimed), held, people };
}

/** The reactions of the batch's messages, by `reactionKey`. */
async function readReactions(tx: Db, ids: number[]): Promise<Map<string, HeldReaction>> {
  const rows = await tx
    .select({ messageId: chatMessageReactions.messageId, userId: chatMessageReactions.userId, emoji: chatMessageReactions.emoji, createdAt: chatMessageReactions.createdAt })
    .from(chatMessageReactions)
    .where(inArray(chatMessageReactions.messageId, ids));
  return new Map(rows.map((reaction) => [reactionKey(reaction.messageId, reaction.userId, reaction.emoji), reaction]));
}

/**
 * Each message's reactions after the batch, in the order `loadExtras` reads them: first reaction
 * first (the batch's own come last: they are stamped with its transaction's time), then by person.
 */
function reactionsAfter(reactions: Map<string, HeldReaction>): MessageExtras['reactions'] {
  const at = (reaction: HeldReaction) => reaction.createdAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const sorted = [...reactions.values()].sort((a, b) => at(a) - at(b) || a.userId - b.userId);
  const byMessage: MessageExtras['reactions'] = new Map();
  for (const { messageId, userId, emoji } of sorted) byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), { userId, emoji }]);
  return byMessage;
}

/**
 * Applies `changes` in the order given, in one transaction: each answers the message as it is after
 * the batch, or its refusal (an `ApiError`, as the HTTP routes answer it). A change whose client id
 * its user applied before answers the message as it is, unapplied (`replay`); a refused change
 * leaves its client id free, so sending it again is judged again. A batch costs three statements
 * however many changes it holds: claim the client ids and lock the messages (`claimAndLock`), read
 * their reactions, write everything it did (`writeBatch`).
 */
export async function writeChatChanges(db: Db, storage: MediaStorage, changes: ChatChange[]): Promise<ChangeOutcome[]> {
  if (changes.length === 0) return [];
  const ids = [...new Set(changes.map((change) => change.messageId))];
  const { outcomes, rows, people, reactions, removedImages } = await db.transaction(async (tx) => {
    // Each client id is claimed once: a key already there, or claimed earlier in this batch, is a replay.
    const keyed = [...new Map(changes.filter((change) => change.clientId !== undefined).map((change) => [changeKey(change), change])).values()];
    const { claimed, held, people } = await claimAndLock(tx, ids, keyed);
    const reactions = await readReactions(tx, ids);
    const before = new Map([...held.values()].map(({ row }) => [row.id, { ...row }]));
    const startReactions = new Set(reactions.keys());

    const applied = new Set<string>();
    /** Client ids claimed by changes refused: freed again, unless the same change sent again in this batch was applied. */
    const unclaim = new Map<string, ChatChange>();
    const outcomes = changes.map((change): { error: ApiError } | { changed: boolean; replay: boolean } => {
      const key = change.clientId === undefined ? undefined : changeKey(change);
      const replay = key !== undefined && (!claimed.has(key) || applied.has(key));
      if (key !== undefined && !replay) applied.add(key);
      try {
        const found = held.get(change.messageId);
        const row = found?.row;
        const between = (a: number, b: number) => row !== undefined && row.senderId === a && row.receiverId === b;
        if (!found || !(between(change.userId, change.partnerId) || between(change.partnerId, change.userId))) throw notFound('message_not_found');
        if (replay) return { changed: false, replay };
        const changed = apply(change, found, reactions);
        if (key !== undefined) unclaim.delete(key);
        return { changed, replay };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Refused: its client id is left free, so sending it again is judged again.
        if (key !== undefined && !replay) {
          applied.delete(key);
          unclaim.set(key, change);
        }
        return { error };
      }
    });

    const deleted = [...held.values()].filter(({ row }) => row.deletedAt !== null && before.get(row.id)!.deletedAt === null).map(({ row }) => row.id);
    // Every edit applied marks its message edited (one that leaves the text as it was too, as over HTTP), unless it was deleted after.
    const editedIds = new Set(changes.flatMap((change, n) => (change.action.kind === 'edit' && 'replay' in outcomes[n]! && !outcomes[n]!.replay && !deleted.includes(change.messageId) ? [change.messageId] : [])));
    // The rows as written (edited_at and deleted_at by the database's clock); the others as read.
    const rows = new Map(before);
    const written = await writeBatch(tx, {
      edited: [...editedIds].map((id) => held.get(id)!.row).map((row) => ({ id: row.id, message: row.message, warning_kind: row.warningKind, warning_reason: row.warningReason })),
      deleted,
      added: [...reactions.values()].filter((reaction) => reaction.createdAt === null),
      removed: [...startReactions].filter((key) => !reactions.has(key)),
      unclaimed: [...unclaim.values()],
    });
    for (const row of written) rows.set(row.id, row);
    const removedImages = deleted.map((id) => before.get(id)!.image).filter((image): image is string => image !== null);
    return { outcomes, rows, people, reactions, removedImages };
  });
  // A deleted message's image goes once the deletion is committed.
  if (removedImages.length > 0) await removeAll(storage, removedImages);
  // The reactions as the batch left them; the quotes (of replies only) read afresh.
  const extras = { ...(await loadExtras(db, [...rows.values()], { reactions: false })), reactions: reactionsAfter(reactions) };
  return outcomes.map((outcome, n): ChangeOutcome => {
    if ('error' in outcome) return { ok: false, error: outcome.error };
    const row = rows.get(changes[n]!.messageId)!;
    const two = [row.senderId, row.receiverId].map((id) => ({ id, username: people.get(id)! }));
    return { ok: true, row, people: two, extras, ...outcome };
  });
}

/**
 * Writes what a batch did, in one statement: the edits' texts (marked edited), the deletions'
 * tombstones, the reactions of deleted messages cleared, those taken off removed, those put on
 * inserted, and the client ids of refused changes freed. Answers the edited and deleted rows as
 * written. Data-modifying CTEs see one snapshot: no two of them touch the same row (an edit
 * deleted later in the batch is only a deletion; a deleted message's reactions are only cleared).
 */
async function writeBatch(
  tx: Db,
  batch: { edited: { id: number; message: string | null; warning_kind: string | null; warning_reason: string | null }[]; deleted: number[]; added: HeldReaction[]; removed: string[]; unclaimed: ChatChange[] },
): Promise<MessageRow[]> {
  const cleared = new Set(batch.deleted);
  const removed = batch.removed
    .map((key) => key.split(' '))
    .map(([messageId, userId, emoji]) => ({ message_id: Number(messageId), user_id: Number(userId), emoji }))
    .filter((reaction) => !cleared.has(reaction.message_id));
  if ([batch.edited, batch.deleted, batch.added, removed, batch.unclaimed].every((part) => part.length === 0)) return [];
  const added = batch.added.map((reaction) => ({ message_id: reaction.messageId, user_id: reaction.userId, emoji: reaction.emoji }));
  const unclaimed = batch.unclaimed.map((change) => ({ user_id: change.userId, client_id: change.clientId }));
  const deleted = `{${batch.deleted.join(',')}}`;
  const result = (await tx.execute(sql`
    with edited as (
      update chat_messages m set message = x.message, edited_at = now(), warning_kind = x.warning_kind, warning_reason = x.warning_reason
      from ${jsonRows(batch.edited, 'id int, message text, warning_kind text, warning_reason text')} as x
      where m.id = x.id
      returning ${rawMessageColumns('m')}
    ), tombstoned as (
      update chat_messages m set message = null, image = null, warning_kind = null, warning_reason = null, deleted_at = now()
      where m.id = any(${deleted}::int[])
      returning ${rawMessageColumns('m')}
    ), cleared as (
      delete from chat_message_reactions where message_id = any(${deleted}::int[])
    ), removed as (
      delete from chat_message_reactions r using ${jsonRows(removed, 'message_id int, user_id int, emoji text')} as x
      where r.message_id = x.message_id and r.user_id = x.user_id and r.emoji = x.emoji
    ), added as (
      insert into chat_message_reactions (message_id, user_id, emoji)
      select message_id, user_id, emoji from ${jsonRows(added, 'message_id int, user_id int, emoji text')} as x
      on conflict do nothing
    ), unclaimed as (
      delete from chat_message_changes c using ${jsonRows(unclaimed, 'user_id int, client_id uuid')} as x
      where c.user_id = x.user_id and c.client_id = x.client_id
    )
    select * from edited union all select * from tombstoned`)) as unknown as { rows: RawMessageRow[] };
  return result.rows.map(messageRowOf);
}
