import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from './common.js';

export const COMMENT_MAX_LENGTH = 2000;

export const Reply = Type.Object({
  id: Type.Integer(),
  author: Type.String({ description: 'The author\u2019s username.' }),
  author_name: Type.String({ description: 'The author\u2019s full name; blank when they gave none (show the username).' }),
  content: Type.String(),
  created_at: Timestamp,
  profile_photo: Nullable(Type.String()),
});

export const PropertyComment = Type.Object({
  ...Reply.properties,
  post: Type.Integer({ description: 'The property id.' }),
  replies: Type.Array(Reply, { description: 'Oldest first, at most 50.' }),
  reply_count: Type.Integer(),
});
export type PropertyComment = Static<typeof PropertyComment>;

export const ClipComment = Type.Object({
  ...Reply.properties,
  post: Type.Integer({ description: 'The reel id.' }),
});
export type ClipComment = Static<typeof ClipComment>;

/**
 * Text of a comment or reply: required, and at most COMMENT_MAX_LENGTH characters once trimmed
 * (the routes trim it before validation, as DRF's CharField does), so the document's `maxLength`
 * is the limit the server applies.
 */
export const CommentContent = Type.String({
  minLength: 1,
  maxLength: COMMENT_MAX_LENGTH,
  description: `Required; trimmed, then at most ${COMMENT_MAX_LENGTH} characters.`,
});
