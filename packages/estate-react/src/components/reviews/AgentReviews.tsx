'use client';

import { formatRelativeTime, type AgentReview, type EstateError, type ReviewBlock, type ReviewInput, type ReviewSummary, type ReviewViewer } from '@estate/sdk';
import { useAgentReviews, useCreateReview, useProfileByUsername, useReplyToReview, useReportReview, useUpdateReview, type ActionResult } from '@estate/sdk/react';
import { Flag, Lock, MessageCircle, MessageSquareText, Pencil, Reply, Star } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { TextArea } from '../../primitives/Field.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { localFieldErrors, useLocalText } from '../shared/internal.js';
import { RetryBanner } from '../shared/RetryBanner.js';
import { StarRating, useAverageText } from './StarRating.js';

/** The longest review the server takes (trimmed), and the longest reply and report reason. */
export const REVIEW_MAX_LENGTH = 1000;
export const REVIEW_REPORT_MAX_LENGTH = 500;

/** What an action of the view gives back: done, or the server's refusal (a message, field errors). */
export type ReviewActionResult = { ok: true } | { ok: false; message?: string; fieldErrors?: Record<string, string[]> };

const BLOCK_TEXTS: Record<Exclude<ReviewBlock, 'reviewed'>, EstateUIMessageKey> = {
  sign_in: 'reviewBlockSignIn',
  guest: 'reviewBlockGuest',
  self: 'reviewBlockSelf',
  not_agent: 'reviewBlockNotAgent',
  no_chat: 'reviewBlockNoChat',
};

