import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverContext } from 's3rver';
import type { MediaStoreConfig } from '../src/config.js';

export interface TestS3 {
  /** The `S3_*` environment of the server, as a deployment would set it. */
  env: Record<string, string>;
  /** The same, as `Config.mediaStore`. */
  config: Extract<MediaStoreConfig, { kind: 's3' }>;
  /**
   * The multipart uploads begun and neither completed nor aborted, read from s3rver's folder (it
   * does not answer ListMultipartUploads).
   */
  incompleteUploads(): string[];
  close(): Promise<void>;
}

/**
 * AbortMultipartUpload (`DELETE` on a key with `?uploadId=`), which s3rver refuses (405), answered
 * as S3 does: the upload and its parts removed (204), or 404 `NoSuchUpload` for one there is not.
 * Only then can a test see that a failed upload was aborted, not merely left.
 */
function abortMultipartUpload(uploads: string) {
  return async (ctx: S3rverContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    const folder = path.join(uploads, uploadId);
    if (!/^[0-9a-f]+$/.test(uploadId) || !existsSync(folder)) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    rmSync(folder, { recursive: true, force: true });
    ctx.status = 204;
  };
}

/**
 * A real S3 API server (s3rver: the S3 REST protocol over a temporary folder) on a free port, with
 * an empty bucket: one per test file, started in `beforeAll`. Its credentials are s3rver's fixed pair.
 */
export async function startS3(bucket = 'estate-media'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'estate-s3-'));
  const uploads = path.join(directory, bucket, '._S3rver_uploads');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  // Ahead of s3rver's own routes, which would refuse it.
  server.middleware.unshift(abortMultipartUpload(uploads));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    config: { kind: 's3', endpoint, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    incompleteUploads() {
      return existsSync(uploads) ? readdirSync(uploads) : [];
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
