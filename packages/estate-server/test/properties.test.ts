import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { properties } from '../src/db/schema.js';
import { createProperty } from '../src/domain/properties.js';
import { checkPropertyForm } from '../src/domain/property-form.js';
import { FieldErrorCollector } from '../src/lib/errors.js';
import { isDerivedFile } from '../src/lib/media-variants.js';
import { buildTestApp, makeGuest, makeUser, multipart, pdf, png, type TestUser } from './helper.js';
import { coverPart, CREATE_URL, listingForm, photoParts, postListing } from './properties-fixtures.js';

const GUEST_TEXT = 'You need to be a registered user to access this feature';

/** Every uploaded file under the media folder (not the resized variants made from them), to see that a refused form stores nothing. */
function mediaFiles(app: App): string[] {
  const root = path.join(app.config.dataDir, 'media');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isDerivedFile(entry.name))
    .map((entry) => entry.name);
}

describe('creating a property', () => {
  let app: App;
  let seller: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    seller = await makeUser(app, { username: 'wanjiru', role: 'seller' });
  });
  afterAll(() => app.close());

  it('creates a listing with its cover and photos and answers 201 with the Property', async () => {
    const response = await postListing(app, seller.headers, listingForm(), [coverPart(), ...photoParts(3)]);
    expect(response.statusCode).toBe(201);
    const property = response.json();
    expect(property).toMatchObject({
      user: seller.user.id,
      username: 'wanjiru',
      profile_photo: null,
      title: '3 Bedroom House in Kilimani',
      country: 'KE',
      city: 'Nairobi',
      postal_code: '00100',
      street_address: 'Argwings Kodhek Road',
      property_number: 12,
      price: 250000,
      tax: 0.15,
      final_property_price: 287500,
      plot_area: 420.5,
      total_floors: 2,
      bedrooms: 3,
      bathrooms: 2,
      advert_type: 'For Sale',
      property_type: 'House',
      property_status: 'Completed Project',
      views: 0,
      is_liked: false,
      like_count: 0,
      comment_count: 0,
    });
    expect(property.slug).toMatch(/^3-bedroom-house-in-kilimani-[0-9a-f]{6}$/);
    expect(new Date(property.created_at).toISOString()).toBe(property.created_at);
    expect(property.cover_photo).toMatch(/^\/media\/properties\/.+\.png$/);
    expect(property.photos).toHaveLength(3);
    expect(property.photos.every((photo: { id: number; photo: string }) => Number.isInteger(photo.id) && photo.photo.startsWith('/media/'))).toBe(true);
    expect(property.photos.map((photo: { id: number }) => photo.id)).toEqual(
      [...property.photos.map((photo: { id: number }) => photo.id)].sort((a, b) => a - b)
    );

    const served = await app.inject({ method: 'GET', url: property.cover_photo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('trims text, applies the defaults and reads choices loosely, legacy statuses included', async () => {
    const response = await postListing(app, seller.headers, {
      title: '   Studio near the lake   ',
      country: 'ke',
      price: '1000',
      tax: '0.1',
      advert_type: 'for-rent',
      property_status: 'For Rent',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Studio near the lake',
      country: 'KE',
      advert_type: 'For Rent',
      property_type: 'Other',
      property_status: 'Ongoing Project',
      total_floors: 0,
      bedrooms: 0,
      bathrooms: 0,
      plot_area: 0,
      tax: 0.1,
      final_property_price: 1100,
      photos: [],
    });

    const forSale = await postListing(app, seller.headers, listingForm({ property_status: 'For Sale', property_type: 'apartment', advert_type: 'AUCTION' }));
    expect(forSale.json()).toMatchObject({ property_status: 'Completed Project', property_type: 'Apartment', advert_type: 'Auction' });
  });

  it('rounds the price after tax to cents', async () => {
    const response = await postListing(app, seller.headers, listingForm({ price: '999.99', tax: '0.0725' }));
    expect(response.json().final_property_price).toBe(1072.49);
  });

  it('refuses anonymous callers with 401 and guests with the spec\u2019s 403', async () => {
    const body = await multipart(listingForm(), [coverPart()]);
    const anonymous = await app.inject({ method: 'POST', url: CREATE_URL, headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('User is not authenticated');

    const guest = await makeGuest(app);
    const refused = await postListing(app, guest.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: GUEST_TEXT });
  });

  it('names every missing required field, and only those', async () => {
    const response = await postListing(app, seller.headers, { title: 'Nothing else' }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      price: ['This field is required.'],
      country: ['This field is required.'],
      advert_type: ['This field is required.'],
      property_status: ['This field is required.'],
      cover_photo: ['This field is required.'],
    });
  });

  it('treats blank required fields as missing', async () => {
    const response = await postListing(app, seller.headers, listingForm({ price: '  ', country: '', advert_type: ' ' }));
    expect(response.json()).toEqual({
      price: ['This field is required.'],
      country: ['This field is required.'],
      advert_type: ['This field is required.'],
    });
  });

  it('reports wrong types and out-of-range values together in one 400', async () => {
    const response = await postListing(
      app,
      seller.headers,
      listingForm({
        price: 'abc',
        bedrooms: 'two',
        bathrooms: '-1',
        total_floors: '1.5',
        plot_area: 'big',
        tax: '1.5',
        country: 'XX',
        advert_type: 'Lease',
        property_type: 'Castle',
        property_status: 'Planned',
        title: 'x'.repeat(251),
        postal_code: '1'.repeat(21),
      }),
      [coverPart(pdf(), 'cover.jpg')]
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      price: ['A valid number is required.'],
      bedrooms: ['A valid integer is required.'],
      bathrooms: ['Ensure this value is greater than or equal to 0.'],
      total_floors: ['A valid integer is required.'],
      plot_area: ['A valid number is required.'],
      tax: ['Ensure this value is a rate between 0 and 1 (0.15 is 15%).'],
      country: ['"XX" is not a valid choice.'],
      title: ['Ensure this field has no more than 250 characters.'],
      postal_code: ['Ensure this field has no more than 20 characters.'],
      cover_photo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
    expect(body.advert_type[0]).toBe('"Lease" is not a valid choice. Choose one of: For Sale, For Rent, Auction.');
    expect(body.property_type[0]).toMatch(/^"Castle" is not a valid choice/);
    expect(body.property_status[0]).toBe('"Planned" is not a valid choice. Choose one of: Ongoing Project, Completed Project.');
  });

  it('checks the price: above 0, two decimal places, twelve whole digits', async () => {
    const cases: [string, string][] = [
      ['0', 'Ensure this value is greater than 0.'],
      ['-5', 'Ensure this value is greater than 0.'],
      ['1.999', 'Ensure that there are no more than 2 decimal places.'],
      ['1234567890123', 'Ensure that there are no more than 12 digits before the decimal point.'],
      ['1e5', 'A valid number is required.'],
    ];
    for (const [price, message] of cases) {
      const response = await postListing(app, seller.headers, listingForm({ price }));
      expect(response.json(), price).toEqual({ price: [message] });
    }
    const trailingZeros = await postListing(app, seller.headers, listingForm({ price: '1500.500' }));
    expect(trailingZeros.json().price).toBe(1500.5);
  });

  it('refuses a PDF named cover.jpg, checking the bytes rather than the name', async () => {
    const response = await postListing(app, seller.headers, listingForm(), [coverPart(pdf(), 'cover.jpg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ cover_photo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
  });

  it('takes exactly one cover photo and at most 10 photos, and stores nothing for a refused form', async () => {
    const before = mediaFiles(app).length;
    const elevenPhotos = await postListing(app, seller.headers, listingForm(), [coverPart(), ...photoParts(11)]);
    expect(elevenPhotos.statusCode).toBe(400);
    expect(elevenPhotos.json()).toEqual({ photos: ['Upload at most 10 files here.'] });

    const twoCovers = await postListing(app, seller.headers, listingForm(), [coverPart(), coverPart(png(9, 9))]);
    expect(twoCovers.json()).toEqual({ cover_photo: ['Upload at most 1 file here.'] });

    const pdfPhoto = await postListing(app, seller.headers, listingForm(), [coverPart(), { name: 'photos', filename: 'x.png', content: pdf() }]);
    expect(pdfPhoto.json().photos).toHaveLength(1);
    expect(mediaFiles(app).length).toBe(before);

    const ten = await postListing(app, seller.headers, listingForm(), [coverPart(), ...photoParts(10)]);
    expect(ten.statusCode).toBe(201);
    expect(ten.json().photos).toHaveLength(10);
  });

  it('refuses a file in a field that takes none', async () => {
    const response = await postListing(app, seller.headers, listingForm(), [coverPart(), { name: 'title', filename: 'a.png', content: png() }]);
    expect(response.json()).toEqual({ title: ['This field does not take a file.'] });
  });

  it('makes a slug from what the listing is when it has no title, and drops accents', async () => {
    const untitled = await postListing(app, seller.headers, listingForm({ title: '', property_type: 'Office', city: 'Mombasa' }));
    expect(untitled.json().slug).toMatch(/^office-in-mombasa-[0-9a-f]{6}$/);
    const accented = await postListing(app, seller.headers, listingForm({ title: 'Café & Résidence — Côte d\u2019Ivoire!' }));
    expect(accented.json().slug).toMatch(/^cafe-residence-cote-d-ivoire-[0-9a-f]{6}$/);
    const long = await postListing(app, seller.headers, listingForm({ title: 'word '.repeat(50) }));
    expect(long.json().slug.length).toBeLessThanOrEqual(80 + 7);
  });

  it('draws another slug suffix when one is already taken', async () => {
    const errors = new FieldErrorCollector();
    const form = Object.fromEntries(Object.entries(listingForm({ title: 'Twin Villa' })).map(([name, value]) => [name, String(value)]));
    const fields = checkPropertyForm(form, {}, errors);
    expect(errors.errors).toEqual({ cover_photo: ['This field is required.'] });
    // The cover is the only problem; the fields themselves are what a good form gives.
    const good = new FieldErrorCollector();
    const checked = checkPropertyForm(form, { cover_photo: [{} as never] }, good)!;
    expect(good.empty).toBe(true);
    expect(fields).toBeUndefined();
    const media = { coverPhoto: '/media/properties/x.png', photos: [] };
    const first = await createProperty(app.db, seller.user.id, checked, media, () => 'aaaaaa');
    const suffixes = ['aaaaaa', 'aaaaaa', 'bbbbbb'];
    const second = await createProperty(app.db, seller.user.id, checked, media, () => suffixes.shift()!);
    const slugs = await app.db.select({ id: properties.id, slug: properties.slug }).from(properties).where(eq(properties.title, 'Twin Villa'));
    expect(Object.fromEntries(slugs.map((row) => [row.id, row.slug]))).toEqual({ [first]: 'twin-villa-aaaaaa', [second]: 'twin-villa-bbbbbb' });
  });
});
