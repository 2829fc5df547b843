import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

/** Files larger than this go up as a multipart upload in parts of this size (S3's minimum part is 5 MiB). */
export const PART_SIZE = 8 * 1024 * 1024;

/**
 * Parts of one file sent at once. Each is a stream of the file, holding no more than its read
 * buffer (64 KiB), so this bounds connections and the bucket's load rather than memory.
 */
export const PARTS_IN_FLIGHT = 4;

/** Tries of one request whose body is a stream of the file (see `sendStream`). */
const ATTEMPTS = 3;

/** What every object is written with: where, and the headers it is served with. */
export interface ObjectParams {
  Bucket: string;
  Key: string;
  ContentType: string;
  CacheControl: string;
}

/**
 * A failure another try may not meet: the store's own (5xx, throttling as 503 SlowDown), too many
 * requests (429), a request timeout (408), or no answer at all (a dropped connection). Any other
 * answer (refused keys, no such upload) would be the same again.
 */
function isTransient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

/**
 * Sends a request whose body is a stream of the file (`open`, with a known length). The SDK does
 * not try a request with a stream body again (it cannot read the stream twice), so a transient
 * failure is tried again here, up to ATTEMPTS, on a fresh stream; not once `stop` is aborted
 * (another part failed: the upload is being given up). A failed request's stream is closed at
 * once (a sent one has ended, which closes it), so no failure leaves the file open.
 */
async function sendStream<T>(open: () => Readable, send: (body: Readable) => Promise<T>, stop?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const body = open();
    try {
      return await send(body);
    } catch (error) {
      body.destroy();
      if (attempt === ATTEMPTS || !isTransient(error)) throw error;
      await sleep(100 * 2 ** attempt);
      if (stop?.aborted) throw error;
    }
  }
}

/**
 * Sends a file of the local disk up to `params.Key`, reading it from the disk as it goes, so the
 * memory it takes does not grow with the file: a `PutObject` up to PART_SIZE; above, a multipart
 * upload whose parts are byte ranges of the file, PARTS_IN_FLIGHT at a time. The object exists only
 * once `CompleteMultipartUpload` has every part. When a part fails (after its own tries), no
 * further part starts, those in flight are let finish (a part still arriving after the abort could
 * leave its bytes stored), and the upload is aborted, so the bucket keeps neither an object nor an
 * unfinished upload; the part's error is thrown. An abort that itself fails is named in the error:
 * its parts stay until a lifecycle rule (`AbortIncompleteMultipartUpload`) removes them.
 */
export async function uploadFile(client: S3Client, params: ObjectParams, file: string): Promise<void> {
  const { size } = await stat(file);
  if (size <= PART_SIZE) {
    await sendStream(
      () => createReadStream(file),
      (Body) => client.send(new PutObjectCommand({ ...params, Body, ContentLength: size })),
    );
    return;
  }
  const { Bucket, Key } = params;
  const { UploadId } = await client.send(new CreateMultipartUploadCommand(params));
  try {
    const parts = await uploadParts(client, { Bucket, Key, UploadId: UploadId! }, file, size);
    await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    try {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    } catch (abortError) {
      throw new Error(`Uploading ${Key} failed, and its multipart upload ${UploadId} could not be aborted (${(abortError as Error).message})`, { cause: error });
    }
    throw error;
  }
}

/** Every part of `file`, PARTS_IN_FLIGHT at a time, in order; the first failure, once none is in flight. */
async function uploadParts(client: S3Client, upload: { Bucket: string; Key: string; UploadId: string }, file: string, size: number): Promise<CompletedPart[]> {
  const count = Math.ceil(size / PART_SIZE);
  const parts: CompletedPart[] = [];
  const stop = new AbortController();
  let failure: { error: unknown } | undefined;
  let next = 0;
  const sender = async () => {
    while (next < count && !failure) {
      const index = next++;
      const start = index * PART_SIZE;
      const end = Math.min(size, start + PART_SIZE) - 1;
      try {
        const { ETag } = await sendStream(
          () => createReadStream(file, { start, end }),
          (Body) => client.send(new UploadPartCommand({ ...upload, PartNumber: index + 1, Body, ContentLength: end - start + 1 })),
          stop.signal,
        );
        parts[index] = { PartNumber: index + 1, ETag };
      } catch (error) {
        failure ??= { error };
        stop.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARTS_IN_FLIGHT, count) }, sender));
  if (failure) throw failure.error;
  return parts;
}
