import { COUNTRY_NAMES } from './data.js';

/** The languages country names come in (spec §9). */
export type CountryLocale = 'en' | 'fr' | 'sw';
/** A locale the country functions take: one of theirs, or a BCP 47 tag such as 'sw-KE' or 'fr-FR' (anything else reads as English). */
export type CountryLocaleTag = CountryLocale | (string & {});

/** Each language's column in `COUNTRY_NAMES`. */
const COLUMN: Record<CountryLocale, 0 | 1 | 2> = { en: 0, fr: 1, sw: 2 };
export type CountryCode = keyof typeof COUNTRY_NAMES;

export interface Country {
  code: CountryCode;
  name: string;
  /** The flag emoji, from the code's regional indicator symbols. */
  flag: string;
  /** Flag, space, name: '🇰🇪 Kenya'. */
  label: string;
}

// Marked pure so a bundle that never lists countries drops the names (most of this module's size).
const CODES = /* @__PURE__ */ Object.keys(COUNTRY_NAMES) as CountryCode[];

/** 'fr', 'fr-FR' and 'FR' are French, 'sw' and 'sw-KE' Swahili; anything else is English. */
function languageOf(locale: string | undefined): CountryLocale {
  const primary = locale?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' || primary === 'sw' ? primary : 'en';
}

/** Exactly one of the codes, upper case: `isCountryCode('KE')` is true, `'ke'` is not (see `toCountryCode`). */
export function isCountryCode(code: unknown): code is CountryCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(COUNTRY_NAMES, code);
}

/** The code for a loosely written one (' ke ' → 'KE'), or undefined when it is not a country. */
export function toCountryCode(value: unknown): CountryCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : undefined;
}

/** The flag emoji of a country code in any case ('ke' → '🇰🇪'); '' for anything that is not a country. */
export function flagEmoji(code: unknown): string {
  const country = toCountryCode(code);
  if (!country) return '';
  // Regional indicator symbols A…Z are U+1F1E6…U+1F1FF; a pair of them renders as the flag.
  return String.fromCodePoint(...[...country].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** The country's name in `locale` ('DE' → 'Germany' / 'Allemagne' / 'Ujerumani'); undefined for an unknown code. */
export function countryName(code: unknown, locale: CountryLocaleTag = 'en'): string | undefined {
  const country = toCountryCode(code);
  return country ? COUNTRY_NAMES[country][COLUMN[languageOf(locale)]] : undefined;
}

/**
 * Flag and name ('🇰🇪 Kenya'), as the country pickers show them (spec §3). An unknown code is
 * shown as given (trimmed), so nothing the server sends is hidden; a non-string gives ''.
 */
export function countryLabel(code: unknown, locale: CountryLocaleTag = 'en'): string {
  const name = countryName(code, locale);
  if (name) return `${flagEmoji(code)} ${name}`;
  return typeof code === 'string' ? code.trim() : '';
}

const sorted = new Map<CountryLocale, readonly Country[]>();

/** Every country, sorted by its name in `locale` with that language's collation. Built once per language, on first use. */
export function countries(locale: CountryLocaleTag = 'en'): readonly Country[] {
  const language = languageOf(locale);
  let list = sorted.get(language);
  if (!list) {
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    list = Object.freeze(
      CODES.map((code): Country => {
        const name = COUNTRY_NAMES[code][COLUMN[language]];
        const flag = flagEmoji(code);
        return Object.freeze({ code, name, flag, label: `${flag} ${name}` });
      }).sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code)),
    );
    sorted.set(language, list);
  }
  return list;
}

/** Lower case without accents, one kind of apostrophe, '&' read as 'and': 'Côte d’Ivoire' → "cote d'ivoire". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The countries for the 'Search Country ...' box: names containing the query, ignoring case and
 * accents ('cote' finds Côte d’Ivoire, 'ALAND' Åland Islands), and the country whose code is the
 * query ('ke' finds Kenya). Best matches first: the code, then names that start with the query,
 * then names with a word that does, then the rest; each group in name order. A blank query gives
 * every country.
 */
export function searchCountries(query: unknown, locale: CountryLocaleTag = 'en'): readonly Country[] {
  const all = countries(locale);
  const needle = typeof query === 'string' ? fold(query) : '';
  if (!needle) return all;
  const code = needle.toUpperCase();
  const ranked: Country[][] = [[], [], [], []];
  for (const country of all) {
    const name = fold(country.name);
    if (country.code === code) ranked[0]!.push(country);
    else if (name.startsWith(needle)) ranked[1]!.push(country);
    else if (name.split(/[\s'(-]+/).some((word) => word.startsWith(needle))) ranked[2]!.push(country);
    else if (name.includes(needle)) ranked[3]!.push(country);
  }
  return ranked.flat();
}
