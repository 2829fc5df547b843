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

/** A field's errors under it, joined; nothing when there are none. `id` ties them to the control (`aria-describedby`). */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="est-field-error">
      {errors.join(' ')}
    </p>
  ) : null;
}

/** What the control of a field says of itself: invalid while it has errors, described by its hint and errors. */
const controlProps = (id: string, describedBy: string | undefined, errors: string[] | undefined) => ({ id, 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': describedBy });

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
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export function TextField({ label, errors, hint, className, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame id={ids.id} label={label} hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} className={className}>
      <input className="est-input" {...controlProps(ids.id, ids.describedBy, errors)} {...input} />
    </Frame>
  );
}

export function TextArea({ label, errors, hint, className, ...input }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame id={ids.id} label={label} hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} className={className}>
      <textarea className="est-input est-textarea" {...controlProps(ids.id, ids.describedBy, errors)} {...input} />
    </Frame>
  );
}

export function SelectField({ label, errors, hint, className, children, ...input }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(errors, hint);
  return (
    <Frame id={ids.id} label={label} hint={hint} hintId={ids.hintId} errors={errors} errorId={ids.errorId} className={className}>
      <select className="est-input est-select" {...controlProps(ids.id, ids.describedBy, errors)} {...input}>
        {children}
      </select>
    </Frame>
  );
}
