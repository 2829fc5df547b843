import type { properties } from '../db/schema.js';
import { countryCode } from '../lib/countries.js';
import { type FieldErrorCollector, issue, type Issue } from '../lib/errors.js';
import type { Upload } from '../lib/forms.js';
import { AVAILABILITIES, DEFAULT_PROPERTY_TYPE, matchAvailability, DEFAULT_TAX_RATE, PROPERTY_DECIMAL_DIGITS, PROPERTY_ROOMS_MAX, PROPERTY_TEXT_MAX_LENGTHS } from '../schemas/property.js';
import { type ChoiceField, invalidChoice, matchChoice } from './property-choices.js';

/** The columns a new listing gets from its form; photos and the slug are added when it is stored. */
export type NewPropertyFields = Omit<typeof properties.$inferInsert, 'id' | 'userId' | 'slug' | 'coverPhoto' | 'views' | 'likeCount' | 'location' | 'createdAt' | 'updatedAt'> & {
  title: string;
  city: string;
  propertyType: string;
};

/** The column of each text field; their limits are the schema's (`PROPERTY_TEXT_MAX_LENGTHS`). */
const TEXT_COLUMNS = {
  title: 'title',
  description: 'description',
  interior_features: 'interiorFeatures',
  exterior_features: 'exteriorFeatures',
  city: 'city',
  postal_code: 'postalCode',
  street_address: 'streetAddress',
} as const satisfies Record<keyof typeof PROPERTY_TEXT_MAX_LENGTHS, string>;

/** Whole-number fields, with a ceiling no real building passes (and under the column's range). */
const COUNT_FIELDS = {
  property_number: { column: 'propertyNumber', max: 2_147_483_647 },
  total_floors: { column: 'totalFloors', max: PROPERTY_ROOMS_MAX },
  bedrooms: { column: 'bedrooms', max: PROPERTY_ROOMS_MAX },
  bathrooms: { column: 'bathrooms', max: PROPERTY_ROOMS_MAX },
} as const;

const NUMBER = /^[+-]?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;
const INTEGER = /^[+-]?\d+(?:\.0*)?$/;

export interface DecimalRule {
  /** Digits allowed after the point (the column's scale). */
  places: number;
  /** Digits allowed before the point (precision minus scale). */
  wholeDigits: number;
}

/** A decimal as DRF's DecimalField checks it; an issue is the problem. */
export function parseDecimal(text: string, rule: DecimalRule): number | Issue {
  const match = NUMBER.exec(text);
  if (!match) return issue('invalid_number');
  const whole = (match[1] ?? '').replace(/^0+/, '');
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > rule.places) return issue('max_decimal_places', { max: rule.places });
  if (whole.length > rule.wholeDigits) return issue('max_whole_digits', { max: rule.wholeDigits });
  return Number(text);
}

export function parseCount(text: string, max: number): number | Issue {
  if (!INTEGER.test(text)) return issue('invalid_integer');
  const value = Math.trunc(Number(text));
  if (value < 0) return issue('min_value', { min: 0 });
  if (value > max) return issue('max_value', { max });
  return value;
}

/** `true`/`false` as an HTML form or a client sends them; undefined for anything else. */
function parseBoolean(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(value)) return true;
  if (['false', '0', 'off', 'no'].includes(value)) return false;
  return undefined;
}

/** A coordinate in degrees within ±limit, or the issue. */
function parseDegrees(text: string, limit: number): number | Issue {
  const parsed = parseDecimal(text, { places: 12, wholeDigits: 3 });
  if (typeof parsed === 'object') return parsed;
  if (parsed < -limit) return issue('min_value', { min: -limit });
  if (parsed > limit) return issue('max_value', { max: limit });
  return parsed;
}

/**
 * Checks a listing's form: text trimmed and within its column, numbers of the right kind and
 * range, choices matched loosely, the pin (both coordinates or neither). Creating needs the
 * required fields and the cover photo; an update (`partial`) checks only the fields it sends, and a
 * field sent blank is cleared to its default where it has one. Every problem is added to `errors`;
 * the fields come back only when there was none (file errors found earlier included).
 */
