import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, FieldErrorCollector } from './errors.js';
import { sniff, type Sniffed } from './sniff.js';

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

const KIND_MESSAGE = {
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
 * files. Files are sniffed by their bytes; a file in an unknown field, of the wrong kind, or over
 * its size is a field error, and all field errors are reported together.
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
    if (buffer.length === 0) continue;
    const sniffed = sniff(buffer);
    if (!sniffed || sniffed.kind !== rule.kind) {
      errors.add(part.fieldname, KIND_MESSAGE[rule.kind]);
      continue;
    }
    form.files[part.fieldname] = [...taken, { ...sniffed, field: part.fieldname, filename: part.filename, buffer }];
  }
  if (!options.errors) errors.throwIfAny();
  return form;
}