/** The star picker: five radio buttons, so arrows move between them and one tab stop holds the group. */
function StarPicker({ value, onChange, errors }: { value: number; onChange: (rating: number) => void; errors?: string[] }) {
  const t = useTranslate();
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const errorId = errors?.length ? `${name}-error` : undefined;
  return (
    <fieldset className="est-star-picker" aria-describedby={errorId} data-invalid={errors?.length ? true : undefined}>
      <legend className="est-field-label">{t('reviewRating')}</legend>
      <div className="est-star-picker-options" onPointerLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="est-star-picker-option" data-on={rating <= shown || undefined} onPointerEnter={() => setHover(rating)}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="est-visually-hidden"
              aria-invalid={errors?.length ? true : undefined}
            />
            <Star size={28} aria-hidden />
            <span className="est-visually-hidden">{rating === 1 ? t('reviewStarOne') : t('reviewStars', { count: rating })}</span>
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={errorId} className="est-field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ReviewFormProps {
  agentName: string;
  initial?: ReviewInput;
  editing?: boolean;
  onSubmit: (input: ReviewInput) => Promise<ReviewActionResult>;
  onCancel?: () => void;
}

/** The review form: stars, text with its counter, checked here before it is sent. */
function ReviewForm({ agentName, initial, editing = false, onSubmit, onCancel }: ReviewFormProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [content, setContent] = useState(initial?.content ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const length = content.trim().length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string[]> = {};
    if (rating < 1 || rating > 5) found.rating = [t('reviewRatingRequired')];
    if (length === 0) found.content = [t('reviewTextRequired')];
    else if (length > REVIEW_MAX_LENGTH) found.content = [t('reviewTextTooLong', { max: REVIEW_MAX_LENGTH })];
    setErrors(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await onSubmit({ rating, content: content.trim() });
    setSaving(false);
    if (!result.ok) {
      setErrors(localFieldErrors(messages, result.fieldErrors));
      if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) setMessage(result.message);
    }
  };
  return (
    <form className="est-review-form" onSubmit={submit} noValidate aria-label={editing ? t('reviewEditTitle') : t('reviewWriteTitle', { name: agentName })}>
      <p className="est-review-form-title">{editing ? t('reviewEditTitle') : t('reviewWriteTitle', { name: agentName })}</p>
      {message && <Banner tone="danger">{message}</Banner>}
      <StarPicker value={rating} onChange={setRating} errors={errors.rating} />
      <TextArea
        label={t('reviewText')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('reviewTextPlaceholder', { name: agentName })}
        rows={4}
        errors={errors.content}
        hint={
          <span className="est-review-counter" data-over={length > REVIEW_MAX_LENGTH || undefined}>
            {t('reviewCounter', { count: length, max: REVIEW_MAX_LENGTH })}
          </span>
        }
      />
      <div className="est-review-form-actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {editing ? t('reviewSave') : t('reviewPost')}
        </Button>
      </div>
    </form>
  );
}

/** The agent's one reply to a review. */
function ReplyForm({ reviewer, onSubmit, onCancel }: { reviewer: string; onSubmit: (text: string) => Promise<ReviewActionResult>; onCancel: () => void }) {
  const t = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('reviewReplyRequired'));
    setSaving(true);
    const result = await onSubmit(text.trim());
    setSaving(false);
    if (!result.ok) setError(result.fieldErrors?.reply?.join(' ') ?? result.message);
  };
  return (
    <form className="est-review-reply-form" onSubmit={submit} noValidate aria-label={t('reviewReplyTo', { name: reviewer })}>
      <TextArea
        label={t('reviewReplyLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={REVIEW_MAX_LENGTH}
        hint={t('reviewReplyHint')}
        errors={error ? [error] : undefined}
        autoFocus
      />
      <div className="est-review-form-actions">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" loading={saving}>
          {t('reviewReplyPost')}
        </Button>
      </div>
    </form>
  );
}

/** Asks before a review is reported, with an optional reason. */
function ReportDialog({ onReport, onClose }: { onReport: (reason: string) => Promise<ReviewActionResult>; onClose: () => void }) {
  const t = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await onReport(reason.trim());
    setSaving(false);
    if (result.ok) onClose();
    else setError(result.fieldErrors?.reason?.join(' ') ?? result.message);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('reviewReportTitle')} description={t('reviewReportBody')} size="sm" name="review-report">
      <form className="est-review-report-form" onSubmit={submit} noValidate>
        <TextArea label={t('reviewReportReason')} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={REVIEW_REPORT_MAX_LENGTH} errors={error ? [error] : undefined} />
        <div className="est-review-form-actions">
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

interface ReviewItemProps {
  review: AgentReview;
  agentName: string;
  /** The viewer is the agent and the review has no reply yet. */
  canReply: boolean;
  /** The viewer may report it (signed in, a member, not its author). */
  canReport: boolean;
  onUpdate?: (id: number, input: ReviewInput) => Promise<ReviewActionResult>;
  onReply?: (id: number, text: string) => Promise<ReviewActionResult>;
  onReport?: (id: number, reason: string) => Promise<ReviewActionResult>;
}

function ReviewItem({ review, agentName, canReply, canReport, onUpdate, onReply, onReport }: ReviewItemProps) {
  const t = useTranslate();
  const { intlLocale, messages, components, paths } = useEstateUI();
  const { Link } = components;
  const [mode, setMode] = useState<'read' | 'edit' | 'reply' | 'report'>('read');
  const name = review.author_full_name || review.author;
  const edited = new Date(review.updated_at).getTime() - new Date(review.created_at).getTime() > 60_000;
  const when = (iso: string) => formatRelativeTime(iso, { locale: intlLocale, messages });
  if (mode === 'edit' && onUpdate) {
    return (
      <li className="est-review" data-mine>
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
    <li className="est-review" data-mine={review.is_mine || undefined}>
      <article aria-label={name}>
        <header className="est-review-head">
          <Link href={paths.profile(review.author)} className="est-review-author">
            <Avatar src={review.profile_photo} name={name} size={40} decorative />
            <span className="est-review-author-text">
              <span className="est-review-name">{name}</span>
              <span className="est-review-meta">
                <time dateTime={review.created_at}>{when(review.created_at)}</time>
                {edited && <span> · {t('reviewEdited')}</span>}
              </span>
            </span>
          </Link>
          {review.is_mine && <span className="est-review-mine">{t('reviewYours')}</span>}
        </header>
        <StarRating value={review.rating} />
        <p className="est-review-content">{review.content}</p>
        {review.reply && (
          <div className="est-review-reply">
            <p className="est-review-reply-title">
              <MessageSquareText size={14} aria-hidden />
              {t('reviewReplyFrom', { name: agentName })}
              {review.replied_at && (
                <time dateTime={review.replied_at} className="est-review-meta est-review-reply-when">
                  {when(review.replied_at)}
                </time>
              )}
            </p>
            <p className="est-review-reply-text">{review.reply}</p>
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
          <div className="est-review-actions">
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
              <span className="est-review-reported">
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

/** The average, the stars and the count, with a bar for each number of stars. */
function Summary({ summary }: { summary: ReviewSummary }) {
  const t = useTranslate();
  const average = useAverageText();
  const total = summary.num_reviews;
  const listed = summary.distribution.reduce((sum, n) => sum + n, 0) || 1;
  return (
    <div className="est-reviews-summary">
      <div className="est-reviews-score">
        <p className="est-reviews-average" aria-hidden>
          {total > 0 ? average(summary.rating_average) : '–'}
        </p>
        <StarRating value={total > 0 ? summary.rating_average : 0} size={18} />
        <p className="est-reviews-count">{total === 1 ? t('reviewsCountOne') : t('reviewsCount', { count: total })}</p>
      </div>
      <ul className="est-reviews-bars" aria-label={t('reviewsDistribution')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="est-reviews-bar" aria-label={t('reviewsDistributionRow', { stars, count })}>
              <span className="est-reviews-bar-label" aria-hidden>
                {stars}
                <Star size={12} aria-hidden />
              </span>
              <span className="est-reviews-bar-track" aria-hidden>
                <span className="est-reviews-bar-fill" style={{ width: `${(count / listed) * 100}%` }} />
              </span>
              <span className="est-reviews-bar-count" aria-hidden>
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface AgentReviewsViewProps {
  /** The agent's display name, for headings and the form. */
  agentName: string;
  summary?: ReviewSummary;
  reviews?: AgentReview[];
  viewer?: ReviewViewer;
  loading?: boolean;
  /** A newer page is on its way: the current one stays, dimmed. */
  refreshing?: boolean;
  /** Why the reviews could not be loaded; shows with a "Try again" button. */
  error?: string;
  onRetry?: () => void;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  onCreate?: (input: ReviewInput) => Promise<ReviewActionResult>;
  onUpdate?: (id: number, input: ReviewInput) => Promise<ReviewActionResult>;
  onReply?: (id: number, text: string) => Promise<ReviewActionResult>;
  onReport?: (id: number, reason: string) => Promise<ReviewActionResult>;
  /** Opens the chat with the agent: offered to a signed-in member who has not written to them yet. */
  onMessage?: () => void;
  /** The heading's level (h2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

/** Why the viewer cannot write a review, with the way forward when there is one. */
function Eligibility({ viewer, agentName, onMessage }: { viewer: ReviewViewer; agentName: string; onMessage?: () => void }) {
  const t = useTranslate();
  const { components, paths } = useEstateUI();
  const { Link } = components;
  if (viewer.can_review || !viewer.reason || viewer.reason === 'reviewed') return null;
  const reason = viewer.reason;
  return (
    <div className="est-reviews-note" data-reason={reason} role="note">
      {reason === 'no_chat' ? <MessageCircle size={18} aria-hidden /> : <Lock size={18} aria-hidden />}
      <p>{t(BLOCK_TEXTS[reason])}</p>
      {reason === 'no_chat' && onMessage && (
        <Button variant="secondary" size="sm" icon={<MessageCircle size={14} aria-hidden />} onClick={onMessage}>
          {t('reviewMessage', { name: agentName })}
        </Button>
      )}
      {reason === 'sign_in' && (
        <Link href={paths.login()} className="est-button" data-variant="secondary" data-size="sm">
          {t('reviewSignIn')}
        </Link>
      )}
    </div>
  );
}

/**
 * An agent's reviews from plain props: the average with its stars and count, a bar for each
 * number of stars, the "Write a review" form for a viewer who may write one (or why they may not),
 * and the reviews with the agent's replies, edit for the author, reply for the agent and report
 * for everyone else signed in; paged.
 */
export function AgentReviewsView({
  agentName,
  summary,
  reviews,
  viewer,
  loading = false,
  refreshing = false,
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  onCreate,
  onUpdate,
  onReply,
  onReport,
  onMessage,
  headingLevel = 2,
  className,
}: AgentReviewsViewProps) {
  const t = useTranslate();
  const root = useRootProps('agent-reviews', className);
  const headingId = useId();
  const [writing, setWriting] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  /** Another page starts at the section's top when that has scrolled out of view. */
  const goToPage = (next: number) => {
    onPageChange?.(next);
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
  };
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const canReport = Boolean(viewer && viewer.reason !== 'sign_in' && viewer.reason !== 'guest');

  let body: ReactNode;
  if (error && !summary) {
    body = <RetryBanner error={error} onRetry={onRetry} />;
  } else if (loading || !summary) {
    body = (
      <div className="est-reviews-loading" role="status" aria-busy="true" aria-label={t('loading')}>
        <div className="est-reviews-summary">
          <Skeleton width={120} height={88} />
          <Skeleton width="100%" height={88} />
        </div>
        {[0, 1].map((index) => (
          <div key={index} className="est-review" data-skeleton>
            <Skeleton width={40} height={40} radius="50%" />
            <Skeleton width="60%" height={14} />
            <Skeleton width="90%" height={14} />
          </div>
        ))}
      </div>
    );
  } else {
    body = (
      <>
        <Summary summary={summary} />
        {viewer && <Eligibility viewer={viewer} agentName={agentName} onMessage={onMessage} />}
        {viewer?.can_review && onCreate && !writing && (
          <div className="est-reviews-write">
            <Button icon={<Pencil size={16} aria-hidden />} onClick={() => setWriting(true)}>
              {t('reviewWrite')}
            </Button>
          </div>
        )}
        {viewer?.can_review && onCreate && writing && (
          <ReviewForm
            agentName={agentName}
            onCancel={() => setWriting(false)}
            onSubmit={async (input) => {
              const result = await onCreate(input);
              if (result.ok) setWriting(false);
              return result;
            }}
          />
        )}
        {reviews && reviews.length > 0 ? (
          <ol className="est-reviews-list" data-refreshing={refreshing || undefined} aria-busy={refreshing || undefined}>
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
        )}
        {pageCount > 1 && (
          <nav className="est-reviews-pages" aria-label={t('reviewsPages')}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
              {t('reviewsPrevious')}
            </Button>
            <span aria-current="page">{t('reviewsPageOf', { page, count: pageCount })}</span>
            <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => goToPage(page + 1)}>
              {t('reviewsNext')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section {...root} ref={sectionRef} aria-labelledby={headingId} id="reviews">
      <Heading id={headingId} className="est-reviews-title">
        {t('reviewsTitle')}
      </Heading>
      {body}
    </section>
  );
}

export interface AgentReviewsProps {
  /** The agent's username. */
  username: string;
  /** Reviews a page; 10 by default. */
  pageSize?: number;
  /** Opens the chat with the agent (offered when the viewer must chat before reviewing). */
  onMessage?: () => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * An agent's reviews, read and written through the SDK: `<AgentReviews username="grace_achieng" />`.
 * Successes show as toasts (inside a `Toaster`); refusals show on the form.
 */
export function AgentReviews({ username, pageSize, onMessage, headingLevel, className }: AgentReviewsProps) {
  const t = useTranslate();
  const localText = useLocalText();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const list = useAgentReviews(username, { page, pageSize });
  const { profile } = useProfileByUsername(username);
  const create = useCreateReview(username);
  const update = useUpdateReview(username);
  const reply = useReplyToReview(username);
  const report = useReportReview(username);
  const agentName = profile?.full_name?.trim() || username;

  /** Words an action's outcome for the view: a toast when taken, the server's refusal otherwise. */
  const outcome = async (action: Promise<ActionResult<unknown>>, done: EstateUIMessageKey): Promise<ReviewActionResult> => {
    const result = await action;
    if (result.ok) {
      toast(t(done), { tone: 'success' });
      return { ok: true };
    }
    const error = result.error as EstateError;
    return { ok: false, message: localText(error.message), fieldErrors: error.fieldErrors };
  };

  return (
    <AgentReviewsView
      agentName={agentName}
      summary={list.summary}
      reviews={list.reviews}
      viewer={list.viewer}
      loading={list.isLoading}
      refreshing={list.isValidating && !list.isLoading}
      error={list.error ? t('reviewsError') : undefined}
      onRetry={list.retry}
      page={page}
      pageCount={list.pageCount}
      onPageChange={setPage}
      onCreate={(input) => outcome(create.create(input), 'reviewPosted')}
      onUpdate={(id, input) => outcome(update.update(id, input), 'reviewUpdated')}
      onReply={(id, text) => outcome(reply.reply(id, text), 'reviewReplied')}
      onReport={(id, reason) => outcome(report.report(id, reason), 'reviewReportDone')}
      onMessage={onMessage}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