export function checkPropertyForm(
  fields: Record<string, string>,
  files: Record<string, Upload[]>,
  errors: FieldErrorCollector,
  { partial = false }: { partial?: boolean } = {},
): NewPropertyFields | undefined {
  const text = (name: string) => fields[name]?.trim() ?? '';
  /** Whether a field is checked: every field on create, only those sent on an update. */
  const checks = (name: string) => !partial || fields[name] !== undefined;
  const out: Partial<NewPropertyFields> & Record<string, unknown> = {};

  for (const [name, column] of Object.entries(TEXT_COLUMNS)) {
    if (!checks(name)) continue;
    const max = PROPERTY_TEXT_MAX_LENGTHS[name as keyof typeof TEXT_COLUMNS];
    const value = text(name);
    if (value.length > max) errors.add(name, 'max_length', { max });
    else out[column] = value;
  }

  for (const [name, { column, max }] of Object.entries(COUNT_FIELDS)) {
    if (!checks(name)) continue;
    const value = text(name);
    if (!value) {
      out[column] = 0;
      continue;
    }
    const parsed = parseCount(value, max);
    if (typeof parsed === 'object') errors.push(name, parsed);
    else out[column] = parsed;
  }

  const price = text('price');
  if (!checks('price')) {
    // An update that leaves the price as it is.
  } else if (!price) errors.add('price', 'required');
  else {
    const parsed = parseDecimal(price, PROPERTY_DECIMAL_DIGITS.price);
    if (typeof parsed === 'object') errors.push('price', parsed);
    else if (parsed <= 0) errors.add('price', 'above_value', { min: 0 });
    else out.price = parsed;
  }

  const plotArea = text('plot_area');
  if (!checks('plot_area')) {
    // Unchanged.
  } else if (!plotArea) out.plotArea = 0;
  else {
    const parsed = parseDecimal(plotArea, PROPERTY_DECIMAL_DIGITS.plot_area);
    if (typeof parsed === 'object') errors.push('plot_area', parsed);
    else if (parsed < 0) errors.add('plot_area', 'min_value', { min: 0 });
    else out.plotArea = parsed;
  }

  const tax = text('tax');
  if (!checks('tax')) {
    // Unchanged.
  } else if (!tax) out.tax = DEFAULT_TAX_RATE;
  else {
    const parsed = parseDecimal(tax, { places: 4, wholeDigits: 2 });
    if (typeof parsed === 'object') errors.push('tax', parsed);
    else if (parsed < 0 || parsed > 1) errors.add('tax', 'invalid_rate');
    else out.tax = parsed;
  }

  const country = text('country');
  if (!checks('country')) {
    // Unchanged.
  } else if (!country) errors.add('country', 'required');
  else {
    const code = countryCode(country);
    if (code) out.country = code;
    else errors.add('country', 'invalid_choice', { value: country });
  }

  const choice = (field: ChoiceField | 'availability', column: 'advertType' | 'propertyType' | 'propertyStatus' | 'availability', fallback?: string) => {
    if (!checks(field)) return;
    const value = text(field);
    if (!value) {
      if (fallback) out[column] = fallback;
      else errors.add(field, 'required');
      return;
    }
    if (field === 'availability') {
      const known = matchAvailability(value);
      if (known) out.availability = known;
      else errors.add('availability', 'not_an_availability', { value, options: AVAILABILITIES.join(', ') });
      return;
    }
    const match = matchChoice(field, value);
    if (match) out[column] = match;
    else errors.push(field, invalidChoice(field, value));
  };
  choice('advert_type', 'advertType');
  choice('property_type', 'propertyType', DEFAULT_PROPERTY_TYPE);
  choice('property_status', 'propertyStatus');
  choice('availability', 'availability', 'available');

  readPin(fields, errors, out, checks);

  if (!partial && !files.cover_photo?.length && !errors.has('cover_photo')) errors.add('cover_photo', 'required');

  return errors.empty ? (out as NewPropertyFields) : undefined;
}

/** The pin: latitude and longitude together (blank both to take the pin away), and whether it is shown exactly. */
function readPin(
  fields: Record<string, string>,
  errors: FieldErrorCollector,
  out: Partial<NewPropertyFields>,
  checks: (name: string) => boolean,
): void {
  const [latitude, longitude] = [fields.latitude?.trim() ?? '', fields.longitude?.trim() ?? ''];
  if (checks('latitude') || checks('longitude')) {
    if (!latitude && !longitude) Object.assign(out, { latitude: null, longitude: null });
    else if (!latitude || !longitude) errors.add(latitude ? 'longitude' : 'latitude', 'pin_incomplete');
    else {
      const [lat, lng] = [parseDegrees(latitude, 90), parseDegrees(longitude, 180)];
      if (typeof lat === 'object') errors.push('latitude', lat);
      if (typeof lng === 'object') errors.push('longitude', lng);
      if (typeof lat === 'number' && typeof lng === 'number') Object.assign(out, { latitude: lat, longitude: lng });
    }
  }
  if (checks('location_exact')) {
    const exact = parseBoolean(fields.location_exact?.trim() ?? 'false');
    if (exact === undefined) errors.add('location_exact', 'invalid_boolean');
    else out.locationExact = exact;
  }
}
