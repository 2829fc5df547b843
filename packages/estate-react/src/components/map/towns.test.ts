import { countries } from '@estate/sdk';
import { describe, expect, it } from 'vitest';
import { CAPITALS } from './capitals.js';
import { KENYA_TOWNS, townCentre } from './towns.js';

describe('townCentre', () => {
  it("starts at a Nairobi neighbourhood's centre, whatever the spelling", () => {
    expect(townCentre('KE', 'Westlands')).toEqual({ latitude: KENYA_TOWNS.Westlands![0], longitude: KENYA_TOWNS.Westlands![1] });
    expect(townCentre('Kenya', ' south-b ')).toEqual(townCentre('KE', 'South B'));
    expect(townCentre('ke', 'NYALI').latitude).toBeCloseTo(-4.02, 2);
  });

  it("falls back to the country's capital for a town it does not know, or a town of another country", () => {
    expect(townCentre('KE', 'Nowhere')).toEqual({ latitude: -1.29, longitude: 36.82 });
    expect(townCentre('FR', 'Lyon')).toEqual({ latitude: 48.86, longitude: 2.35 });
    expect(townCentre('Germany', 'Mombasa')).toEqual({ latitude: 52.52, longitude: 13.4 });
    expect(townCentre('Allemagne', '')).toEqual({ latitude: 52.52, longitude: 13.4 });
  });

  it('falls back to Nairobi for a country it does not know', () => {
    expect(townCentre('Atlantis', 'Poseidonia')).toEqual({ latitude: -1.29, longitude: 36.82 });
    expect(townCentre('', '')).toEqual({ latitude: -1.29, longitude: 36.82 });
  });

  // The SDK's list is the server's (the SDK's own test holds them equal).
  it("knows a capital for every country of the server's list, each on the globe", () => {
    expect(Object.keys(CAPITALS).sort()).toEqual(countries().map((country) => country.code).sort());
    for (const [latitude, longitude] of Object.values(CAPITALS)) {
      expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
    }
  });

  it("places every Kenyan town inside Kenya's box", () => {
    for (const [latitude, longitude] of Object.values(KENYA_TOWNS)) {
      expect(latitude).toBeGreaterThan(-4.8);
      expect(latitude).toBeLessThan(5.1);
      expect(longitude).toBeGreaterThan(33.9);
      expect(longitude).toBeLessThan(41.95);
    }
  });
});
