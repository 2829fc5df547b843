/** For stories and tests only (not exported from the package): the results a component's action resolves to. */
import { EstateError, fieldErrorsMessage, type ActionResult } from '@estate/sdk';

/** An action that was taken, as a component's action prop resolves. */
export const actionDone = (): ActionResult<undefined> => ({ ok: true, value: undefined });

/**
 * An action the server refused with field errors, as the client reads it: the DRF body and the
 * `Estate-Error-Codes` header's codes (`{content: [['max_length', {max: 1000}, 'Ensure ...']]}`).
 */
export function fieldRefusal(fields: Record<string, [code: string, values: Record<string, string | number>, message: string][]>): ActionResult<never> {
  const body = Object.fromEntries(Object.entries(fields).map(([field, issues]) => [field, issues.map(([, , message]) => message)]));
  const codes = Object.fromEntries(Object.entries(fields).map(([field, issues]) => [field, issues.map(([code, values]) => ({ code, values }))]));
  return { ok: false, error: new EstateError(fieldErrorsMessage(body) ?? '', 'http', 400, body, codes) };
}

/** An action the server refused as a whole (`{detail}`), with its code as the header gives it. */
export function detailRefusal(status: number, code: string, detail: string, values: Record<string, string | number> = {}): ActionResult<never> {
  return { ok: false, error: new EstateError(detail, 'http', status, { detail }, { detail: [{ code, values }] }) };
}
