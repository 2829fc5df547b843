/**
 * A form the SDK refused to send because a rule of spec §5 failed (a blank comment, a missing
 * field, ...). Mutation hooks put it in their `error`, as they do a failed request's `EstateError`.
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';

  constructor(
    /** The rule's reason code (`empty`, `missing-fields`, `not-authenticated`, ...). */
    readonly reason: string,
    message: string,
    readonly fieldErrors?: Partial<Record<string, string>>,
  ) {
    super(message);
  }
}

/** Throws the failure of a rule as a `RuleError`; passes its value through. */
export function valueOrThrow<Value>(result: { ok: true; value: Value } | { ok: false; reason: string; error: string; fieldErrors?: Partial<Record<string, string>> }): Value {
  if (result.ok) return result.value;
  throw new RuleError(result.reason, result.error, result.fieldErrors);
}
