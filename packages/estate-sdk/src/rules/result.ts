/** A rule passed: `value` is the cleaned input, ready to send. */
export interface RuleSuccess<Value> {
  ok: true;
  value: Value;
}

/**
 * A rule failed: `error` is the text to show (from the messages table), `reason` a stable code
 * for programs, and `fieldErrors` the message of each field where the rule checks fields.
 */
export interface RuleFailure<Reason extends string = string, Field extends string = string> {
  ok: false;
  reason: Reason;
  error: string;
  fieldErrors?: Partial<Record<Field, string>>;
}

export type RuleResult<Value, Reason extends string = string, Field extends string = string> =
  | RuleSuccess<Value>
  | RuleFailure<Reason, Field>;

export const pass = <Value>(value: Value): RuleSuccess<Value> => ({ ok: true, value });

export const fail = <Reason extends string, Field extends string = string>(
  reason: Reason,
  error: string,
  fieldErrors?: Partial<Record<Field, string>>,
): RuleFailure<Reason, Field> => (fieldErrors ? { ok: false, reason, error, fieldErrors } : { ok: false, reason, error });
