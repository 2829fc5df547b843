import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors.js';
import { parseVariantName } from '../lib/media-variants.js';
import type { VariantMaker } from '../lib/variant-maker.js';
import { contentTypeOf, isSafeKey, type ByteRange, type MediaStore, type StoredObject } from './store.js';

/** Media names never repeat (a random name per upload; a variant is named from its original), so a year, immutable. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A weak validator from the size and time, the form `send` (and so @fastify/static) gives: `W/"<size hex>-<ms hex>"`. */
export function etagOf(info: StoredObject): string {
  return `W/"${info.size.toString(16)}-${info.modified.getTime().toString(16)}"`;
}

/** An error the error handler answers as `{detail}` with its status, as it did `send`'s. */
const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode, status: statusCode, expose: true });

/** HTTP dates have whole seconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function parseDate(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

const tags = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));

/** `If-None-Match` / `If-Modified-Since` say the client's copy is current (RFC 9110 §13.2.2: the tag wins when both are sent). */
function notModified(request: FastifyRequest, etag: string, info: StoredObject): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return noneMatch.trim() === '*' || tags(noneMatch).includes(etag.replace(/^W\//, ''));
  const since = parseDate(request.headers['if-modified-since']);
  return since !== undefined && seconds(info.modified) <= since;
}

/** `If-Match` / `If-Unmodified-Since` that the object fails: 412. Strong comparison, which a weak tag never passes. */
function preconditionFailed(request: FastifyRequest, info: StoredObject): boolean {
  const match = request.headers['if-match'];
  if (match) return match.trim() !== '*';
  const since = parseDate(request.headers['if-unmodified-since']);
  return since !== undefined && seconds(info.modified) > since;
}

/**
 * The one byte range a `Range: bytes=...` asks for, `'unsatisfiable'` (416), or `undefined` for the
 * whole object: no header, another unit, several ranges (served whole, as `send` does) or an
 * `If-Range` the object no longer matches.
 */
export function wantedRange(request: FastifyRequest, etag: string, info: StoredObject): ByteRange | 'unsatisfiable' | undefined {
  const header = request.headers.range;
  if (typeof header !== 'string' || header === '') return undefined;
  const ifRange = request.headers['if-range'] as string | undefined;
  if (ifRange) {
    const fresh = ifRange.includes('"') ? ifRange.trim() === etag : parseDate(ifRange) === seconds(info.modified);
    if (!fresh) return undefined;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.replace(/\s+/g, ''));
  if (!match) return header.trim().startsWith('bytes=') && !header.includes(',') ? 'unsatisfiable' : undefined;
  const [, from, to] = match;
  const last = info.size - 1;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    const length = Number(to);
    if (length === 0 || info.size === 0) return 'unsatisfiable';
    return { start: Math.max(0, info.size - length), end: last };
  }
  const start = Number(from);
  const end = to === '' ? last : Math.min(Number(to), last);
  if (start > last || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * `GET|HEAD /media/*`: one code path for every store. A variant name (`<original>.w480.webp`, see
 * lib/media-variants.ts) is made first when it is not stored yet (old uploads, the seed's pictures,
 * a request before the background make). Then the object is served with the headers the disk
 * has always had: its type from the extension (which the server chose from the decoded bytes),
 * `nosniff`, a year of immutable caching, ETag and Last-Modified with 304, 412, and single byte
 * ranges (206, 416) for video seeking.
 */
export async function serveMedia(store: MediaStore, variants: VariantMaker, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  let key = (request.params as { '*'?: string })['*'] ?? '';
  try {
    key = decodeURIComponent(key);
  } catch {
    throw notFound();
  }
  if (!isSafeKey(key)) throw notFound();
  const wanted = parseVariantName(key);
  if (wanted) {
    if (!isSafeKey(wanted.original)) throw notFound();
    const outcome = await variants.ensure(wanted.original, wanted.variant);
    // An image the library cannot read (HEIC, BMP): its original stands in, so a srcset never breaks.
    if (!outcome.ok && outcome.reason === 'undecodable') return reply.header('cache-control', 'public, max-age=86400').redirect(`/media/${wanted.original}`, 302);
    if (!outcome.ok) throw notFound();
  }
  const info = await store.stat(key);
  if (!info) throw notFound();
  const etag = etagOf(info);
  if (preconditionFailed(request, info)) throw httpError(412, 'Precondition Failed');
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('last-modified', info.modified.toUTCString())
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (notModified(request, etag, info)) return reply.code(304).send();
  const range = wantedRange(request, etag, info);
  if (range === 'unsatisfiable') {
    // No cache headers on the refusal: a cache must not keep it for a year.
    for (const name of ['cache-control', 'last-modified', 'etag']) reply.removeHeader(name);
    reply.header('content-range', `bytes */${info.size}`);
    throw httpError(416, 'Range Not Satisfiable');
  }
  reply.header('content-type', contentTypeOf(key));
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', String(length));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  if (request.method === 'HEAD' || length === 0) return reply.send();
  const body = await store.read(key, range);
  if (!body) throw notFound();
  return reply.send(body);
}
