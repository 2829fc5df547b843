'use client';

import type { ActionResult, EstateError } from '@estate/sdk';
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { CodeWording } from './error-text.js';
import { useFieldErrors, type UseFieldErrorsOptions } from './useFieldErrors.js';

const isPromise = <T,>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T>)?.then === 'function';

export interface FormAction<Input, Value> {
  /** Runs the action with `input`; resolves to its result, whatever it was. */
  run: (input: Input) => Promise<ActionResult<Value>>;
  /** True while it runs. */
  pending: boolean;
  /** The last refusal, as it came (`code`, `issues`), until the next run. */
  error: EstateError | undefined;
  /** Each refused field's texts in the provider's language, by code (`{}` when none); each goes as its field changes (`fieldChanged`). */
  fieldErrors: Record<string, string[]>;
  /** The refusal's text for the form as a whole: what no shown field owns; undefined otherwise. */
  formError: string | undefined;
  /** Tells that a field changed, so that its error goes once it is right (`useFieldErrors`). */
  fieldChanged: (field: string, values: Input) => void;
  /** Put on the `<form>`: its first invalid field takes the focus after a refusal. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Forgets the last refusal. */
  reset: () => void;
}

/**
 * A form that saves and shows why it was refused, for any action that resolves to an
 * `ActionResult` (a mutation hook's, a component's action prop, or a rule checked first:
 * `(input) => { const checked = checkReview(input); return checked.ok ? onSubmit(checked.value) : checked; }`).
 * `fieldErrors` and `formError` are worded by code in the provider's language, a refusal of the
 * browser's rule and of the server alike; `wording` gives some codes this form's own texts, and
 * `options` the fields the form shows and its rule (`useFieldErrors`).
 */
export function useFormAction<Input, Value>(
  action: (input: Input) => ActionResult<Value> | Promise<ActionResult<Value>>,
  wording?: CodeWording,
  options: Pick<UseFieldErrorsOptions<Input>, 'fields' | 'check'> = {},
): FormAction<Input, Value> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<EstateError>();
  const fields = useFieldErrors<Input>({ wording, ...options });
  const shown = useRef(fields);
  shown.current = fields;
  const latest = useRef(action);
  latest.current = action;
  // A refusal known at once (a rule's, returned as it is) shows in the same event, before any await.
  const run = useCallback((input: Input): Promise<ActionResult<Value>> => {
    const refused = (result: ActionResult<Value>) => {
      if (result.ok) return;
      setError(result.error);
      shown.current.refuse(result.error);
    };
    setError(undefined);
    shown.current.clear();
    const outcome = latest.current(input);
    if (!isPromise(outcome)) {
      refused(outcome);
      return Promise.resolve(outcome);
    }
    setPending(true);
    return outcome
      .then((result) => {
        refused(result);
        return result;
      })
      .finally(() => setPending(false));
  }, []);
  const reset = useCallback(() => {
    setError(undefined);
    shown.current.clear();
  }, []);
  return { run, pending, error, fieldErrors: fields.errors, formError: fields.formError, fieldChanged: fields.fieldChanged, formRef: fields.formRef, reset };
}
