import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * How JSON answers are compressed: @fastify/compress's settings (app.ts) and the read cache's own
 * copies (lib/cached-read.ts), which must agree so a cached answer goes out as any other would.
 * Brotli at quality 4 costs about what gzip does and is smaller; under a kilobyte is sent as it is.
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
};

export type Encoding = 'br' | 'gzip';

/** The encoding @fastify/compress would pick for this request's answer, `undefined` for none. */
export function encodingFor(request: { headers: IncomingHttpHeaders }): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  // As @fastify/compress reads it: `*` and `x-gzip` mean gzip.
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), COMPRESSION.encodings);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** `bytes` in `encoding`, with the same settings @fastify/compress uses. */
export function encode(bytes: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(bytes, COMPRESSION.brotliOptions) : zlib.gzipSync(bytes);
}
