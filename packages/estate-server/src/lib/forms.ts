import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { nulErrors } from './unstorable.js';
import { ApiError, FieldErrorCollector } from './errors.js';
import { inspectMedia, TOO_MANY_PIXELS } from './media-decode/index.js';
import type { Sniffed } from './sniff.js';

/** A file taken from a form after its bytes were checked. */
export interface Upload extends Sniffed {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface FileRule {
  kind: 'image' | 'video';
  /** How many files the field takes. */
  max: number;
  maxBytes: number;
}

export interface Form {
  fields: Record<string, string>;
  files: Record<string, Upload[]>;
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Django's text for a file that has a name but no bytes. */
export const EMPTY_FILE = 'The submitted file is empty.';

export const KIND_MESSAGE = {
  image: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  video: 'Upload a valid video file (MP4, WebM, MOV, OGG, MKV or AVI).',
} as const;

/** Reads a part's stream up to `limit` bytes; past that it drains the rest and reports the overflow. */
async function readLimited(part: MultipartFile, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of part.file) {
    size += chunk.length;
    if (size > limit) tooLarge = true;
    else chunks.push(chunk);
  }
  if (tooLarge || part.file.truncated) return 'too-large';
  return Buffer.concat(chunks);
}

function fieldValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export interface ReadFormOptions {
  /**
   * Collects the file errors here instead of throwing them, so that the caller can report them
   * together with its own checks of the text fields.
   */
  errors?: FieldErrorCollector;
}

/**
 * Reads a multipart form (or, for forms without files, a JSON object) into text fields and checked
 * files. Files are decoded from their bytes (lib/media-decode), never taken on their name or
 * declared type; a file in an unknown field, of the wrong kind, cut or damaged, or over its size is
 * a field error, and all field errors are reported together. Nothing is written to disk here: a
 * file is held in memory up to its limit (the rest of a larger stream is drained, not kept).
 */
export async function readForm(request: FastifyRequest, rules: Record<string, FileRule>, options: ReadFormOptions = {}): Promise<Form> {
  const form: Form = { fields: {}, files: {} };
  const errors = options.errors ?? new FieldErrorCollector();

  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return form;
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new ApiError(400, { detail: 'Send the form as multipart/form-data or a JSON object.' });
    }
    for (const [key, value] of Object.entries(body)) {
      const text = fieldValue(value);
      if (text !== undefined) form.fields[key] = text;
    }
    return form;
  }

  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const text = fieldValue(part.value);
      if (text !== undefined) form.fields[part.fieldname] = text;
      continue;
    }
    const rule = rules[part.fieldname];
    if (!rule) {
      part.file.resume();
      errors.add(part.fieldname, 'This field does not take a file.');
      continue;
    }
    const taken = form.files[part.fieldname] ?? [];
    if (taken.length >= rule.max) {
      part.file.resume();
      errors.add(part.fieldname, `Upload at most ${rule.max} file${rule.max === 1 ? '' : 's'} here.`);
      continue;
    }
    const buffer = await readLimited(part, rule.maxBytes);
    if (buffer === 'too-large') {
      errors.add(part.fieldname, `"${part.filename}" is larger than the ${sizeLabel(rule.maxBytes)} limit.`);
      continue;
    }
    // A browser sends an empty part without a name for a file input left empty: that is no file.
    if (buffer.length === 0 && !part.filename) continue;
    if (buffer.length === 0) {
      errors.add(part.fieldname, EMPTY_FILE);
      continue;
    }
    // Decoded through to its end, not just sniffed: a cut or damaged file is refused, never stored.
    const inspected = inspectMedia(buffer);
    if (!inspected.ok || inspected.media.kind !== rule.kind) {
      request.log.info({ field: part.fieldname, refused: inspected.ok ? `a ${inspected.media.kind}` : inspected.detail }, 'upload refused');
      errors.add(part.fieldname, !inspected.ok && inspected.reason === 'too-many-pixels' ? TOO_MANY_PIXELS : KIND_MESSAGE[rule.kind]);
      continue;
    }
    const { kind, mime, ext, length } = inspected.media;
    // Only the bytes the format accounts for are kept (see media-decode/index.ts on trailing bytes).
    form.files[part.fieldname] = [...taken, { kind, mime, ext, field: part.fieldname, filename: part.filename, buffer: buffer.subarray(0, length) }];
  }
  // Form fields bypass the schemas and the input guard (plugins/input-guard.ts): a NUL is refused here, at once,
  // even when the caller collects errors, so that no later check passes the text on to the database.
  const nul = nulErrors(form.fields);
  for (const [field, messages] of Object.entries(nul)) for (const message of messages) errors.add(field, message);
  if (!options.errors || Object.keys(nul).length > 0) errors.throwIfAny();
  return form;
}
