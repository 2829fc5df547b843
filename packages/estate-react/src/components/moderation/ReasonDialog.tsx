'use client';

import type { ActionResult } from '@estate/sdk';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, DialogClose } from '../../primitives/Dialog.js';
import { TextArea, TextField } from '../../primitives/Field.js';
import { useErrorText } from '../shared/error-text.js';
import { REASON_MAX_LENGTH } from './labels.js';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  /** The confirm button's text. */
  confirmText: string;
  danger?: boolean;
  /** Whether a reason must be given (a licence's verification takes an optional note). */
  reasonRequired?: boolean;
  reasonLabel?: string;
  /** Ask for a year too (a licence's verification): its first value, and its bounds. */
  year?: { initial: number; min: number; max: number };
  onConfirm: (input: { reason: string; year?: number }) => Promise<ActionResult<unknown>>;
  name: string;
}

/**
 * A moderator's decision, confirmed: what it does, the reason the record keeps (required unless
 * said otherwise, trimmed, at most 1000 characters), and the server's refusal in words when there
 * is one. Closes once the action is taken.
 */
export function ReasonDialog({ open, onOpenChange, title, body, confirmText, danger, reasonRequired = true, reasonLabel, year, onConfirm, name }: ReasonDialogProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [yearText, setYearText] = useState(year ? String(year.initial) : '');
  const [problems, setProblems] = useState<{ reason?: string; year?: string; server?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const found: typeof problems = {};
    if (reasonRequired && !text) found.reason = t('moderationReasonRequired');
    if (text.length > REASON_MAX_LENGTH) found.reason = t('moderationReasonTooLong', { max: REASON_MAX_LENGTH });
    const yearValue = Number(yearText);
    if (year && !(/^\d{4}$/.test(yearText.trim()) && yearValue >= year.min && yearValue <= year.max)) found.year = t('licenseYearInvalid', { min: year.min, max: year.max });
    setProblems(found);
    if (found.reason || found.year) return;
    setSaving(true);
    const result = await onConfirm({ reason: text, ...(year ? { year: yearValue } : {}) });
    setSaving(false);
    if (!result.ok) {
      setProblems({ server: errorText(result.error) });
      return;
    }
    setReason('');
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={body} size="sm" name={name}>
      <form className="est-stack est-gap-4" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        {problems.server ? <Banner tone="danger">{problems.server}</Banner> : null}
        {year ? (
          <TextField
            label={t('licenseRegisterYear')}
            inputMode="numeric"
            maxLength={4}
            value={yearText}
            onChange={(event) => setYearText(event.target.value)}
            errors={problems.year ? [problems.year] : undefined}
          />
        ) : null}
        <TextArea
          label={reasonLabel ?? t('moderationReason')}
          hint={reasonRequired ? t('moderationReasonHint') : undefined}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required={reasonRequired}
          errors={problems.reason ? [problems.reason] : undefined}
        />
        <div className="est-row est-gap-2 est-justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={saving} data-testid={`confirm-${name}`}>
            {confirmText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
