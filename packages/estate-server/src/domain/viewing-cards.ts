import type { Db } from '../db/connect.js';
import type { Realtime } from '../plugins/realtime.js';
import type { ChatMessage } from '../schemas/chat.js';
import type { Viewing } from '../schemas/viewing.js';
import { senderCopy, storeChatMessage, type ChatUser } from './chat.js';
import { notify, type LiveNotifier, type NotificationKind } from './notifications.js';
import { readableTime } from './viewing-times.js';
import { viewingFor, type FullViewing } from './viewings.js';

/**
 * Each proposal and answer is a card in the chat between the two parties: a chat message whose
 * `viewing_id` names the viewing (its text is the fallback a client without cards shows), stored in
 * the viewing's transaction, delivered on the chat sockets like any message, with the other party
 * notified. A card carries its viewing's current state, and `{"viewing_updated": viewing,
 * "username": other}` frames keep earlier cards current on both sides.
 */

export type ViewingEvent = 'proposed' | 'countered' | 'accepted' | 'declined' | 'cancelled';

const CARD_TEXT: Record<ViewingEvent, string> = {
  proposed: 'Viewing proposed',
  countered: 'New time proposed',
  accepted: 'Viewing accepted',
  declined: 'Viewing declined',
  cancelled: 'Viewing cancelled',
};

const NOTICE: Record<ViewingEvent, (actor: string, title: string, time: string) => string> = {
  proposed: (actor, title, time) => `${actor} proposed a viewing of \u201c${title}\u201d: ${time}`,
  countered: (actor, title, time) => `${actor} proposed another time for \u201c${title}\u201d: ${time}`,
  accepted: (actor, title, time) => `${actor} accepted the viewing of \u201c${title}\u201d: ${time}`,
  declined: (actor, title, time) => `${actor} declined the viewing of \u201c${title}\u201d (${time})`,
  cancelled: (actor, title, time) => `${actor} cancelled the viewing of \u201c${title}\u201d (${time})`,
};

/** The card's text: 'Viewing proposed: Sat 14 Jun 2025, 10:00 (Africa/Nairobi) — 3 Bedroom House'. */
export const cardText = (event: ViewingEvent, full: FullViewing) =>
  `${CARD_TEXT[event]}: ${readableTime(full.row.startAt.getTime(), full.timeZone)} \u2014 ${full.property.title || 'a listing'}`;

/** The two parties: whoever acted sends the card, the other receives it. */
function partiesOf(full: FullViewing, actorId: number): { sender: ChatUser; receiver: ChatUser } {
  const buyer = { id: full.buyer.id, username: full.buyer.username };
  const owner = { id: full.owner.id, username: full.owner.username };
  return actorId === buyer.id ? { sender: buyer, receiver: owner } : { sender: owner, receiver: buyer };
}

export interface StoredCard {
  message: ChatMessage;
  sender: ChatUser;
  receiver: ChatUser;
}

/**
 * Inside the viewing's transaction: stores the card of `event` (about `full`, as it is after it)
 * from `actorId` to the other party, then notifies them (the transaction's last write, see `notify`).
 */
export async function recordViewingEvent(tx: Db, live: LiveNotifier, event: ViewingEvent, full: FullViewing, actorId: number): Promise<StoredCard> {
  const { sender, receiver } = partiesOf(full, actorId);
  const message = await storeChatMessage(tx, { sender, receiver, message: cardText(event, full), viewingId: full.row.id });
  const kind: NotificationKind = `viewing_${event}`;
  const time = readableTime(full.row.startAt.getTime(), full.timeZone);
  await notify(tx, live, {
    userId: receiver.id,
    actorId: sender.id,
    kind,
    message: NOTICE[event](sender.username, full.property.title || 'a listing', time),
    link: `/inbox?with=${encodeURIComponent(sender.username)}`,
  });
  return { message, sender, receiver };
}

/** The frame that brings an earlier card up to date, for one party (named `username`: the other one, as chat signals are). */
export const viewingUpdatedFrame = (viewing: Viewing, other: string) => ({ viewing_updated: viewing, username: other });

/**
 * After the commit: the card goes to every chat socket of both parties (each copy with that party's
 * actions), then `updated` — the viewing whose earlier cards changed state: the one accepted,
 * declined or cancelled, or the time a counter-proposal answered — as a `viewing_updated` frame.
 */
export async function deliverViewingEvent(realtime: Realtime, card: StoredCard, full: FullViewing, updated: FullViewing | null): Promise<void> {
  const { sender, receiver, message } = card;
  const now = Date.now();
  await Promise.all([
    realtime.deliver([receiver.id], { ...message, viewing: viewingFor(full, receiver.id, now) }),
    realtime.deliver([sender.id], { ...senderCopy(message), viewing: viewingFor(full, sender.id, now) }),
  ]);
  if (!updated) return;
  await Promise.all([
    realtime.deliver([receiver.id], viewingUpdatedFrame(viewingFor(updated, receiver.id, now), sender.username)),
    realtime.deliver([sender.id], viewingUpdatedFrame(viewingFor(updated, sender.id, now), receiver.username)),
  ]);
}
