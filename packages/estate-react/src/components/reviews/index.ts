/** The agent reviews: the summary, the write/edit form, each review with its reply and report, and the stars drawn anywhere. */
export {
  AgentReviews,
  AgentReviewsView,
  type AgentReviewsProps,
  type AgentReviewsViewProps,
  type ReviewAction,
} from './AgentReviews.js';
export { RatingSummary, StarRating, type StarRatingProps } from './StarRating.js';
