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
