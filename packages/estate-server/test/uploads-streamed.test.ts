import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import type { App } from '../src/app.js';
import { PART_SIZE } from '../src/media/s3-file-upload.js';
import { s3Store } from '../src/media/s3-store.js';
import { mediaKey, type MediaStore } from '../src/media/store.js';
import { buildTestApp, makeUser, multipart, pdf, png, type TestUser } from './helper.js';
import { mp4File, webmFile } from './media-fixtures.js';
import { startS3, type TestS3 } from './s3-server.js';

/**
 * Clips are received onto the local disk while they arrive, checked there end to end, and only
 * then placed in the store (lib/upload-spool.ts, docs/media-store.md): these tests hold the store
 * and the disk to "one whole object, or nothing at all", on both stores.
 */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

const INVALID_VIDEO = ['Upload a valid video file (MP4, WebM, MOV, OGG, MKV or AVI).'];

const keysOf = async (store: MediaStore, prefix?: string) => {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys;
};

/** Every file under `dir` (recursively), relative to it; none when it does not exist. */
const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];

const reelForm = (video: Buffer, fields: Record<string, string> = { title: 'A clip' }, filename = 'clip.mp4') =>
  multipart(fields, [{ name: 'video', filename, content: video, type: 'video/mp4' }]);

describe.each(['disk', 's3'] as const)('clips uploaded to the %s store', (kind) => {
  let app: App;
  let poster: TestUser;
  const store = () => app.storage.store;
  const postReel = async (video: Buffer, fields?: Record<string, string>, filename?: string) => {
    const body = await reelForm(video, fields, filename);
    return app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...poster.headers, ...body.headers }, payload: body.payload });
  };
  /** Nothing of a refused or cut upload anywhere: no object, no spooled or partial file, no open multipart upload. */
  const expectNothingLeft = async (keysBefore: string[]) => {
    expect(await keysOf(store(), 'reels/')).toEqual(keysBefore);
    expect(filesUnder(store().spoolDir)).toEqual([]);
    if (kind === 'disk') expect(filesUnder(app.storage.root!).filter((name) => name.endsWith('.partial'))).toEqual([]);
    else expect(s3.incompleteUploads()).toEqual([]);
  };

  beforeAll(async () => {
    app = await buildTestApp(kind === 's3' ? { mediaStore: s3.config } : {});
    poster = await makeUser(app, { role: 'agent' });
  }, 120_000);
  afterAll(() => app?.close());

  it('receives a large clip (moov after its media data) onto the disk, checks it there, and stores one whole object under its key', async () => {
    expect(store().kind).toBe(kind);
    // Three and a bit S3 parts; the movie box last, so the check needs the file's end as well as its start.
    const clip = mp4File({ size: 3 * PART_SIZE + 1_000_000, moovLast: true });
    const response = await postReel(clip);
    expect(response.statusCode, response.body).toBe(201);
    const key = mediaKey(response.json().video);
    expect(await keysOf(store(), 'reels/')).toEqual([key]);
    expect((await store().stat(key))?.size).toBe(clip.length);
    const served = await app.inject({ method: 'GET', url: response.json().video });
    expect(served.rawPayload.equals(clip)).toBe(true);
    await expectNothingLeft([key]);
    if (kind === 'disk') expect(store().spoolDir.startsWith(app.storage.root!)).toBe(true);
    else expect(store().spoolDir).toBe(path.join(app.config.dataDir, 'uploads'));
  });

  it('stores only the bytes a WebM accounts for, as before: what follows its Segment is cut off the spooled file', async () => {
    const webm = webmFile();
    const response = await postReel(Buffer.concat([webm, Buffer.from('PK\u0003\u0004 and an archive')]), { title: 'Trailing' }, 'clip.webm');
    expect(response.statusCode, response.body).toBe(201);
    const key = mediaKey(response.json().video);
    expect(key).toMatch(/\.webm$/);
    expect((await store().readAll(key))!.equals(webm)).toBe(true);
    await app.inject({ method: 'DELETE', url: `/api/v1/reels/${response.json().id}/`, headers: poster.headers });
  });

  it('refuses a cut clip, a file that is no video, an image, an empty file and a bad title with the same field errors, leaving nothing', async () => {
    const before = await keysOf(store(), 'reels/');
    const whole = mp4File({ size: PART_SIZE + 2_000_000 });
    const cases: [Buffer, Record<string, string> | undefined, unknown][] = [
      [whole.subarray(0, whole.length - 100), undefined, { video: INVALID_VIDEO }],
      // The movie box last and cut short: only the end of the file shows it.
      [mp4File({ size: 2_000_000, moovLast: true }).subarray(0, 2_000_000 - 3), undefined, { video: INVALID_VIDEO }],
      [Buffer.concat([pdf(), Buffer.alloc(PART_SIZE, 0x20)]), undefined, { video: INVALID_VIDEO }],
      [png(), undefined, { video: INVALID_VIDEO }],
      [Buffer.from('GIF'), undefined, { video: INVALID_VIDEO }],
      [Buffer.alloc(0), undefined, { video: ['The submitted file is empty.'] }],
      // A clip that passes, in a form that does not: the spooled file goes with the refusal.
      [whole, { title: 'x'.repeat(251) }, { title: ['Ensure this field has no more than 250 characters.'] }],
    ];
    for (const [video, fields, errors] of cases) {
      const response = await postReel(video, fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(errors);
      await expectNothingLeft(before);
    }
  });

  it('leaves nothing when the multipart body ends inside the clip, and answers 400 as before', async () => {
    const before = await keysOf(store(), 'reels/');
    const body = await reelForm(mp4File({ size: 2_000_000 }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/reels/create/',
      headers: { ...poster.headers, ...body.headers },
      payload: body.payload.subarray(0, 1_500_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^Multipart form parse error - /);
    await expectNothingLeft(before);
  });

  it('removes the received part of a clip whose client goes away in the middle of sending it', async () => {
    const before = await keysOf(store(), 'reels/');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const body = await reelForm(mp4File({ size: 20_000_000 }));
    const sending = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/reels/create/',
      headers: { ...poster.headers, ...body.headers, 'content-length': String(body.payload.length) },
    });
    sending.on('error', () => {}); // the socket this test destroys
    sending.write(body.payload.subarray(0, 4_000_000));
    // The clip is being received into the spool folder...
    await vi.waitFor(() => expect(filesUnder(store().spoolDir)).toHaveLength(1), { timeout: 20_000, interval: 20 });
    // ...when the client goes away.
    sending.destroy();
    await vi.waitFor(() => expect(filesUnder(store().spoolDir)).toEqual([]), { timeout: 20_000, interval: 20 });
    await expectNothingLeft(before);
  });

  it('refuses a clip over the limit with 413 as before, removing what it had received', async () => {
    const small = await buildTestApp({ maxVideoBytes: 1_000_000, ...(kind === 's3' ? { mediaStore: s3.config } : {}) });
    try {
      const someone = await makeUser(small);
      const body = await reelForm(mp4File({ size: 3_000_000 }));
      const response = await small.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...someone.headers, ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'The request is larger than the server accepts.' });
      expect(filesUnder(small.storage.store.spoolDir)).toEqual([]);
      expect(await keysOf(small.storage.store, 'reels/')).toEqual(kind === 's3' ? await keysOf(store(), 'reels/') : []);
      if (kind === 's3') expect(s3.incompleteUploads()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('the check for open multipart uploads', () => {
  it('sees one that was begun and not completed (so its empty answers above mean something)', async () => {
    const store = s3Store(s3.config);
    try {
      await store.client.send(new CreateMultipartUploadCommand({ Bucket: s3.config.bucket, Key: 'reels/left-open.mp4' }));
      expect(s3.incompleteUploads()).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
