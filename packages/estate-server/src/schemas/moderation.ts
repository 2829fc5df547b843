import { Type, type Static } from 'typebox';
import { CASE_STATUSES, MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGETS } from '../db/schema.js';
import { Paginated } from '../lib/pagination.js';
import { Choice, Nullable, Timestamp } from './common.js';
import { LICENSE_STATUSES, ROLES } from './profile.js';

export const MODERATION_REASON_MAX_LENGTH = 1000;

/** The queue's tabs: `hidden` and `appealed` come first in the whole queue (no `status`). */
export const QUEUE_FILTERS = ['open', 'hidden', 'appealed', 'resolved'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** What a moderator may do with a case. */
export const CASE_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'suspend'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];


/** Why: required, trimmed, then at most MODERATION_REASON_MAX_LENGTH characters. */
export const ModerationReason = Type.String({
  minLength: 1,
  maxLength: MODERATION_REASON_MAX_LENGTH,
  description: `Why, as the record and the owner will read it: required; trimmed, then at most ${MODERATION_REASON_MAX_LENGTH} characters.`,
});

export const Person = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  profile_photo: Nullable(Type.String()),
  is_moderator: Type.Boolean(),
  suspended: Type.Boolean({ description: 'Whether the account is suspended now.' }),
});
export type Person = Static<typeof Person>;

export const ReportedItemPreview = Type.Object(
  {
    kind: Choice(REPORT_TARGETS),
    id: Type.Integer(),
    exists: Type.Boolean({ description: 'False once the item is deleted (the other fields are then blank).' }),
    title: Type.String({ description: 'The listing\u2019s or reel\u2019s title, the profile\u2019s name; blank for a message.' }),
    photo: Nullable(Type.String({ description: 'The listing\u2019s cover, the profile\u2019s photo, the message\u2019s image; null for none.' })),
    link: Nullable(Type.String({ description: 'The app path to see it (`/property/{slug}/`, `/reels/{slug}/`, `/profile/{username}/`); null for a message.' })),
    text: Nullable(Type.String({ description: 'A message\u2019s text; null for other kinds.' })),
    role: Nullable(Choice(ROLES, { description: 'A profile\u2019s role; null for other kinds.' })),
    hidden: Type.Boolean({ description: 'Whether the item is out of the public lists now.' }),
  },
  { description: 'The reported item as the moderator previews it.' },
);

export const CaseSummary = Type.Object({
  id: Type.Integer(),
  status: Choice(CASE_STATUSES),
  appealed: Type.Boolean({ description: 'Whether the owner appealed and the case is not resolved since.' }),
  report_count: Type.Integer(),
  reasons: Type.Array(Choice(REPORT_REASONS), { description: 'The distinct reasons given, most given first.' }),
  item: ReportedItemPreview,
  owner: Person,
  hidden_at: Nullable(Timestamp),
  appealed_at: Nullable(Timestamp),
  resolved_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CaseSummary = Static<typeof CaseSummary>;

export const CasePage = Paginated(CaseSummary);

export const CaseReport = Type.Object({
  id: Type.Integer(),
  reason: Choice(REPORT_REASONS),
  note: Type.String(),
  reporter: Person,
  created_at: Timestamp,
});

export const ModerationActionRecord = Type.Object({
  id: Type.Integer(),
  action: Choice(MODERATION_ACTIONS),
  reason: Type.String(),
  moderator: Nullable(Type.String({ description: 'The moderator\u2019s username; null once their account is gone.' })),
  case_id: Nullable(Type.Integer()),
  created_at: Timestamp,
});
export type ModerationActionRecord = Static<typeof ModerationActionRecord>;

const Tally = Type.Object({
  total: Type.Integer(),
  open: Type.Integer({ description: 'Still open or hidden, awaiting a decision.' }),
  dismissed: Type.Integer(),
  removed: Type.Integer(),
});

export const MemberHistory = Type.Object({
  person: Person,
  reports_filed: Type.Object({ ...Tally.properties }, { description: 'Reports the member filed, by how their cases ended.' }),
  reports_against: Type.Object({ ...Tally.properties }, { description: 'Reports filed against the member\u2019s items, by how their cases ended.' }),
  actions: Type.Array(ModerationActionRecord, { description: 'Warnings, suspensions and removals concerning the member, newest first (at most 20).' }),
});
export type MemberHistory = Static<typeof MemberHistory>;

export const CaseDetail = Type.Object({
  ...CaseSummary.properties,
  appeal: Nullable(Type.String({ description: 'The owner\u2019s one appeal.' })),
  reports: Type.Array(CaseReport, { description: 'Oldest first.' }),
  actions: Type.Array(ModerationActionRecord, { description: 'The case\u2019s decisions, oldest first.' }),
  owner_history: MemberHistory,
  reporter_histories: Type.Array(MemberHistory, { description: 'One a reporter, in the order of the reports.' }),
});
export type CaseDetail = Static<typeof CaseDetail>;

export const CaseActionBody = Type.Object({
  action: Choice(CASE_ACTIONS, { description: 'dismiss (un-hide, resolved), hide, remove (delete the item, resolved), warn (tell the owner), suspend (the owner\u2019s account).' }),
  reason: ModerationReason,
});

export const LicenseToVerify = Type.Object({
  username: Type.String(),
  full_name: Type.String(),
  profile_photo: Nullable(Type.String()),
  agency: Type.String(),
  license: Type.String({ description: 'The Estate Agents Registration Board number the agent gave.' }),
  license_year: Nullable(Type.Integer({ description: 'The practising-certificate year the agent gave; null for none.' })),
  updated_at: Timestamp,
});
export const LicensePage = Paginated(LicenseToVerify);

export const LicenseVerifyBody = Type.Object({
  year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'The practising-certificate year the register shows.' }),
  reason: Type.Optional(Type.String({ maxLength: MODERATION_REASON_MAX_LENGTH, description: 'A note for the record; trimmed, blank for the default.' })),
});
export const LicenseRejectBody = Type.Object({ reason: ModerationReason });

export const LicenseState = Type.Object({
  username: Type.String(),
  license: Type.String(),
  license_year: Nullable(Type.Integer()),
  license_verified_year: Nullable(Type.Integer()),
  license_status: Choice(LICENSE_STATUSES),
});

export const UnsuspendBody = Type.Object({ reason: ModerationReason });
