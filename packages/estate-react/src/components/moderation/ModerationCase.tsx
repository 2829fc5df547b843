'use client';

import { formatRelativeTime, type ActionResult, type EstateError, type ModerationCase, type ModerationCaseAction, type ModerationHistory } from '@estate/sdk';
import { useModerationActions, useModerationCase } from '@estate/sdk/react';
import { useState } from 'react';
import { ArrowLeft, ExternalLink, Flag } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { RetryBanner } from '../shared/RetryBanner.js';
import { useErrorText } from '../shared/error-text.js';
import { useMediaUrl } from '../shared/internal.js';
import { CaseFlags } from './CaseFlags.js';
import { ACTION_LABELS, CONFIRM_TEXTS, KIND_LABELS, REASON_LABELS, STATUS_LABELS } from './labels.js';
import { ReasonDialog } from './ReasonDialog.js';

export type ModerationDecision = ModerationCaseAction | 'unsuspend';

export interface ModerationCaseViewProps {
  moderationCase?: ModerationCase;
  loading?: boolean;
  error?: EstateError | Error | null;
  onRetry?: () => void;
  /** Takes a decision with its reason; the dialog shows a refusal and closes once it is taken. */
  onAction?: (action: ModerationDecision, reason: string) => Promise<ActionResult<unknown>>;
  /** A 'Back to the queue' button (phones, where the case stands alone). */
  onBack?: () => void;
  className?: string;
}

/** The decisions a case offers, as its item and owner allow. */
function decisionsFor(item: ModerationCase): ModerationDecision[] {
  const resolved = item.resolved_at !== null && !item.appealed;
  if (resolved) return item.owner.suspended ? ['unsuspend'] : [];
  const hideable = (item.item.kind === 'property' || item.item.kind === 'reel') && item.item.exists && item.status !== 'hidden';
  const removable = item.item.kind !== 'profile';
  return [
    'dismiss',
    ...(hideable ? (['hide'] as const) : []),
    ...(removable ? (['remove'] as const) : []),
    'warn',
    ...(item.owner.is_moderator ? [] : item.owner.suspended ? (['unsuspend'] as const) : (['suspend'] as const)),
  ];
}

