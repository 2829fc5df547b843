import { FORM_FIELDS } from '../generated/contract.js';
import { formatMessage, resolveMessages, type EstateMessages, type WithMessages } from '../messages.js';
import { fieldErrorsMessage } from './field-errors.js';
import { characterCount } from './limits.js';
import { fail, pass, type FieldErrors, type RuleResult } from './result.js';
import { trimmed } from './values.js';

export interface ReviewPayload {
  /** Whole stars, within the contract's `minimum` and `maximum` (1 to 5). */
  rating: number;
  content: string;
}

type ReviewField = keyof ReviewPayload;

/** The rating's message when it is not a whole number of stars within the contract's range. */
function ratingError(rating: unknown, messages: EstateMessages): string | undefined {
  const { minimum, maximum } = FORM_FIELDS.createReview.rating;
  if (typeof rating === 'number' && Number.isInteger(rating) && rating >= minimum && rating <= maximum) return undefined;
  return formatMessage(messages.reviewRatingInvalid, { min: minimum, max: maximum });
}

/** The trimmed text's message when it is blank or longer than the contract's `maxLength`. */
function contentError(content: string, messages: EstateMessages): string | undefined {
  if (!content) return messages.reviewEmpty;
  const max = FORM_FIELDS.createReview.content.maxLength;
  return characterCount(content) > max ? formatMessage(messages.reviewTooLong, { max }) : undefined;
}

function reviewResult<Value>(errors: FieldErrors<ReviewField>, value: Value): RuleResult<Value, 'invalid', ReviewField> {
  return Object.keys(errors).length > 0 ? fail('invalid', fieldErrorsMessage(errors)!, errors) : pass(value);
}

/**
 * A review of an agent: a rating of whole stars within the server's range (the contract's
 * `FORM_FIELDS.createReview.rating` `minimum` and `maximum`: 'Choose a rating from 1 to 5 stars.')
 * and a text, trimmed, neither blank ('Please write your review.') nor longer than the server's
 * `maxLength` ('Please keep your review to 1000 characters or fewer.'). Both at once (reason
 * `invalid`), by field.
 */
export function checkReview(input: { rating: unknown; content: unknown }, options: WithMessages = {}): RuleResult<ReviewPayload, 'invalid', ReviewField> {
  const messages = resolveMessages(options.messages);
  const content = trimmed(input.content);
  const errors: FieldErrors<ReviewField> = {};
  const rating = ratingError(input.rating, messages);
  if (rating) errors.rating = [rating];
  const text = contentError(content, messages);
  if (text) errors.content = [text];
  return reviewResult(errors, { rating: input.rating as number, content });
}

/** An edit of one's review: as `checkReview`, for the fields given (undefined is unchanged); only they are sent. */
export function checkReviewUpdate(
  input: { rating?: unknown; content?: unknown },
  options: WithMessages = {},
): RuleResult<Partial<ReviewPayload>, 'invalid', ReviewField> {
  const messages = resolveMessages(options.messages);
  const errors: FieldErrors<ReviewField> = {};
  const payload: Partial<ReviewPayload> = {};
  if (input.rating !== undefined) {
    const rating = ratingError(input.rating, messages);
    if (rating) errors.rating = [rating];
    else payload.rating = input.rating as number;
  }
  if (input.content !== undefined) {
    const content = trimmed(input.content);
    const text = contentError(content, messages);
    if (text) errors.content = [text];
    else payload.content = content;
  }
  return reviewResult(errors, payload);
}

/**
 * The agent's reply to a review: trimmed, not blank ('Please write a reply.'), within the server's
 * `maxLength` (the contract's `FORM_FIELDS.reviewReply.reply`: 'Please keep your reply to 1000
 * characters or fewer.'). Either failure names `reply` in `fieldErrors`.
 */
export function checkReviewReply(input: { reply: unknown }, options: WithMessages = {}): RuleResult<{ reply: string }, 'empty' | 'too-long', 'reply'> {
  const messages = resolveMessages(options.messages);
  const reply = trimmed(input.reply);
  if (!reply) return fail('empty', messages.reviewReplyEmpty, { reply: [messages.reviewReplyEmpty] });
  const max = FORM_FIELDS.reviewReply.reply.maxLength;
  if (characterCount(reply) > max) {
    const error = formatMessage(messages.reviewReplyTooLong, { max });
    return fail('too-long', error, { reply: [error] });
  }
  return pass({ reply });
}

/**
 * A report of a review: the reason is optional (trimmed; a blank one is not sent) and within the
 * server's `maxLength` (the contract's `FORM_FIELDS.reviewReport.reason`: 'Please keep the reason
 * to 500 characters or fewer.', under `reason`).
 */
export function checkReviewReport(input: { reason?: unknown }, options: WithMessages = {}): RuleResult<{ reason?: string }, 'too-long', 'reason'> {
  const messages = resolveMessages(options.messages);
  const reason = trimmed(input.reason);
  const max = FORM_FIELDS.reviewReport.reason.maxLength;
  if (characterCount(reason) > max) {
    const error = formatMessage(messages.reviewReportTooLong, { max });
    return fail('too-long', error, { reason: [error] });
  }
  return pass(reason ? { reason } : {});
}
