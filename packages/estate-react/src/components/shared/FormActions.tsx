'use client';

import { clsx } from 'clsx';
import { CheckCircle2 } from '../../icons/index.js';
import type { ReactNode } from 'react';
import { Banner } from '../../primitives/Banner.js';

/** What a form's submit is doing, said beside its button. */
export type FormStatusState = 'idle' | 'pending' | 'success';

export interface FormActionsProps {
  /** A refusal that belongs to no field, in red right above the buttons. */
  error?: ReactNode;
  /** Dismisses `error` (its close button). */
  onDismissError?: () => void;
  /** `pending` or `success` shows `statusText` beside the buttons. */
  status?: FormStatusState;
  /** The words of the status ('Submitting...', 'Post created successfully!'). */
  statusText?: ReactNode;
  /** `end` puts the buttons at the row's end, the status before them. */
  align?: 'start' | 'end';
  /** Above the row: an upload's progress, say. */
  before?: ReactNode;
  className?: string;
  /** The buttons. */
  children: ReactNode;
}

/**
 * The end of a form, where the eyes are after pressing its button: the refusal no field owns, the
 * buttons, and beside them what the press did (pending, then the success) in a live region that is
 * always there, so a screen reader announces the change.
 */
export function FormActions({ error, onDismissError, status = 'idle', statusText, align = 'start', before, className, children }: FormActionsProps) {
  const shown = status !== 'idle' && statusText;
  return (
    <div className={clsx('est-form-actions est-stack est-gap-3', className)} data-status={status} data-align={align}>
      {error ? (
        <Banner tone="danger" className="est-form-error" onDismiss={onDismissError}>
          {error}
        </Banner>
      ) : null}
      {before}
      <div className="est-form-actions-row est-row est-wrap est-gap-3">
        {children}
        <p className="est-form-status est-row est-gap-2 est-text-sm est-medium" role="status" aria-live="polite" data-tone={shown ? status : undefined}>
          {shown ? (
            <>
              {status === 'success' && <CheckCircle2 size={18} aria-hidden />}
              {/* The button already shows the pending state: here it is only announced. */}
              <span className={status === 'pending' ? 'est-visually-hidden' : undefined}>{statusText}</span>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
