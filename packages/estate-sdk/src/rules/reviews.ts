import { FORM_FIELDS } from '../generated/contract.js';
import type { ErrorCode } from '../error-codes.js';
import { resolveMessages, type EstateMessages, type WithMessages } from '../messages.js';
import { characterCount } from './limits.js';
import { addIssue, fail, pass, passUnlessIssues, type FieldIssues, type RuleResult } from './result.js';
import { trimmed } from './values.js';

export interface ReviewPayload {
  /** Whole stars, within the contract's `minimum` and `maximum` (1 to 5). */
  rating: number;
  content: string;
}

type ReviewField = keyof ReviewPayload;

/** Adds the rating's issue when it is not a whole number of stars within the contract's range. */
function checkRating(rating: unknown, issues: FieldIssues<ReviewField>, messages: EstateMessages): boolean {
  const { minimum, maximum } = FORM_FIELDS.createReview.rating;
  if (typeof rating === 'number' && Number.isInteger(rating) && rating >= minimum && rating <= maximum) return true;
  addIssue(issues, 'rating', messages, 'rating_out_of_range', { min: minimum, max: maximum });
  return false;
}

/** Adds the trimmed text's issue when it is blank or longer than the contract's `maxLength`. */
function checkContent(content: string, issues: FieldIssues<ReviewField>, messages: EstateMessages): boolean {
  const max = FORM_FIELDS.createReview.content.maxLength;
  if (!content) addIssue(issues, 'content', messages, 'review_empty');
  else if (characterCount(content) > max) addIssue(issues, 'content', messages, 'review_too_long', { max });
  else return true;
  return false;
}

/**
 * A review of an agent: a rating of whole stars within the server's range (the contract's
 * `FORM_FIELDS.createReview.rating` `minimum` and `maximum`: 'Choose a rating from 1 to 5 stars.',
 * `rating_out_of_range`) and a text, trimmed, neither blank ('Please write your review.',
 * `review_empty`) nor longer than the server's `maxLength` ('Please keep your review to 1000
 * characters or fewer.', `review_too_long`). Both at once (`invalid`), by field.
 */
export function checkReview(input: { rating: unknown; content: unknown }, options: WithMessages = {}): RuleResult<ReviewPayload, 'invalid'> {
  const messages = resolveMessages(options.messages);
  const content = trimmed(input.content);
  const issues: FieldIssues<ReviewField> = {};
  checkRating(input.rating, issues, messages);
  checkContent(content, issues, messages);
  return passUnlessIssues(issues, messages, () => ({ rating: input.rating as number, content }));
}

/** An edit of one's review: as `checkReview`, for the fields given (undefined is unchanged); only they are sent. */
export function checkReviewUpdate(input: { rating?: unknown; content?: unknown }, options: WithMessages = {}): RuleResult<Partial<ReviewPayload>, 'invalid'> {
  const messages = resolveMessages(options.messages);
  const issues: FieldIssues<ReviewField> = {};
  const payload: Partial<ReviewPayload> = {};
  if (input.rating !== undefined && checkRating(input.rating, issues, messages)) payload.rating = input.rating as number;
  if (input.content !== undefined) {
    const content = trimmed(input.content);
    if (checkContent(content, issues, messages)) payload.content = content;
  }
  return passUnlessIssues(issues, messages, () => payload);
}

/** A refusal of one text field, as a whole and as its issue. */
function textRefusal<Code extends ErrorCode, Field extends string>(field: Field, code: Code, messages: EstateMessages, values = {}) {
  const issues: FieldIssues<Field> = {};
  addIssue(issues, field, messages, code, values);
  return fail(code, messages, issues, values);
}

/**
 * The agent's reply to a review: trimmed, not blank ('Please write a reply.', `review_reply_empty`),
 * within the server's `maxLength` (the contract's `FORM_FIELDS.reviewReply.reply`: 'Please keep your
 * reply to 1000 characters or fewer.', `review_reply_too_long`). Either failure is an issue of `reply`.
 */
export function checkReviewReply(input: { reply: unknown }, options: WithMessages = {}): RuleResult<{ reply: string }, 'review_reply_empty' | 'review_reply_too_long'> {
  const messages = resolveMessages(options.messages);
  const reply = trimmed(input.reply);
  if (!reply) return textRefusal('reply', 'review_reply_empty', messages);
  const max = FORM_FIELDS.reviewReply.reply.maxLength;
  if (characterCount(reply) > max) return textRefusal('reply', 'review_reply_too_long', messages, { max });
  return pass({ reply });
}

/**
 * A report of a review: the reason is optional (trimmed; a blank one is not sent) and within the
 * server's `maxLength` (the contract's `FORM_FIELDS.reviewReport.reason`: 'Please keep the reason
 * to 500 characters or fewer.', `report_reason_too_long`, an issue of `reason`).
 */
export function checkReviewReport(input: { reason?: unknown }, options: WithMessages = {}): RuleResult<{ reason?: string }, 'report_reason_too_long'> {
  const messages = resolveMessages(options.messages);
  const reason = trimmed(input.reason);
  const max = FORM_FIELDS.reviewReport.reason.maxLength;
  if (characterCount(reason) > max) return textRefusal('reason', 'report_reason_too_long', messages, { max });
  return pass(reason ? { reason } : {});
}
