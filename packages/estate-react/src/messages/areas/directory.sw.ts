import type { en } from './directory.js';

export const sw: Record<keyof typeof en, string> = {
  agentRating: '{rating} (maoni {count})',
  agentNoReviews: 'Bado hakuna maoni',
  agentListings: 'Matangazo {count} yanayoendelea',
  agentOneListing: 'Tangazo 1 linaloendelea',
  agentRepliesMinutes: 'Hujibu ndani ya takriban dakika {count}',
  agentRepliesHours: 'Hujibu ndani ya takriban saa {count}',
  agentRepliesDays: 'Hujibu ndani ya siku chache',
};
