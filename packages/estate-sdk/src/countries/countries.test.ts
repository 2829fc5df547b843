import { COUNTRY_CODES as SERVER_COUNTRY_CODES } from '@estate/server';
import { describe, expect, it } from 'vitest';
import { countries, countryLabel, countryName, COUNTRY_NAMES, flagEmoji, isCountryCode, searchCountries, toCountryCode } from './index.js';

describe('countries', () => {
  it("holds the server's set of codes, at least 249", () => {
    const serverCodes = [...SERVER_COUNTRY_CODES].sort();
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual(serverCodes);
    expect(countries()).toHaveLength(serverCodes.length);
    expect(serverCodes.length).toBeGreaterThanOrEqual(249);
  });

  it('names countries in English and French', () => {
    expect(countryName('KE')).toBe('Kenya');
    expect(countryName('KE', 'fr')).toBe('Kenya');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('US', 'fr')).toBe('États-Unis');
    expect(countryName('HK')).toBe('Hong Kong');
    expect(countryName('XK')).toBe('Kosovo');
  });

  it('names countries in Swahili, sorted with the Swahili collation', () => {
    expect(countryName('DE', 'sw')).toBe('Ujerumani');
    expect(countryName('US', 'sw-KE')).toBe('Marekani');
    expect(countryName('KE', 'sw')).toBe('Kenya');
    expect(countryName('HK', 'sw')).toBe('Hong Kong');
    expect(countryLabel('GB', 'sw')).toBe('🇬🇧 Ufalme wa Muungano');
    for (const code of Object.keys(COUNTRY_NAMES) as (keyof typeof COUNTRY_NAMES)[]) expect(COUNTRY_NAMES[code][2].trim(), code).not.toBe('');
    const swahili = countries('sw').map((country) => country.name);
    expect(swahili[0]).toBe('Afghanistan');
    expect(swahili.indexOf('Ujerumani')).toBeGreaterThan(swahili.indexOf('Uganda'));
    expect(searchCountries('ujer', 'sw')[0]?.code).toBe('DE');
  });

  it('accepts codes in any case and is undefined for unknown ones', () => {
    expect(countryName(' ke ')).toBe('Kenya');
    expect(countryName('ZZ')).toBeUndefined();
    expect(countryName('')).toBeUndefined();
    expect(countryName(null)).toBeUndefined();
    expect(toCountryCode('gb')).toBe('GB');
    expect(isCountryCode('KE')).toBe(true);
    expect(isCountryCode('ke')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });

  it('derives flags from the code', () => {
    expect(flagEmoji('KE')).toBe('🇰🇪');
    expect(flagEmoji('de')).toBe('🇩🇪');
    expect(flagEmoji('GB')).toBe('🇬🇧');
    expect(flagEmoji('ZZ')).toBe('');
    expect(flagEmoji('KEN')).toBe('');
    expect(flagEmoji(undefined)).toBe('');
  });

  it('labels a country with its flag and name, and an unknown code as given', () => {
    expect(countryLabel('KE')).toBe('🇰🇪 Kenya');
    expect(countryLabel('DE', 'fr')).toBe('🇩🇪 Allemagne');
    expect(countryLabel(' zz ')).toBe('zz');
    expect(countryLabel(null)).toBe('');
  });

  it('sorts by name in the language asked for', () => {
    const english = countries('en').map((country) => country.name);
    expect(english[0]).toBe('Afghanistan');
    expect(english.indexOf('Åland Islands')).toBe(1);
    expect(english.at(-1)).toBe('Zimbabwe');
    const french = countries('fr').map((country) => country.name);
    expect(french[0]).toBe('Afghanistan');
    // French collation puts É with E: 'Égypte' comes before 'Érythrée' and after 'Dominique'.
    expect(french.indexOf('Égypte')).toBeGreaterThan(french.indexOf('Dominique'));
    expect(french.indexOf('Égypte')).toBeLessThan(french.indexOf('Érythrée'));
    expect(countries('fr').find((country) => country.code === 'KE')).toEqual({ code: 'KE', name: 'Kenya', flag: '🇰🇪', label: '🇰🇪 Kenya' });
  });

  it('searches names without regard to case or accents', () => {
    expect(searchCountries('KENYA').map((country) => country.code)).toEqual(['KE']);
    expect(searchCountries('cote').map((country) => country.code)).toEqual(['CI']);
    expect(searchCountries("cote d'ivoire").map((country) => country.code)).toEqual(['CI']);
    expect(searchCountries('aland').map((country) => country.code)).toEqual(['AX', 'NZ']); // Åland Islands, New Zealand
    // États-Unis first (its name starts so), then the islands 'des États-Unis'.
    expect(searchCountries('etats', 'fr').map((country) => country.code)).toEqual(['US', 'UM', 'VI']);
    expect(searchCountries('antigua and').map((country) => country.code)).toEqual(['AG']);
  });

  it('puts the exact code first, then names that start with the query, then the rest', () => {
    const codes = searchCountries('ke').map((country) => country.code);
    expect(codes[0]).toBe('KE');
    expect(codes).toContain('TK'); // Tokelau contains 'ke'
    expect(codes.indexOf('TK')).toBeGreaterThan(0);
    const names = searchCountries('guinea').map((country) => country.name);
    expect(names.slice(0, 2)).toEqual(['Guinea', 'Guinea-Bissau']);
    expect(names).toContain('Equatorial Guinea');
    expect(names).toContain('Papua New Guinea');
  });

  it('gives every country for a blank query and none for a query that matches nothing', () => {
    expect(searchCountries('   ')).toHaveLength(countries().length);
    expect(searchCountries(undefined)).toHaveLength(countries().length);
    expect(searchCountries('xyzzy')).toEqual([]);
  });
});
