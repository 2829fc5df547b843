/**
 * A server whose media are fetched from a CDN or its bucket (`MEDIA_PUBLIC_URL`): its answers name
 * them by absolute URLs, and the client learns from the answers' `Estate-Media-Public-Url` header
 * which absolute URLs are the server's own, with their resized variants, and so their srcsets.
 */
import { describe, expect, it } from 'vitest';
import { createEstateClient } from '../src/client/client.js';
import { mediaVariants } from '../src/client/media.js';
import { memoryStorage } from '../src/storage.js';
import { withServer } from './demo-server.js';
import { pngFile, signedIn } from './fixtures.js';
import { startTestServer, type TestServer } from './server.js';

const CDN = 'https://cdn.estate.example/media';

let server: TestServer;
withServer(
  () => startTestServer({ config: { mediaPublicUrl: CDN } }),
  (started) => void (server = started),
);

/** The srcset's URLs, without their width descriptors. */
const urlsOf = (srcset: string | undefined) => (srcset ?? '').split(', ').map((entry) => entry.split(' ')[0]!);

describe('media on the public media address (MEDIA_PUBLIC_URL)', () => {
  it("gives a listing's photos srcsets on the public address, learnt from the server's first answer", async () => {
    const client = createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage() });
    expect(client.mediaPublicUrl).toBeUndefined();
    const [listing] = (await client.properties.all({ pageSize: 1 })).results;
    expect(client.mediaPublicUrl).toBe(CDN);
    const details = await client.properties.details(listing!.slug);
    for (const photo of [details.cover_photo, ...details.photos.map(({ photo }) => photo)]) {
      expect(photo.startsWith(`${CDN}/`), photo).toBe(true);
      const variants = mediaVariants(client, photo);
      expect(variants?.src).toBe(photo);
      expect(urlsOf(variants?.webp)).toEqual([`${photo}.w480.webp`, `${photo}.w960.webp`, `${photo}.w1600.webp`]);
      expect(urlsOf(variants?.jpeg)).toEqual([`${photo}.w480.jpg`, `${photo}.w960.jpg`, `${photo}.w1600.jpg`]);
    }
  });

  it('names variants of an upload that the store already holds when the answer comes', async () => {
    const seller = await signedIn(server, 'seller');
    const form = new FormData();
    for (const [field, value] of Object.entries({
      title: 'Flat behind a CDN',
      description: 'Its photos come from the CDN, resized.',
      country: 'KE',
      city: 'Nairobi',
      price: '90000',
      property_type: 'Apartment',
      advert_type: 'For Sale',
      property_status: 'Completed Project',
      bedrooms: '1',
      total_floors: '0',
    })) {
      form.set(field, value);
    }
    form.set('cover_photo', pngFile('cover.png'));
    const created = await seller.properties.create(form);
    const variants = mediaVariants(seller, created.cover_photo);
    const urls = [...urlsOf(variants?.webp), ...urlsOf(variants?.jpeg)];
    expect(urls).toHaveLength(6);
    // What the CDN would fetch from the store: there already, none made when asked.
    for (const url of urls) expect(await server.app.storage.store.stat(url.slice(CDN.length + 1)), url).toBeDefined();
  });

  it("takes the server's word over an address it was given (a server render's), and keeps other URLs plain", async () => {
    const client = createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage(), mediaPublicUrl: 'https://old-cdn.example' });
    expect(client.mediaPublicUrl).toBe('https://old-cdn.example');
    await client.properties.all({ pageSize: 1 });
    expect(client.mediaPublicUrl).toBe(CDN);
    expect(mediaVariants(client, 'https://lh3.googleusercontent.com/a/photo.jpg')).toEqual({
      src: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
  });
});
