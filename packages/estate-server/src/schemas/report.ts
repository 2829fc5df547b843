import { Type, type Static } from 'typebox';
import { CASE_STATUSES, REPORT_REASONS, REPORT_TARGETS } from '../db/schema.js';
import { Choice, Nullable, Timestamp } from './common.js';

/** The longest note a report may carry, in characters (after trimming). */
export const REPORT_NOTE_MAX_LENGTH = 500;

export const ReportReasonChoice = Choice(REPORT_REASONS, {
  description: 'scam: asks for money for something that is not there, or a fake agent; wrong_information: the price, place or details are wrong; unavailable: already sold or let; offensive; other (say what in the note).',
});

/** The body of every report route (a review keeps its own). */
export const ReportBody = Type.Object({
  reason: ReportReasonChoice,
  note: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX_LENGTH, description: `Optional; trimmed, then at most ${REPORT_NOTE_MAX_LENGTH} characters.` })),
});

/** The answer to a report: that it was received, never what others reported. */
export const Reported = Type.Object({ reported: Type.Literal(true) });

/** One of the caller's items under moderation, as its owner sees it: the reasons given, never who gave them. */
export const OwnerCase = Type.Object({
  id: Type.Integer(),
  target_kind: Choice(REPORT_TARGETS),
  target_id: Type.Integer(),
  title: Type.String({ description: 'The listing\u2019s or reel\u2019s title; blank for a profile or a message.' }),
  link: Type.String({ description: 'The app path of the item, where its owner reads the banner and appeals.' }),
  status: Choice(CASE_STATUSES),
  reason: Choice(REPORT_REASONS, { description: 'The reason most reports give.' }),
  reasons: Type.Array(Type.Object({ reason: Choice(REPORT_REASONS), count: Type.Integer() }), { description: 'How many reports give each reason, most first.' }),
  hidden_at: Nullable(Timestamp),
  appeal: Nullable(Type.String()),
  appealed_at: Nullable(Timestamp),
  can_appeal: Type.Boolean({ description: 'True while the case is open or hidden and not yet appealed.' }),
  created_at: Timestamp,
});
export type OwnerCase = Static<typeof OwnerCase>;

export const APPEAL_MAX_LENGTH = 2000;
export const AppealBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: APPEAL_MAX_LENGTH, description: `Why the item should come back; trimmed, 1 to ${APPEAL_MAX_LENGTH} characters. Once a case.` }),
});
