'use client';

import type { ActionResult, EstateError } from '@estate/sdk';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useEstateUI } from '../../config/context.js';
import { localErrorText, localFieldErrors, type CodeWording } from './error-text.js';

const isPromise = <T,>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T>)?.then === 'function';

export interface FormAction<Input, Value> {
  /** Runs the action with `input`; resolves to its result, whatever it was. */
  run: (input: Input) => Promise<ActionResult<Value>>;
  /** True while it runs. */
  pending: boolean;
  /** The last refusal, as it came (`code`, `issues`), until the next run. */
  error: EstateError | undefined;
  /** Each refused field's texts in the provider's language, by code (`{}` when none). */
  fieldErrors: Record<string, string[]>;
  /** The refusal's text for the form as a whole when no field names it; undefined otherwise. */
  formError: string | undefined;
  /** Forgets the last refusal. */
  reset: () => void;
}

/**
 * A form that saves and shows why it was refused, for any action that resolves to an
 * `ActionResult` (a mutation hook's, a component's action prop, or a rule checked first:
 * `(input) => { const checked = checkReview(input); return checked.ok ? onSubmit(checked.value) : checked; }`).
 * `fieldErrors` and `formError` are worded by code in the provider's language, a refusal of the
 * browser's rule and of the server alike; `wording` gives some codes this form's own texts.
 */
export function useFormAction<Input, Value>(
  action: (input: Input) => ActionResult<Value> | Promise<ActionResult<Value>>,
  wording?: CodeWording,
): FormAction<Input, Value> {
  const { messages } = useEstateUI();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<EstateError>();
  const latest = useRef(action);
  latest.current = action;
  // A refusal known at once (a rule's, returned as it is) shows in the same event, before any await.
  const run = useCallback((input: Input): Promise<ActionResult<Value>> => {
    setError(undefined);
    const outcome = latest.current(input);
    if (!isPromise(outcome)) {
      if (!outcome.ok) setError(outcome.error);
      return Promise.resolve(outcome);
    }
    setPending(true);
    return outcome
      .then((result) => {
        if (!result.ok) setError(result.error);
        return result;
      })
      .finally(() => setPending(false));
  }, []);
  const reset = useCallback(() => setError(undefined), []);
  const fieldErrors = useMemo(() => localFieldErrors(messages, error, wording), [messages, error, wording]);
  const formError = error && Object.keys(fieldErrors).length === 0 ? localErrorText(messages, error, wording) : undefined;
  return { run, pending, error, fieldErrors, formError, reset };
}
