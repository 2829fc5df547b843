'use client';

import { EstateError, RuleError, type ActionResult } from '@estate/sdk';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useEstateUI } from '../../config/context.js';
import type { EstateUIMessages } from '../../messages/index.js';
import { localErrorText, localFieldErrors, type CodeWording } from './error-text.js';

/** Texts by field name (`{email: ['Enter a valid email address.']}`). */
export type FieldErrorTexts = Record<string, string[]>;

/** A refusal as a form shows it: texts at the fields it has, and one text for the rest (by the submit button). */
export interface FormRefusal {
  fields: FieldErrorTexts;
  form?: string;
}

/**
 * How a form shows `error`: each issue of a field the form has (`fields`) at that field, in the
 * provider's language by code; issues of other fields (`non_field_errors`, a field the form does not
 * show) and a refusal of the whole (`detail`) as one text for the form, never the fields' texts
 * joined with ' | '. A code with a text of its own beside its issues (the spec's required-fields
 * message, `missing_fields`) keeps that text for the form too, unless a field says it already.
 */
export function refusalOf(messages: EstateUIMessages, error: EstateError, fields: readonly string[] | undefined, wording?: CodeWording): FormRefusal {
  const all = localFieldErrors(messages, error, wording);
  const atFields: FieldErrorTexts = {};
  const elsewhere: string[] = [];
  for (const [field, texts] of Object.entries(all)) {
    if (!fields || fields.includes(field)) atFields[field] = texts;
    else elsewhere.push(...texts);
  }
  const issued = Object.keys(all).length > 0;
  const ownText = issued && error.code !== 'invalid' && error.code !== 'generic' ? localErrorText(messages, error, wording) : undefined;
  // Said at a field already ('Passwords do not match!' at the confirmation): not twice.
  const repeated = ownText !== undefined && Object.values(atFields).some((texts) => texts.includes(ownText));
  const form = [repeated ? undefined : ownText, ...elsewhere].filter(Boolean).join(' ') || (issued ? undefined : localErrorText(messages, error, wording));
  return { fields: atFields, form };
}

export interface UseFieldErrorsOptions<Values> {
  /**
   * The form's own rule, run again as a field changes so that its error clears the moment it is
   * valid (the SDK's `checkRegistration`, say); without one a field's error clears when it changes.
   */
  check?: (values: Values) => ActionResult<unknown>;
  /** The fields the form shows; a refusal of any other goes to the form's text (all are fields when omitted). */
  fields?: readonly string[];
  /** Codes this form words with texts of its own. */
  wording?: CodeWording;
  /** Errors given from outside (a view's props): shown, and the first focused, whenever they change. */
  shown?: FormRefusal;
}

export interface FieldErrorsState<Values> {
  /** The texts shown at each field now. */
  errors: FieldErrorTexts;
  /** The text for the form as a whole, shown by its submit button; undefined for none. */
  formError: string | undefined;
  /** Put on the `<form>`: the first invalid control inside it is focused after a refusal. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Shows a refusal (the form's rule's or the server's) at its fields and focuses the first invalid one. */
  refuse: (error: EstateError) => void;
  /** Shows texts of one's own, as `refuse` does. */
  show: (refusal: FormRefusal) => void;
  /**
   * Tells that `field` now holds what `values` has: its error goes as soon as the form's rule finds
   * it valid (or at once without a rule, or when the server refused the old value), and another
   * field's error of the rule that the change fixed (a confirmation that now matches) goes too.
   * Fields without an error get none while typing: errors appear on submit.
   */
  fieldChanged: (field: string, values: Values) => void;
  /** Forgets every error. */
  clear: () => void;
}

const sameRefusal = (a: FormRefusal | undefined, b: FormRefusal | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The nearest ancestor that scrolls (a dialog's body), or none: the page scrolls. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/**
 * Focuses the first control marked invalid inside `form` and scrolls its field to the middle of
 * the view. Only the one container that scrolls moves: `scrollIntoView` would also shift a dialog's
 * clipped panel under its title.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const control = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!control) return;
  control.focus({ preventScroll: true });
  // A visually hidden control (a file input) has no box of its own to show: its field has.
  const box = control.closest<HTMLElement>('.est-field, fieldset') ?? control;
  const behavior: ScrollBehavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const scroller = scrollerOf(box);
  if (!scroller) return box.scrollIntoView?.({ block: 'center', behavior });
  const boxRect = box.getBoundingClientRect();
  const frame = scroller.getBoundingClientRect();
  scroller.scrollTo?.({ top: scroller.scrollTop + boxRect.top - frame.top - Math.max(0, (scroller.clientHeight - boxRect.height) / 2), behavior });
}

