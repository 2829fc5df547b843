'use client';

import { numberFormat, type Dashboard, type DashboardListing, type DashboardMetric } from '@estate/sdk';
import { useDashboard } from '@estate/sdk/react';
import { ArrowDownRight, ArrowUpRight, BarChart3, Bookmark, Eye, Heart, Home, MessageCircle, MessagesSquare, Minus, RefreshCw } from '../../icons/index.js';
import { useId, useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Banner } from '../../primitives/Banner.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { DashboardChart } from './DashboardChart.js';
import { UpcomingViewings } from './UpcomingViewings.js';
import { ViewingHours } from './ViewingHours.js';
import { useErrorText } from '../shared/error-text.js';
import { useMediaUrl } from '../shared/internal.js';
import { RetryButton } from '../shared/RetryBanner.js';

/** The ranges the selector offers, in days (the server takes 7 to 365). */
export const DASHBOARD_RANGES = [7, 30, 90] as const;

const METRICS: readonly { metric: DashboardMetric; label: EstateUIMessageKey; icon: ReactNode }[] = [
  { metric: 'views', label: 'dashboardViews', icon: <Eye size={16} aria-hidden /> },
  { metric: 'likes', label: 'dashboardLikes', icon: <Heart size={16} aria-hidden /> },
  { metric: 'comments', label: 'dashboardComments', icon: <MessageCircle size={16} aria-hidden /> },
  { metric: 'chats', label: 'dashboardChats', icon: <MessagesSquare size={16} aria-hidden /> },
  { metric: 'saves', label: 'dashboardSaves', icon: <Bookmark size={16} aria-hidden /> },
];

export interface AgentDashboardViewProps {
  /** The server's answer; undefined while the first one loads or after an error. */
  dashboard?: Dashboard;
  loading?: boolean;
  /** A newer answer is on its way (another range or listing): the current one stays, dimmed. */
  refreshing?: boolean;
  /** Why the dashboard could not be loaded; shows with a "Try again" button. */
  error?: string;
  onRetry?: () => void;
  days: number;
  onDaysChange?: (days: number) => void;
  /** The listing charted; null for all listings. */
  propertyId: number | null;
  onPropertyChange?: (propertyId: number | null) => void;
  /** The metric charted; "views" by default. */
  metric?: DashboardMetric;
  onMetricChange?: (metric: DashboardMetric) => void;
  /** Under the listings: the agent's viewing hours (the connected dashboard puts `ViewingHours` here). */
  viewingHours?: ReactNode;
  className?: string;
}

/** "+12%", "−40%": the change of `current` over `previous`, or undefined when there was nothing before. */
function changeOf(current: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((current - previous) / previous) * 100);
}

/** The change over the previous period: short on the tile ("+12%", "New"), in words for screen readers and the tooltip. */
function Change({ current, previous, days }: { current: number; previous: number; days: number }) {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  const change = changeOf(current, previous);
  let trend: 'up' | 'down' | 'flat';
  let short: string;
  let sentence: string;
  if (current === previous) {
    [trend, short, sentence] = ['flat', t('dashboardSame'), t('dashboardChangeNone', { count: days })];
  } else if (change === undefined) {
    [trend, short, sentence] = ['up', t('dashboardNew'), t('dashboardChangeNew', { count: days })];
  } else {
    const formatted = numberFormat(intlLocale, { signDisplay: 'exceptZero', style: 'percent', maximumFractionDigits: 0 }).format(change / 100);
    [trend, short, sentence] = [change >= 0 ? 'up' : 'down', formatted, t('dashboardChange', { change: formatted, count: days })];
  }
  return (
    <span className="est-dashboard-change est-sunken est-nowrap est-inline est-gap-px est-pill est-text-xs est-semibold est-muted" data-trend={trend} title={sentence}>
      {trend === 'up' ? <ArrowUpRight size={14} aria-hidden /> : trend === 'down' ? <ArrowDownRight size={14} aria-hidden /> : <Minus size={14} aria-hidden />}
      <span aria-hidden>{short}</span>
      <span className="est-visually-hidden">{sentence}</span>
    </span>
  );
}

