export {
  countries,
  countryLabel,
  countryName,
  flagEmoji,
  isCountryCode,
  searchCountries,
  toCountryCode,
  type Country,
  type CountryCode,
  type CountryLocale,
} from './countries.js';
export { COUNTRY_NAMES } from './data.js';
