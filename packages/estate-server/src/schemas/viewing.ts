import { Type, type Static } from 'typebox';
import { VIEWING_STATUSES } from '../db/schema.js';
import { PageQuery } from '../lib/pagination.js';
import { MAX_DAYS_AHEAD, SLOT_DAYS, VIEWING_MINUTES } from '../domain/viewing-times.js';
import { Choice, Nullable, RowId, Timestamp } from './common.js';
import { ProfileSummary } from './profile.js';

export const VIEWING_ACTIONS = ['accept', 'decline', 'propose', 'cancel'] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];

export const ViewingListing = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  cover_photo: Type.String(),
  street_address: Type.String(),
  city: Type.String(),
  country: Type.String(),
});

/** One proposed time to view a listing, as each of the two parties sees it. */
export const Viewing = Type.Object(
  {
    id: Type.Integer(),
    thread_id: Type.Integer({ description: 'The first proposal of this negotiation: every counter-proposal shares it.' }),
    replaces_id: Nullable(Type.Integer({ description: 'The proposal this one answered with another time (now `countered`); null for the first.' })),
    property: ViewingListing,
    buyer: ProfileSummary,
    owner: ProfileSummary,
    start: Timestamp,
    end: Timestamp,
    duration_minutes: Type.Integer({ minimum: 15, maximum: 240 }),
    time_zone: Type.String({ description: "The owner's time zone (their viewing hours'; Africa/Nairobi without): show the time in it." }),
    status: Choice(VIEWING_STATUSES, {
      description: '`proposed`: waits for the other side; `accepted`; `declined`; `cancelled`; `countered`: answered with another time (see the proposal whose `replaces_id` is this id).',
    }),
    proposed_by: Type.String({ description: 'The username of whoever proposed this time.' }),
    acted_by: Type.String({ description: 'The username of whoever acted on it last.' }),
    own_time: Type.Boolean({ description: "The buyer's own time rather than one of the owner's free times." }),
    actions: Type.Array(Choice(VIEWING_ACTIONS), { description: 'What the person this copy is for may do now (`PATCH /viewings/{id}/`).' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  {
    description:
      'A viewing (issue 27). Times are UTC instants. On a chat message, `viewing` makes it a card: the proposal or answer it shows, in its current state and with the actions of the person the copy is for (`message` is its text fallback); `{"viewing_updated": …}` frames keep it current.',
  },
);
export type Viewing = Static<typeof Viewing>;

export const ViewingCreate = Type.Object({
  property: RowId({ description: 'The listing to view.' }),
  start: Type.String({ format: 'date-time', description: `When (seconds are dropped): in the future, within ${MAX_DAYS_AHEAD} days.` }),
  own_time: Type.Optional(
    Type.Boolean({ description: "Send a time outside the owner's free times as your own proposal; needed only when the owner keeps viewing hours." }),
  ),
});

export const ViewingChange = Type.Object({
  action: Choice(VIEWING_ACTIONS, {
    description:
      'accept or decline: the side that did not propose the time; propose: another time (either side, while it is proposed or accepted); cancel: either side, before it starts.',
  }),
  start: Type.Optional(Type.String({ format: 'date-time', description: 'The new time: with `propose` only.' })),
  own_time: Type.Optional(Type.Boolean({ description: 'With `propose` from the buyer: as for a new proposal.' })),
});

export const ViewingListQuery = Type.Object({
  ...PageQuery.properties,
  property: Type.Optional(RowId({ description: 'Only the viewings of this listing.' })),
  role: Type.Optional(Choice(['buyer', 'owner'] as const, { description: 'Only those where I am the buyer, or the owner.' })),
});

const ClockTime = Type.String({ maxLength: 5, description: 'HH:MM, 00:00 to 24:00.', examples: ['09:30'] });

export const WeeklyWindow = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday: 1 Monday … 7 Sunday.' }),
  start: ClockTime,
  end: ClockTime,
});

export const ViewingHoursInput = Type.Object({
  time_zone: Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone, such as Africa/Nairobi.' }),
  weekly: Type.Array(WeeklyWindow, { maxItems: 50, description: 'The windows in which I show listings, in `time_zone`; empty: no hours kept.' }),
});

export const ViewingSlotsQuery = Type.Object({
  property: Type.Optional(RowId({ description: "A listing: its owner's hours and free times; mine without." })),
});

export const ViewingSlots = Type.Object({
  owner: Type.String({ description: 'Whose hours these are.' }),
  time_zone: Type.String(),
  has_hours: Type.Boolean({ description: 'Whether the owner keeps viewing hours; without, any time may be proposed.' }),
  weekly: Type.Array(WeeklyWindow),
  duration_minutes: Type.Integer({ description: 'How long a viewing lasts, and the step between free times.', default: VIEWING_MINUTES }),
  slots: Type.Array(Type.Object({ start: Timestamp, end: Timestamp }), {
    description: `The free times of the next ${SLOT_DAYS} days, soonest first: the weekly hours less accepted viewings.`,
  }),
});
export type ViewingSlots = Static<typeof ViewingSlots>;
