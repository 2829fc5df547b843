import { truncate } from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { nulErrors } from './unstorable.js';
import { FieldErrorCollector, refusal } from './errors.js';
import { inspectMedia, type Inspected, TOO_MANY_PIXELS_ISSUE, withFileSource } from './media-decode/index.js';
import type { Sniffed } from './sniff.js';
import { discardSpooled, type SpooledFile, spoolPart } from './upload-spool.js';

/**
 * A file taken from a form after its bytes were checked: an image in memory (`buffer`), a clip
 * spooled to the local disk (`file`, lib/upload-spool.ts), which the store then takes over.
 */
export type Upload = Sniffed & { field: string; filename: string } & ({ buffer: Buffer; file?: undefined } | { file: SpooledFile; buffer?: undefined });

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

/** Reads a part's stream into memory up to `limit` bytes (images); past that it drains the rest and reports the overflow. */
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
  /**
   * Where video parts are received (`app.storage.store.spoolDir`); a form with a video field needs
   * it. The caller owns the spooled files of the form it gets: it stores them (`storage.save`
   * takes each over) and calls `discardForm` in a `finally`, so a request that fails after the
   * form was read leaves none behind.
   */
  spoolDir?: string;
}

/** Every spooled file of a form. */
const spooledFiles = (form: Form) => Object.values(form.files).flatMap((uploads) => uploads.flatMap((upload) => (upload.file ? [upload.file] : [])));

/** Removes the spooled files of a form the store has not taken (a request that failed after reading it). */
export const discardForm = (form: Form) => discardSpooled(spooledFiles(form));

/** What a read file part came to: its bytes in memory or on disk, or why there are none. */
type Received = { outcome: 'too-large' } | { outcome: 'unknown'; size: number } | { outcome: 'buffer'; buffer: Buffer } | { outcome: 'spooled'; file: SpooledFile };

/**
 * Videos are received onto the local disk and checked there (lib/upload-spool.ts); images, at
 * most `maxImageBytes` (8 MB) and resized by sharp from a buffer anyway, stay in memory.
 */
async function receive(part: MultipartFile, rule: FileRule, spoolDir: string | undefined): Promise<Received> {
  if (rule.kind === 'image') {
    const buffer = await readLimited(part, rule.maxBytes);
    return buffer === 'too-large' ? { outcome: 'too-large' } : { outcome: 'buffer', buffer };
  }
  if (!spoolDir) throw new Error(`readForm: the video field ${part.fieldname} needs options.spoolDir`);
  return spoolPart(part.file, spoolDir, rule.maxBytes);
}

/** The end-to-end check (lib/media-decode) of what was received: the same decoders, from memory or from the spooled file. */
function inspect(received: Extract<Received, { outcome: 'buffer' | 'spooled' }>): Inspected {
  return received.outcome === 'buffer' ? inspectMedia(received.buffer) : withFileSource(received.file.path, inspectMedia);
}

/**
 * Reads a multipart form (or, for forms without files, a JSON object) into text fields and checked
 * files. Files are decoded from their bytes (lib/media-decode), never taken on their name or
 * declared type; a file in an unknown field, of the wrong kind, cut or damaged, or over its size is
 * a field error, and all field errors are reported together. An image is held in memory up to its
 * limit (the rest of a larger stream is drained, not kept); a video is received onto the local
 * disk (`options.spoolDir`) and checked there, so its memory is bounded whatever its size, and a
 * refused, too-large or cut one leaves no file. When reading fails or throws the field errors, the
 * files already spooled are removed; otherwise the caller owns them (see `spoolDir`).
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

  // A spooled file not yet in `form` (being checked): removed with the form's when reading fails.
  let checking: SpooledFile | undefined;
  try {
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
      const received = await receive(part, rule, options.spoolDir);
      checking = received.outcome === 'spooled' ? received.file : undefined;
      if (received.outcome === 'too-large') {
        errors.add(part.fieldname, 'file_too_large', { name: part.filename, size: sizeLabel(rule.maxBytes) });
        continue;
      }
      const size = received.outcome === 'buffer' ? received.buffer.length : received.outcome === 'spooled' ? received.file.size : received.size;
      // A browser sends an empty part without a name for a file input left empty: that is no file.
      if (size === 0 && !part.filename) continue;
      if (size === 0) {
        errors.add(part.fieldname, 'empty_file');
        continue;
      }
      // Decoded through to its end, not just sniffed: a cut or damaged file is refused, never stored.
      const inspected: Inspected = received.outcome === 'unknown' ? { ok: false, reason: 'unknown', detail: 'no known signature' } : inspect(received);
      if (!inspected.ok || inspected.media.kind !== rule.kind) {
        if (checking) await discardSpooled([checking]);
        checking = undefined;
        request.log.info({ field: part.fieldname, refused: inspected.ok ? `a ${inspected.media.kind}` : inspected.detail }, 'upload refused');
        if (!inspected.ok && inspected.reason === 'too-many-pixels') errors.push(part.fieldname, TOO_MANY_PIXELS_ISSUE);
        else errors.add(part.fieldname, WRONG_KIND[rule.kind]);
        continue;
      }
      const { kind, mime, ext, length } = inspected.media;
      const common = { kind, mime, ext, field: part.fieldname, filename: part.filename };
      // Only the bytes the format accounts for are kept (see media-decode/index.ts on trailing bytes).
      let upload: Upload | undefined;
      if (received.outcome === 'buffer') upload = { ...common, buffer: received.buffer.subarray(0, length) };
      else if (received.outcome === 'spooled') {
        if (length < received.file.size) await truncate(received.file.path, length);
        upload = { ...common, file: { path: received.file.path, size: length } };
      }
      if (upload) form.files[part.fieldname] = [...taken, upload];
      checking = undefined;
    }
  } catch (error) {
    // A cut request (or a full disk): no file of this form stays on disk.
    await discardSpooled([...spooledFiles(form), ...(checking ? [checking] : [])]);
    throw error;
  }
  // Form fields bypass the schemas and the input guard (plugins/input-guard.ts): a NUL is refused here, at once,
  // even when the caller collects errors, so that no later check passes the text on to the database.
  const nul = nulErrors(form.fields);
  for (const [field, issues] of Object.entries(nul)) for (const found of issues) errors.push(field, found);
  if ((!options.errors || Object.keys(nul).length > 0) && !errors.empty) {
    await discardForm(form);
    errors.throwIfAny();
  }
  return form;
}
