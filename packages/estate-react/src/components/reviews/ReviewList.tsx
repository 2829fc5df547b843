'use client';

import type { AgentReview, ReviewInput, ReviewViewer } from '@estate/sdk';
import { Star } from '../../icons/index.js';
import { useTranslate } from '../../config/context.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import type { ReviewAction } from './ReviewForm.js';
import { ReviewItem } from './ReviewItem.js';

export interface ReviewListProps {
  reviews?: AgentReview[];
  agentName: string;
  viewer?: ReviewViewer;
  /** The viewer may report reviews (signed in, not a guest); never their own. */
  canReport: boolean;
  /** A newer page is on its way: the current one stays, dimmed. */
  refreshing: boolean;
  onUpdate?: ReviewAction<[id: number, input: ReviewInput]>;
  onReply?: ReviewAction<[id: number, text: string]>;
  onReport?: ReviewAction<[id: number, reason: string]>;
}

/** The reviews of a page, each with its reply and actions, or the empty state. */
export function ReviewList({ reviews, agentName, viewer, canReport, refreshing, onUpdate, onReply, onReport }: ReviewListProps) {
  const t = useTranslate();
  return reviews && reviews.length > 0 ? (
    <ol className="est-reviews-list est-stack" data-refreshing={refreshing || undefined} aria-busy={refreshing || undefined}>
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          review={review}
          agentName={agentName}
          canReply={Boolean(viewer?.is_agent && !review.reply)}
          canReport={canReport && !review.is_mine}
          onUpdate={onUpdate}
          onReply={onReply}
          onReport={onReport}
        />
      ))}
    </ol>
  ) : (
    <EmptyState icon={<Star size={28} />} title={t('reviewsEmptyTitle')}>
      {t('reviewsEmptyBody', { name: agentName })}
    </EmptyState>
  );
}
