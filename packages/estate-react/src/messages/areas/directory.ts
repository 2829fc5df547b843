/** The agent directory's figures (issue 22): rating, reviews, active listings, response time. Ours. */
export const en = {
  /** Template: `{rating}`, `{count}`. */
  agentRating: '{rating} ({count} reviews)',
  agentNoReviews: 'No reviews yet',
  /** Template: `{count}`. */
  agentListings: '{count} active listings',
  agentOneListing: '1 active listing',
  /** Template: `{count}`. */
  agentRepliesMinutes: 'Replies in about {count} min',
  /** Template: `{count}`. */
  agentRepliesHours: 'Replies in about {count} h',
  agentRepliesDays: 'Replies within days',
};

export const fr: Record<keyof typeof en, string> = {
  agentRating: '{rating} ({count} avis)',
  agentNoReviews: 'Pas encore d’avis',
  agentListings: '{count} annonces actives',
  agentOneListing: '1 annonce active',
  agentRepliesMinutes: 'Répond en {count} min environ',
  agentRepliesHours: 'Répond en {count} h environ',
  agentRepliesDays: 'Répond sous quelques jours',
};
