import { resolveMessages, type WithMessages } from '../messages.js';
import { fieldErrorsMessage } from './field-errors.js';
import { addIssue, fail, hasIssues, pass, type FieldIssues, type RuleResult } from './result.js';
import { looksLikeEmail, trimmed } from './values.js';

/** The six fields of spec §3, in the order the register screen shows them. */
export const REGISTRATION_FIELDS = ['username', 'email', 'password', 're_password', 'first_name', 'last_name'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export type RegistrationDraft = Partial<Record<RegistrationField, string | null>>;
export type RegistrationPayload = Record<RegistrationField, string>;

export type RegistrationResult = RuleResult<RegistrationPayload, 'invalid' | 'passwords_do_not_match'>;

/**
 * The register checks of spec §5, in two steps as the form had them. First every field must be
 * filled in ('This field is required.', `required`; whitespace alone does not count) and the e-mail
 * must look like one ('Enter a valid email address.', `invalid_email`): `issues` has each problem,
 * the message joins them as 'Field: message' with ' | ' (`invalid`). Then the passwords must
 * match: 'Passwords do not match!' (`passwords_do_not_match`, an issue of `re_password`).
 * Username, e-mail and names are trimmed; passwords are sent exactly as typed.
 */
export function checkRegistration(draft: RegistrationDraft, options: WithMessages = {}): RegistrationResult {
  const messages = resolveMessages(options.messages);
  const issues: FieldIssues<RegistrationField> = {};
  for (const field of REGISTRATION_FIELDS) if (!trimmed(draft[field])) addIssue(issues, field, messages, 'required');
  if (!issues.email && !looksLikeEmail(draft.email)) addIssue(issues, 'email', messages, 'invalid_email');
  if (hasIssues(issues)) return fail('invalid', messages, issues);

  const password = draft.password ?? '';
  const rePassword = draft.re_password ?? '';
  if (password !== rePassword) {
    const mismatch: FieldIssues<RegistrationField> = {};
    addIssue(mismatch, 're_password', messages, 'passwords_do_not_match');
    return fail('passwords_do_not_match', messages, mismatch);
  }
  return pass({
    username: trimmed(draft.username),
    email: trimmed(draft.email),
    password,
    re_password: rePassword,
    first_name: trimmed(draft.first_name),
    last_name: trimmed(draft.last_name),
  });
}

/**
 * The banner text for a failed registration (spec §5): the server's field errors as
 * 'Field: messages' joined by ' | ' (e.g. 'Username: A user with that username already exists.'), its
 * `detail` when it sent one instead, else 'Registration failed. Please check your details.'.
 * Takes the error body, or an error that carries it as `body` (the client's EstateError).
 */
export function registrationErrorMessage(errorOrBody: unknown, options: WithMessages = {}): string {
  const body = errorOrBody instanceof Error && 'body' in errorOrBody ? (errorOrBody as { body: unknown }).body : errorOrBody;
  return fieldErrorsMessage(body) ?? resolveMessages(options.messages).registrationFailed;
}
