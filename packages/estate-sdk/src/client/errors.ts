import { fieldErrorsMessage } from '../rules/field-errors.js';

/** Why a call failed: the server answered with an error, or no answer came at all. */
export type EstateErrorKind = 'http' | 'network' | 'timeout' | 'abort' | 'not-authenticated';

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
  override readonly name = 'EstateError';

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

  /** Field errors (`{field: [messages]}`) when the server rejected a form. */
  get fieldErrors(): Record<string, string[]> | undefined {
    const body = this.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || 'detail' in body || 'error' in body || 'code' in body) return undefined;
    return body as Record<string, string[]>;
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