function History({ title, history }: { title: string; history: ModerationHistory }) {
  const t = useTranslate();
  const { intlLocale, messages } = useEstateUI();
  const { person } = history;
  return (
    <section className="est-moderation-history est-stack est-gap-2 est-bordered est-rounded" aria-label={`${title}: ${person.full_name || person.username}`}>
      <div className="est-row est-gap-2">
        <Avatar src={person.profile_photo} name={person.full_name || person.username} size={32} />
        <div className="est-stack">
          <span className="est-text-xs est-muted">{title}</span>
          <span className="est-semibold est-text-sm">
            {person.full_name || person.username}
            {person.suspended ? <span className="est-moderation-flag est-text-xs" data-tone="danger"> {t('moderationSuspended')}</span> : null}
            {person.is_moderator ? <span className="est-moderation-flag est-text-xs" data-tone="accent"> {t('moderationModerator')}</span> : null}
          </span>
        </div>
      </div>
      <p className="est-text-sm">{t('moderationFiled', history.reports_filed)}</p>
      <p className="est-text-sm">{t('moderationAgainst', history.reports_against)}</p>
      {history.actions.length === 0 ? (
        <p className="est-text-sm est-muted">{t('moderationNoPastActions')}</p>
      ) : (
        <ul className="est-stack est-gap-1 est-text-sm">
          {history.actions.map((action) => (
            <li key={action.id}>
              <span className="est-semibold">{t(ACTION_LABELS[action.action])}</span> · {action.reason}{' '}
              <span className="est-muted">({formatRelativeTime(action.created_at, { locale: intlLocale, messages })})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A case whole, from plain props: the reported item's preview (a listing's photo and title, a
 * message's text, a profile's name and role) with a link to it, its reports, the owner's appeal, the
 * owner's and each reporter's history, the decisions taken, and the actions, each confirmed in a
 * dialog that asks for the reason.
 */
export function ModerationCaseView({ moderationCase: item, loading, error, onRetry, onAction, onBack, className }: ModerationCaseViewProps) {
  const t = useTranslate();
  const toast = useToast();
  const errorText = useErrorText();
  const media = useMediaUrl();
  const { intlLocale, messages, components } = useEstateUI();
  const { Link } = components;
  const root = useRootProps('moderation-case', 'est-card-raised est-stack est-gap-5', className);
  const [pending, setPending] = useState<ModerationDecision | null>(null);
  const when = (iso: string) => formatRelativeTime(iso, { locale: intlLocale, messages });
  const back = onBack ? (
    <Button variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden />} onClick={onBack} className="est-moderation-back">
      {t('moderationBack')}
    </Button>
  ) : null;
  if (error) return <section {...root}>{back}<RetryBanner error={errorText(error) || t('moderationCaseLoadError')} onRetry={onRetry} /></section>;
  if (loading || !item) {
    return (
      <section {...root} aria-busy="true">
        {back}
        <Skeleton height={160} />
        <Skeleton height={18} width="60%" />
        <Skeleton height={14} width="90%" />
      </section>
    );
  }
  const preview = item.item;
  const decisions = decisionsFor(item);
  const owner = item.owner.full_name || item.owner.username;
  const heading = preview.kind === 'message' ? t('moderationKindMessage') : preview.title || t('moderationItemGone');
  return (
    <section {...root} aria-label={heading} data-status={item.status}>
      {back}
      <header className="est-moderation-preview est-flex est-gap-4 est-align-start">
        {preview.photo && preview.kind !== 'profile' ? (
          <img className="est-moderation-photo est-rounded est-flex-none" src={media(preview.photo)} alt="" />
        ) : preview.kind === 'profile' ? (
          <Avatar src={preview.photo} name={preview.title} size={72} />
        ) : null}
        <div className="est-stack est-gap-2 est-grow est-shrink">
          <div className="est-row est-wrap est-gap-2 est-text-xs">
            <span className="est-moderation-flag est-semibold">{t(KIND_LABELS[preview.kind])}</span>
            <span className="est-moderation-flag" data-tone={item.status === 'hidden' ? 'warning' : item.status === 'removed' ? 'danger' : undefined}>
              {t(STATUS_LABELS[item.status])}
            </span>
            <CaseFlags hidden={preview.hidden && item.status !== 'hidden'} appealed={item.appealed} />
          </div>
          <h2 className="est-text-xl est-bold est-tight est-break">{heading}</h2>
          {preview.text ? <blockquote className="est-moderation-quote est-sunken est-rounded est-break">{preview.text}</blockquote> : null}
          <p className="est-text-sm est-muted">
            {t('moderationOwnedBy', { name: owner })}
            {preview.role ? ` · ${preview.role.replace('_', ' ')}` : ''} · {when(item.created_at)}
          </p>
          {preview.link && preview.exists ? (
            <Link href={preview.link} className="est-inline est-gap-1 est-text-sm est-text-accent est-semibold">
              {t('moderationOpenItem')}
              <ExternalLink size={14} aria-hidden />
            </Link>
          ) : null}
        </div>
      </header>

      {decisions.length > 0 && onAction ? (
        <div className="est-moderation-actions est-row est-wrap est-gap-2" role="group" aria-label={t('moderationActions')}>
          {decisions.map((decision) => (
            <Button
              key={decision}
              size="sm"
              variant={decision === 'dismiss' ? 'primary' : decision === 'remove' || decision === 'suspend' ? 'danger' : 'secondary'}
              onClick={() => setPending(decision)}
            >
              {t(ACTION_LABELS[decision])}
            </Button>
          ))}
        </div>
      ) : item.resolved_at ? (
        <Banner tone="info">{t('moderationResolved')}</Banner>
      ) : null}

      {item.appeal ? (
        <section className="est-stack est-gap-2" aria-label={t('moderationAppeal')}>
          <h3 className="est-text-base est-semibold">{t('moderationAppeal')}</h3>
          <blockquote className="est-moderation-quote est-sunken est-rounded est-break">{item.appeal}</blockquote>
        </section>
      ) : null}

      <section className="est-stack est-gap-2" aria-label={t('moderationReports')}>
        <h3 className="est-text-base est-semibold">
          {t('moderationReports')} <span className="est-muted est-tabular">({item.reports.length})</span>
        </h3>
        <ul className="est-stack est-gap-2">
          {item.reports.map((report) => (
            <li key={report.id} className="est-moderation-report est-flex est-gap-3 est-align-start">
              <Flag size={16} aria-hidden className="est-flex-none est-moderation-report-icon" />
              <div className="est-stack est-gap-1">
                <span className="est-text-sm">
                  <span className="est-semibold">{t(REASON_LABELS[report.reason])}</span> · {report.reporter.full_name || report.reporter.username} ·{' '}
                  <span className="est-muted">{when(report.created_at)}</span>
                </span>
                {report.note ? <p className="est-text-sm est-break">{report.note}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="est-moderation-histories est-grid est-gap-3">
        <History title={t('moderationHistoryOwner')} history={item.owner_history} />
        {item.reporter_histories.map((history) => (
          <History key={history.person.id} title={t('moderationHistoryReporter')} history={history} />
        ))}
      </div>

      {item.actions.length > 0 ? (
        <section className="est-stack est-gap-2" aria-label={t('moderationDecisions')}>
          <h3 className="est-text-base est-semibold">{t('moderationDecisions')}</h3>
          <ol className="est-stack est-gap-1 est-text-sm">
            {item.actions.map((action) => (
              <li key={action.id}>
                <span className="est-semibold">{t(ACTION_LABELS[action.action])}</span> · {action.reason}{' '}
                <span className="est-muted">
                  {action.moderator ? t('moderationBy', { moderator: action.moderator }) : ''} · {when(action.created_at)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {pending && onAction ? (
        <ReasonDialog
          key={pending}
          open
          onOpenChange={(next) => !next && setPending(null)}
          name={`moderation-${pending}`}
          title={t(CONFIRM_TEXTS[pending][0])}
          body={t(CONFIRM_TEXTS[pending][1])}
          confirmText={t(ACTION_LABELS[pending])}
          danger={pending === 'remove' || pending === 'suspend'}
          onConfirm={async ({ reason }) => {
            const result = await onAction(pending, reason);
            if (result.ok) toast(t('moderationDone', { action: t(ACTION_LABELS[pending]) }));
            return result;
          }}
        />
      ) : null}
    </section>
  );
}

export interface ModerationCaseProps extends Pick<ModerationCaseViewProps, 'onBack' | 'className'> {
  id: number;
}

/** A case, connected: read through the SDK, decided through `useModerationActions` (the queue follows). */
export function ModerationCasePanel({ id, ...props }: ModerationCaseProps) {
  const { moderationCase, error, isLoading, retry } = useModerationCase(id);
  const { act, unsuspend } = useModerationActions();
  return (
    <ModerationCaseView
      {...props}
      moderationCase={moderationCase}
      loading={isLoading}
      error={error}
      onRetry={retry}
      onAction={(action, reason) => (action === 'unsuspend' ? unsuspend(moderationCase!.owner.username, reason) : act(id, { action, reason }))}
    />
  );
}
