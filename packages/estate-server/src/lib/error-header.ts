import type { FieldIssues } from './errors.js';

/** The response header that carries a refusal's codes beside its body (`plugins/errors.ts`). */
export const ERROR_CODES_HEADER = 'Estate-Error-Codes';

/** A value echoes the request (a choice, a file name): past this many characters it is cut, ending in '…'. */
const MAX_VALUE_LENGTH = 200;
/** The header's most bytes: clients and proxies refuse a response whose headers run past 8-16 kB. */
const MAX_HEADER_LENGTH = 4096;

/** JSON with every character past ASCII written as a `\u` escape: header values are bytes, not UTF-8 text. */
const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const shortened = (value: string | number) => (typeof value === 'string' && value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH - 1)}…` : value);

/**
 * The header's value: `codes` (the body's keys, each text's `{code, values}`) as ASCII-only JSON. A
 * long value is cut; when the whole would still be too long, the fields that do not fit are left
 * out (a client falls back to the body's text for them).
 */
export function errorCodesHeader(codes: FieldIssues): string {
  const kept: FieldIssues = {};
  let header = '{}';
  for (const [field, issues] of Object.entries(codes)) {
    kept[field] = issues.map(({ code, values }) => ({ code, values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shortened(value)])) }));
    const next = asciiJson(kept);
    if (next.length > MAX_HEADER_LENGTH) {
      delete kept[field];
      break;
    }
    header = next;
  }
  return header;
}
