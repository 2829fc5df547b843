import { describe, expect, it } from 'vitest';
import { defaultMessages, type EstateMessages } from '../messages.js';
import { listingFilterLabels, listingSortLabel } from './listing-filters.js';
import { formatUsdCompact } from './money.js';

/** The French of the kit's table, for these keys only (the kit holds the whole table). */
const fr: Partial<EstateMessages> = {
  rangeChipBetween: '{min} – {max}',
  rangeChipFrom: 'Dès {min}',
  rangeChipUpTo: 'Jusqu’à {max}',
  rangeChipBedrooms: '{count}+ chambres',
  savedSearchBeds: '{count}+ ch.',
  sortLikes: 'Les plus aimés',
};

const labels = (...args: Parameters<typeof listingFilterLabels>) => listingFilterLabels(...args).map(({ label }) => label);

describe('listingFilterLabels', () => {
  it('labels each filter that is on, a range once, in one order', () => {
    expect(listingFilterLabels({ max_plot_area: 1250.5, min_bathrooms: 2, min_bedrooms: 3, min_price: 100000, max_price: 300000, sort: 'likes' })).toEqual([
      { filter: 'price', label: '$100K – $300K', fields: ['min_price', 'max_price'] },
      { filter: 'bedrooms', label: '3+ bedrooms', fields: ['min_bedrooms'] },
      { filter: 'bathrooms', label: '2+ bathrooms', fields: ['min_bathrooms'] },
      { filter: 'plotArea', label: 'Up to 1,250.5 m²', fields: ['min_plot_area', 'max_plot_area'] },
    ]);
  });

  it('reads "From" with a minimum only and "Up to" with a maximum only', () => {
    expect(labels({ min_price: 1500000 })).toEqual(['From $1.5M']);
    expect(labels({ max_price: 900, min_plot_area: 50 })).toEqual(['Up to $900', 'From 50 m²']);
  });

  it('words a summary short: "3+ beds", "2+ baths"', () => {
    expect(labels({ min_bedrooms: 3, min_bathrooms: 2, min_plot_area: 50, max_plot_area: 200 }, { wording: 'summary' })).toEqual(['3+ beds', '2+ baths', '50 – 200 m²']);
  });

  it('leaves out what is unset, null, 0 rooms or not a number', () => {
    expect(labels({ min_price: null, max_price: undefined, min_bedrooms: 0, min_bathrooms: null, sort: 'price' })).toEqual([]);
    expect(labels(null)).toEqual([]);
    expect(labels({ min_price: 'cheap' as unknown as number })).toEqual([]);
  });

  it("writes French texts and numbers with the kit's table and fr-FR", () => {
    expect(labels({ min_price: 250000, min_bedrooms: 3, max_plot_area: 1250.5 }, { messages: fr, locale: 'fr-FR' })).toEqual([
      `Dès ${formatUsdCompact(250000, 'fr-FR')}`,
      '3+ chambres',
      'Jusqu’à 1\u202f250,5 m²',
    ]);
    expect(labels({ min_bedrooms: 3 }, { messages: fr, locale: 'fr-FR', wording: 'summary' })).toEqual(['3+ ch.']);
  });
});

describe('listingSortLabel', () => {
  it('names each sort', () => {
    expect([listingSortLabel('newest'), listingSortLabel('price'), listingSortLabel('-price'), listingSortLabel('likes')]).toEqual([
      defaultMessages.sortNewest,
      'Price: low to high',
      'Price: high to low',
      'Most liked',
    ]);
    expect(listingSortLabel('likes', { messages: fr })).toBe('Les plus aimés');
  });
});

describe('formatUsdCompact', () => {
  it('writes dollars short, at most one decimal', () => {
    expect([formatUsdCompact(900), formatUsdCompact(250000), formatUsdCompact('1500000'), formatUsdCompact(-0), formatUsdCompact('abc')]).toEqual(['$900', '$250K', '$1.5M', '$0', '']);
  });

  it("keeps the '$250K' forms in Swahili, where CLDR's compact forms mix styles", () => {
    expect([formatUsdCompact(250000, 'sw-KE'), formatUsdCompact(1500000, 'sw')]).toEqual(['$250K', '$1.5M']);
  });
});
