import { VARIANT_WIDTHS, variantPath } from '@estate/server';
import { describe, expect, it } from 'vitest';
import { MEDIA_VARIANT_WIDTHS, mediaSrcSet, mediaVariants } from './media.js';

const API = 'https://api.estate.example/';

describe('mediaSrcSet', () => {
  it('lists the 480, 960 and 1600 px variants of a stored photo against the API origin', () => {
    expect(mediaSrcSet(API, '/media/properties/2026/11/abc.jpg', 'webp')).toBe(
      'https://api.estate.example/media/properties/2026/11/abc.jpg.w480.webp 480w, https://api.estate.example/media/properties/2026/11/abc.jpg.w960.webp 960w, https://api.estate.example/media/properties/2026/11/abc.jpg.w1600.webp 1600w'
    );
    expect(mediaSrcSet(API, '/media/seed/avatars/amina.png', 'jpg')).toContain('https://api.estate.example/media/seed/avatars/amina.png.w480.jpg 480w');
  });

  it('keeps paths relative to the page when there is no API origin (the app on one origin)', () => {
    expect(mediaSrcSet('', '/media/a.png', 'jpg')?.split(', ')[0]).toBe('/media/a.png.w480.jpg 480w');
  });

  it('has none for absolute, data and blob URLs, videos and nothing', () => {
    for (const path of [
      'https://cdn.example/x.jpg',
      '//cdn.example/x.jpg',
      'data:image/png;base64,AAAA',
      'blob:https://app/1',
      '/media/reels/a.mp4',
      '',
      null,
      undefined,
    ]) {
      expect(mediaSrcSet(API, path, 'webp'), String(path)).toBeUndefined();
    }
  });

  it("lists the variants of a URL on the server's public media address as they are (MEDIA_PUBLIC_URL: a CDN, its bucket)", () => {
    const cdn = 'https://cdn.estate.example/media';
    expect(mediaSrcSet({ baseUrl: API, mediaPublicUrl: cdn }, `${cdn}/properties/2026/11/abc.jpg`, 'jpg')).toBe(
      `${cdn}/properties/2026/11/abc.jpg.w480.jpg 480w, ${cdn}/properties/2026/11/abc.jpg.w960.jpg 960w, ${cdn}/properties/2026/11/abc.jpg.w1600.jpg 1600w`
    );
    // Relative paths are as before.
    expect(mediaSrcSet({ baseUrl: API, mediaPublicUrl: cdn }, '/media/a.png', 'webp')?.split(', ')[0]).toBe('https://api.estate.example/media/a.png.w480.webp 480w');
  });

  it('has none for absolute URLs off the public media address, or that only start like it, nor for its videos', () => {
    const cdn = 'https://cdn.estate.example/media';
    for (const path of [
      'https://lh3.googleusercontent.com/a/photo.jpg',
      'https://cdn.estate.example/other/x.jpg',
      'https://cdn.estate.example/media-old/x.jpg',
      'https://cdn.estate.example/media',
      `${cdn}/reels/a.mp4`,
      'data:image/png;base64,AAAA',
      'blob:https://app/1',
    ]) {
      expect(mediaSrcSet({ baseUrl: API, mediaPublicUrl: cdn }, path, 'webp'), path).toBeUndefined();
    }
    // Without the address (the server has none, or has not answered yet) a URL is one stored elsewhere.
    expect(mediaSrcSet(API, `${cdn}/a.png`, 'webp')).toBeUndefined();
    expect(mediaSrcSet({ baseUrl: API }, `${cdn}/a.png`, 'webp')).toBeUndefined();
    expect(mediaSrcSet({ baseUrl: API, mediaPublicUrl: '' }, `${cdn}/a.png`, 'webp')).toBeUndefined();
  });

  it('names the variants exactly as the server does', () => {
    expect(MEDIA_VARIANT_WIDTHS).toEqual(VARIANT_WIDTHS);
    const path = '/media/properties/abc.png';
    const urls = mediaSrcSet('', path, 'webp')!
      .split(', ')
      .map((entry) => entry.split(' ')[0]);
    expect(urls).toEqual(VARIANT_WIDTHS.map((width) => variantPath(path, { kind: 'width', width, format: 'webp' })));
  });
});

describe('mediaVariants', () => {
  it('gives the original as src and both srcsets for a stored photo', () => {
    const variants = mediaVariants(API, '/media/p/x.jpg');
    expect(variants?.src).toBe('https://api.estate.example/media/p/x.jpg');
    expect(variants?.webp).toMatch(/x\.jpg\.w1600\.webp 1600w$/);
    expect(variants?.jpeg).toMatch(/^https:\/\/api\.estate\.example\/media\/p\/x\.jpg\.w480\.jpg 480w/);
  });

  it('gives only the URL of a picture stored elsewhere, and nothing for no path', () => {
    expect(mediaVariants(API, 'https://cdn.example/x.jpg')).toEqual({ src: 'https://cdn.example/x.jpg' });
    expect(mediaVariants({ baseUrl: API, mediaPublicUrl: 'https://media.estate.example' }, 'https://cdn.example/x.jpg')).toEqual({ src: 'https://cdn.example/x.jpg' });
    expect(mediaVariants(API, null)).toBeUndefined();
  });

  it("gives a photo on the server's public media address its URL and both srcsets", () => {
    const cdn = 'https://media.estate.example';
    const variants = mediaVariants({ baseUrl: API, mediaPublicUrl: cdn }, `${cdn}/p/x.jpg`);
    expect(variants?.src).toBe(`${cdn}/p/x.jpg`);
    expect(variants?.webp).toMatch(/^https:\/\/media\.estate\.example\/p\/x\.jpg\.w480\.webp 480w/);
    expect(variants?.jpeg).toMatch(/x\.jpg\.w1600\.jpg 1600w$/);
  });
});
