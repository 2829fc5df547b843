/** Error bodies follow Django REST framework: `{detail}` for the request, `{field: [messages]}` for fields. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string; code?: string } | FieldErrors,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const MESSAGES = {
  notAuthenticated: 'User is not authenticated',
  tokenInvalid: 'Given token not valid for any token type',
  guestForbidden: 'You need to be a registered user to access this feature',
  notFound: 'Not found.',
  required: 'This field is required.',
  blank: 'This field may not be blank.',
} as const;

export const badRequest = (fields: FieldErrors) => new ApiError(400, fields);
export const badRequestDetail = (detail: string) => new ApiError(400, { detail });
export const unauthorized = (detail: string, code?: string) => new ApiError(401, code ? { detail, code } : { detail });
export const forbidden = (detail: string) => new ApiError(403, { detail });
export const notFound = (detail: string = MESSAGES.notFound) => new ApiError(404, { detail });
export const conflict = (detail: string) => new ApiError(409, { detail });

/** Collects field errors while a form is checked, then throws them all at once. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(): void {
    if (!this.empty) throw badRequest(this.errors);
  }
}
