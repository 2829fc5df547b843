import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { nulErrors } from './unstorable.js';
import { FieldErrorCollector, refusal } from './errors.js';
import { inspectMedia, TOO_MANY_PIXELS_ISSUE } from './media-decode/index.js';
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

/** The refusal of a file that is not of its field's kind (or is damaged). */
const WRONG_KIND = { image: 'invalid_image', video: 'invalid_video' } as const;

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
      throw refusal(400, 'form_body_required');
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
      errors.add(part.fieldname, 'file_not_expected');
      continue;
    }
    const taken = form.files[part.fieldname] ?? [];
    if (taken.length >= rule.max) {
      part.file.resume();
      if (rule.max === 1) errors.add(part.fieldname, 'one_file_only');
      else errors.add(part.fieldname, 'too_many_files', { max: rule.max });
      continue;
    }
    const buffer = await readLimited(part, rule.maxBytes);
    if (buffer === 'too-large') {
      errors.add(part.fieldname, 'file_too_large', { name: part.filename, size: sizeLabel(rule.maxBytes) });
      continue;
    }
    // A browser sends an empty part without a name for a file input left empty: that is no file.
    if (buffer.length === 0 && !part.filename) continue;
    if (buffer.length === 0) {
      errors.add(part.fieldname, 'empty_file');
      continue;
    }
    // Decoded through to its end, not just sniffed: a cut or damaged file is refused, never stored.
    const inspected = inspectMedia(buffer);
    if (!inspected.ok || inspected.media.kind !== rule.kind) {
      request.log.info({ field: part.fieldname, refused: inspected.ok ? `a ${inspected.media.kind}` : inspected.detail }, 'upload refused');
      if (!inspected.ok && inspected.reason === 'too-many-pixels') errors.push(part.fieldname, TOO_MANY_PIXELS_ISSUE);
      else errors.add(part.fieldname, WRONG_KIND[rule.kind]);
      continue;
    }
    const { kind, mime, ext, length } = inspected.media;
    // Only the bytes the format accounts for are kept (see media-decode/index.ts on trailing bytes).
    form.files[part.fieldname] = [...taken, { kind, mime, ext, field: part.fieldname, filename: part.filename, buffer: buffer.subarray(0, length) }];
  }
  // Form fields bypass the schemas and the input guard (plugins/input-guard.ts): a NUL is refused here, at once,
  // even when the caller collects errors, so that no later check passes the text on to the database.
  const nul = nulErrors(form.fields);
  for (const [field, issues] of Object.entries(nul)) for (const found of issues) errors.push(field, found);
  if (!options.errors || Object.keys(nul).length > 0) errors.throwIfAny();
  return form;
}
