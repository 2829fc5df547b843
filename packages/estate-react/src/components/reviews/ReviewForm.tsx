'use client';

import { checkReview, checkReviewReply, FORM_FIELDS, type ActionResult, type ReviewBlock, type ReviewInput, type ReviewViewer } from '@estate/sdk';
import { Lock, MessageCircle, Star } from '../../icons/index.js';
import { useId, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { FieldErrors, TextArea } from '../../primitives/Field.js';
import type { CodeWording } from '../shared/error-text.js';
import { FormActions } from '../shared/FormActions.js';
import { useFormAction } from '../shared/useFormAction.js';

/** The stars a review may give and the longest review text the server takes (trimmed), from the contract. */
const { rating: RATING, content: { maxLength: REVIEW_MAX_LENGTH } } = FORM_FIELDS.createReview;
const RATINGS = Array.from({ length: RATING.maximum - RATING.minimum + 1 }, (_, index) => RATING.minimum + index);

/** What an action of the view gives back: done, or the refusal (an `EstateError`, read by code). */
export type ReviewAction<Args extends unknown[]> = (...args: Args) => Promise<ActionResult<unknown>>;

/** The review form words the rule's codes with its own texts. */
const REVIEW_WORDING: CodeWording = { rating_out_of_range: 'reviewRatingRequired', review_empty: 'reviewTextRequired', review_too_long: 'reviewTextTooLong' };
const REVIEW_FIELDS = ['rating', 'content'] as const;
const REPLY_WORDING: CodeWording = { review_reply_empty: 'reviewReplyRequired' };

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
    <fieldset className="est-star-picker est-stack est-gap-1" aria-describedby={errorId} data-invalid={errors?.length ? true : undefined}>
      <legend className="est-field-label">{t('reviewRating')}</legend>
      <div className="est-star-picker-options est-gap-1" onPointerLeave={() => setHover(0)}>
        {RATINGS.map((rating) => (
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
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}

interface ReviewFormProps {
  agentName: string;
  initial?: ReviewInput;
  editing?: boolean;
  onSubmit: ReviewAction<[input: ReviewInput]>;
  onCancel?: () => void;
}

/** The review form: stars, text with its counter, checked by the SDK's `checkReview` before it is sent. */
export function ReviewForm({ agentName, initial, editing = false, onSubmit, onCancel }: ReviewFormProps) {
  const t = useTranslate();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [content, setContent] = useState(initial?.content ?? '');
  const form = useFormAction(
    (input: ReviewInput) => {
      const checked = checkReview(input);
      return checked.ok ? onSubmit(checked.value) : checked;
    },
    REVIEW_WORDING,
    { check: checkReview, fields: REVIEW_FIELDS },
  );
  const errors = form.fieldErrors;
  const message = form.formError;
  const saving = form.pending;
  const length = content.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run({ rating, content });
  };
  return (
    <form ref={form.formRef} className="est-review-form est-card-raised est-stack est-gap-4" onSubmit={submit} noValidate aria-label={editing ? t('reviewEditTitle') : t('reviewWriteTitle', { name: agentName })}>
      <p className="est-review-form-title est-text-lg est-semibold">{editing ? t('reviewEditTitle') : t('reviewWriteTitle', { name: agentName })}</p>
      <StarPicker
        value={rating}
        onChange={(next) => {
          setRating(next);
          form.fieldChanged('rating', { rating: next, content });
        }}
        errors={errors.rating}
      />
      <TextArea
        label={t('reviewText')}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          form.fieldChanged('content', { rating, content: event.target.value });
        }}
        placeholder={t('reviewTextPlaceholder', { name: agentName })}
        rows={4}
        errors={errors.content}
        hint={
          <span className="est-review-counter est-tabular" data-over={length > REVIEW_MAX_LENGTH || undefined}>
            {t('reviewCounter', { count: length, max: REVIEW_MAX_LENGTH })}
          </span>
        }
      />
      <FormActions className="est-review-form-actions" align="end" error={message}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {editing ? t('reviewSave') : t('reviewPost')}
        </Button>
      </FormActions>
    </form>
  );
}

/** The agent's one reply to a review. */
export function ReplyForm({ reviewer, onSubmit, onCancel }: { reviewer: string; onSubmit: ReviewAction<[text: string]>; onCancel: () => void }) {
  const t = useTranslate();
  const [text, setText] = useState('');
  const form = useFormAction((reply: string) => {
    const checked = checkReviewReply({ reply });
    return checked.ok ? onSubmit(checked.value.reply) : checked;
  }, REPLY_WORDING);
  const error = form.fieldErrors.reply?.join(' ') ?? form.formError;
  const saving = form.pending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(text);
  };
  return (
    <form ref={form.formRef} className="est-review-reply-form est-stack est-gap-3" onSubmit={submit} noValidate aria-label={t('reviewReplyTo', { name: reviewer })}>
      <TextArea
        label={t('reviewReplyLabel')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          form.fieldChanged('reply', event.target.value);
        }}
        rows={3}
        maxLength={FORM_FIELDS.reviewReply.reply.maxLength}
        hint={t('reviewReplyHint')}
        errors={error ? [error] : undefined}
        autoFocus
      />
      <div className="est-review-form-actions est-flex est-wrap est-gap-2">
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

/** Why the viewer cannot write a review, with the way forward when there is one. */
export function ReviewEligibility({ viewer, agentName, onMessage }: { viewer: ReviewViewer; agentName: string; onMessage?: () => void }) {
  const t = useTranslate();
  const { components, paths } = useEstateUI();
  const { Link } = components;
  if (viewer.can_review || !viewer.reason || viewer.reason === 'reviewed') return null;
  const reason = viewer.reason;
  return (
    <div className="est-reviews-note est-rounded est-sunken est-row est-wrap est-gap-3 est-text-sm est-muted" data-reason={reason} role="note">
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
