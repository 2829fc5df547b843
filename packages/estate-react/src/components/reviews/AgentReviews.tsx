'use client';

import type { ActionResult, AgentReview, ReviewInput, ReviewSummary, ReviewViewer } from '@estate/sdk';
import { useAgentReviews, useCreateReview, useProfileByUsername, useReplyToReview, useReportReview, useUpdateReview } from '@estate/sdk/react';
import { Pencil } from '../../icons/index.js';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { RetryBanner } from '../shared/RetryBanner.js';
import { ReviewEligibility, ReviewForm, type ReviewAction } from './ReviewForm.js';
import { ReviewList } from './ReviewList.js';
import { ReviewsSummary } from './ReviewsSummary.js';

export type { ReviewAction } from './ReviewForm.js';

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
  onCreate?: ReviewAction<[input: ReviewInput]>;
  onUpdate?: ReviewAction<[id: number, input: ReviewInput]>;
  onReply?: ReviewAction<[id: number, text: string]>;
  onReport?: ReviewAction<[id: number, reason: string]>;
  /** Opens the chat with the agent: offered to a signed-in member who has not written to them yet. */
  onMessage?: () => void;
  /** The heading's level (h2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
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
  const root = useRootProps('agent-reviews', 'est-stack est-gap-5', className);
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
      <div className="est-reviews-loading est-stack est-gap-4" role="status" aria-busy="true" aria-label={t('loading')}>
        <div className="est-reviews-summary est-grid est-card est-gap-6">
          <Skeleton width={120} height={88} />
          <Skeleton width="100%" height={88} />
        </div>
        {[0, 1].map((index) => (
          <div key={index} className="est-review est-stack est-gap-2" data-skeleton>
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
        <ReviewsSummary summary={summary} />
        {viewer && <ReviewEligibility viewer={viewer} agentName={agentName} onMessage={onMessage} />}
        {viewer?.can_review && onCreate && !writing && (
          <div className="est-reviews-write est-flex">
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
        <ReviewList
          reviews={reviews}
          agentName={agentName}
          viewer={viewer}
          canReport={canReport}
          refreshing={refreshing}
          onUpdate={onUpdate}
          onReply={onReply}
          onReport={onReport}
        />
        {pageCount > 1 && (
          <nav className="est-reviews-pages est-justify-center est-row est-gap-4 est-text-sm est-muted" aria-label={t('reviewsPages')}>
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
      <Heading id={headingId} className="est-reviews-title est-text-xl est-bold est-tight">
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
 * Successes show as toasts (inside a `Toaster`); refusals show on the form, worded by code.
 */
export function AgentReviews({ username, pageSize, onMessage, headingLevel, className }: AgentReviewsProps) {
  const t = useTranslate();
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
  const outcome = async <Value,>(action: Promise<ActionResult<Value>>, done: EstateUIMessageKey): Promise<ActionResult<Value>> => {
    const result = await action;
    if (result.ok) toast(t(done), { tone: 'success' });
    return result;
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
