import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from './common.js';

export const Reel = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  country: Type.String(),
  video: Type.String(),
  user: Type.Integer(),
  username: Type.String(),
  profile_photo: Nullable(Type.String()),
  is_liked: Type.Boolean(),
  like_count: Type.Integer(),
  comment_count: Type.Integer(),
  views: Type.Integer(),
  created_at: Timestamp,
});
export type Reel = Static<typeof Reel>;
