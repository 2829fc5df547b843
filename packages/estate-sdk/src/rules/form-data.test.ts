import { describe, expect, it } from 'vitest';
import { checkCreateProperty, toFormData } from './index.js';

describe('toFormData', () => {
  it('sends text, numbers and booleans as text, files with their names, lists under one name, and leaves out null', () => {
    const cover = new File(['c'], 'cover.jpg', { type: 'image/jpeg' });
    const photo = new File(['p'], 'one.png', { type: 'image/png' });
    const form = toFormData({ title: 'Flat', total_floors: 0, is_buyer: true, city: null, tax: undefined, cover_photo: cover, photos: [photo, photo] });
    expect(form.get('title')).toBe('Flat');
    expect(form.get('total_floors')).toBe('0');
    expect(form.get('is_buyer')).toBe('true');
    expect(form.has('city')).toBe(false);
    expect(form.has('tax')).toBe(false);
    expect((form.get('cover_photo') as File).name).toBe('cover.jpg');
    expect(form.getAll('photos')).toHaveLength(2);
  });

  it("builds the create-property body from the rule's value", () => {
    const cover = new File(['c'], 'cover.jpg', { type: 'image/jpeg' });
    const result = checkCreateProperty(
      { price: '500', country: 'KE', advert_type: 'For Rent', property_status: 'For Rent', cover_photo: cover },
      { authenticated: true },
    );
    if (!result.ok) throw result.error;
    const form = toFormData(result.value);
    expect(form.get('price')).toBe('500.00');
    expect(form.get('property_type')).toBe('Other');
    expect(form.get('property_status')).toBe('Ongoing Project');
    expect(form.get('total_floors')).toBe('0');
    expect(form.getAll('photos')).toEqual([]);
  });

  it('says so where FormData does not exist', () => {
    const original = globalThis.FormData;
    try {
      (globalThis as { FormData?: unknown }).FormData = undefined;
      expect(() => toFormData({ a: 1 })).toThrow(/FormData/);
    } finally {
      globalThis.FormData = original;
    }
  });
});
