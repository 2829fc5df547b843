import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { checkCreateProperty, type PropertyDraft } from './index.js';

const REQUIRED =
  "Make sure the following fields 'Price, Country, Property Type, Advert Type, Cover Photo and Project Status' are filled out.";

const cover = new File(['cover'], 'cover.jpg', { type: 'image/jpeg' });
const complete: PropertyDraft<File> = {
  title: '  Garden flat in Kilimani ',
  description: ' Two bedrooms. ',
  country: 'ke',
  city: ' Nairobi ',
  price: '1250000',
  advert_type: 'For Sale',
  property_type: 'Apartment',
  property_status: 'Completed Project',
  cover_photo: cover,
};
const signedIn = { authenticated: true };

describe('checkCreateProperty', () => {
  it("blocks a user who is not authenticated with 'User must be authenticated to create a property.'", () => {
    expect(plain(checkCreateProperty(complete, { authenticated: false }))).toEqual({
      ok: false,
      code: 'property_needs_auth',
      message: 'User must be authenticated to create a property.',
    });
  });

  it('asks for the required fields with the spec message, naming each missing one', () => {
    const result = checkCreateProperty({ title: 'Only a title' }, signedIn);
    expect(plain(result)).toEqual({
      ok: false,
      code: 'missing_fields',
      message: REQUIRED,
      fieldErrors: {
        price: ['This field is required.'],
        country: ['This field is required.'],
        advert_type: ['This field is required.'],
        cover_photo: ['This field is required.'],
        property_status: ['This field is required.'],
      },
    });
    expect(codesOf(result).price).toEqual(['required']);
  });

  it('counts a price of 0, a negative one, NaN or text as missing', () => {
    for (const price of [0, '0', -5, Number.NaN, 'abc', '', '  ', null]) {
      const result = checkCreateProperty({ ...complete, price }, signedIn);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.message).toBe(REQUIRED);
        expect(Object.keys(result.error.fieldErrors ?? {})).toEqual(['price']);
      }
    }
  });

  it('counts blank text as missing', () => {
    const result = checkCreateProperty({ ...complete, country: '   ', advert_type: ' ', property_status: '' }, signedIn);
    expect(!result.ok && Object.keys(result.error.fieldErrors ?? {})).toEqual(['country', 'advert_type', 'property_status']);
  });

  it('normalises a complete form into the payload', () => {
    const result = checkCreateProperty({ ...complete, photos: [cover, null, undefined, cover] }, signedIn);
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Garden flat in Kilimani',
        description: 'Two bedrooms.',
        interior_features: '',
        exterior_features: '',
        country: 'KE',
        city: 'Nairobi',
        postal_code: '',
        street_address: '',
        property_status: 'Completed Project',
        price: '1250000.00',
        advert_type: 'For Sale',
        property_type: 'Apartment',
        total_floors: 0,
        cover_photo: cover,
        photos: [cover, cover],
      },
    });
  });

  it('defaults the property type to Other and total floors to 0', () => {
    const result = checkCreateProperty({ ...complete, property_type: '  ', total_floors: 'NaN' }, signedIn);
    expect(result.ok && result.value.property_type).toBe('Other');
    expect(result.ok && result.value.total_floors).toBe(0);
  });

  it('sends the price as a two-place decimal and other numbers as numbers, leaving out what is not a number', () => {
    const result = checkCreateProperty(
      { ...complete, price: 99.999, plot_area: ' 312.5 ', bedrooms: 3, bathrooms: '2', total_floors: '4', property_number: 'n/a', tax: '0.16' },
      signedIn,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.price).toBe('100.00');
    expect(result.value).toMatchObject({ plot_area: 312.5, bedrooms: 3, bathrooms: 2, total_floors: 4, tax: 0.16 });
    expect('property_number' in result.value).toBe(false);
  });

  it("sends the server's status for the legacy 'For Rent' / 'For Sale' values and keeps unknown ones for the server to judge", () => {
    expect(plain(checkCreateProperty({ ...complete, property_status: 'For Rent' }, signedIn))).toMatchObject({ value: { property_status: 'Ongoing Project' } });
    expect(plain(checkCreateProperty({ ...complete, property_status: ' Sold ' }, signedIn))).toMatchObject({ value: { property_status: 'Sold' } });
    expect(plain(checkCreateProperty({ ...complete, country: ' Narnia ' }, signedIn))).toMatchObject({ value: { country: 'Narnia' } });
  });

  it("keeps to the server's limits, read from the contract: text length, photo count, file size", () => {
    const limits = FORM_FIELDS.createProperty;
    const at = { ...complete, title: 't'.repeat(limits.title.maxLength), postal_code: ` ${'1'.repeat(limits.postal_code.maxLength)} ` };
    expect(checkCreateProperty({ ...at, photos: Array.from({ length: limits.photos.maxItems }, () => cover) }, signedIn).ok).toBe(true);

    const huge = { type: 'image/png', size: limits.photos.maxBytes + 1, name: 'huge.png' };
    const result = checkCreateProperty(
      { ...complete, title: 't'.repeat(limits.title.maxLength + 1), photos: [...Array.from({ length: limits.photos.maxItems }, () => cover), huge] },
      signedIn,
    );
    expect(plain(result)).toEqual({
      ok: false,
      code: 'invalid',
      message: `Title: Ensure this field has no more than ${limits.title.maxLength} characters. | Photos: Upload at most ${limits.photos.maxItems} files here. This file is larger than the 8 MB limit.`,
      fieldErrors: {
        title: [`Ensure this field has no more than ${limits.title.maxLength} characters.`],
        photos: [`Upload at most ${limits.photos.maxItems} files here.`, 'This file is larger than the 8 MB limit.'],
      },
    });
  });

  it('reports missing fields with the spec message, and every other problem with them', () => {
    const result = checkCreateProperty({ ...complete, price: '', description: 'd'.repeat(FORM_FIELDS.createProperty.description.maxLength + 1) }, signedIn);
    expect(plain(result)).toMatchObject({ ok: false, code: 'missing_fields', message: REQUIRED });
    expect(!result.ok && Object.keys(result.error.fieldErrors!)).toEqual(['price', 'description']);
  });

  it('takes translated messages', () => {
    const result = checkCreateProperty({}, { authenticated: true, messages: { propertyRequiredFields: 'Champs requis' } });
    expect(!result.ok && result.error.message).toBe('Champs requis');
  });
});
