import { fieldErrorsMessage } from '../rules/field-errors.js';

/**
 * Why a call failed: the server answered with an error (`http`), no answer came at all (`network`,
 * `timeout`, `abort`), there was no session (`not-authenticated`), or a rule of the SDK refused the
 * input before anything was sent (`invalid`: a `RuleError`).
 */
export type EstateErrorKind = 'http' | 'network' | 'timeout' | 'abort' | 'not-authenticated' | 'invalid';

/** The texts an error can carry when the server gives none; overridable for translation. */
export interface ErrorTexts {
  notAuthenticated: string;
  generic: string;
  network: string;
  /** No answer to a page of another origin while online: most likely refused by the API's CORS. */
  blockedOrigin: string;
  timeout: string;
  aborted: string;
}

export const TOKEN_NOT_VALID = 'Given token not valid for any token type';

/** The values of a refusal's text: `{max: 1000}` for 'Ensure this field has no more than {max} characters.'. */
export type ErrorValues = Record<string, string | number>;

/**
 * One reason a field (or the request) was refused: its machine `code`, the `values` its text is
 * filled with, and `message`, the text as it came (the server's English, or a rule's text). Decide
 * and translate by `code` and `values`; `message` is for a code you do not know.
 */
export interface ErrorIssue {
  code: string;
  values: ErrorValues;
  message: string;
}

/** Issues by field (`non_field_errors` for the form as a whole), in the body's order. */
export type ErrorIssues = Record<string, ErrorIssue[]>;

/** The `Estate-Error-Codes` header, parsed: the body's keys, each message's `{code, values}`. */
export type ErrorCodes = Record<string, { code: string; values: ErrorValues }[]>;

/** The code of an issue whose code the server did not send (a server without the header). */
export const UNKNOWN_ISSUE_CODE = 'server';

/** The code of each kind of failure that is not the server's answer. */
const KIND_CODES: Partial<Record<EstateErrorKind, string>> = {
  network: 'network',
  timeout: 'timeout',
  abort: 'aborted',
  'not-authenticated': 'not_authenticated',
};

/** Body keys that are not fields. */
const NOT_FIELDS = new Set(['detail', 'error', 'code']);

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The texts of one body key: a message or a list of them. */
function textsOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return undefined;
}

/** A field-error body (`{field: [messages]}`) with each message's code and values from the header, where it gave them. */
function issuesOf(body: unknown, codes: ErrorCodes | undefined): ErrorIssues {
  const issues: ErrorIssues = {};
  if (!isRecord(body) || 'detail' in body || 'error' in body) return issues;
  for (const [field, value] of Object.entries(body)) {
    const texts = NOT_FIELDS.has(field) ? undefined : textsOf(value);
    if (!texts || texts.length === 0) continue;
    issues[field] = texts.map((message, index) => {
      const coded = codes?.[field]?.[index];
      return typeof coded?.code === 'string' ? { code: coded.code, values: isRecord(coded.values) ? coded.values : {}, message } : { code: UNKNOWN_ISSUE_CODE, values: {}, message };
    });
  }
  return issues;
}

/** The code of the failure as a whole: the header's for a `{detail}`, else what the kind and body tell. */
function codeOf(kind: EstateErrorKind, body: unknown, codes: ErrorCodes | undefined, issues: ErrorIssues): string {
  const whole = codes?.detail?.[0] ?? codes?.error?.[0];
  if (typeof whole?.code === 'string') return whole.code;
  const fromKind = KIND_CODES[kind];
  if (fromKind) return fromKind;
  if (isRecord(body) && typeof body.code === 'string') return body.code;
  if (Object.keys(issues).length > 0) return 'invalid';
  return isRecord(body) && (typeof body.detail === 'string' || typeof body.error === 'string') ? UNKNOWN_ISSUE_CODE : 'generic';
}

export class EstateError extends Error {
  override readonly name: string = 'EstateError';
  /**
   * The machine-readable reason of the failure as a whole: the server's for a `{detail}` refusal
   * (`token_not_valid`, `not_authenticated`, `inactive_account`, `review_not_found`, ...), `invalid`
   * for refused fields (see `issues`), `network`, `timeout`, `aborted` and `not_authenticated` when
   * no answer came or no session was there (`blocked_origin`, kind `network`, when a page of another
   * origin got no answer while online: most likely the API's CORS refusing it), `generic` for an
   * answer without words, and a rule's
   * code for a `RuleError`. Decide on this, never on `message`: apps reword and translate messages.
   */
  readonly code: string;
  /** The values of the whole failure's text (`{plan: 'Agent'}` for 'Your account already has the {plan} plan.'). */
  readonly values: ErrorValues;
  /** The refused fields, each with its issues (`{code, values, message}`); empty when no field was refused. */
  readonly issues: ErrorIssues;

