import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (the server checks an upload is an image by its bytes). */
export function png(rgb: [number, number, number], size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // true colour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

export interface CreatedProperty {
  id: number;
  slug: string;
  title: string;
  views: number;
  like_count: number;
}

/** Posts a listing through the real API as `email` (multipart, a cover photo), for journeys that need one of their own. */
export async function createPropertyViaApi(request: APIRequestContext, email: string, password: string, fields: Record<string, string>): Promise<CreatedProperty> {
  const login = await request.post('/api/v1/auth/jwt/create/', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const response = await request.post('/api/v1/properties/create/', {
    headers: { Authorization: `Bearer ${access}` },
    multipart: {
      price: '125000',
      country: 'KE',
      city: 'Nairobi',
      advert_type: 'For Sale',
      property_type: 'House',
      property_status: 'Completed Project',
      description: 'A bright family house with a garden, made by an end-to-end journey.',
      ...fields,
      cover_photo: { name: 'cover.png', mimeType: 'image/png', buffer: png([40, 120, 200]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedProperty;
}

/** The card of `title` on the page (cards are articles named by their title). */
export const card = (page: Page, title: string) => page.getByRole('article', { name: title });
