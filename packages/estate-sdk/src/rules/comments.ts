import { resolveMessages, type WithMessages } from '../messages.js';
import { fail, pass, type RuleResult } from './result.js';
import { trimmed } from './values.js';

export interface ReplyPayload {
  /** The parent comment's id. */
  comment: number;
  content: string;
}

/**
 * A reply (spec §5): the text is trimmed and required. A blank reply is not sent: the result is
 * `ok: false` with reason 'empty' (and the text 'Please write a reply.', which a UI may show or,
 * as the spec's app did, simply not send).
 */
export function checkReply(input: { comment: number; content: unknown }, options: WithMessages = {}): RuleResult<ReplyPayload, 'empty'> {
  const content = trimmed(input.content);
  if (!content) return fail('empty', resolveMessages(options.messages).replyEmpty);
  return pass({ comment: input.comment, content });
}

export interface CommentPayload {
  /** The property's (or, for clip comments, the reel's) id. */
  post: number;
  content: string;
}

/**
 * A comment on a property or clip (spec §5): the post id is required ('Property ID is missing', which the
 * spec's app only logged), and the trimmed text must not be blank ('Please write a comment.').
 * The spec sets no length limit.
 */
export function checkComment(
  input: { post: number | null | undefined; content: unknown },
  options: WithMessages = {},
): RuleResult<CommentPayload, 'missing-post' | 'empty'> {
  const messages = resolveMessages(options.messages);
  if (typeof input.post !== 'number' || !Number.isFinite(input.post)) return fail('missing-post', messages.propertyIdMissing);
  const content = trimmed(input.content);
  if (!content) return fail('empty', messages.commentEmpty);
  return pass({ post: input.post, content });
}
