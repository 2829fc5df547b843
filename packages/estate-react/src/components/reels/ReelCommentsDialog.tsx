'use client';

import { formatRelativeTime, type ClipComment } from '@estate/sdk';
import { useAddClipComment, useClipComments } from '@estate/sdk/react';
import { MessageCircle } from '../../icons/index.js';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { AvatarSkeletonRows } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { useErrorText } from '../shared/error-text.js';

/** Spec §9: five comment skeletons while the list loads. */
const COMMENT_SKELETONS = 5;

export interface ReelCommentsViewProps {
  comments: ClipComment[];
  isLoading?: boolean;
  /** The typed text and its setter: the form is controlled. */
  draft: string;
  onDraftChange: (text: string) => void;
  onSubmit: () => void;
  isPosting?: boolean;
}

/** The clip's comments, newest first, and the 'Add a comment...' box with Post. */
export function ReelCommentsView({ comments, isLoading, draft, onDraftChange, onSubmit, isPosting }: ReelCommentsViewProps) {
  const t = useTranslate();
  const { messages, intlLocale, paths, components } = useEstateUI();
  const { Link } = components;
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="est-reel-comments est-stack est-gap-4">
      <div className="est-reel-comments-list" aria-busy={isLoading || undefined}>
        {isLoading ? (
          <AvatarSkeletonRows count={COMMENT_SKELETONS} as="div" className="est-reel-comment est-align-start est-flex est-gap-3" avatar={32} linesAs="div" linesClassName="est-reel-comment-body est-stack est-grow est-gap-1" lines={[['40%', 12], ['85%', 12]]} />
        ) : comments.length === 0 ? (
          <EmptyState icon={<MessageCircle size={22} />} title={t('noComments')} />
        ) : (
          <ul>
            {comments.map((comment) => (
              <li key={comment.id} className="est-reel-comment est-align-start est-flex est-gap-3" data-pending={comment.id < 0 || undefined}>
                <Avatar src={comment.profile_photo} name={comment.author} size={32} />
                <div className="est-reel-comment-body est-stack est-grow est-gap-1">
                  <p className="est-reel-comment-meta est-flex est-gap-2 est-text-xs est-muted">
                    <Link href={paths.profile(comment.author)} className="est-reel-comment-author est-text-sm est-semibold">
                      {comment.author}
                    </Link>
                    <time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at, { locale: intlLocale, messages })}</time>
                  </p>
                  <p className="est-reel-comment-text est-break">{comment.content}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form className="est-reel-comment-form est-divided est-flex est-gap-2" onSubmit={submit}>
        <label htmlFor={inputId} className="est-visually-hidden">
          {t('reelAddComment')}
        </label>
        <input id={inputId} className="est-input" value={draft} placeholder={t('reelAddComment')} autoComplete="off" onChange={(event) => onDraftChange(event.target.value)} />
        <Button type="submit" loading={isPosting} disabled={!draft.trim()}>
          {t('reelPost')}
        </Button>
      </form>
    </div>
  );
}

export interface ReelCommentsDialogProps {
  reelId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The comments of one clip in a dialog: read with `useClipComments`, posted with `useAddClipComment` (optimistic). */
export function ReelCommentsDialog({ reelId, open, onOpenChange }: ReelCommentsDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const { comments, count, isLoading } = useClipComments(open ? reelId : null);
  const { add, isPosting, error } = useAddClipComment(reelId);
  const errorText = useErrorText();
  useEffect(() => {
    // Spec §8: a failed call shows the server's text (the rule's, for a blank comment).
    if (error) toast(errorText(error) || t('generic'), { tone: 'danger' });
  }, [error]); // eslint-disable-line react-hooks/exhaustive-deps
  const onSubmit = async () => {
    const text = draft;
    setDraft('');
    if (await add(text)) toast(t('clipCommentPosted'));
    else setDraft(text);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} name="reel-comments-dialog" size="md" title={count ? t('reelCommentsCount', { count }) : t('reelComments')}>
      <ReelCommentsView comments={comments} isLoading={isLoading} draft={draft} onDraftChange={setDraft} onSubmit={onSubmit} isPosting={isPosting} />
    </Dialog>
  );
}
