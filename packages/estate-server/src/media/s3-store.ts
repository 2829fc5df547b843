import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.js';
import { PART_SIZE, uploadFile } from './s3-file-upload.js';
import { contentTypeOf, isSafeKey, type MediaStore } from './store.js';

/** What S3 answers for a key that is not there (HEAD has no body, so only the status tells). */
function isMissing(error: unknown): boolean {
  const e = error as Partial<S3ServiceException>;
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket (`MEDIA_STORE=s3`: AWS S3, MinIO, Cloudflare R2, ...). An object
 * exists only once its upload completes: a single PUT for small files, a multipart upload for large
 * ones (videos) that is aborted when it fails, so no key ever names half an object. Objects
 * carry their content type and the same year-long immutable cache header the server sends, for a
 * CDN or the bucket serving them directly (`MEDIA_PUBLIC_URL`). Uploaded clips are received into
 * `spoolDir` on the local disk and checked there first (`<data dir>/uploads` for the server), so
 * the bucket never holds, even as an unfinished multipart upload, a byte that did not pass; they go
 * up from that file in byte ranges (`s3-file-upload.ts`), so the server holds no part in memory.
 */
export function s3Store(settings: S3Settings, spoolDir = path.join(tmpdir(), 'estate-uploads')): MediaStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // S3-compatible stores other than AWS do not all take the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a media key: ${key}`);
    return key;
  };
  const objectParams = (key: string, options?: { contentType?: string }) => ({
    Bucket,
    Key: checked(key),
    ContentType: options?.contentType ?? contentTypeOf(key),
    CacheControl: 'public, max-age=31536000, immutable',
  });
  const stat: MediaStore['stat'] = async (key) => {
    if (!isSafeKey(key)) return undefined;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  const get = async (key: string, range?: { start: number; end: number }): Promise<Readable | undefined> => {
    if (!isSafeKey(key)) return undefined;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  /**
   * A buffer or a stream of unknown length (the seed's files, `media migrate`): lib-storage's
   * Upload, which holds at most `queueSize` + 1 parts of a stream in memory (24 MiB), whatever its size.
   */
  const put: MediaStore['put'] = async (key, body, options) => {
    const upload = new Upload({
      client,
      params: { ...objectParams(key, options), Body: body },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  };
  const description = `s3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
  return {
    kind: 's3',
    description,
    client,
    put,
    spoolDir,
    async putFile(key, file, options) {
      try {
        await uploadFile(client, objectParams(key, options), file);
      } finally {
        await rm(file, { force: true });
      }
    },
    stat,
    read: get,
    async readAll(key) {
      const body = await get(key);
      if (!body) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const e = error as Partial<S3ServiceException> & { code?: string };
        const status = e.$metadata?.httpStatusCode;
        const why =
          status === 404 ? 'there is no such bucket' : status === 403 || status === 401 ? 'the keys are refused (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)' : `${e.name ?? 'error'}${e.code ? ` ${e.code}` : ''}: ${e.message ?? ''}`;
        throw new Error(`The media store (${description}) cannot be used: ${why}`);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
