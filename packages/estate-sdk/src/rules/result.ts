import { RuleError } from '../client/errors.js';

/** A rule passed: `value` is the cleaned input, ready to send. */
export interface RuleSuccess<Value> {
  ok: true;
  value: Value;
}

/** Messages by field, as the server words a refused form (`{field: [messages]}`). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string[]>>;

/**
 * A rule failed: `error` is the text to show (from the messages table), `reason` a stable code
 * for programs, and `fieldErrors` the messages of each field where the rule checks fields, in the
 * server's shape (`{field: [messages]}`).
 */
export interface RuleFailure<Reason extends string = string, Field extends string = string> {
  ok: false;
  reason: Reason;
  error: string;
  fieldErrors?: FieldErrors<Field>;
}

export type RuleResult<Value, Reason extends string = string, Field extends string = string> =
  | RuleSuccess<Value>
  | RuleFailure<Reason, Field>;

export const pass = <Value>(value: Value): RuleSuccess<Value> => ({ ok: true, value });

export const fail = <Reason extends string, Field extends string = string>(
  reason: Reason,
  error: string,
  fieldErrors?: FieldErrors<Field>,
): RuleFailure<Reason, Field> => (fieldErrors ? { ok: false, reason, error, fieldErrors } : { ok: false, reason, error });

/** A failed rule as the error a caller gets from a refused call: a `RuleError` (an `EstateError` of kind `invalid`). */
export const toRuleError = (failure: RuleFailure): RuleError => new RuleError(failure.reason, failure.error, failure.fieldErrors);

/** The value of a rule that passed; throws the failure of one that did not as a `RuleError`. */
export function valueOrThrow<Value>(result: RuleSuccess<Value> | RuleFailure): Value {
  if (result.ok) return result.value;
  throw toRuleError(result);
}
