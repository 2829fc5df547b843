'use client';

import { formatRelativeTime, type EstateError, type LicenseToVerify, type ModerationCaseSummary, type ModerationQueueStatus } from '@estate/sdk';
import { useLicenseCheck, useLicensesToVerify, useModerationQueue } from '@estate/sdk/react';
import { Flag, IdCard, ShieldCheck } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { RetryBanner } from '../shared/RetryBanner.js';
import { useErrorText } from '../shared/error-text.js';
import { useMediaUrl } from '../shared/internal.js';
import { CaseFlags } from './CaseFlags.js';
import { LicenseChecksView, type LicenseCheckActions } from './LicenseChecks.js';
import { KIND_LABELS, REASON_LABELS } from './labels.js';

/** The queue's tabs: three of cases, the licence checks, and the closed cases. */
export type ModerationTab = 'hidden' | 'open' | 'appealed' | 'licenses' | 'resolved';
export const MODERATION_TABS: readonly ModerationTab[] = ['hidden', 'open', 'appealed', 'licenses', 'resolved'];

const TAB_LABELS = {
  hidden: 'moderationTabHidden',
  open: 'moderationTabOpen',
  appealed: 'moderationTabAppealed',
  licenses: 'moderationTabLicenses',
  resolved: 'moderationTabResolved',
} as const;

export interface ModerationQueueViewProps {
  tab: ModerationTab;
  onTabChange: (tab: ModerationTab) => void;
  /** The tab's cases (case tabs). */
  cases?: ModerationCaseSummary[];
  /** The agents whose licence waits for a check (the Licences tab). */
  licenses?: LicenseToVerify[];
  loading?: boolean;
  error?: EstateError | Error | null;
  onRetry?: () => void;
  /** The case shown beside (or under) the list, marked in it. */
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /** Verify and reject, for the Licences tab. */
  licenseActions?: LicenseCheckActions;
  className?: string;
}

/** One case of the list: the item, whose, how many reports and why, and how long it has waited. */
function CaseRow({ item, selected, onSelect }: { item: ModerationCaseSummary; selected: boolean; onSelect?: (id: number) => void }) {
  const t = useTranslate();
  const { intlLocale, messages } = useEstateUI();
  const media = useMediaUrl();
  const preview = item.item;
  const title = preview.kind === 'message' ? preview.text || '\u2026' : preview.title || t('moderationItemGone');
  const owner = item.owner.full_name || item.owner.username;
  return (
    <li>
      <button
        type="button"
        className="est-moderation-row est-bare est-full est-flex est-gap-3 est-align-start"
        aria-current={selected || undefined}
        data-selected={selected || undefined}
        onClick={() => onSelect?.(item.id)}
      >
        <span className="est-moderation-thumb est-flex-none est-rounded est-clip est-sunken est-center">
          {preview.kind === 'property' && preview.photo ? <img src={media(preview.photo)} alt="" loading="lazy" /> : preview.kind === 'profile' ? <Avatar src={preview.photo} name={preview.title} size={48} decorative /> : <Flag size={20} aria-hidden />}
        </span>
        <span className="est-stack est-gap-1 est-grow est-shrink">
          <span className="est-row est-wrap est-gap-2 est-text-xs est-muted">
            <span className="est-semibold">{t(KIND_LABELS[preview.kind])}</span>
            <CaseFlags hidden={preview.hidden} appealed={item.appealed} />
          </span>
          <span className="est-moderation-row-title est-semibold est-truncate">{title}</span>
          <span className="est-text-sm est-muted est-truncate">
            {t('moderationOwnedBy', { name: owner })} · {item.report_count === 1 ? t('moderationOneReport') : t('moderationReportCount', { count: item.report_count })} ·{' '}
            {item.reasons.map((reason) => t(REASON_LABELS[reason])).join(', ')}
          </span>
        </span>
        <span className="est-text-xs est-muted est-nowrap est-flex-none">{formatRelativeTime(item.created_at, { locale: intlLocale, messages })}</span>
      </button>
    </li>
  );
}

/**
 * The moderation queue, from plain props: tabs (Hidden, Open, Appealed, Licences, Resolved), then
 * the tab's cases, most urgent first, each a button that shows the case; or the licences to check.
 */
export function ModerationQueueView({ tab, onTabChange, cases = [], licenses = [], loading, error, onRetry, selectedId, onSelect, licenseActions, className }: ModerationQueueViewProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const root = useRootProps('moderation-queue', 'est-stack est-gap-4', className);
  const empty = !loading && !error && (tab === 'licenses' ? licenses.length === 0 : cases.length === 0);
  return (
    <section {...root} aria-label={t('moderationTabs')}>
      <div className="est-moderation-tabs est-row est-gap-1" role="tablist" aria-label={t('moderationTabs')}>
        {MODERATION_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            data-state={tab === name ? 'active' : 'inactive'}
            className="est-tabs-trigger est-bare est-relative est-inline est-justify-center est-gap-2 est-semibold est-muted est-text-sm"
            onClick={() => onTabChange(name)}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(TAB_LABELS[tab])} className="est-stack est-gap-3">
        {error ? <RetryBanner error={errorText(error) || t('moderationLoadError')} onRetry={onRetry} /> : null}
        {loading ? (
          <ul className="est-stack est-gap-2" aria-busy="true">
            {[0, 1, 2].map((n) => (
              <li key={n} className="est-row est-gap-3">
                <Skeleton width={56} height={56} />
                <span className="est-stack est-gap-2 est-grow">
                  <Skeleton height={14} width="40%" />
                  <Skeleton height={14} width="80%" />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {empty ? (
          <EmptyState icon={tab === 'licenses' ? <IdCard size={28} aria-hidden /> : <ShieldCheck size={28} aria-hidden />} title={t(tab === 'licenses' ? 'licenseQueueEmpty' : 'moderationEmpty')}>
            {t(tab === 'licenses' ? 'licenseQueueBody' : 'moderationEmptyBody')}
          </EmptyState>
        ) : null}
        {tab === 'licenses' && licenses.length > 0 ? <LicenseChecksView licenses={licenses} actions={licenseActions} /> : null}
        {tab !== 'licenses' && cases.length > 0 ? (
          <ul className="est-moderation-list est-stack est-gap-1" aria-label={t(TAB_LABELS[tab])}>
            {cases.map((item) => (
              <CaseRow key={item.id} item={item} selected={item.id === selectedId} onSelect={onSelect} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

export interface ModerationQueueProps extends Omit<ModerationQueueViewProps, 'cases' | 'licenses' | 'loading' | 'error' | 'onRetry' | 'licenseActions'> {
  licenseActions?: LicenseCheckActions;
}

/** The queue, connected: the tab's cases (or the licences to check) through the SDK's hooks. */
export function ModerationQueue({ tab, licenseActions, ...props }: ModerationQueueProps) {
  const isLicenses = tab === 'licenses';
  const queue = useModerationQueue({ status: isLicenses ? null : (tab as ModerationQueueStatus), enabled: !isLicenses });
  const licenses = useLicensesToVerify({ enabled: isLicenses });
  const check = useLicenseCheck();
  const source = isLicenses ? licenses : queue;
  return (
    <ModerationQueueView
      {...props}
      tab={tab}
      cases={queue.cases}
      licenses={licenses.licenses}
      loading={source.isLoading}
      error={source.error}
      onRetry={source.retry}
      licenseActions={licenseActions ?? check}
    />
  );
}
