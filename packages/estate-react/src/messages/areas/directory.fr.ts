import type { en } from './directory.js';

export const fr: Record<keyof typeof en, string> = {
  agentRating: '{rating} ({count} avis)',
  agentNoReviews: 'Pas encore d’avis',
  agentListings: '{count} annonces actives',
  agentOneListing: '1 annonce active',
  agentRepliesMinutes: 'Répond en {count} min environ',
  agentRepliesHours: 'Répond en {count} h environ',
  agentRepliesDays: 'Répond sous quelques jours',
};
