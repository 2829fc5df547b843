'use client';

import { codeText, errorText, EstateError, fieldErrorTexts, formatMessage, type ErrorValues } from '@estate/sdk';
import { useCallback } from 'react';
import { useEstateUI } from '../../config/context.js';
import type { EstateUIMessageKey, EstateUIMessages } from '../../messages/index.js';

/**
 * How one form words some codes with texts of its own rather than the table's (the review form's
 * `{review_empty: 'reviewTextRequired'}`): keys are codes, values keys of the provider's table.
 */
export type CodeWording = Partial<Record<string, EstateUIMessageKey>>;

/** The form's own text of `code`, filled with `values`, when `wording` names one. */
function ownText(messages: EstateUIMessages, wording: CodeWording | undefined, code: string, values: ErrorValues): string | undefined {
  const key = wording?.[code];
  return key === undefined ? undefined : formatMessage(messages[key], values);
}

/** The text of `code` filled with `values` in the provider's language: the form's own (`wording`), else the table's; undefined for a code the kit does not know. */
export const localCodeText = (messages: EstateUIMessages, code: string, values: ErrorValues, wording?: CodeWording): string | undefined =>
  ownText(messages, wording, code, values) ?? codeText(messages, code, values);

/** Each refused field's texts in the provider's language, by code; the server's own words only for a code the kit does not know. */
export function localFieldErrors(messages: EstateUIMessages, error: EstateError | null | undefined, wording?: CodeWording): Record<string, string[]> {
  const texts = fieldErrorTexts(messages, error);
  for (const [field, issues] of Object.entries(error?.issues ?? {})) {
    texts[field] = issues.map((issue, index) => ownText(messages, wording, issue.code, issue.values) ?? texts[field]![index]!);
  }
  return texts;
}

/** An error's text in the provider's language, by code. */
export const localErrorText = (messages: EstateUIMessages, error: EstateError, wording?: CodeWording): string =>
  ownText(messages, wording, error.code, error.values) ?? errorText(messages, error);

/**
 * `localErrorText` for the current provider: `errorText(error)` is an `EstateError` in its language
 * ('' for none); any other error (a view's plain `{message}`) shows its message.
 */
export function useErrorText(): (error: EstateError | Pick<Error, 'message'> | null | undefined) => string {
  const { messages } = useEstateUI();
  return useCallback((error) => (!error ? '' : error instanceof EstateError ? localErrorText(messages, error) : error.message), [messages]);
}
