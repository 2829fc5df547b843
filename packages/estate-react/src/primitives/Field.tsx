'use client';

import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: ReactNode;
  /** The field's errors (`fieldErrors[name]`), shown under it and tied to it for screen readers. */
  errors?: string[];
  hint?: ReactNode;
  className?: string;
}

function useFieldIds(errors: string[] | undefined, hint: ReactNode) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return { id, errorId, hintId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Frame({ id, label, hint, hintId, errors, errorId, className, children }: FieldFrame & { id: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={clsx('est-field', className)} data-invalid={errors?.length ? true : undefined}>
      <label className="est-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="est-field-hint">
          {hint}
        </p>
      )}
      {errors?.length ? (
        <p id={errorId} className="est-field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, errors, hint, className, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame id={ids.id} label={label} hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} className={className}>
      <input id={ids.id} className="est-input" aria-invalid={errors?.length ? true : undefined} aria-describedby={ids.describedBy} {...input} />
    </Frame>
  );
}

export function TextArea({ label, errors, hint, className, ...input }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame id={ids.id} label={label} hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} className={className}>
      <textarea id={ids.id} className="est-input est-textarea" aria-invalid={errors?.length ? true : undefined} aria-describedby={ids.describedBy} {...input} />
    </Frame>
  );
}

export function SelectField({ label, errors, hint, className, children, ...input }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame id={ids.id} label={label} hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} className={className}>
      <select id={ids.id} className="est-input est-select" aria-invalid={errors?.length ? true : undefined} aria-describedby={ids.describedBy} {...input}>
        {children}
      </select>
    </Frame>
  );
}
