import { formatFileSize } from '../format/number.js';
import { FORM_FIELDS } from '../generated/contract.js';
import type { EstateMessages } from '../messages.js';
import type { FieldFacts } from './field-facts.js';
import { addIssue, type FieldIssues } from './result.js';
import { isFileLike } from './values.js';

/** The forms whose fields the contract describes (`FORM_FIELDS`), by the request that sends them. */
export type FormName = keyof typeof FORM_FIELDS;

export type { FieldFacts } from './field-facts.js';

export const factsOf = (form: FormName, field: string): FieldFacts | undefined => (FORM_FIELDS[form] as Record<string, FieldFacts>)[field];

/** The server's `maxLength` of a field of a form, from the contract; undefined when it sets none. */
export const maxLengthOf = (form: FormName, field: string): number | undefined => factsOf(form, field)?.maxLength;

/**
 * Characters as the server's schema counts them: JSON Schema's `maxLength` counts code points, so
 * an emoji is one character, not two.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * Checks the values of a form against what the contract says of each field: text within its
 * `maxLength` (`max_length`), a list within its `maxItems` (`too_many_files`), files within their
 * `maxBytes` (`max_file_size`). Each problem is added to `issues` under its field, with the
 * server's code and wording where the server refuses the same. Fields the contract says nothing of pass.
 */
export function checkFieldLimits(form: FormName, values: Record<string, unknown>, issues: FieldIssues, messages: EstateMessages): void {
  for (const [field, value] of Object.entries(values)) {
    const facts = factsOf(form, field);
    if (!facts) continue;
    if (typeof value === 'string' && facts.maxLength !== undefined && characterCount(value) > facts.maxLength) {
      addIssue(issues, field, messages, 'max_length', { max: facts.maxLength });
    }
    if (Array.isArray(value) && facts.maxItems !== undefined && value.length > facts.maxItems) {
      if (facts.maxItems === 1) addIssue(issues, field, messages, 'one_file_only');
      else addIssue(issues, field, messages, 'too_many_files', { max: facts.maxItems });
    }
    const { maxBytes } = facts;
    const files = (Array.isArray(value) ? value : [value]).filter(isFileLike);
    if (maxBytes !== undefined && files.some((file) => file.size > maxBytes)) {
      addIssue(issues, field, messages, 'max_file_size', { size: formatFileSize(maxBytes) ?? `${maxBytes} bytes` });
    }
  }
}
