import type { RuleResult } from '../src/rules/result.js';

/**
 * A rule's result as plain data for `toEqual`: the passing value as it is, or the failure's code,
 * message and, when fields were refused, each field's messages (`fieldErrors`); a chat send's `missing` too.
 */
export function plain<Value>(result: RuleResult<Value> & { missing?: unknown }) {
  if (result.ok) return result;
  const { code, message, fieldErrors } = result.error;
  const missing = 'missing' in result ? { missing: result.missing } : {};
  return fieldErrors ? { ok: false as const, code, message, fieldErrors, ...missing } : { ok: false as const, code, message, ...missing };
}

/** The codes of a failure's issues, by field (`{content: ['comment_empty']}`); `{}` for a passing result. */
export function codesOf<Value>(result: RuleResult<Value>): Record<string, string[]> {
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.error.issues).map(([field, list]) => [field, list.map((issue) => issue.code)]));
}
