'use client';

import type { Viewing } from '@estate/sdk';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { formatViewingWhen, VIEWING_STATUS_TEXT } from '../chat/viewing-format.js';
import { useMediaUrl } from '../shared/internal.js';

export interface UpcomingViewingsProps {
  /** The dashboard's `upcoming_viewings`: accepted ones, and proposals awaiting an answer, soonest first. */
  viewings: readonly Viewing[];
  /** The heading's id, for the section's name. */
  headingId: string;
}

/**
 * The owner's coming viewings on the dashboard: when (in the reader's language, the owner's zone),
 * which listing, with whom, and whether it is accepted or still proposed; each opens the chat with
 * the buyer, where the card is answered.
 */
export function UpcomingViewings({ viewings, headingId }: UpcomingViewingsProps) {
  const t = useTranslate();
  const { intlLocale, components, paths } = useEstateUI();
  const { Link } = components;
  const mediaUrl = useMediaUrl();
  return (
    <section className="est-dashboard-card est-dashboard-viewings est-shrink est-card-raised est-stack est-gap-3" aria-labelledby={headingId} data-testid="upcoming-viewings">
      <h2 id={headingId} className="est-dashboard-card-title est-text-lg est-semibold">
        {t('viewingUpcomingTitle')}
      </h2>
      {viewings.length === 0 ? (
        <p className="est-dashboard-none est-text-center est-text-sm est-muted">{t('viewingUpcomingEmpty')}</p>
      ) : (
        <ul className="est-dashboard-viewing-list est-stack est-gap-3">
          {viewings.map((viewing) => {
            const buyer = viewing.buyer.full_name || viewing.buyer.username;
            return (
              <li key={viewing.id} className="est-dashboard-viewing est-row est-gap-3 est-shrink" data-status={viewing.status}>
                <img className="est-dashboard-thumb est-rounded est-flex-none" src={mediaUrl(viewing.property.cover_photo)} alt="" loading="lazy" width={56} height={56} />
                <div className="est-stack est-grow est-gap-px est-shrink">
                  <span className="est-text-sm est-semibold est-tabular">{formatViewingWhen(viewing, intlLocale)}</span>
                  <Link href={paths.property(viewing.property.slug)} className="est-truncate est-text-sm">
                    {viewing.property.title}
                  </Link>
                  <Link href={paths.inbox(viewing.buyer.username)} className="est-truncate est-text-xs est-muted">
                    {t('viewingWith', { name: buyer })}
                  </Link>
                </div>
                <span className="est-viewing-card-status est-flex-none est-nowrap est-pill est-text-xs est-semibold" data-status={viewing.status}>
                  {t(VIEWING_STATUS_TEXT[viewing.status])}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
