'use client';

import { formatRelativeTime, RuleError, type ActionResult, type PropertyComment, type Reply } from '@estate/sdk';
import { useAddPropertyComment, useMyProfile, usePropertyComments, useReplyToComment } from '@estate/sdk/react';
import { clsx } from 'clsx';
import { MessageCircle, Smile, X } from '../../icons/index.js';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { QuickEmojiPicker } from '../../primitives/QuickEmojiPicker.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { AvatarSkeletonRows } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { useGuestGate } from '../auth/GuestGate.js';
import { useErrorText } from '../shared/error-text.js';

/** Spec §9: comment skeletons while the list loads. */
export const COMMENT_SKELETONS = 5;

/** The comment a reply answers: its id and whose it is. */
export interface ReplyTarget {
  commentId: number;
  author: string;
}

export interface CommentListViewProps {
  comments: PropertyComment[];
  isLoading?: boolean;
  /** Offers Reply on each comment and reply. */
  onReply?: (target: ReplyTarget) => void;
  /** The moment times are measured from (stories and tests pin it). */
  now?: Date | number;
  className?: string;
}

function CommentItem({ item, onReply, now, nested }: { item: PropertyComment | Reply; onReply?: (target: ReplyTarget) => void; now?: Date | number; nested?: boolean }) {
  const t = useTranslate();
  const { components, paths, intlLocale, messages } = useEstateUI();
  const { Link } = components;
  return (
    <div className="est-comment est-align-start est-flex est-gap-3" data-nested={nested || undefined} data-pending={item.id < 0 || undefined}>
      <Avatar src={item.profile_photo} name={item.author_name || item.author} size={nested ? 28 : 36} />
      <div className="est-comment-main est-stack est-grow est-gap-1">
        <p className="est-comment-text est-break">
          {item.author && (
            <Link className="est-comment-author est-semibold" href={paths.profile(item.author)} title={`@${item.author}`}>
              {item.author_name || item.author}
            </Link>
          )}{' '}
          <span>{item.content}</span>
        </p>
        <p className="est-comment-meta est-row est-gap-3 est-text-xs est-muted">
          <time dateTime={item.created_at} suppressHydrationWarning>{formatRelativeTime(item.created_at, { now, locale: intlLocale, messages })}</time>
          {onReply && item.id > 0 && (
            <button type="button" className="est-comment-reply est-bare est-text-xs est-semibold est-muted" aria-label={t('replyTo', { name: item.author })} onClick={() => onReply({ commentId: item.id, author: item.author })}>
              {t('reply')}
            </button>
          )}
        </p>
      </div>
    </div>
  );
}

