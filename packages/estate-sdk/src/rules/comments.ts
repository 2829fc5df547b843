import { FORM_FIELDS } from '../generated/contract.js';
import type { ErrorCode } from '../error-codes.js';
import { resolveMessages, type EstateMessages, type WithMessages } from '../messages.js';
import { characterCount } from './limits.js';
import { addIssue, fail, pass, type FieldIssues, type RuleFailure, type RuleResult } from './result.js';
import { trimmed } from './values.js';

export interface ReplyPayload {
  /** The parent comment's id. */
  comment: number;
  content: string;
}

/** A refusal of `content` as a whole and as its one field: blank, or longer than the server's `maxLength`. */
function contentRefusal<Code extends ErrorCode>(code: Code, messages: EstateMessages, values = {}): RuleFailure<Code> {
  const issues: FieldIssues<'content'> = {};
  addIssue(issues, 'content', messages, code, values);
  return fail(code, messages, issues, values);
}

/** Text longer than the server's `maxLength` (the contract's), refused under `content`. */
const tooLong = <Code extends ErrorCode>(content: string, max: number, code: Code, messages: EstateMessages) =>
  characterCount(content) > max ? contentRefusal(code, messages, { max }) : undefined;

/**
 * A reply (spec §5): the text is trimmed and required. A blank reply is not sent: the result is
 * `ok: false` with code `reply_empty` (and the text 'Please write a reply.', which a UI may show or,
 * as the spec's app did, simply not send). Longer than the server's limit (the contract's
 * `FORM_FIELDS.reply.content.maxLength`, 2000) is `reply_too_long`: 'Please keep your reply to
 * 2000 characters or fewer.'. Either failure is an issue of `content`.
 */
export function checkReply(input: { comment: number; content: unknown }, options: WithMessages = {}): RuleResult<ReplyPayload, 'reply_empty' | 'reply_too_long'> {
  const messages = resolveMessages(options.messages);
  const content = trimmed(input.content);
  if (!content) return contentRefusal('reply_empty', messages);
  return tooLong(content, FORM_FIELDS.reply.content.maxLength, 'reply_too_long', messages) ?? pass({ comment: input.comment, content });
}

export interface CommentPayload {
  /** The property's (or, for clip comments, the reel's) id. */
  post: number;
  content: string;
}

export interface CommentOptions extends WithMessages {
  /** What the comment is on, for the server's limit of that kind of comment: a property (the default) or a clip. */
  on?: 'property' | 'clip';
}

/**
 * A comment on a property or clip (spec §5): the post id is required ('Property ID is missing', which the
 * spec's app only logged: `property_id_missing`), and the trimmed text must not be blank ('Please
 * write a comment.', `comment_empty`) nor longer than the server's limit ('Please keep your comment
 * to 2000 characters or fewer.', `comment_too_long`; the spec sets none, the server's schema does:
 * the contract's `FORM_FIELDS.propertyComment` and `clipComment`). Text problems are issues of `content`.
 */
export function checkComment(
  input: { post: number | null | undefined; content: unknown },
  options: CommentOptions = {},
): RuleResult<CommentPayload, 'property_id_missing' | 'comment_empty' | 'comment_too_long'> {
  const messages = resolveMessages(options.messages);
  if (typeof input.post !== 'number' || !Number.isFinite(input.post)) return fail('property_id_missing', messages);
  const content = trimmed(input.content);
  if (!content) return contentRefusal('comment_empty', messages);
  const max = (options.on === 'clip' ? FORM_FIELDS.clipComment : FORM_FIELDS.propertyComment).content.maxLength;
  return tooLong(content, max, 'comment_too_long', messages) ?? pass({ post: input.post, content });
}
