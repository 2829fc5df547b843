'use client';

import type { ActionResult, OwnerCase, ReportReason } from '@estate/sdk';
import { APPEAL_MAX_LENGTH, useAppealCase, useMyModerationCases, useSession } from '@estate/sdk/react';
import { useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { EyeOff } from '../../icons/index.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { TextArea } from '../../primitives/Field.js';
import { localErrorText } from '../shared/error-text.js';
import { FormActions } from '../shared/FormActions.js';

const REASON_PHRASES: Record<ReportReason, EstateUIMessageKey> = {
  scam: 'hiddenReasonScam',
  wrong_information: 'hiddenReasonWrongInformation',
  unavailable: 'hiddenReasonUnavailable',
  offensive: 'hiddenReasonOffensive',
  other: 'hiddenReasonOther',
};

export interface HiddenPendingReviewProps {
  /** The owner's case of this listing or clip (`useMyModerationCases().caseFor(kind, id)`). */
  moderationCase: OwnerCase;
  /** Sends the one appeal (`useAppealCase().appeal`). */
  onAppeal: (caseId: number, text: string) => Promise<ActionResult<unknown>>;
}

/**
 * What the owner of a listing or clip that reports have hidden sees on its page: that it is out of
 * the lists pending review and why (the reason most reports gave, never who), and the one appeal:
 * a text area sent once, then 'Appeal sent {date}'. Its id is `appeal`, where the owner's
 * notification links.
 */
export function HiddenPendingReview({ moderationCase, onAppeal }: HiddenPendingReviewProps) {
  const t = useTranslate();
  const { messages, intlLocale } = useEstateUI();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const reason = t(REASON_PHRASES[moderationCase.reason]);
  const body = moderationCase.target_kind === 'reel' ? t('hiddenBannerBodyReel', { reason }) : t('hiddenBannerBodyProperty', { reason });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('appealRequired'));
      return;
    }
    setSending(true);
    setError('');
    const result = await onAppeal(moderationCase.id, text);
    setSending(false);
    if (!result.ok) setError(localErrorText(messages, result.error));
  };
  const appealedAt = moderationCase.appealed_at && new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' }).format(new Date(moderationCase.appealed_at));
  return (
    <section id="appeal" className="est-hidden-review est-stack est-gap-3" data-testid="hidden-pending-review" aria-labelledby="est-hidden-review-title">
      <div className="est-row est-gap-3 est-align-start">
        <span className="est-hidden-review-icon" aria-hidden>
          <EyeOff size={20} />
        </span>
        <div className="est-stack est-gap-1">
          <h2 id="est-hidden-review-title" className="est-hidden-review-title est-text-md est-semibold">
            {t('hiddenBannerTitle')}
          </h2>
          <p className="est-hidden-review-body est-text-sm">{body}</p>
        </div>
      </div>
      {appealedAt ? (
        <p className="est-hidden-review-sent est-text-sm est-medium" role="status" data-testid="appeal-sent">
          {t('appealSent', { date: appealedAt })}
        </p>
      ) : moderationCase.can_appeal ? (
        <form className="est-hidden-review-form est-stack est-gap-3" onSubmit={(event) => void submit(event)} noValidate>
          <TextArea
            label={t('appealLabel')}
            hint={t('appealHint')}
            value={text}
            maxLength={APPEAL_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('appealPlaceholder')}
            rows={3}
          />
          <FormActions align="end" error={error}>
            <Button type="submit" variant="secondary" loading={sending} data-testid="appeal-submit">
              {sending ? t('appealSending') : t('appealSubmit')}
            </Button>
          </FormActions>
        </form>
      ) : null}
    </section>
  );
}

/**
 * `HiddenPendingReview` for the signed-in owner of one listing or clip, when reports have hidden
 * it; nothing otherwise (for everyone else the page is not there at all).
 */
export function OwnerModerationNotice({ kind, id }: { kind: 'property' | 'reel'; id: number }) {
  const { isRegistered } = useSession();
  const { caseFor } = useMyModerationCases({ enabled: isRegistered });
  const { appeal } = useAppealCase();
  const moderationCase = caseFor(kind, id);
  return moderationCase ? <HiddenPendingReview moderationCase={moderationCase} onAppeal={appeal} /> : null;
}
