import { describe, expect, it } from 'vitest';
import { jsonLdText, realEstateListingJsonLd } from './structured-data.js';

const listing = {
  title: 'Sunny House',
  description: 'A bright family home near the beach.',
  price: 1250000,
  city: 'Mombasa',
  country: 'KE',
  created_at: '2026-03-04T05:06:07.000Z',
  cover_photo: '/media/properties/sunny.jpg',
  photos: [{ photo: 'https://cdn.example/photos/kitchen.jpg' }],
};
const mediaUrl = (path: string) => (/^https?:/.test(path) ? path : `https://api.example${path}`);

describe('realEstateListingJsonLd', () => {
  it('describes a listing with its page, absolute pictures, price and place', () => {
    expect(realEstateListingJsonLd(listing, { url: 'https://partner.example/?estate-property=sunny-house', mediaUrl })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Sunny House',
      description: 'A bright family home near the beach.',
      url: 'https://partner.example/?estate-property=sunny-house',
      image: ['https://api.example/media/properties/sunny.jpg', 'https://cdn.example/photos/kitchen.jpg'],
      datePosted: '2026-03-04T05:06:07.000Z',
      offers: { '@type': 'Offer', price: 1250000, priceCurrency: 'USD' },
      address: { '@type': 'PostalAddress', addressLocality: 'Mombasa', addressCountry: 'KE' },
    });
  });

  it("takes the caller's name and description, and leaves empty fields out", () => {
    const data = realEstateListingJsonLd(
      { title: '', description: '  ', price: 10, city: '', country: 'FR', cover_photo: null, photos: null },
      { url: 'https://x.example/p', mediaUrl, name: 'House for sale in France' },
    );
    expect(data).toMatchObject({ name: 'House for sale in France', description: undefined, image: [], datePosted: undefined });
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: undefined, addressCountry: 'FR' });
    expect(realEstateListingJsonLd(listing, { url: 'u', mediaUrl, description: 'Short.' }).description).toBe('Short.');
  });
});

describe('jsonLdText', () => {
  it('escapes < so a text with </script> stays inside its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
