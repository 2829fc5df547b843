import type { Availability } from '@estate/sdk';
import { useTranslate } from '../../config/context.js';
import { AVAILABILITY_LABELS } from './availability.js';

export interface AvailabilityBadgeProps {
  availability: Availability;
  className?: string;
}

/** 'Under offer', 'Sold' or 'Let' on a card or a page; nothing while a listing is available. */
export function AvailabilityBadge({ availability, className }: AvailabilityBadgeProps) {
  const t = useTranslate();
  if (availability === 'available') return null;
  return (
    <span className={['est-availability est-pill est-semibold', className].filter(Boolean).join(' ')} data-availability={availability} data-testid="availability-badge">
      {t(AVAILABILITY_LABELS[availability])}
    </span>
  );
}