/** A comment list with replies under each comment; 5 skeletons while loading, 'No comments yet!!' when empty. */
export function CommentListView({ comments, isLoading, onReply, now, className }: CommentListViewProps) {
  const t = useTranslate();
  if (isLoading) {
    return (
      <ul className={clsx('est-comment-list est-stack est-gap-4', className)} aria-busy="true" aria-label={t('comments')}>
        <AvatarSkeletonRows count={COMMENT_SKELETONS} className="est-comment est-align-start est-flex est-gap-3" avatar={36} linesAs="div" linesClassName="est-comment-main est-stack est-grow est-gap-1" lines={(index) => [['40%', 12], [`${85 - index * 9}%`, 12]]} />
      </ul>
    );
  }
  if (comments.length === 0) {
    return <EmptyState className={clsx('est-comment-empty', className)} icon={<MessageCircle size={22} />} title={t('noComments')} />;
  }
  return (
    <ul className={clsx('est-comment-list est-stack est-gap-4', className)} aria-label={t('comments')}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentItem item={comment} onReply={onReply} now={now} />
          {comment.replies.length > 0 && (
            <ul className="est-comment-replies est-stack est-gap-3">
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem item={reply} onReply={onReply} now={now} nested />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface CommentComposerProps {
  /** Sends the text; a failure (`{ok: false}`: refused, or not sent) puts it back in the field. */
  onSubmit: (text: string) => Promise<ActionResult<unknown>> | ActionResult<unknown>;
  busy?: boolean;
  /** Answering this comment rather than the property. */
  replyingTo?: ReplyTarget | null;
  onCancelReply?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The 'Add a comment...' field with an emoji picker (loaded when first opened) and a Post button.
 * The field is cleared as soon as the comment is sent (spec §4), and given back if it fails.
 */
export function CommentComposer({ onSubmit, busy, replyingTo, onCancelReply, inputRef, className }: CommentComposerProps) {
  const EmojiPicker = useEstateUI().components.EmojiPicker ?? QuickEmojiPicker;
  const t = useTranslate();
  const [text, setText] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const field = useRef<HTMLInputElement | null>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const fieldId = useId();

  useEffect(() => {
    if (replyingTo) field.current?.focus();
  }, [replyingTo]);

  const setField = (element: HTMLInputElement | null) => {
    field.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  const insertEmoji = (emoji: string) => {
    const input = field.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    setText(next);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = text;
    if (!sent.trim() || busy) return;
    setText('');
    setPickerOpen(false);
    const result = await onSubmit(sent);
    if (!result.ok) setText((current) => current || sent);
  };

  // Escape closes the open picker, and only the picker: a dialog around the composer listens on
  // the document in the capture phase, so the key is taken on the window, before it gets there.
  useEffect(() => {
    if (!pickerOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setPickerOpen(false);
      emojiButton.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [pickerOpen]);

  const placeholder = replyingTo ? t('replyTo', { name: replyingTo.author }) : t('addComment');
  return (
    <form className={clsx('est-comment-composer est-divided est-relative est-stack est-gap-2', className)} onSubmit={submit}>
      {pickerOpen && (
        <div id={pickerId} className="est-comment-composer-picker est-flex">
          <EmojiPicker onPick={insertEmoji} height={360} />
        </div>
      )}
      {replyingTo && (
        <p className="est-comment-composer-replying est-rounded est-sunken est-row est-between est-gap-2 est-text-xs est-muted">
          <span>{t('replyingTo', { name: replyingTo.author })}</span>
          <button type="button" className="est-circle est-bare" aria-label={t('cancelReply')} title={t('cancelReply')} onClick={onCancelReply}>
            <X size={14} aria-hidden />
          </button>
        </p>
      )}
      <div className="est-comment-composer-row est-row est-gap-2">
        <button
          ref={emojiButton}
          type="button"
          className="est-comment-composer-emoji est-bare est-flex-none est-circle est-muted"
          aria-label={pickerOpen ? t('closeEmoji') : t('emoji')}
          title={t('emoji')}
          aria-expanded={pickerOpen}
          aria-controls={pickerOpen ? pickerId : undefined}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <Smile size={20} aria-hidden />
        </button>
        <label className="est-visually-hidden" htmlFor={fieldId}>
          {placeholder}
        </label>
        <input
          id={fieldId}
          ref={setField}
          className="est-comment-composer-input est-bordered est-sunken est-grow est-pill"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="send"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && replyingTo) {
              event.stopPropagation();
              onCancelReply?.();
            }
          }}
        />
        <Button type="submit" variant="ghost" size="sm" className="est-comment-composer-post est-text-accent" disabled={!text.trim()} loading={busy}>
          {t('post')}
        </Button>
      </div>
    </form>
  );
}

export interface PropertyCommentsProps {
  propertyId: number;
  /** Puts the field in focus on mount (the comments modal). */
  autoFocus?: boolean;
  now?: Date | number;
  className?: string;
}

/**
 * A property's comments, connected: the list (`usePropertyComments`), adding and replying
 * (`useAddPropertyComment`, `useReplyToComment`, both optimistic), 'Comment posted!!' on success
 * and the reason in red when a comment is refused.
 */
export function PropertyComments({ propertyId, autoFocus, now, className }: PropertyCommentsProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const errorText = useErrorText();
  const toast = useToast();
  const { isRegistered, guard, popup } = useGuestGate();
  // The optimistic comment shows its author from the cached own profile.
  useMyProfile();
  const { comments, isLoading, error: loadError } = usePropertyComments(propertyId);
  const adding = useAddPropertyComment(propertyId);
  const replying = useReplyToComment(propertyId);
  const [replyingTo, setReplyingTo] = useState<ReplyTarget | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const onSubmit = async (text: string): Promise<ActionResult<unknown>> => {
    if (!isRegistered) {
      guard(() => undefined, replyingTo ? 'reply' : 'comment');
      // Refused before sending, as a rule refuses: the guest popup says why.
      return { ok: false, error: new RuleError('guest_forbidden', messages.guestForbidden) };
    }
    if (replyingTo) {
      // Like the field, the reply target is cleared at once, and given back if the reply fails.
      const target = replyingTo;
      setReplyingTo(null);
      const result = await replying.reply(target.commentId, text);
      if (!result.ok) setReplyingTo(target);
      return result;
    }
    const result = await adding.add(text);
    if (result.ok) toast(t('commentPosted'));
    return result;
  };

  const root = useRootProps('property-comments', 'est-stack est-gap-3', className);
  const error = replyingTo ? replying.error : adding.error;
  const reset = replyingTo ? replying.reset : adding.reset;
  return (
    <div {...root}>
      <div className="est-property-comments-list">
        {loadError && !isLoading ? <Banner tone="danger">{errorText(loadError)}</Banner> : <CommentListView comments={comments} isLoading={isLoading} onReply={setReplyingTo} now={now} />}
      </div>
      {error && (
        <Banner tone="danger" onDismiss={reset}>
          {errorText(error)}
        </Banner>
      )}
      <CommentComposer onSubmit={onSubmit} busy={adding.isPosting || replying.isPosting} replyingTo={replyingTo} onCancelReply={() => setReplyingTo(null)} inputRef={input} />
      {popup}
    </div>
  );
}
