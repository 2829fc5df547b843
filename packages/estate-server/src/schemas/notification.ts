import { Type } from 'typebox';
import { Nullable, Timestamp } from './common.js';

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'property_like, property_comment, comment_reply, reel_like, reel_comment, chat_message, agent_review, saved_search, moderation_warning (a moderator\u2019s warning, with the reason), moderation_outcome (a moderator\u2019s decision on your item or account) moderation_queue (for moderators: work waits in the queue) moderation_hidden (a listing or reel of yours hidden pending review; no photo: reporters are not named), viewing_proposed, viewing_countered (another time proposed), viewing_accepted, viewing_declined, viewing_cancelled or viewing_reminder (a day and an hour before an accepted viewing).' }),
  message: Type.String(),
  profile_photo: Nullable(Type.String({ description: 'Of the person who acted.' })),
  link: Type.String({ description: 'The app path it is about, e.g. /property/{slug}/.' }),
  is_read: Type.Boolean(),
  created_at: Timestamp,
});
