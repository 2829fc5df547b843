'use client';

import type { ReviewSummary } from '@estate/sdk';
import { Star } from '../../icons/index.js';
import { useTranslate } from '../../config/context.js';
import { StarRating, useAverageText } from './StarRating.js';

/** The average, the stars and the count, with a bar for each number of stars. */
export function ReviewsSummary({ summary }: { summary: ReviewSummary }) {
  const t = useTranslate();
  const average = useAverageText();
  const total = summary.num_reviews;
  const listed = summary.distribution.reduce((sum, n) => sum + n, 0) || 1;
  return (
    <div className="est-reviews-summary est-grid est-card est-gap-6">
      <div className="est-reviews-score est-text-center est-stack est-gap-1">
        <p className="est-reviews-average est-tracking-tighter est-bold" aria-hidden>
          {total > 0 ? average(summary.rating_average) : '–'}
        </p>
        <StarRating value={total > 0 ? summary.rating_average : 0} size={18} />
        <p className="est-reviews-count est-text-sm est-muted">{total === 1 ? t('reviewsCountOne') : t('reviewsCount', { count: total })}</p>
      </div>
      <ul className="est-reviews-bars est-stack est-gap-2" aria-label={t('reviewsDistribution')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="est-reviews-bar est-grid est-gap-2 est-text-sm" aria-label={t('reviewsDistributionRow', { stars, count })}>
              <span className="est-reviews-bar-label est-tabular est-inline est-gap-px est-muted" aria-hidden>
                {stars}
                <Star size={12} aria-hidden />
              </span>
              <span className="est-reviews-bar-track est-clip est-sunken est-pill" aria-hidden>
                <span className="est-reviews-bar-fill" style={{ width: `${(count / listed) * 100}%` }} />
              </span>
              <span className="est-reviews-bar-count est-tabular est-muted" aria-hidden>
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