function DashboardSkeleton() {
  return (
    <div className="est-dashboard-body est-stack est-gap-5" data-loading>
      <div className="est-dashboard-tiles est-grid est-gap-3">
        {METRICS.map(({ metric }) => (
          <div key={metric} className="est-dashboard-tile est-shrink est-clip est-align-start est-relative est-card-raised est-stack est-gap-1" data-skeleton>
            <Skeleton width="55%" height="0.85rem" />
            <Skeleton width="40%" height="1.9rem" />
            <Skeleton width="75%" height="0.75rem" />
          </div>
        ))}
      </div>
      <section className="est-dashboard-card est-shrink est-card-raised est-stack est-gap-3">
        <Skeleton width="30%" height="1rem" />
        <Skeleton width="100%" height="240px" radius="var(--est-radius)" />
      </section>
      <div className="est-dashboard-columns est-grid est-gap-5">
        <section className="est-dashboard-card est-shrink est-card-raised est-stack est-gap-3">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} width="100%" height="2.5rem" />
          ))}
        </section>
        <section className="est-dashboard-card est-shrink est-card-raised est-stack est-gap-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="est-dashboard-top-skeleton est-row est-gap-3">
              <Skeleton width="56px" height="56px" radius="var(--est-radius)" />
              <Skeleton width="60%" height="1rem" />
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}

/**
 * An agent's dashboard (ours, beyond the spec's placeholder): a tile a metric with its total and
 * its change over the previous period (choosing a tile charts that metric), a chart a day (uPlot,
 * loaded with the first chart), every listing's totals with a bar of its interest, and the listings
 * that draw the most interest. Range 7/30/90 days; one listing or all.
 */
