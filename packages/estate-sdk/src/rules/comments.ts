import { FORM_FIELDS } from '../generated/contract.js';
import { formatMessage, resolveMessages, type WithMessages } from '../messages.js';
import { characterCount } from './limits.js';
import { fail, pass, type RuleFailure, type RuleResult } from './result.js';
import { trimmed } from './values.js';

export interface ReplyPayload {
  /** The parent comment's id. */
  comment: number;
  content: string;
}

/** Text longer than the server's `maxLength` (the contract's), refused with `message` under `content`. */
function tooLong(content: string, max: number, template: string): RuleFailure<'too-long', 'content'> | undefined {
  if (characterCount(content) <= max) return undefined;
  const error = formatMessage(template, { max });
  return fail('too-long', error, { content: [error] });
}

/**
 * A reply (spec §5): the text is trimmed and required. A blank reply is not sent: the result is
 * `ok: false` with reason 'empty' (and the text 'Please write a reply.', which a UI may show or,
 * as the spec's app did, simply not send). Longer than the server's limit (the contract's
 * `FORM_FIELDS.reply.content.maxLength`, 2000) is reason 'too-long': 'Please keep your reply to
 * 2000 characters or fewer.'. Either failure names `content` in `fieldErrors`.
 */
export function checkReply(
  input: { comment: number; content: unknown },
  options: WithMessages = {},
): RuleResult<ReplyPayload, 'empty' | 'too-long', 'content'> {
  const messages = resolveMessages(options.messages);
  const content = trimmed(input.content);
  if (!content) return fail('empty', messages.replyEmpty, { content: [messages.replyEmpty] });
  return tooLong(content, FORM_FIELDS.reply.content.maxLength, messages.replyTooLong) ?? pass({ comment: input.comment, content });
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
 * spec's app only logged), and the trimmed text must not be blank ('Please write a comment.') nor
 * longer than the server's limit ('Please keep your comment to 2000 characters or fewer.'; the spec
 * sets none, the server's schema does: the contract's `FORM_FIELDS.propertyComment` and
 * `clipComment`). Text problems name `content` in `fieldErrors`.
 */
export function checkComment(
  input: { post: number | null | undefined; content: unknown },
  options: CommentOptions = {},
): RuleResult<CommentPayload, 'missing-post' | 'empty' | 'too-long', 'post' | 'content'> {
  const messages = resolveMessages(options.messages);
  if (typeof input.post !== 'number' || !Number.isFinite(input.post)) return fail('missing-post', messages.propertyIdMissing);
  const content = trimmed(input.content);
  if (!content) return fail('empty', messages.commentEmpty, { content: [messages.commentEmpty] });
  const max = (options.on === 'clip' ? FORM_FIELDS.clipComment : FORM_FIELDS.propertyComment).content.maxLength;
  return tooLong(content, max, messages.commentTooLong) ?? pass({ post: input.post, content });
}