/**
 * One form's errors where the eyes are: at the fields (the kit's `TextField` & co. tie them with
 * `aria-invalid` and `aria-describedby`), cleared as each field becomes valid, the first invalid
 * field focused on a refusal, and the rest in one text for the submit button's side.
 */
export function useFieldErrors<Values = unknown>({ check, fields, wording, shown }: UseFieldErrorsOptions<Values> = {}): FieldErrorsState<Values> {
  const { messages } = useEstateUI();
  // `fromRule`: the fields whose errors the form's rule gave (cleared by the rule), not the server (cleared by a change).
  // `source`: the refusal shown, worded again when the provider's language changes.
  const [state, setState] = useState<{ errors: FieldErrorTexts; fromRule: readonly string[]; source?: EstateError }>({ errors: {}, fromRule: [] });
  const { errors } = state;
  const latestState = useRef(state);
  latestState.current = state;
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const latest = useRef({ check, fields, wording, messages });
  latest.current = { check, fields, wording, messages };

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const show = useCallback((refusal: FormRefusal, ruleFields: readonly string[] = [], source?: EstateError) => {
    setState({ errors: refusal.fields, fromRule: ruleFields, source });
    setFormError(refusal.form);
    setFocusRequest((count) => count + 1);
  }, []);

  const refuse = useCallback(
    (error: EstateError) => {
      const { messages: table, fields: shownFields, wording: ownWording } = latest.current;
      const refusal = refusalOf(table, error, shownFields, ownWording);
      show(refusal, error instanceof RuleError ? Object.keys(refusal.fields) : [], error);
    },
    [show],
  );

  const fieldChanged = useCallback((field: string, values: Values) => {
    const { check: rule, messages: table, fields: shownFields, wording: ownWording } = latest.current;
    const checked = rule?.(values);
    const fresh = checked && !checked.ok && checked.error instanceof EstateError ? refusalOf(table, checked.error, shownFields, ownWording).fields : {};
    const current = latestState.current;
    let changed = false;
    const next: FieldErrorTexts = {};
    for (const [name, texts] of Object.entries(current.errors)) {
      const recheck = name === field ? rule !== undefined : current.fromRule.includes(name);
      const keep = name === field && !recheck ? undefined : recheck ? fresh[name] : texts;
      if (keep) next[name] = keep;
      if (keep !== texts) changed = true;
    }
    if (!changed) return;
    setState({ ...current, errors: next });
    // The form's text that came with the fields' (the spec's required-fields message) goes with the last of them.
    if (Object.keys(next).length === 0) setFormError(undefined);
  }, []);

  const clear = useCallback(() => {
    setState({ errors: {}, fromRule: [] });
    setFormError(undefined);
  }, []);

  // The language changed: the refusal's texts still shown are worded anew.
  const [wordedIn, setWordedIn] = useState(messages);
  if (wordedIn !== messages) {
    setWordedIn(messages);
    if (state.source) {
      const again = refusalOf(messages, state.source, fields, wording);
      setState({ ...state, errors: Object.fromEntries(Object.entries(state.errors).map(([field, texts]) => [field, again.fields[field] ?? texts])) });
      if (formError) setFormError(again.form ?? formError);
    }
  }

  // Errors from the props replace the shown ones when they change, as a refusal of the form's own does.
  const [lastShown, setLastShown] = useState<FormRefusal>();
  if (!sameRefusal(shown, lastShown)) {
    setLastShown(shown);
    setState({ errors: shown?.fields ?? {}, fromRule: [] });
    setFormError(shown?.form);
    if (shown && (Object.keys(shown.fields).length > 0 || shown.form)) setFocusRequest((count) => count + 1);
  }

  return useMemo(() => ({ errors, formError, formRef, refuse, show, fieldChanged, clear }), [errors, formError, refuse, show, fieldChanged, clear]);
}
