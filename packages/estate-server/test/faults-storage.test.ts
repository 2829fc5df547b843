import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { ApiError } from '../src/lib/errors.js';
import { ABANDONED_PARTIAL_MS, diskStorage, STORAGE_FULL, sweepAbandonedPartials, type StorageFs } from '../src/plugins/storage.js';
import { buildTestApp, makeUser, multipart, png } from './helper.js';
import { coverPart, photoParts, postListing } from './properties-fixtures.js';

/** A filesystem that writes half of each file, then fails as a full disk does. */
const fullDisk: StorageFs = {
  mkdir,
  rename,
  rm,
  writeFile: (async (file: string, data: Buffer, options: object) => {
    await writeFile(file, data.subarray(0, data.length >> 1), options as never);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }) as never,
};

/** A filesystem with room for `files` whole files; the next write fails half-way, as a full disk does. */
const roomFor = (files: number): StorageFs => {
  let written = 0;
  return { ...fullDisk, writeFile: (async (file: string, data: Buffer, options: object) => (written++ < files ? writeFile(file, data, options as never) : fullDisk.writeFile(file, data, options as never))) as never };
};

/** Every file under a folder, as paths relative to it. */
const filesUnder = (root: string): string[] => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);

describe('a full disk while storing an upload', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'estate-full-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('leaves no partial file and reports a 507 with a clear message', async () => {
    const storage = diskStorage(root, fullDisk);
    const failure = await storage.save({ buffer: Buffer.alloc(4096, 1), ext: 'png' }, 'properties').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 507, body: { detail: STORAGE_FULL } });
    expect(filesUnder(root)).toEqual([]);
  });

  it('keeps any other write error as it is, and still removes the partial file', async () => {
    const storage = diskStorage(root, { mkdir, writeFile, rm, rename: async () => Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' })) });
    await expect(storage.save({ buffer: Buffer.alloc(16), ext: 'png' }, 'chat')).rejects.toMatchObject({ code: 'EIO' });
    expect(filesUnder(root)).toEqual([]);
  });

  it('stores a whole file under its final name when the disk has room', async () => {
    const stored = await diskStorage(root).save({ buffer: Buffer.alloc(100, 2), ext: 'png' }, 'chat');
    expect(filesUnder(root)).toEqual([path.posix.basename(stored)]);
  });
});

describe('partial files left by a process killed mid-write', () => {
  it('are removed once abandoned; a write that may still be in progress, and whole files, stay', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'estate-partials-'));
    try {
      mkdirSync(path.join(root, 'reels'));
      const stale = path.join(root, 'reels', 'a.mp4.partial');
      writeFileSync(stale, 'half');
      const old = (Date.now() - ABANDONED_PARTIAL_MS - 60_000) / 1000;
      utimesSync(stale, old, old);
      writeFileSync(path.join(root, 'reels', 'b.mp4.partial'), 'being written');
      writeFileSync(path.join(root, 'reels', 'c.mp4'), 'whole');
      utimesSync(path.join(root, 'reels', 'c.mp4'), old, old);
      expect(await sweepAbandonedPartials(root)).toEqual([path.join('reels', 'a.mp4.partial')]);
      expect(filesUnder(root).sort()).toEqual(['b.mp4.partial', 'c.mp4']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('an upload refused by a full disk, over HTTP', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app?.close());

  it('stores a listing\'s photos all or none: a disk that fills on the third leaves no file', async () => {
    const seller = await makeUser(app, { role: 'seller' });
    Object.assign(app.storage, diskStorage(app.storage.root!, roomFor(2)));
    const response = await postListing(app, seller.headers, undefined, [coverPart(), ...photoParts(3)]);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ detail: STORAGE_FULL });
    expect(filesUnder(app.storage.root!)).toEqual([]);
  });

  it('removes the new photo again when the database goes away before the profile is saved', async () => {
    const amina = await makeUser(app);
    Object.assign(app.storage, diskStorage(app.storage.root!));
    const transaction = app.db.transaction;
    app.db.transaction = (() => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))) as never;
    try {
      const body = await multipart({}, [{ name: 'profile_photo', filename: 'me.png', content: png(16, 16), type: 'image/png' }]);
      const url = `/api/v1/profile/update/${amina.user.id}/`;
      const response = await app.inject({ method: 'PATCH', url, headers: { ...amina.headers, ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(503);
    } finally {
      app.db.transaction = transaction;
    }
    expect(filesUnder(app.storage.root!)).toEqual([]);
  });

  it('answers 507 {detail} to a profile photo and leaves no file', async () => {
    Object.assign(app.storage, diskStorage(app.storage.root!, fullDisk));
    const amina = await makeUser(app);
    const body = await multipart({}, [{ name: 'profile_photo', filename: 'me.png', content: png(16, 16), type: 'image/png' }]);
    const url = `/api/v1/profile/update/${amina.user.id}/`;
    const response = await app.inject({ method: 'PATCH', url, headers: { ...amina.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ detail: STORAGE_FULL });
    expect(filesUnder(app.storage.root!)).toEqual([]);
  });
});
