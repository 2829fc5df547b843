'use client';

import { checkReviewReport, FORM_FIELDS, formatRelativeTime, type AgentReview, type ReviewInput } from '@estate/sdk';
import { Flag, MessageSquareText, Pencil, Reply } from '../../icons/index.js';
import { useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { TextArea } from '../../primitives/Field.js';
import { useFormAction } from '../shared/useFormAction.js';
import { ReplyForm, ReviewForm, type ReviewAction } from './ReviewForm.js';
import { StarRating } from './StarRating.js';

/** Asks before a review is reported, with an optional reason. */
function ReportDialog({ onReport, onClose }: { onReport: ReviewAction<[reason: string]>; onClose: () => void }) {
  const t = useTranslate();
  const [reason, setReason] = useState('');
  const form = useFormAction((given: string) => {
    const checked = checkReviewReport({ reason: given });
    return checked.ok ? onReport(checked.value.reason ?? '') : checked;
  });
  const error = form.fieldErrors.reason?.join(' ') ?? form.formError;
  const saving = form.pending;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await form.run(reason)).ok) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('reviewReportTitle')} description={t('reviewReportBody')} size="sm" name="review-report">
      <form className="est-review-report-form est-stack est-gap-3" onSubmit={submit} noValidate>
        <TextArea label={t('reviewReportReason')} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={FORM_FIELDS.reviewReport.reason.maxLength} errors={error ? [error] : undefined} />
        <div className="est-review-form-actions est-flex est-wrap est-gap-2">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={saving} icon={<Flag size={16} aria-hidden />}>
            {t('reviewReportConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export interface ReviewItemProps {
  review: AgentReview;
  agentName: string;
  /** The viewer is the agent and the review has no reply yet. */
  canReply: boolean;
  /** The viewer may report it (signed in, a member, not its author). */
  canReport: boolean;
  onUpdate?: ReviewAction<[id: number, input: ReviewInput]>;
  onReply?: ReviewAction<[id: number, text: string]>;
  onReport?: ReviewAction<[id: number, reason: string]>;
}

export function ReviewItem({ review, agentName, canReply, canReport, onUpdate, onReply, onReport }: ReviewItemProps) {
  const t = useTranslate();
  const { intlLocale, messages, components, paths } = useEstateUI();
  const { Link } = components;
  const [mode, setMode] = useState<'read' | 'edit' | 'reply' | 'report'>('read');
  const name = review.author_full_name || review.author;
  const edited = new Date(review.updated_at).getTime() - new Date(review.created_at).getTime() > 60_000;
  const when = (iso: string) => formatRelativeTime(iso, { locale: intlLocale, messages });
  if (mode === 'edit' && onUpdate) {
    return (
      <li className="est-review est-stack est-gap-2" data-mine>
        <ReviewForm
          agentName={agentName}
          editing
          initial={{ rating: review.rating, content: review.content }}
          onCancel={() => setMode('read')}
          onSubmit={async (input) => {
            const result = await onUpdate(review.id, input);
            if (result.ok) setMode('read');
            return result;
          }}
        />
      </li>
    );
  }
  return (
    <li className="est-review est-stack est-gap-2" data-mine={review.is_mine || undefined}>
      <article aria-label={name}>
        <header className="est-review-head est-row est-between est-gap-3">
          <Link href={paths.profile(review.author)} className="est-review-author est-shrink est-inline est-gap-3">
            <Avatar src={review.profile_photo} name={name} size={40} decorative />
            <span className="est-review-author-text est-shrink est-stack">
              <span className="est-review-name est-truncate est-semibold">{name}</span>
              <span className="est-review-meta est-text-xs est-muted">
                <time dateTime={review.created_at} suppressHydrationWarning>{when(review.created_at)}</time>
                {edited && <span> · {t('reviewEdited')}</span>}
              </span>
            </span>
          </Link>
          {review.is_mine && <span className="est-review-mine est-flex-none est-text-accent est-pill est-text-xs est-semibold">{t('reviewYours')}</span>}
        </header>
        <StarRating value={review.rating} />
        <p className="est-review-content est-break">{review.content}</p>
        {review.reply && (
          <div className="est-review-reply est-sunken">
            <p className="est-review-reply-title est-row est-wrap est-gap-1 est-text-sm est-semibold">
              <MessageSquareText size={14} aria-hidden />
              {t('reviewReplyFrom', { name: agentName })}
              {review.replied_at && (
                <time dateTime={review.replied_at} className="est-review-meta est-text-xs est-muted est-review-reply-when" suppressHydrationWarning>
                  {when(review.replied_at)}
                </time>
              )}
            </p>
            <p className="est-review-reply-text est-break est-text-sm">{review.reply}</p>
          </div>
        )}
        {mode === 'reply' && onReply && (
          <ReplyForm
            reviewer={name}
            onCancel={() => setMode('read')}
            onSubmit={async (text) => {
              const result = await onReply(review.id, text);
              if (result.ok) setMode('read');
              return result;
            }}
          />
        )}
        {mode === 'read' && (review.is_mine || canReply || canReport || review.is_reported) && (
          <div className="est-review-actions est-row est-wrap est-gap-2">
            {review.is_mine && onUpdate && (
              <Button variant="ghost" size="sm" icon={<Pencil size={14} aria-hidden />} onClick={() => setMode('edit')}>
                {t('reviewEdit')}
              </Button>
            )}
            {canReply && onReply && (
              <Button variant="secondary" size="sm" icon={<Reply size={14} aria-hidden />} onClick={() => setMode('reply')} aria-label={t('reviewReplyTo', { name })}>
                {t('reviewReply')}
              </Button>
            )}
            {review.is_reported ? (
              <span className="est-review-reported est-inline est-gap-1 est-text-sm est-muted">
                <Flag size={14} aria-hidden />
                {t('reviewReported')}
              </span>
            ) : (
              canReport &&
              onReport && (
                <Button variant="ghost" size="sm" icon={<Flag size={14} aria-hidden />} onClick={() => setMode('report')} aria-label={t('reviewReportOf', { name })}>
                  {t('reviewReport')}
                </Button>
              )
            )}
          </div>
        )}
      </article>
      {mode === 'report' && onReport && <ReportDialog onClose={() => setMode('read')} onReport={(reason) => onReport(review.id, reason)} />}
    </li>
  );
}