export function AgentDashboardView({
  dashboard,
  loading = false,
  refreshing = false,
  error,
  onRetry,
  days,
  onDaysChange,
  propertyId,
  onPropertyChange,
  metric = 'views',
  onMetricChange,
  viewingHours,
  className,
}: AgentDashboardViewProps) {
  const t = useTranslate();
  const { intlLocale, components, paths } = useEstateUI();
  const { Link } = components;
  const root = useRootProps('agent-dashboard', 'est-stack est-gap-6', className);
  const mediaUrl = useMediaUrl();
  const id = useId();
  const number = numberFormat(intlLocale);
  const money = numberFormat(intlLocale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

  const rangeLabel = t('dashboardRange');
  const header = (
    <header className="est-dashboard-header est-flex est-wrap est-between est-gap-4">
      <div>
        <h1 className="est-dashboard-title est-tracking-tight est-text-2xl est-bold est-tight">{t('dashboardTitle')}</h1>
        <p className="est-dashboard-subtitle est-text-sm est-muted">{t('dashboardSubtitle', { count: days })}</p>
      </div>
      <div className="est-dashboard-controls est-row est-wrap est-gap-3">
        {dashboard && dashboard.listings.length > 0 && (
          <label className="est-dashboard-picker est-relative est-inline est-muted">
            <span className="est-visually-hidden">{t('dashboardListing')}</span>
            <Home size={16} aria-hidden />
            <select value={propertyId ?? ''} onChange={(event) => onPropertyChange?.(event.target.value ? Number(event.target.value) : null)}>
              <option value="">{t('dashboardAllListings')}</option>
              {dashboard.listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="est-dashboard-range est-segmented est-rounded est-sunken" role="group" aria-label={rangeLabel}>
          {DASHBOARD_RANGES.map((range) => (
            <button key={range} type="button" aria-pressed={range === days} onClick={() => onDaysChange?.(range)}>
              {t('dashboardDays', { count: range })}
            </button>
          ))}
        </div>
      </div>
    </header>
  );

  if (error && !dashboard) {
    return (
      <div {...root}>
        {header}
        <div className="est-dashboard-error est-align-start est-stack est-gap-3">
          <Banner tone="danger">{error}</Banner>
          <RetryButton onRetry={onRetry} icon={<RefreshCw size={16} aria-hidden />} />
        </div>
      </div>
    );
  }

  if (loading || !dashboard) {
    return (
      <div {...root} aria-busy>
        {header}
        <p className="est-visually-hidden" role="status">
          {t('loading')}
        </p>
        <DashboardSkeleton />
      </div>
    );
  }

  if (dashboard.listings.length === 0) {
    return (
      <div {...root}>
        {header}
        <EmptyState className="est-dashboard-empty est-surface" icon={<BarChart3 size={28} />} title={t('dashboardEmptyTitle')}>
          {t('dashboardEmptyBody')}
        </EmptyState>
      </div>
    );
  }

  const metricLabel = t(METRICS.find((entry) => entry.metric === metric)!.label);
  const maxInterest = Math.max(1, ...dashboard.listings.map((listing) => listing.interest));
  const chosen = propertyId === null ? undefined : dashboard.listings.find((listing) => listing.id === propertyId);

  return (
    <div {...root} aria-busy={refreshing || undefined}>
      {header}
      <div className="est-dashboard-body est-stack est-gap-5" data-refreshing={refreshing || undefined}>
        {refreshing && (
          <p className="est-visually-hidden" role="status">
            {t('dashboardUpdating')}
          </p>
        )}
        <div className="est-dashboard-tiles est-grid est-gap-3" role="group" aria-label={t('dashboardMetrics')}>
          {METRICS.map((entry) => (
            <button
              key={entry.metric}
              type="button"
              className="est-dashboard-tile est-shrink est-clip est-align-start est-relative est-card-raised est-stack est-gap-1"
              data-metric={entry.metric}
              aria-pressed={entry.metric === metric}
              onClick={() => onMetricChange?.(entry.metric)}
            >
              <span className="est-dashboard-tile-label est-nowrap est-inline est-gap-2 est-text-sm est-medium est-muted">
                <span className="est-dashboard-tile-icon est-circle">{entry.icon}</span>
                {t(entry.label)}
              </span>
              <span className="est-dashboard-tile-value est-tracking-tighter est-tabular est-bold est-tight">{number.format(dashboard.totals[entry.metric])}</span>
              <Change current={dashboard.totals[entry.metric]} previous={dashboard.previous[entry.metric]} days={dashboard.days} />
            </button>
          ))}
        </div>

        <section className="est-dashboard-card est-shrink est-card-raised est-stack est-gap-3" aria-labelledby={`${id}-chart`}>
          <div className="est-dashboard-card-head est-flex est-wrap est-between est-gap-2">
            <h2 id={`${id}-chart`} className="est-dashboard-card-title est-text-lg est-semibold">
              {t('dashboardPerDay', { metric: metricLabel })}
            </h2>
            <span className="est-dashboard-card-meta est-truncate est-text-sm est-muted">{chosen ? chosen.title : t('dashboardAllListings')}</span>
          </div>
          <DashboardChart
            metric={metric}
            label={metricLabel}
            dates={dashboard.series.dates}
            values={dashboard.series[metric]}
            ariaLabel={t('dashboardChartLabel', { metric: metricLabel, count: dashboard.days, total: number.format(dashboard.totals[metric]) })}
          />
        </section>

        <div className="est-dashboard-columns est-grid est-gap-5">
          <UpcomingViewings viewings={dashboard.upcoming_viewings} headingId={`${id}-viewings`} />
          {viewingHours}
        </div>

        <div className="est-dashboard-columns est-grid est-gap-5">
          <section className="est-dashboard-card est-shrink est-card-raised est-stack est-gap-3" aria-labelledby={`${id}-listings`}>
            <div className="est-dashboard-card-head est-flex est-wrap est-between est-gap-2">
              <h2 id={`${id}-listings`} className="est-dashboard-card-title est-text-lg est-semibold">
                {t('dashboardByListing')}
              </h2>
            </div>
            <div className="est-dashboard-table-scroll">
              <table className="est-dashboard-table est-full est-tabular est-text-sm">
                <caption className="est-visually-hidden">{t('dashboardByListingCaption', { count: dashboard.days })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="est-text-xs est-semibold est-muted">{t('dashboardListing')}</th>
                    {METRICS.map((entry) => (
                      <th key={entry.metric} scope="col" className="est-text-xs est-semibold est-muted" data-numeric>
                        {t(entry.label)}
                      </th>
                    ))}
                    <th scope="col" className="est-text-xs est-semibold est-muted">{t('dashboardInterest')}</th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.listings.map((listing) => (
                    <tr key={listing.id} data-selected={listing.id === propertyId || undefined}>
                      <th scope="row">
                        <button
                          type="button"
                          className="est-dashboard-row-pick est-medium est-bare est-clip"
                          aria-label={t('dashboardChartListing', { title: listing.title })}
                          aria-pressed={listing.id === propertyId}
                          onClick={() => onPropertyChange?.(listing.id === propertyId ? null : listing.id)}
                        >
                          {listing.title}
                        </button>
                      </th>
                      {METRICS.map((entry) => (
                        <td key={entry.metric} data-numeric>
                          {number.format(listing[entry.metric])}
                        </td>
                      ))}
                      <td>
                        <span className="est-dashboard-bar est-relative est-row est-gap-2" title={t('dashboardInterestRule')}>
                          <span className="est-dashboard-bar-fill est-relative est-pill" style={{ width: `${(listing.interest / maxInterest) * 100}%` }} />
                          <span className="est-dashboard-bar-value est-absolute est-semibold">{number.format(listing.interest)}</span>
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="est-dashboard-footnote est-text-xs est-muted">{t('dashboardInterestRule')}</p>
          </section>

          <section className="est-dashboard-card est-shrink est-card-raised est-stack est-gap-3" aria-labelledby={`${id}-top`}>
            <div className="est-dashboard-card-head est-flex est-wrap est-between est-gap-2">
              <h2 id={`${id}-top`} className="est-dashboard-card-title est-text-lg est-semibold">
                {t('dashboardTopListings')}
              </h2>
              <span className="est-dashboard-card-meta est-truncate est-text-sm est-muted">{t('dashboardLastDays', { count: dashboard.days })}</span>
            </div>
            {dashboard.top_listings.length === 0 ? (
              <p className="est-dashboard-none est-text-center est-text-sm est-muted">{t('dashboardNoInterest')}</p>
            ) : (
              <ol className="est-dashboard-top est-stack est-gap-3">
                {dashboard.top_listings.map((listing: DashboardListing, index) => (
                  <li key={listing.id} className="est-row est-gap-3 est-shrink">
                    <span className="est-dashboard-rank est-flex-none est-text-center est-bold est-muted" aria-hidden>
                      {index + 1}
                    </span>
                    <img className="est-dashboard-thumb est-rounded est-flex-none" src={mediaUrl(listing.cover_photo)} alt="" loading="lazy" width={56} height={56} />
                    <div className="est-dashboard-top-text est-stack est-grow est-gap-px">
                      <Link href={paths.property(listing.slug)} className="est-dashboard-top-title est-break est-clamp est-semibold est-tight">
                        {listing.title}
                      </Link>
                      <span className="est-dashboard-top-meta est-truncate est-text-xs est-muted">
                        {listing.city} · {money.format(listing.price)}
                      </span>
                      <span className="est-dashboard-top-stats est-flex est-tabular est-gap-3 est-text-xs est-muted">
                        <span title={t('dashboardViews')}>
                          <Eye size={13} aria-hidden /> {number.format(listing.views)}
                        </span>
                        <span title={t('dashboardLikes')}>
                          <Heart size={13} aria-hidden /> {number.format(listing.likes)}
                        </span>
                        <span title={t('dashboardChats')}>
                          <MessagesSquare size={13} aria-hidden /> {number.format(listing.chats)}
                        </span>
                      </span>
                    </div>
                    <span className="est-dashboard-score est-flex-none est-nowrap est-text-accent est-pill est-text-xs est-semibold">{t('dashboardScore', { score: number.format(listing.interest) })}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

export interface AgentDashboardProps {
  /** The range shown first; 30 days by default. */
  initialDays?: number;
  className?: string;
}

/**
 * The signed-in agent's dashboard, read through `useDashboard`. A buyer or seller gets the server's
 * 403 as the error; an app shows its own explanation to them instead (the reference app's
 * /dashboard does).
 */
export function AgentDashboard({ initialDays = 30, className }: AgentDashboardProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const [days, setDays] = useState(initialDays);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [metric, setMetric] = useState<DashboardMetric>('views');
  const { dashboard, error, isLoading, isValidating, retry } = useDashboard({ days, propertyId });
  const stale = dashboard !== undefined && (dashboard.days !== days || dashboard.property !== propertyId);
  return (
    <AgentDashboardView
      dashboard={dashboard}
      loading={isLoading && !dashboard}
      refreshing={stale && isValidating}
      error={error ? (error.status === 403 ? errorText(error) : t('dashboardError')) : undefined}
      onRetry={retry}
      days={days}
      onDaysChange={setDays}
      propertyId={propertyId}
      onPropertyChange={setPropertyId}
      metric={metric}
      onMetricChange={setMetric}
      viewingHours={<ViewingHours />}
      className={className}
    />
  );
}
