'use client';

import type { ActionResult, ReportInput, ReportKind, ReportReason } from '@estate/sdk';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS } from '@estate/sdk/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { CheckCircle2 } from '../../icons/index.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { FieldErrors, TextArea } from '../../primitives/Field.js';
import { localErrorText } from '../shared/error-text.js';
import { FormActions } from '../shared/FormActions.js';

const WHAT: Record<ReportKind, EstateUIMessageKey> = {
  property: 'reportWhatProperty',
  reel: 'reportWhatReel',
  profile: 'reportWhatProfile',
  message: 'reportWhatMessage',
};

/** Each reason's label and its one-line explanation. */
export const REASON_TEXTS: Record<ReportReason, [label: EstateUIMessageKey, hint: EstateUIMessageKey]> = {
  scam: ['reportReasonScam', 'reportReasonScamHint'],
  wrong_information: ['reportReasonWrongInformation', 'reportReasonWrongInformationHint'],
  unavailable: ['reportReasonUnavailable', 'reportReasonUnavailableHint'],
  offensive: ['reportReasonOffensive', 'reportReasonOffensiveHint'],
  other: ['reportReasonOther', 'reportReasonOtherHint'],
};

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is reported: the title says 'Report this listing', 'this clip', 'this profile' or 'this message'. */
  kind: ReportKind;
  /** Sends the report (`useReport(kind, target).report`); a refusal is shown in the dialog in the server's words. */
  onSubmit: (input: ReportInput) => Promise<ActionResult<unknown>>;
  /** Shows the thanks at once (the member reported this item earlier in the session). */
  reported?: boolean;
}

/**
 * A member's report: the five reasons as radio buttons, each with a line saying what it covers, an
 * optional note with its counter, and Send report. Once the server takes it the dialog thanks them
 * ('Thanks — our moderators will review it.'); a refusal (reported already, your own item, no
 * connection) stays in the dialog, in the server's words. It never says what others reported.
 */
export function ReportDialog({ open, onOpenChange, kind, onSubmit, reported = false }: ReportDialogProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const name = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(reported);
  const [error, setError] = useState('');
  const [reasonError, setReasonError] = useState(false);
  useEffect(() => {
    if (reported) setDone(true);
  }, [reported]);
  const length = note.trim().length;
  const tooLong = length > REPORT_NOTE_MAX_LENGTH;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      return;
    }
    if (tooLong) return;
    setSending(true);
    setError('');
    const result = await onSubmit({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
    setSending(false);
    if (result.ok) setDone(true);
    else setError(localErrorText(messages, result.error));
  };
  const title = t('reportTitle', { what: t(WHAT[kind]) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={done ? t('reportThanksTitle') : title} description={done ? undefined : t('reportIntro')} size="md" name="report-dialog">
      {done ? (
        <div className="est-report-thanks est-stack est-gap-4" data-testid="report-thanks">
          <p className="est-report-thanks-text est-row est-gap-2" role="status">
            <CheckCircle2 size={22} aria-hidden className="est-report-thanks-icon" />
            <span>{t('reportThanks')}</span>
          </p>
          <div className="est-row est-justify-end">
            <Button onClick={() => onOpenChange(false)}>{t('reportDone')}</Button>
          </div>
        </div>
      ) : (
        <form className="est-report-form est-stack est-gap-4" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <fieldset className="est-report-reasons est-stack est-gap-2" aria-describedby={reasonError ? `${name}-error` : undefined}>
            <legend className="est-field-label">{t('reportReasonLegend')}</legend>
            {REPORT_REASONS.map((code) => {
              const [label, hint] = REASON_TEXTS[code];
              return (
                <label key={code} className="est-report-reason" data-checked={reason === code || undefined}>
                  <input
                    type="radio"
                    name={name}
                    value={code}
                    checked={reason === code}
                    onChange={() => {
                      setReason(code);
                      setReasonError(false);
                    }}
                    aria-invalid={reasonError || undefined}
                  />
                  <span className="est-stack">
                    <span className="est-report-reason-label est-semibold">{t(label)}</span>
                    <span className="est-report-reason-hint est-text-sm est-muted">{t(hint)}</span>
                  </span>
                </label>
              );
            })}
            <FieldErrors id={`${name}-error`} errors={reasonError ? [t('reportChooseReason')] : undefined} />
          </fieldset>
          <TextArea
            label={t('reportNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('reportNotePlaceholder')}
            rows={3}
            errors={tooLong ? [t('reportNoteTooLong', { max: REPORT_NOTE_MAX_LENGTH })] : undefined}
            hint={
              <span className="est-report-counter est-tabular" data-over={tooLong || undefined}>
                {t('reportNoteCounter', { count: length, max: REPORT_NOTE_MAX_LENGTH })}
              </span>
            }
          />
          <FormActions align="end" error={error}>
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={sending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={sending} data-testid="report-submit">
              {sending ? t('reportSending') : t('reportSubmit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
