import { existsSync } from 'node:fs';
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { ALL_VARIANTS, hasVariants, isDerivedFile, ogImageUrl, parseVariantName, variantPath } from '../src/lib/media-variants.js';
import { bmpFile, mp4File, pngFile } from './media-fixtures.js';
import { buildTestApp, makeUser, multipart, type TestUser } from './helper.js';
import { coverPart, listingForm, postListing } from './properties-fixtures.js';

/** The width and height of an image the server answered with. */
const sizeOf = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe('media-variants naming', () => {
  it('names each variant after its original, keeping the original\u2019s extension', () => {
    expect(variantPath('/media/properties/abc.jpg', { kind: 'width', width: 480, format: 'webp' })).toBe('/media/properties/abc.jpg.w480.webp');
    expect(variantPath('/media/properties/abc.png', { kind: 'width', width: 1600, format: 'jpg' })).toBe('/media/properties/abc.png.w1600.jpg');
    expect(variantPath('/media/properties/abc.png', { kind: 'og' })).toBe('/media/properties/abc.png.og.jpg');
    expect(parseVariantName('properties/abc.png.w960.webp')).toEqual({
      original: 'properties/abc.png',
      variant: { kind: 'width', width: 960, format: 'webp' },
    });
    expect(parseVariantName('properties/abc.png.og.jpg')).toEqual({ original: 'properties/abc.png', variant: { kind: 'og' } });
  });

  it('knows no other widths, formats or originals', () => {
    for (const name of ['a.png.w500.webp', 'a.png.w0480.webp', 'a.png.w480.png', 'a.png.og.webp', 'a.mp4.w480.webp', 'a.png', 'a.png.w480']) {
      expect(parseVariantName(name), name).toBeUndefined();
    }
    expect(hasVariants('/media/reels/a.mp4')).toBe(false);
    expect(hasVariants('/media/p/a.jpg.w480.webp')).toBe(false);
    expect(hasVariants('/media/p/a.JPG')).toBe(true);
  });

  it('gives the absolute link-preview URL, leaves absolute URLs alone, and has none for a video', () => {
    expect(ogImageUrl('https://estate.example/', '/media/properties/abc.jpg')).toBe('https://estate.example/media/properties/abc.jpg.og.jpg');
    // What the variant maker writes is derived, never an upload: its files and their temporary names.
    expect(['abc.jpg.w480.webp', 'abc.jpg.og.jpg', 'abc.jpg.w960.jpg.0123456789ab.partial'].every(isDerivedFile)).toBe(true);
    expect(['abc.jpg', 'abc.jpg.partial', 'clip.mp4', 'abc.jpg.w500.webp'].some(isDerivedFile)).toBe(false);
    expect(ogImageUrl('https://estate.example', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(ogImageUrl('https://estate.example', '/media/reels/a.mp4')).toBeUndefined();
    expect(ogImageUrl('https://estate.example', null)).toBeUndefined();
  });
});

describe('resized variants of stored images', () => {
  let app: App;
  let owner: TestUser;
  let mediaRoot: string;
  /** Puts a file straight into the media folder, as old data and the seed's pictures are. */
  const place = async (relative: string, bytes: Buffer) => {
    const file = path.join(mediaRoot, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return file;
  };
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { role: 'seller' });
    mediaRoot = app.storage.root!;
  });
  afterAll(() => app.close());

  it('makes every variant of an uploaded photo once, in the background, never wider than the original', async () => {
    const response = await postListing(app, owner.headers, listingForm({ title: 'Variants' }), [coverPart(pngFile(700, 500))]);
    expect(response.statusCode, response.body).toBe(201);
    const cover = response.json().cover_photo as string;
    await app.storage.variantsMade();
    const relative = cover.replace(/^\/media\//, '');
    for (const variant of ALL_VARIANTS) expect(existsSync(path.join(mediaRoot, variantPath(relative, variant))), variantPath(relative, variant)).toBe(true);

    const small = await get(`${cover}.w480.webp`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(small.rawPayload)).toEqual({ width: 480, height: 343, format: 'webp' });
    const large = await get(`${cover}.w1600.jpg`);
    expect(large.headers['content-type']).toBe('image/jpeg');
    expect(await sizeOf(large.rawPayload)).toEqual({ width: 700, height: 500, format: 'jpeg' });
    const og = await get(`${cover}.og.jpg`);
    expect(await sizeOf(og.rawPayload)).toEqual({ width: 1200, height: 630, format: 'jpeg' });

    // Once: asking again serves the file made after the upload, it is not made anew.
    const smallFile = path.join(mediaRoot, `${relative}.w480.webp`);
    const madeAt = (await stat(smallFile)).mtimeMs;
    await get(`${cover}.w480.webp`);
    expect((await stat(smallFile)).mtimeMs).toBe(madeAt);
  });

  it('serves variants with the cache headers of the original media', async () => {
    await place('old/cached.png', pngFile(600, 400));
    const original = await get('/media/old/cached.png');
    const variant = await get('/media/old/cached.png.w480.jpg');
    expect(variant.statusCode).toBe(200);
    expect(original.headers['cache-control']).toContain('immutable');
    expect(variant.headers['cache-control']).toBe(original.headers['cache-control']);
    expect(variant.headers['x-content-type-options']).toBe('nosniff');
  });

  it('makes a variant of an older upload on demand, once for callers that ask together, and writes it beside the original', async () => {
    await place('old/2024/01/before.png', pngFile(1000, 800));
    const asked = { kind: 'width', width: 960, format: 'webp' } as const;
    const first = app.storage.variants.ensure('old/2024/01/before.png', asked);
    expect(app.storage.variants.ensure('old/2024/01/before.png', asked)).toBe(first);
    await first;
    const responses = await Promise.all([1, 2, 3].map(() => get('/media/old/2024/01/before.png.w960.webp')));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await sizeOf(responses[0]!.rawPayload)).toEqual({ width: 960, height: 768, format: 'webp' });
    expect(existsSync(path.join(mediaRoot, 'old/2024/01/before.png.w960.webp'))).toBe(true);
    const head = await app.inject({ method: 'HEAD', url: '/media/old/2024/01/before.png.og.jpg' });
    expect(head.statusCode).toBe(200);
  });

  it('makes the variant again when the original is rewritten in place (the seed does)', async () => {
    const file = await place('seed/rewritten.png', pngFile(500, 500));
    expect(await sizeOf((await get('/media/seed/rewritten.png.w480.jpg')).rawPayload)).toMatchObject({ width: 480, height: 480 });
    await place('seed/rewritten.png', pngFile(480, 240));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect(await sizeOf((await get('/media/seed/rewritten.png.w480.jpg')).rawPayload)).toMatchObject({ width: 480, height: 240 });
  });

  it('answers 404, never 500, for a missing original, a video, bytes that are no image, and unknown variants', async () => {
    await place('reels/clip.mp4', mp4File());
    await place('fake/not-a-photo.jpg', Buffer.from('<html>not a picture</html>'));
    await place('ok/photo.png', pngFile(40, 30));
    for (const url of [
      '/media/nowhere/missing.png.w480.webp',
      '/media/reels/clip.mp4.w480.webp',
      '/media/reels/clip.mp4.og.jpg',
      '/media/fake/not-a-photo.jpg.w480.jpg',
      '/media/ok/photo.png.w500.webp',
      '/media/ok/photo.png.w480.png',
      '/media/ok/photo.png.og.webp',
      '/media/ok/photo.png.w480.webp.w480.webp',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get('/media/nowhere/missing.png.w480.webp')).json()).toEqual({ detail: 'Not found.' });
    expect(existsSync(path.join(mediaRoot, 'fake/not-a-photo.jpg.w480.jpg'))).toBe(false);
  });

  it('never reads or writes outside the media folder', async () => {
    const outside = path.join(mediaRoot, '..', 'secret.png');
    await writeFile(outside, pngFile(20, 20));
    for (const url of [
      '/media/../secret.png.w480.webp',
      '/media/%2e%2e/secret.png.w480.webp',
      '/media/ok/..%2f..%2fsecret.png.w480.webp',
      '/media//secret.png.og.jpg',
      '/media/ok\\..\\..\\secret.png.og.jpg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    expect(existsSync(`${outside}.w480.webp`)).toBe(false);
    expect(existsSync(`${outside}.og.jpg`)).toBe(false);
  });

  it('hands an image the library cannot read (BMP) over to its original instead of breaking a srcset', async () => {
    await place('old/scan.bmp', bmpFile(4, 4));
    const response = await get('/media/old/scan.bmp.w480.webp');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/media/old/scan.bmp');
  });

  it('deletes the variants with the photo when a listing\u2019s cover is replaced', async () => {
    const created = await postListing(app, owner.headers, listingForm({ title: 'Replaced cover' }), [coverPart(pngFile(300, 200))]);
    const { id, cover_photo: cover } = created.json() as { id: number; cover_photo: string };
    await app.storage.variantsMade();
    const relative = cover.replace(/^\/media\//, '');
    expect(existsSync(path.join(mediaRoot, `${relative}.w480.webp`))).toBe(true);

    const body = await multipart({}, [coverPart(pngFile(320, 200))]);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${id}/`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().cover_photo).not.toBe(cover);
    for (const variant of ALL_VARIANTS) expect(existsSync(path.join(mediaRoot, variantPath(relative, variant))), variantPath(relative, variant)).toBe(false);
    expect((await get(`${cover}.w480.webp`)).statusCode).toBe(404);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/properties/${id}/`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    const next = (patched.json().cover_photo as string).replace(/^\/media\//, '');
    for (const variant of ALL_VARIANTS) expect(existsSync(path.join(mediaRoot, variantPath(next, variant)))).toBe(false);
  });
});
