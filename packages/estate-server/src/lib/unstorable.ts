import type { FieldErrors } from './errors.js';

/** DRF's message (ProhibitNullCharactersValidator): PostgreSQL cannot store U+0000 in text. */
export const NUL_MESSAGE = 'Null characters are not allowed.';
export const NON_FINITE_MESSAGE = 'A valid number is required.';

/** A message when a value cannot reach the database, else undefined. */
export type Problem = (value: unknown) => string | undefined;

export const nulIn: Problem = (value) => (typeof value === 'string' && value.includes('\u0000') ? NUL_MESSAGE : undefined);

/**
 * Ajv coerces the text "Infinity" to a number it counts as an integer, and skips `minimum` and
 * `maximum` for it; JSON and query strings cannot otherwise hold a non-finite number.
 */
export const nonFinite: Problem = (value) => (typeof value === 'number' && !Number.isFinite(value) ? NON_FINITE_MESSAGE : undefined);

/** Adds every value of a parsed request part that `problem` finds fault with, by dotted field path. */
export function collectProblems(value: unknown, problem: Problem, errors: FieldErrors, path = '', depth = 0): FieldErrors {
  const message = problem(value);
  if (message) {
    (errors[path || 'non_field_errors'] ??= []).push(message);
    return errors;
  }
  // JSON bodies are at most 1 MB; the depth bound keeps a pathological nesting from costing much.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32) return errors;
  for (const [key, item] of Object.entries(value)) collectProblems(item, problem, errors, path ? `${path}.${key}` : key, depth + 1);
  return errors;
}

/** The NUL check for text read outside the schemas (multipart form fields). */
export const nulErrors = (fields: Record<string, string>): FieldErrors => collectProblems(fields, nulIn, {});
