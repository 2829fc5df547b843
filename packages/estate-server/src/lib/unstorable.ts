import { issue, type FieldIssues, type Issue } from './errors.js';

/** The issue when a value cannot reach the database, else undefined. */
export type Problem = (value: unknown) => Issue | undefined;

/** DRF's ProhibitNullCharactersValidator: PostgreSQL cannot store U+0000 in text. */
export const nulIn: Problem = (value) => (typeof value === 'string' && value.includes('\u0000') ? issue('null_character') : undefined);

/**
 * Ajv coerces the text "Infinity" to a number it counts as an integer, and skips `minimum` and
 * `maximum` for it; JSON and query strings cannot otherwise hold a non-finite number.
 */
export const nonFinite: Problem = (value) => (typeof value === 'number' && !Number.isFinite(value) ? issue('invalid_number') : undefined);

/** Adds every value of a parsed request part that `problem` finds fault with, by dotted field path. */
export function collectProblems(value: unknown, problem: Problem, errors: FieldIssues, path = '', depth = 0): FieldIssues {
  const found = problem(value);
  if (found) {
    (errors[path || 'non_field_errors'] ??= []).push(found);
    return errors;
  }
  // JSON bodies are at most 1 MB; the depth bound keeps a pathological nesting from costing much.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32) return errors;
  for (const [key, item] of Object.entries(value)) collectProblems(item, problem, errors, path ? `${path}.${key}` : key, depth + 1);
  return errors;
}

/** The NUL check for text read outside the schemas (multipart form fields). */
export const nulErrors = (fields: Record<string, string>): FieldIssues => collectProblems(fields, nulIn, {});
