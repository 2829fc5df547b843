import { RuleError, type ActionResult, type ErrorIssue, type ErrorIssues, type ErrorValues } from '../client/errors.js';
import { codeText, type ErrorCode } from '../error-codes.js';
import type { EstateMessages } from '../messages.js';
import { fieldErrorsMessage } from './field-errors.js';

/** A rule passed: `value` is the cleaned input, ready to send. */
export interface RuleSuccess<Value> {
  ok: true;
  value: Value;
}

/** A rule failed: `error` is a `RuleError`, read as the server's refusal of the same input is (`code`, `issues`, `message`). */
export interface RuleFailure<Code extends string = string> {
  ok: false;
  error: RuleError<Code>;
}

/** What a rule gives: an `ActionResult` whose failure is a `RuleError`. */
export type RuleResult<Value, Code extends string = string> = RuleSuccess<Value> | RuleFailure<Code>;

// A rule's result is an action's result: one shape for every refusal, whoever refused.
const _sameShape: RuleResult<number> extends ActionResult<number> ? true : never = true;
void _sameShape;

/** Issues by field while a rule collects them. */
export type FieldIssues<Field extends string = string> = Partial<Record<Field, ErrorIssue[]>>;

export const pass = <Value>(value: Value): RuleSuccess<Value> => ({ ok: true, value });

/** The issue `code`, its text from `messages` filled with `values`. */
export function issueOf(messages: EstateMessages, code: ErrorCode, values: ErrorValues = {}): ErrorIssue {
  return { code, values, message: codeText(messages, code, values) ?? code };
}

/** Adds the issue `code` to `field` of `issues`. */
export function addIssue(issues: FieldIssues, field: string, messages: EstateMessages, code: ErrorCode, values?: ErrorValues): void {
  ((issues as ErrorIssues)[field] ??= []).push(issueOf(messages, code, values));
}

export const hasIssues = (issues: FieldIssues): boolean => Object.keys(issues).length > 0;

/**
 * A failure of code `code`: its text is `message` when given, else the code's from `messages`, else
 * (for `invalid`, a refusal of fields) the fields' texts joined as 'Field: text'. `issues` names the
 * refused fields.
 */
export function fail<Code extends string>(code: Code, messages: EstateMessages, issues: FieldIssues = {}, values: ErrorValues = {}, message?: string): RuleFailure<Code> {
  const texts = Object.fromEntries(Object.entries(issues as ErrorIssues).map(([field, list]) => [field, list.map((issue) => issue.message)]));
  message ??= codeText(messages, code, values) ?? fieldErrorsMessage(texts) ?? code;
  return { ok: false, error: new RuleError(code, message, issues as ErrorIssues, values) };
}

/** `fail('invalid', ...)` when `issues` holds any, else the value. */
export const passUnlessIssues = <Value>(issues: FieldIssues, messages: EstateMessages, value: () => Value): RuleResult<Value, 'invalid'> =>
  hasIssues(issues) ? fail('invalid', messages, issues) : pass(value());

/** The value of a rule that passed; throws the `RuleError` of one that did not. */
export function valueOrThrow<Value>(result: RuleResult<Value>): Value {
  if (result.ok) return result.value;
  throw result.error;
}
