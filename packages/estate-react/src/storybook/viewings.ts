/**
 * Viewings for the stories (issue 27): one of the demo listings, the demo buyer (me) and its agent,
 * in each state, shaped as the server sends them on chat messages; and free times for the dialog.
 */
import type { ChatMessage, Viewing, ViewingSlot, ViewingStatus } from '@estate/sdk';
import { agents, myProfile, properties } from './fixtures.js';

const listing = properties[0]!;
const agent = agents[0]!;
export const viewingBuyer = { id: myProfile.id, username: myProfile.username, full_name: myProfile.full_name, profile_photo: myProfile.profile_photo };
export const viewingOwner = { id: agent.id, username: agent.username, full_name: agent.full_name, profile_photo: agent.profile_photo };

/** A viewing of the first demo listing on Saturday 28 November 2026 at 10:00 in Nairobi (07:00 UTC). */
export function viewingFixture(status: ViewingStatus, { proposedBy = 'buyer', id = 41 }: { proposedBy?: 'buyer' | 'owner'; id?: number } = {}): Viewing {
  const proposer = proposedBy === 'buyer' ? viewingBuyer : viewingOwner;
  const open = status === 'proposed' || status === 'accepted';
  return {
    id,
    thread_id: 41,
    replaces_id: null,
    property: { id: listing.id, slug: listing.slug, title: listing.title, cover_photo: listing.cover_photo, street_address: '', city: listing.city, country: listing.country },
    buyer: viewingBuyer,
    owner: viewingOwner,
    start: '2026-11-28T07:00:00.000Z',
    end: '2026-11-28T07:30:00.000Z',
    duration_minutes: 30,
    time_zone: 'Africa/Nairobi',
    status,
    proposed_by: proposer.username,
    acted_by: proposer.username,
    own_time: false,
    actions: open ? ['propose', 'cancel'] : [],
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T08:00:00.000Z',
  };
}

/** The copy of a proposal its receiver gets: they may answer it. */
export const forReceiver = (viewing: Viewing): Viewing => ({ ...viewing, actions: viewing.status === 'proposed' ? ['accept', 'decline', 'propose', 'cancel'] : viewing.actions });

/** A conversation where I (the buyer) asked, proposed a viewing, and the agent accepted it. */
export function viewingConversation(): ChatMessage[] {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 8, minutes)).toISOString();
  const accepted = viewingFixture('accepted');
  return [
    { id: 301, message: `Hello, is "${listing.title}" still available?`, image: null, sender_username: viewingBuyer.username, receiver_username: viewingOwner.username, created_at: at(0) },
    { id: 302, message: 'Yes it is! Pick a time from my viewing hours and I will confirm it.', image: null, sender_username: viewingOwner.username, receiver_username: viewingBuyer.username, created_at: at(4) },
    { id: 303, message: 'Viewing proposed', image: null, sender_username: viewingBuyer.username, receiver_username: viewingOwner.username, created_at: at(6), viewing: accepted },
    { id: 304, message: 'Viewing accepted', image: null, sender_username: viewingOwner.username, receiver_username: viewingBuyer.username, created_at: at(9), viewing: accepted },
    { id: 305, message: 'See you on Saturday at the gate.', image: null, sender_username: viewingOwner.username, receiver_username: viewingBuyer.username, created_at: at(10) },
  ];
}

/** Free times: three days of mornings, in Nairobi. */
export const viewingSlots: ViewingSlot[] = [27, 28, 30].flatMap((day) =>
  [6, 6.5, 7, 7.5, 8].map((hour) => {
    const start = Date.UTC(2026, 10, day, Math.floor(hour), (hour % 1) * 60);
    return { start: new Date(start).toISOString(), end: new Date(start + 30 * 60_000).toISOString() };
  }),
);
