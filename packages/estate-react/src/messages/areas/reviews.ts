/** AgentReviews (ours, beyond the spec): an agent's ratings, the review form, replies and reports. */
export const en = {
  reviewsTitle: 'Reviews',
  /** Template: `{average}` is a number such as 4.5. */
  reviewsAverage: 'Rated {average} out of 5',
  reviewsCountOne: '1 review',
  /** Template: `{count}`. */
  reviewsCount: '{count} reviews',
  reviewsDistribution: 'Ratings by number of stars',
  /** Template: `{stars}` (1 to 5), `{count}`. */
  reviewsDistributionRow: '{stars} stars: {count}',
  reviewsEmptyTitle: 'No reviews yet',
  /** Template: `{name}`. */
  reviewsEmptyBody: 'Reviews from people who have worked with {name} will show here.',
  reviewsError: 'The reviews could not be loaded.',
  reviewsPages: 'Review pages',
  /** Template: `{page}`, `{count}`. */
  reviewsPageOf: 'Page {page} of {count}',
  reviewsPrevious: 'Newer',
  reviewsNext: 'Older',
  reviewWrite: 'Write a review',
  /** Template: `{name}`. */
  reviewWriteTitle: 'Review {name}',
  reviewEditTitle: 'Edit your review',
  reviewRating: 'Your rating',
  reviewStarOne: '1 star',
  /** Template: `{count}`. */
  reviewStars: '{count} stars',
  /** Template: `{rating}`. */
  reviewRatedLabel: 'Rated {rating} out of 5',
  reviewText: 'Your review',
  /** Template: `{name}`. */
  reviewTextPlaceholder: 'What was it like to work with {name}?',
  /** Template: `{count}`, `{max}`. */
  reviewCounter: '{count} / {max}',
  reviewRatingRequired: 'Choose a rating from 1 to 5 stars.',
  reviewTextRequired: 'Please write a few words about your experience.',
  /** Template: `{max}`. */
  reviewTextTooLong: 'Please keep your review to {max} characters or fewer.',
  reviewPost: 'Post review',
  reviewSave: 'Save changes',
  reviewEdit: 'Edit',
  reviewPosted: 'Thank you! Your review is posted.',
  reviewUpdated: 'Your review is updated.',
  reviewYours: 'Your review',
  reviewEdited: 'Edited',
  /** Template: `{name}` is the agent's name. */
  reviewReplyFrom: 'Reply from {name}',
  reviewReply: 'Reply',
  /** Template: `{name}` is the reviewer's name. */
  reviewReplyTo: 'Reply to {name}',
  reviewReplyLabel: 'Your reply',
  reviewReplyHint: 'You can reply once; it shows under the review for everyone.',
  reviewReplyPost: 'Post reply',
  reviewReplyRequired: 'Please write a reply.',
  reviewReplied: 'Your reply is posted.',
  reviewReport: 'Report',
  /** Template: `{name}` is the reviewer's name. */
  reviewReportOf: 'Report the review by {name}',
  reviewReported: 'Reported',
  reviewReportTitle: 'Report this review?',
  reviewReportBody: 'Tell us what is wrong with it, if you like. We will look at it; the author is not told who reported it.',
  reviewReportReason: 'Reason (optional)',
  reviewReportConfirm: 'Report review',
  reviewReportDone: 'Thank you; the review has been reported.',
  reviewBlockSignIn: 'Sign in to review this agent.',
  reviewBlockGuest: 'Guests can read reviews; register to write one.',
  reviewBlockNoChat: 'You can review this agent once you have talked in the chat: write to them, and review them after they answer.',
  reviewBlockNotAgent: 'Only agents can be reviewed.',
  reviewBlockSelf: 'These are the reviews people left you. You can reply once to each.',
  reviewSignIn: 'Sign in',
  /** Template: `{name}`. */
  reviewMessage: 'Message {name}',
};
