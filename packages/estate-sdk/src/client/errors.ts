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
  timeout: string;
  aborted: string;
}

export const TOKEN_NOT_VALID = 'Given token not valid for any token type';

export class EstateError extends Error {
  override readonly name: string = 'EstateError';

  constructor(
    message: string,
    readonly kind: EstateErrorKind,
    readonly status?: number,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /**
   * The server's machine-readable reason (`token_not_valid`, `not_authenticated`,
   * `inactive_account`, ...), when it sent one. Decide on this, never on `message`: apps reword
   * and translate messages.
   */
  get code(): string | undefined {
    const body = this.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
    const code = (body as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }

  /** Field errors (`{field: [messages]}`) when the server, or a rule before sending, refused a form. */
  get fieldErrors(): Record<string, string[]> | undefined {
    const body = this.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || 'detail' in body || 'error' in body || 'code' in body) return undefined;
    return body as Record<string, string[]>;
  }
}

/**
 * Input the SDK refused before sending it, because a rule of spec §5 failed (a blank comment, a
 * missing field, text longer than the server's limit, ...). It is an `EstateError` of kind
 * `invalid`, so a caller handles it as it handles the server's refusal of the same input:
 * `message` is the rule's text, `code` its reason (`empty`, `missing-fields`, ...), `fieldErrors`
 * `{field: [messages]}` when the rule checks fields, and `body` is what the server answers for such
 * a problem (those field errors, or `{detail, code}`).
 */
export class RuleError extends EstateError {
  override readonly name: string = 'RuleError';

  constructor(
    /** The rule's reason code, also `code`. */
    readonly reason: string,
    message: string,
    fieldErrors?: Partial<Record<string, string[]>>,
  ) {
    const fields = Object.entries(fieldErrors ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0);
    super(message, 'invalid', undefined, fields.length > 0 ? Object.fromEntries(fields) : { detail: message, code: reason });
  }

  override get code(): string {
    return this.reason;
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
