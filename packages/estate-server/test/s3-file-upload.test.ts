import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, ReadStream, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbortMultipartUploadCommand } from '@aws-sdk/client-s3';
import { PART_SIZE, PARTS_IN_FLIGHT } from '../src/media/s3-file-upload.js';
import { s3Store } from '../src/media/s3-store.js';
import { startS3, type TestS3 } from './s3-server.js';

/**
 * `putFile` on S3 (src/media/s3-file-upload.ts): a spooled file goes up read from the disk, a
 * `PutObject` or a multipart upload of byte ranges of the file, and a failure leaves neither an
 * object nor an open multipart upload. Faults are made by a step in the SDK client's own middleware.
 */
let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startS3();
  folder = mkdtempSync(path.join(tmpdir(), 'estate-s3-file-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A file of `size` random bytes (so a part sent from the wrong offset shows), as a spooled upload is. */
function spooled(size: number): { file: string; bytes: Buffer } {
  const bytes = randomBytes(size);
  const file = path.join(folder, `${randomBytes(6).toString('hex')}.partial`);
  writeFileSync(file, bytes);
  return { file, bytes };
}

interface Sent {
  command: string;
  part?: number;
  body: unknown;
  length?: number;
}

/** What a request carries, as the SDK's first middleware step sees it (`initialize`: before its own retries). */
type Fault = (sent: Sent) => Promise<void> | void;

/**
 * An S3 store on the test bucket whose requests are recorded in `sent` (in the order they start),
 * with the most UploadParts ever in flight at once; `fault` may throw in place of a request.
 */
function recordedStore(fault: Fault = () => {}) {
  const store = s3Store(s3.config, folder);
  const sent: Sent[] = [];
  const finished: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  store.client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { PartNumber?: number; Body?: unknown; ContentLength?: number };
      const request: Sent = { command: context.commandName!, part: input.PartNumber, body: input.Body, length: input.ContentLength };
      sent.push(request);
      const isPart = request.command === 'UploadPartCommand';
      if (isPart) mostInFlight = Math.max(mostInFlight, ++inFlight);
      try {
        await fault(request);
        return await next(args);
      } finally {
        if (isPart) inFlight--;
        finished.push(isPart ? `part ${request.part}` : request.command);
      }
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  return { store, sent, finished, mostInFlight: () => mostInFlight };
}

/** An S3 error answer as the SDK throws it. */
const answered = (status: number, name: string) => Object.assign(new Error(`${name} (test)`), { name, $metadata: { httpStatusCode: status } });

describe('a spooled file put on S3', () => {
  it('goes up to 8 MiB as one PutObject of a stream of the file, with its length', async () => {
    const { store, sent } = recordedStore();
    try {
      const { file, bytes } = spooled(PART_SIZE);
      await store.putFile('reels/2026/11/small.mp4', file, { contentType: 'video/mp4' });
      expect(sent.map((request) => request.command)).toEqual(['PutObjectCommand']);
      expect(sent[0].body).toBeInstanceOf(ReadStream);
      expect(sent[0].length).toBe(PART_SIZE);
      expect((await store.readAll('reels/2026/11/small.mp4'))!.equals(bytes)).toBe(true);
      expect(existsSync(file)).toBe(false);
    } finally {
      await store.close();
    }
  });

  it('goes above as a multipart upload whose parts are byte ranges of the file, a few at a time, completed whole', async () => {
    const { store, sent, mostInFlight } = recordedStore();
    try {
      const size = 5 * PART_SIZE + 123;
      const { file, bytes } = spooled(size);
      await store.putFile('reels/2026/11/large.mp4', file, { contentType: 'video/mp4' });
      const parts = sent.filter((request) => request.command === 'UploadPartCommand');
      expect(sent[0].command).toBe('CreateMultipartUploadCommand');
      expect(sent.at(-1)!.command).toBe('CompleteMultipartUploadCommand');
      expect(parts.map((part) => part.part).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const { part, body, length } of parts) {
        // A stream of the file's own range, not a buffer of it: what keeps the memory flat.
        const stream = body as ReadStream & { start: number; end: number };
        expect(stream).toBeInstanceOf(ReadStream);
        expect([stream.start, stream.end]).toEqual([(part! - 1) * PART_SIZE, Math.min(size, part! * PART_SIZE) - 1]);
        expect(length).toBe(stream.end - stream.start + 1);
      }
      expect(mostInFlight()).toBe(PARTS_IN_FLIGHT);
      const stored = await store.readAll('reels/2026/11/large.mp4');
      expect(stored!.length).toBe(size);
      expect(stored!.equals(bytes)).toBe(true);
      expect(s3.incompleteUploads()).toEqual([]);
      expect(existsSync(file)).toBe(false);
    } finally {
      await store.close();
    }
  });

  it('sends a request that failed on the way (its stream half read, then a 503) again from a fresh stream of the same range', async () => {
    for (const [size, failing] of [
      [3 * 1024 * 1024, 'PutObjectCommand'],
      [3 * PART_SIZE + 10, 'UploadPartCommand'],
    ] as const) {
      // The single PUT, or the second part.
      const isTarget = (request: Sent) => request.command === failing && (failing === 'PutObjectCommand' || request.part === 2);
      let failed = false;
      const { store, sent } = recordedStore(async (request) => {
        if (failed || !isTarget(request)) return;
        failed = true;
        for await (const chunk of request.body as ReadStream) if (chunk) break;
        throw answered(503, 'SlowDown');
      });
      try {
        const { file, bytes } = spooled(size);
        const key = `reels/2026/11/retried-${size}.mp4`;
        await store.putFile(key, file);
        expect(sent.filter(isTarget)).toHaveLength(2);
        expect((await store.readAll(key))!.equals(bytes)).toBe(true);
        expect(s3.incompleteUploads()).toEqual([]);
      } finally {
        await store.close();
      }
    }
  });

  it('leaves no object and no open multipart upload when a part or the completion fails for good; the failure is thrown', async () => {
    for (const failing of ['part 3', 'CompleteMultipartUploadCommand']) {
      const refusal = answered(403, 'AccessDenied');
      const { store, sent, finished } = recordedStore((request) => {
        if (failing === (request.part ? `part ${request.part}` : request.command)) throw refusal;
      });
      try {
        const { file } = spooled(6 * PART_SIZE);
        const key = `reels/2026/11/failed-${failing.replace(' ', '-')}.mp4`;
        await expect(store.putFile(key, file)).rejects.toBe(refusal);
        // Aborted last, once no part was in flight: a part still arriving could leave its bytes behind.
        expect(finished.at(-1)).toBe('AbortMultipartUploadCommand');
        if (failing === 'part 3') {
          // Parts 1 to 4 went at once; none started after part 3 had failed.
          expect(sent.filter((request) => request.part).map((request) => request.part)).toEqual([1, 2, 3, 4]);
        }
        expect(await store.stat(key)).toBeUndefined();
        expect(s3.incompleteUploads()).toEqual([]);
        expect(existsSync(file)).toBe(false);
      } finally {
        await store.close();
      }
    }
  });

  it('does not try a part again once another has failed for good: the upload is being given up', async () => {
    const refusal = answered(403, 'AccessDenied');
    const { store, sent } = recordedStore((request) => {
      if (request.part === 2) throw answered(503, 'SlowDown');
      if (request.part === 3) throw refusal;
    });
    try {
      const { file } = spooled(4 * PART_SIZE);
      await expect(store.putFile('reels/2026/11/given-up.mp4', file)).rejects.toBe(refusal);
      expect(sent.filter((request) => request.part === 2)).toHaveLength(1);
      expect(s3.incompleteUploads()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('names the multipart upload it could not abort, with the first failure as the cause', async () => {
    const refusal = answered(403, 'AccessDenied');
    const { store } = recordedStore((request) => {
      if (request.part === 2) throw refusal;
      if (request.command === 'AbortMultipartUploadCommand') throw answered(500, 'InternalError');
    });
    const cleaner = s3Store(s3.config, folder);
    try {
      const { file } = spooled(2 * PART_SIZE);
      const failure = await store.putFile('reels/2026/11/left-open.mp4', file).catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      const [uploadId] = s3.incompleteUploads();
      expect((failure as Error).message).toBe(
        `Uploading reels/2026/11/left-open.mp4 failed, and its multipart upload ${uploadId} could not be aborted (InternalError (test))`,
      );
      expect((failure as Error).cause).toBe(refusal);
      await cleaner.client.send(new AbortMultipartUploadCommand({ Bucket: s3.config.bucket, Key: 'reels/2026/11/left-open.mp4', UploadId: uploadId }));
      expect(s3.incompleteUploads()).toEqual([]);
    } finally {
      await store.close();
      await cleaner.close();
    }
  });
});
