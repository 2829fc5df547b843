import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, makeUser, png, type TestUser } from './helper.js';
import { coverPart, listingForm, noisyPng, postListing } from './properties-fixtures.js';

describe('image size limit on a new property', () => {
  let app: App;
  let seller: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ maxImageBytes: 1024 });
    seller = await makeUser(app, { role: 'seller' });
  });
  afterAll(() => app.close());

  it('refuses a cover over maxImageBytes, naming the file, together with other field errors', async () => {
    const big = noisyPng(2048);
    expect(big.length).toBeGreaterThan(1024);
    const response = await postListing(app, seller.headers, listingForm({ price: 'abc' }), [coverPart(big, 'huge.png')]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['cover_photo', 'price']);
    expect(body.price).toEqual(['A valid number is required.']);
    expect(body.cover_photo[0]).toMatch(/^"huge\.png" is larger than the .+ limit\.$/);
  });

  it('refuses an oversized extra photo but takes small ones', async () => {
    const response = await postListing(app, seller.headers, listingForm(), [
      coverPart(),
      { name: 'photos', filename: 'small.png', content: png() },
      { name: 'photos', filename: 'big.png', content: noisyPng(4096) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().photos[0]).toMatch(/^"big\.png" is larger than/);

    const ok = await postListing(app, seller.headers, listingForm(), [coverPart(), { name: 'photos', filename: 'small.png', content: png() }]);
    expect(ok.statusCode).toBe(201);
  });
});
