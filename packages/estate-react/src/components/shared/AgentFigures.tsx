import type { AgentSummary } from '@estate/sdk';
import { Star } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { LicenseBadge } from '../moderation/LicenseBadge.js';

/** Rating and reviews, active listings and response time: what a buyer weighs when picking an agent. */
export function AgentFigures({ agent }: { agent: AgentSummary }) {
  const t = useTranslate();
  const { locale } = useEstateUI();
  const minutes = agent.response_minutes;
  const replies =
    minutes === null ? null : minutes < 60 ? t('agentRepliesMinutes', { count: Math.max(1, minutes) }) : minutes < 48 * 60 ? t('agentRepliesHours', { count: Math.round(minutes / 60) }) : t('agentRepliesDays');
  const rating = agent.num_reviews > 0 ? t('agentRating', { rating: agent.rating_average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: agent.num_reviews }) : t('agentNoReviews');
  return (
    <span className="est-agent-figures est-row est-wrap est-text-xs est-muted" data-testid="agent-figures">
      <span className="est-agent-rating est-inline est-gap-1">
        <Star size={12} aria-hidden fill="currentColor" />
        {rating}
      </span>
      <span>{agent.active_listings === 1 ? t('agentOneListing') : t('agentListings', { count: agent.active_listings })}</span>
      {replies && <span>{replies}</span>}
      <LicenseBadge status={agent.license_status} year={agent.license_verified_year} />
    </span>
  );
}
