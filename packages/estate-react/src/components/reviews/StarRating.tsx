'use client';

import { numberFormat } from '@estate/sdk';
import { Star } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';

/** One decimal, in the provider's language ("4.5", "4,5"). */
export function useAverageText(): (average: number) => string {
  const { intlLocale } = useEstateUI();
  return (average) => numberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

export interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  size?: number;
  className?: string;
}

/** Five stars filled up to `value`, read as "Rated 4.5 out of 5". */
export function StarRating({ value, size = 16, className }: StarRatingProps) {
  const t = useTranslate();
  const average = useAverageText();
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span className={['est-stars est-inline est-gap-px', className].filter(Boolean).join(' ')} role="img" aria-label={t('reviewRatedLabel', { rating: average(clamped) })}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, clamped - index));
        return (
          <span key={index} className="est-star est-relative est-flex-none" style={{ width: size, height: size }}>
            <Star size={size} aria-hidden className="est-star-empty" />
            {fill > 0 && (
              <span className="est-star-fill est-absolute est-clip" style={{ width: `${fill * 100}%` }}>
                <Star size={size} aria-hidden />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** The stars of an agent with their average and count, for cards and headers: "★★★★☆ 4.3 (12)". */
export function RatingSummary({ average, count, size = 14, className }: { average: number; count: number; size?: number; className?: string }) {
  const t = useTranslate();
  const text = useAverageText();
  const countText = count === 1 ? t('reviewsCountOne') : t('reviewsCount', { count });
  return (
    <span className={['est-rating-summary est-inline est-wrap est-text-sm', className].filter(Boolean).join(' ')}>
      <StarRating value={count > 0 ? average : 0} size={size} />
      {count > 0 && (
        <span className="est-rating-summary-average est-bold" aria-hidden>
          {text(average)}
        </span>
      )}
      <span className="est-rating-summary-count est-muted">{countText}</span>
    </span>
  );
}

