import { ERROR_TEXTS, type ErrorCode, type ErrorValues } from '../schemas/error-codes.js';

export { ERROR_TEXTS, type ErrorCode, type ErrorValues };

/** One reason for a refusal: its code in `ERROR_TEXTS` and the values of its text. */
export interface Issue {
  code: ErrorCode;
  values: ErrorValues;
}

/** Issues by field (a dotted path, or `non_field_errors`). */
export type FieldIssues = Record<string, Issue[]>;

/** Error bodies follow Django REST framework: `{detail}` for the request, `{field: [messages]}` for fields. */
export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { detail: string; code?: string } | { error: string } | FieldErrors;

export const issue = (code: ErrorCode, values: ErrorValues = {}): Issue => ({ code, values });

/** The English text of an issue: its template with the values filled in. */
export function textOf({ code, values }: Issue): string {
  return ERROR_TEXTS[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Each field's texts, in the body's shape. */
export const fieldTexts = (fields: FieldIssues): FieldErrors =>
  Object.fromEntries(Object.entries(fields).map(([field, issues]) => [field, issues.map(textOf)]));

/**
 * A refusal: the status, the body clients read (texts only, exactly as DRF shapes it), and `codes`,
 * the same keys as the body with each text's code and values, which the error handler sends as the
 * `Estate-Error-Codes` header (`plugins/errors.ts`).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly codes: FieldIssues,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

/** The first issue of a refusal, for a channel that carries one (a chat socket's refusal frame). */
export const firstIssue = (error: ApiError): Issue => Object.values(error.codes)[0]![0]!;

/**
 * A refusal of the request as a whole, `{detail}`. `named` also names a code in the body
 * (`{detail, code}`), as simplejwt and the Google sign-in always did: `true` names this code, a
 * string another (the Google issuer's own).
 */
export function refusal(statusCode: number, code: ErrorCode, values: ErrorValues = {}, named?: true | string): ApiError {
  const coded = issue(code, values);
  const detail = textOf(coded);
  const body = named === undefined ? { detail } : { detail, code: named === true ? code : named };
  return new ApiError(statusCode, body, { detail: [coded] });
}

/** A refusal worded under `error` rather than `detail` (`{error}`): the spec's favourites screen reads it there. */
export function errorRefusal(statusCode: number, code: ErrorCode, values: ErrorValues = {}): ApiError {
  const coded = issue(code, values);
  return new ApiError(statusCode, { error: textOf(coded) }, { error: [coded] });
}

/** A refusal of some fields, `{field: [messages]}`. */
export const badRequest = (fields: FieldIssues) => new ApiError(400, fieldTexts(fields), fields);
/** `badRequest` of one issue on one field. */
export const fieldRefusal = (field: string, code: ErrorCode, values?: ErrorValues) => badRequest({ [field]: [issue(code, values)] });

export const badRequestDetail = (code: ErrorCode, values?: ErrorValues) => refusal(400, code, values);
/** 401s name their code in the body (`{detail, code}`), as simplejwt's do. */
export const unauthorized = (code: ErrorCode, values?: ErrorValues) => refusal(401, code, values, true);
export const forbidden = (code: ErrorCode, values?: ErrorValues) => refusal(403, code, values);
export const notFound = (code: ErrorCode = 'not_found', values?: ErrorValues) => refusal(404, code, values);
export const conflict = (code: ErrorCode, values?: ErrorValues) => refusal(409, code, values);

/** Collects field errors while a form is checked, then throws them all at once. */
export class FieldErrorCollector {
  readonly issues: FieldIssues = {};
  add(field: string, code: ErrorCode, values?: ErrorValues): void {
    this.push(field, issue(code, values));
  }
  push(field: string, coded: Issue): void {
    (this.issues[field] ??= []).push(coded);
  }
  has(field: string): boolean {
    return field in this.issues;
  }
  /** The texts so far, by field, as the body will have them. */
  get errors(): FieldErrors {
    return fieldTexts(this.issues);
  }
  get empty(): boolean {
    return Object.keys(this.issues).length === 0;
  }
  throwIfAny(): void {
    if (!this.empty) throw badRequest(this.issues);
  }
}
