import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli.js';
import type { App } from '../src/app.js';
import { loadConfig, parseMediaStore } from '../src/config.js';
import { ALL_VARIANTS, variantPath } from '../src/lib/media-variants.js';
import { diskStore } from '../src/media/disk-store.js';
import { migrateMedia } from '../src/media/migrate.js';
import { PART_SIZE } from '../src/media/s3-file-upload.js';
import { s3Store } from '../src/media/s3-store.js';
import { mediaKey, type MediaStore } from '../src/media/store.js';
import { SeedMedia } from '../src/seed/media.js';
import { bmpFile, pngFile } from './media-fixtures.js';
import { buildTestApp, makeUser, mp4, multipart, type TestUser } from './helper.js';
import { coverPart, listingForm, postListing } from './properties-fixtures.js';
import { startS3, type TestS3 } from './s3-server.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

async function postReel(app: App, poster: TestUser, video: Buffer) {
  const body = await multipart({ title: 'A clip' }, [{ name: 'video', filename: 'clip.mp4', content: video, type: 'video/mp4' }]);
  return app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...poster.headers, ...body.headers }, payload: body.payload });
}

const keysOf = async (store: MediaStore, prefix?: string) => {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys;
};

/** The same serving checks on both stores: one code path, the same headers. */
describe.each(['disk', 's3'] as const)('media served from the %s store', (kind) => {
  let app: App;
  let owner: TestUser;
  let video: Buffer;
  let videoPath: string;
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers });

  beforeAll(async () => {
    app = await buildTestApp(kind === 's3' ? { mediaStore: s3.config } : {});
    owner = await makeUser(app, { role: 'agent' });
    video = mp4(300_000);
    const reel = await postReel(app, owner, video);
    expect(reel.statusCode, reel.body).toBe(201);
    videoPath = reel.json().video;
  }, 180_000);
  afterAll(() => app?.close());

  it('serves an upload whole, with its type, a year of immutable caching and validators', async () => {
    expect(app.storage.store.kind).toBe(kind);
    const response = await get(videoPath);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(video)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(response.headers['last-modified'] as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const head = await get(videoPath, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers byte ranges for video seeking: 206 with the bytes asked for, 416 past the end', async () => {
    const middle = await get(videoPath, { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const tail = await get(videoPath, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 500))).toBe(true);
    const open = await get(videoPath, { range: `bytes=${video.length - 10}-` });
    expect(open.headers['content-range']).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`);
    const past = await get(videoPath, { range: `bytes=${video.length}-${video.length + 10}` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(past.headers['cache-control']).toBeUndefined();
    // A stale If-Range gets the whole, current object.
    const stale = await get(videoPath, { range: 'bytes=0-9', 'if-range': 'W/"0-0"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 304 to a client whose copy is current, by ETag or by date', async () => {
    const first = await get(videoPath);
    const byTag = await get(videoPath, { 'if-none-match': first.headers.etag as string });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(first.headers.etag);
    const byDate = await get(videoPath, { 'if-modified-since': first.headers['last-modified'] as string });
    expect(byDate.statusCode).toBe(304);
    const older = new Date(new Date(first.headers['last-modified'] as string).getTime() - 5000).toUTCString();
    expect((await get(videoPath, { 'if-modified-since': older })).statusCode).toBe(200);
    expect((await get(videoPath, { 'if-none-match': 'W/"1-1"' })).statusCode).toBe(200);
  });

  it('makes and serves resized variants from the store, and 404s what is not there', async () => {
    const created = await postListing(app, owner.headers, listingForm({ title: `Variants on ${kind}` }), [coverPart(pngFile(700, 500))]);
    expect(created.statusCode, created.body).toBe(201);
    const cover = created.json().cover_photo as string;
    const small = await get(`${cover}.w480.webp`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.storage.variantsMade();
    for (const variant of ALL_VARIANTS) expect(await app.storage.store.stat(variantPath(cover, variant).replace(/^\/media\//, ''))).toBeDefined();
    for (const url of ['/media/nowhere/missing.mp4', '/media/nowhere/missing.png.w480.webp', '/media/../secret.png', '/media/a/b.mp4.partial']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('media on the S3 store', () => {
  let app: App;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ mediaStore: s3.config });
    owner = await makeUser(app, { role: 'seller' });
  }, 180_000);
  afterAll(() => app?.close());

  it('stores an upload in the bucket under a name no one can guess, with its variants beside it', async () => {
    const created = await postListing(app, owner.headers, listingForm({ title: 'In the bucket' }), [coverPart(pngFile(500, 300))]);
    const cover = created.json().cover_photo as string;
    const key = cover.replace(/^\/media\//, '');
    expect(key).toMatch(/^properties\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16}\.png$/);
    await app.storage.variantsMade();
    expect((await keysOf(app.storage.store, key)).sort()).toEqual([key, ...ALL_VARIANTS.map((variant) => variantPath(key, variant))].sort());
    expect(app.storage.root).toBeUndefined();
    // Media on this server's /media/: paths, and no public address to tell.
    expect(created.headers['estate-media-public-url']).toBeUndefined();
    expect(app.storage.variantsUpFront).toBe(false);
  });

  it('deletes the object and its variants when a cover is replaced, and the rest when the listing is deleted', async () => {
    const created = await postListing(app, owner.headers, listingForm({ title: 'Replaced in the bucket' }), [coverPart(pngFile(320, 200))]);
    const { id, cover_photo: cover } = created.json() as { id: number; cover_photo: string };
    await app.storage.variantsMade();
    const key = cover.replace(/^\/media\//, '');
    expect(await keysOf(app.storage.store, key)).toHaveLength(1 + ALL_VARIANTS.length);

    const body = await multipart({}, [coverPart(pngFile(330, 200))]);
    const patched = await app.inject({ method: 'PATCH', url: `/api/v1/properties/${id}/`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await keysOf(app.storage.store, key)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: cover })).statusCode).toBe(404);
    await app.storage.variantsMade();
    const next = (patched.json().cover_photo as string).replace(/^\/media\//, '');
    expect(await keysOf(app.storage.store, next)).toHaveLength(1 + ALL_VARIANTS.length);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/properties/${id}/`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await keysOf(app.storage.store, next)).toEqual([]);
  });

  it('sends a large video as a multipart upload and serves it whole and by range', async () => {
    const agent = await makeUser(app, { role: 'agent' });
    const big = mp4(PART_SIZE + 1_500_000);
    const reel = await postReel(app, agent, big);
    expect(reel.statusCode, reel.body).toBe(201);
    const path = reel.json().video as string;
    expect((await app.storage.store.stat(path.replace(/^\/media\//, '')))?.size).toBe(big.length);
    const across = await app.inject({ method: 'GET', url: path, headers: { range: `bytes=${PART_SIZE - 10}-${PART_SIZE + 9}` } });
    expect(across.statusCode).toBe(206);
    expect(across.rawPayload.equals(big.subarray(PART_SIZE - 10, PART_SIZE + 10))).toBe(true);
  });

  it('never shows a half-written upload: a stream that fails leaves no object, small or multipart, and no open multipart upload', async () => {
    const store = app.storage.store;
    for (const size of [64 * 1024, PART_SIZE + 1024 * 1024]) {
      const key = `reels/2026/11/broken-${size}.mp4`;
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(size, 1);
          throw new Error('the client went away');
        })(),
      );
      await expect(store.put(key, failing)).rejects.toThrow();
      expect(await store.stat(key)).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    }
    expect(await keysOf(store, 'reels/2026/11/broken-')).toEqual([]);
    expect(s3.incompleteUploads()).toEqual([]);
  });

  it('refuses to start on a bucket that does not exist, saying which', async () => {
    await expect(buildTestApp({ mediaStore: { ...s3.config, bucket: 'no-such-bucket' } })).rejects.toThrow(
      `The media store (s3 bucket no-such-bucket at ${s3.config.endpoint}) cannot be used: there is no such bucket`,
    );
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  let app: App;
  let owner: TestUser;
  // The bucket serving media directly: only what is stored there can be had, nothing is made when asked.
  let base: string;
  const keyOf = (url: string) => url.slice(base.length + 1);
  const variantKeys = (key: string) => ALL_VARIANTS.map((variant) => variantPath(key, variant));
  beforeAll(async () => {
    base = `${s3.config.endpoint}/${s3.config.bucket}`;
    app = await buildTestApp({ mediaStore: s3.config, mediaPublicUrl: base, corsOrigins: ['https://partner.example'] });
    owner = await makeUser(app, { role: 'seller' });
  }, 180_000);
  afterAll(() => app?.close());

  it('puts media URLs in answers on the public address, in fresh and cached reads alike, while /media/ still serves', async () => {
    const created = await postListing(app, owner.headers, listingForm({ title: 'Through the CDN' }), [coverPart(pngFile(200, 100))]);
    expect(created.statusCode, created.body).toBe(201);
    const { id, cover_photo: cover } = created.json() as { id: number; cover_photo: string };
    expect(cover).toMatch(new RegExp(`^${base.replace(/\./g, '\\.')}/properties/\\d{4}/\\d{2}/[A-Za-z0-9_-]{16}\\.png$`));
    for (let round = 0; round < 2; round += 1) {
      const details = await app.inject({ method: 'GET', url: `/api/v1/properties/details/${id}/` });
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json().cover_photo).toBe(cover);
      // Cached or not, the answer says where its media are, and a page of another origin may read it.
      expect(details.headers['estate-media-public-url']).toBe(base);
    }
    const served = await app.inject({ method: 'GET', url: cover.replace(base, '/media') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const partner = await app.inject({ method: 'GET', url: `/api/v1/properties/details/${id}/`, headers: { origin: 'https://partner.example' } });
    expect(partner.headers['access-control-expose-headers']).toContain('Estate-Media-Public-Url');
    // Part of the contract: on the answers that hold media.
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.paths['/api/v1/properties/details/{idOrSlug}/'].get.responses['200'].headers['Estate-Media-Public-Url']).toEqual({
      $ref: '#/components/headers/EstateMediaPublicUrl',
    });
  });

  it('stores every variant of an upload before answering it, served by the public address; a replaced cover takes them along', async () => {
    const created = await postListing(app, owner.headers, listingForm({ title: 'Variants up front' }), [coverPart(pngFile(1000, 600))]);
    expect(created.statusCode, created.body).toBe(201);
    const { id, cover_photo: cover } = created.json() as { id: number; cover_photo: string };
    const key = keyOf(cover);
    // No waiting for a background make: what the answer names is all there.
    expect((await keysOf(app.storage.store, key)).sort()).toEqual([key, ...variantKeys(key)].sort());
    const webp = await fetch(`${cover}.w480.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${cover}.og.jpg`)).headers.get('content-type')).toBe('image/jpeg');

    const body = await multipart({}, [coverPart(pngFile(330, 200))]);
    const patched = await app.inject({ method: 'PATCH', url: `/api/v1/properties/${id}/`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await keysOf(app.storage.store, key)).toEqual([]);
    const next = keyOf(patched.json().cover_photo as string);
    expect((await keysOf(app.storage.store, next)).sort()).toEqual([next, ...variantKeys(next)].sort());
  });

  it('stands a copy of an image the library cannot read in for each variant, since the public address cannot redirect to it', async () => {
    const bmp = bmpFile(40, 30);
    const created = await postListing(app, owner.headers, listingForm({ title: 'A scan' }), [coverPart(bmp, 'scan.bmp')]);
    expect(created.statusCode, created.body).toBe(201);
    const cover = created.json().cover_photo as string;
    expect(cover).toMatch(/\.bmp$/);
    expect((await keysOf(app.storage.store, keyOf(cover))).sort()).toEqual([keyOf(cover), ...variantKeys(keyOf(cover))].sort());
    const standIn = await fetch(`${cover}.w960.jpg`);
    expect(standIn.headers.get('content-type')).toBe('image/bmp');
    expect(Buffer.from(await standIn.arrayBuffer()).equals(bmp)).toBe(true);
  });

  it("makes the seed's pictures' variants as they are written", async () => {
    const media = new SeedMedia(app.storage.store, app.storage.variants);
    const path = await media.write('avatars/up-front.png', pngFile(64, 64));
    const key = mediaKey(path);
    expect((await keysOf(app.storage.store, key)).sort()).toEqual([key, ...variantKeys(key)].sort());
    expect(app.storage.variantsUpFront).toBe(true);
  });
});

describe('media store configuration', () => {
  const s3Env = { MEDIA_STORE: 's3', S3_BUCKET: 'estate-media', S3_REGION: 'eu-west-1' };
  it('is the disk unless MEDIA_STORE=s3', () => {
    expect(parseMediaStore({})).toEqual({ kind: 'disk' });
    expect(parseMediaStore({ MEDIA_STORE: 'disk' })).toEqual({ kind: 'disk' });
    expect(parseMediaStore({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toEqual({
      kind: 's3',
      bucket: 'estate-media',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
  });

  it('names each missing or invalid setting', () => {
    const cases: [Record<string, string>, string][] = [
      [{ MEDIA_STORE: 'gcs' }, 'MEDIA_STORE expects disk or s3, got "gcs"'],
      [{ MEDIA_STORE: 's3' }, 'MEDIA_STORE=s3 needs S3_BUCKET and S3_REGION'],
      [{ MEDIA_STORE: 's3', S3_BUCKET: 'b-1' }, 'MEDIA_STORE=s3 needs S3_REGION'],
      [{ ...s3Env, S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET expects a bucket name'],
      [{ ...s3Env, S3_ACCESS_KEY_ID: 'a' }, 'S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY'],
      [{ ...s3Env, S3_SECRET_ACCESS_KEY: 'b' }, 'S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID'],
      [{ ...s3Env, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT expects an http(s) URL, got "minio:9000"'],
      [{ ...s3Env, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE expects 1 or 0, got "yes"'],
      [{ S3_BUCKET: 'estate-media' }, 'S3_BUCKET is set but MEDIA_STORE is not s3'],
    ];
    for (const [env, message] of cases) expect(() => parseMediaStore(env), JSON.stringify(env)).toThrow(message);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'cdn.example' }, { inMemoryDb: true })).toThrow('MEDIA_PUBLIC_URL expects an http(s) URL, got "cdn.example"');
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example/media/' }, { inMemoryDb: true }).mediaPublicUrl).toBe('https://cdn.example/media');
  });

  it('gives an S3 store that reaches a live bucket', async () => {
    const store = s3Store(parseMediaStore(s3.env) as Extract<ReturnType<typeof parseMediaStore>, { kind: 's3' }>);
    try {
      await store.check();
      await store.put('check/hello.txt', Buffer.from('hi'));
      expect((await store.readAll('check/hello.txt'))?.toString()).toBe('hi');
      await store.delete('check/hello.txt');
      await store.delete('check/hello.txt');
      expect(await store.stat('check/hello.txt')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe('estate-server media migrate --to s3', () => {
  it('copies the disk store into the bucket, resumably: what is there with the same size is skipped; the variants it lacks are made', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-migrate-'));
    const disk = diskStore(path.join(dataDir, 'media'));
    const bucket = s3Store(s3.config);
    try {
      await disk.put('migrate/2026/11/a.png', pngFile(40, 30));
      await disk.put('migrate/2026/11/a.png.w480.webp', Buffer.from('variant'));
      await disk.put('migrate/seed/clip.mp4', mp4(5000));
      // A write a killed process left behind is no media.
      writeFileSync(path.join(dataDir, 'media', 'migrate', '2026', '11', 'b.png.0123456789ab.partial'), 'half');
      // Copied before an interruption, whole; and one copied only in part (another size).
      await bucket.put('migrate/2026/11/a.png', pngFile(40, 30));
      await bucket.put('migrate/seed/clip.mp4', Buffer.from('cut short'));

      const lines: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
      try {
        await main(['media', 'migrate', '--to', 's3', '--data', dataDir], { ...s3.env, MEDIA_STORE: '' });
      } finally {
        log.mockRestore();
      }
      expect(process.exitCode ?? 0).toBe(0);
      expect(lines.join('\n')).toContain(`Copying media from disk ${path.join(dataDir, 'media')} to s3 bucket ${s3.config.bucket}`);
      expect(lines.join('\n')).toContain('3/3 objects');
      // The disk had made one variant of a.png (on demand); a CDN or the bucket serving media needs them all.
      expect(lines.join('\n')).toContain('Making the 6 resized image variants the bucket lacks...');
      expect(lines.at(-1)).toMatch(/^Done: 2 copied \(0\.0 MB\), 1 already in the bucket, 6 variants made, 0 failed\.$/);
      expect((await bucket.readAll('migrate/seed/clip.mp4'))?.equals(mp4(5000))).toBe(true);
      const image = 'migrate/2026/11/a.png';
      expect((await keysOf(bucket, 'migrate/')).sort()).toEqual([image, ...ALL_VARIANTS.map((variant) => variantPath(image, variant)), 'migrate/seed/clip.mp4'].sort());
      expect((await bucket.readAll(`${image}.w480.webp`))?.toString()).toBe('variant');

      // Run again: nothing left to copy or make.
      const again = await migrateMedia(disk, bucket);
      expect(again).toEqual({ copied: 0, skipped: 3, variantsMade: 0, failed: [], bytesCopied: 0 });
    } finally {
      await bucket.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a command it does not know, with the usage', async () => {
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    try {
      await main(['media', 'migrate', '--to', 'gcs'], s3.env);
      expect(process.exitCode).toBe(2);
      expect(errors[0]).toContain('--to expects s3, got "gcs"');
      expect(errors[0]).toContain('Usage: estate-server media migrate --to s3');
      process.exitCode = 0;
      await main(['media', 'migrate', '--to', 's3'], { ...s3.env, S3_BUCKET: '' });
      expect(process.exitCode).toBe(1);
      expect(errors[1]).toContain('MEDIA_STORE=s3 needs S3_BUCKET');
    } finally {
      error.mockRestore();
      process.exitCode = 0;
    }
  });
});
