import { Type } from 'typebox';

export const Detail = Type.Object({ detail: Type.String(), code: Type.Optional(Type.String()) }, { description: 'An error or a message.' });

/** `{field: [messages]}`, as DRF reports a form's errors. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Messages by field.' });

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const Timestamp = Type.String({ format: 'date-time' });

/** One of a fixed set of strings: an `enum` in the document, so clients read the options instead of copying them. */
export const Choice = <const T extends readonly string[]>(options: T, extra: { description?: string; default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...options], ...extra });

/**
 * Keywords of ours that the validator must know (Ajv refuses unknown ones) but does not check: a
 * decimal's `x-whole-digits` and `x-decimal-places`, which the form checks apply with DRF's
 * messages and clients read from the document.
 */
export const ANNOTATION_KEYWORDS = ['x-whole-digits', 'x-decimal-places'] as const;

/** A decimal of 0 or more that fits its column: the digits are annotations, checked by `parseDecimal`. */
export const Decimal = (digits: { wholeDigits: number; places: number }, description: string) =>
  Type.Number({ minimum: 0, 'x-whole-digits': digits.wholeDigits, 'x-decimal-places': digits.places, description });

/**
 * A file field of a multipart form, for the document only (forms are read by `readForm`). Its size
 * limit is the `x-max-bytes` extension, so that a client can refuse a file before uploading it.
 */
export const FilePart = (maxBytes: number, description: string) =>
  Type.Unsafe<string>({ type: 'string', format: 'binary', 'x-max-bytes': maxBytes, description });

/** The error answers every route may give, for the document. */
export const errorResponses = {
  400: Type.Union([Detail, FieldErrors]),
  401: Detail,
  403: Detail,
  404: Detail,
} as const;

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row and must not reach the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path, query or body. */
export const RowId = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, ...options });

export const IdParams = Type.Object({ id: RowId() });