  constructor(
    message: string,
    readonly kind: EstateErrorKind,
    readonly status?: number,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
    /** The `Estate-Error-Codes` header, parsed, when the server sent it. */
    codes?: ErrorCodes,
    /** The code, when the caller knows it better than the body and header tell (a `RuleError`'s). */
    code?: string,
  ) {
    super(message);
    this.issues = issuesOf(body, codes);
    this.code = code ?? codeOf(kind, body, codes, this.issues);
    const whole = codes?.detail?.[0] ?? codes?.error?.[0];
    this.values = whole && isRecord(whole.values) ? whole.values : {};
  }

  /** Each refused field's messages as they came (`{field: [messages]}`), when fields were refused. */
  get fieldErrors(): Record<string, string[]> | undefined {
    const fields = Object.entries(this.issues);
    return fields.length > 0 ? Object.fromEntries(fields.map(([field, issues]) => [field, issues.map((issue) => issue.message)])) : undefined;
  }
}

/**
 * Input the SDK refused before sending it, because a rule failed (a blank comment, a missing field,
 * text longer than the server's limit, ...). It is an `EstateError` of kind `invalid`, so a caller
 * handles it as it handles the server's refusal of the same input: `code` is the rule's reason
 * (`comment_empty`, `missing_fields`, `invalid`, ...), `issues` holds each refused field's
 * `{code, values, message}` with the server's codes where the server refuses the same thing
 * (`max_length`, `required`, `invalid_email`), and `body` is what the server answers for such a
 * problem (`{field: [messages]}`, or `{detail, code}`).
 */
export class RuleError<Code extends string = string> extends EstateError {
  override readonly name: string = 'RuleError';
  declare readonly code: Code;

  constructor(code: Code, message: string, issues: Partial<ErrorIssues> = {}, values: ErrorValues = {}) {
    const fields = Object.entries(issues).filter((entry): entry is [string, ErrorIssue[]] => Array.isArray(entry[1]) && entry[1].length > 0);
    const body = fields.length > 0 ? Object.fromEntries(fields.map(([field, list]) => [field, list.map((issue) => issue.message)])) : { detail: message, code };
    const codes: ErrorCodes =
      fields.length > 0 ? Object.fromEntries(fields.map(([field, list]) => [field, list.map(({ code, values }) => ({ code, values }))])) : { detail: [{ code, values }] };
    super(message, 'invalid', undefined, body, codes, code);
  }

  /** The rule's reason: `code`, by its former name. */
  get reason(): Code {
    return this.code;
  }
}

/**
 * How an action ended, for every mutation hook, every component action and every rule: its value,
 * or the error it failed with, an `EstateError` whoever refused (a rule's refusal is a `RuleError`).
 */
export type ActionResult<Value, Failure extends EstateError = EstateError> = { ok: true; value: Value } | { ok: false; error: Failure };

/** `caught` as an `EstateError`: itself, or a failure of code `generic` that keeps it as `cause` (a fault of the code, not a refusal). */
export function toEstateError(caught: unknown): EstateError {
  if (caught instanceof EstateError) return caught;
  const error = new EstateError(caught instanceof Error ? caught.message : String(caught), 'http');
  return Object.assign(error, { cause: caught });
}

/** Runs `action` to an `ActionResult`: its value, or what it threw as an `EstateError`. Never rejects. */
export async function settle<Value>(action: () => Promise<Value>): Promise<ActionResult<Value>> {
  try {
    return { ok: true, value: await action() };
  } catch (caught) {
    return { ok: false, error: toEstateError(caught) };
  }
}

/**
 * The text to show for an error body (spec section 8): its `detail`, else the liked list's
 * `error`, else its field errors joined, else the generic text.
 */
export function messageFromBody(body: unknown, generic: string): string {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (!body || typeof body !== 'object' || Array.isArray(body)) return generic;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return record.detail;
  if (typeof record.error === 'string') return record.error;
  return fieldErrorsMessage(record) ?? generic;
}

/** The `Estate-Error-Codes` header's value, parsed; undefined when absent or not the expected JSON. */
export function parseErrorCodes(header: string | null | undefined): ErrorCodes | undefined {
  if (!header) return undefined;
  try {
    const parsed: unknown = JSON.parse(header);
    if (!isRecord(parsed)) return undefined;
    const codes: ErrorCodes = {};
    for (const [key, list] of Object.entries(parsed)) {
      if (Array.isArray(list)) codes[key] = list.filter((item) => isRecord(item) && typeof item.code === 'string') as ErrorCodes[string];
    }
    return codes;
  } catch {
    return undefined;
  }
}
