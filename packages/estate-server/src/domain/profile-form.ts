import { countryCode } from '../lib/countries.js';
import { LICENSE_YEAR_MIN, licenseYearMax } from './licenses.js';
import { FieldErrorCollector } from '../lib/errors.js';
import type { profiles, users } from '../db/schema.js';
import { GENDERS, PROFILE_TEXT_MAX_LENGTHS, PROFILE_URL_MAX_LENGTH } from '../schemas/profile.js';

type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileChanges {
  profile: Partial<typeof profiles.$inferInsert>;
  user: Partial<typeof users.$inferInsert>;
}

const PHONE = /^\+?[0-9][0-9 ()-]{5,28}$/;
const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no', '']);

const URL_FIELDS = { facebook_url: 'facebookUrl', twitter_url: 'twitterUrl', instagram_url: 'instagramUrl', threads_url: 'threadsUrl' } as const;
/** Role flags that only a verified payment may turn on; the form may repeat their current value. */
const PAID_ROLES = { is_seller: 'isSeller', is_agent: 'isAgent', top_agent: 'topAgent' } as const;
const PAID_ROLE_PLAN = { is_seller: 'Seller', is_agent: 'Agent', top_agent: 'Top Agent' } as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function parseBoolean(value: string): boolean | undefined {
  const text = value.trim().toLowerCase();
  return TRUE.has(text) ? true : FALSE.has(text) ? false : undefined;
}

/** Checks the profile form's text fields and turns them into column changes. Absent fields stay as they are. */
export function profileChanges(fields: Record<string, string>, current: ProfileRow): ProfileChanges {
  const errors = new FieldErrorCollector();
  const changes: ProfileChanges = { profile: {}, user: {} };
  const text = (name: string) => (name in fields ? fields[name]!.trim() : undefined);

  for (const [name, limit] of Object.entries(PROFILE_TEXT_MAX_LENGTHS)) {
    const value = text(name);
    if (value === undefined) continue;
    if (value.length > limit) errors.add(name, 'max_length', { max: limit });
    else if (name === 'first_name') changes.user.firstName = value;
    else if (name === 'last_name') changes.user.lastName = value;
    else if (name === 'about_me') changes.profile.aboutMe = value;
    else if (name === 'license') changes.profile.license = value;
    else if (name === 'agency') changes.profile.agency = value;
    else if (name === 'city') changes.profile.city = value;
  }

  const licenseYear = text('license_year');
  if (licenseYear !== undefined) {
    const year = licenseYear === '' ? 0 : /^[0-9]{4}$/.test(licenseYear) ? Number(licenseYear) : NaN;
    if (year !== 0 && !(year >= LICENSE_YEAR_MIN && year <= licenseYearMax())) errors.add('license_year', 'invalid_license_year', { min: LICENSE_YEAR_MIN, max: licenseYearMax() });
    else changes.profile.licenseYear = year;
  }
  // A moderator verified this number for this year: a change to either needs a new check.
  const licenseChanged = (changes.profile.license !== undefined && changes.profile.license !== current.license) || (changes.profile.licenseYear !== undefined && changes.profile.licenseYear !== current.licenseYear);
  if (licenseChanged) Object.assign(changes.profile, { licenseVerifiedAt: null, licenseVerifiedBy: null });

  const phone = text('phone_number');
  if (phone !== undefined) {
    if (phone && !PHONE.test(phone)) errors.add('phone_number', 'invalid_phone');
    else changes.profile.phoneNumber = phone;
  }

  const gender = text('gender');
  if (gender !== undefined) {
    const match = GENDERS.find((option) => option.toLowerCase() === gender.toLowerCase());
    if (match) changes.profile.gender = match;
    else errors.add('gender', 'invalid_choice', { value: gender });
  }

  const country = text('country');
  if (country !== undefined) {
    const code = countryCode(country);
    if (code) changes.profile.country = code;
    else errors.add('country', 'invalid_choice', { value: country });
  }

  for (const [name, column] of Object.entries(URL_FIELDS)) {
    const value = text(name);
    if (value === undefined) continue;
    if (value && (value.length > PROFILE_URL_MAX_LENGTH || !isHttpUrl(value))) errors.add(name, 'invalid_url');
    else changes.profile[column] = value;
  }

  const isBuyer = text('is_buyer');
  if (isBuyer !== undefined) {
    const value = parseBoolean(isBuyer);
    if (value === undefined) errors.add('is_buyer', 'invalid_boolean');
    else changes.profile.isBuyer = value;
  }

  for (const [name, column] of Object.entries(PAID_ROLES)) {
    const raw = text(name);
    if (raw === undefined) continue;
    const value = parseBoolean(raw);
    if (value === undefined) errors.add(name, 'invalid_boolean');
    else if (value !== current[column]) {
      errors.add(name, 'paid_role_only', { plan: PAID_ROLE_PLAN[name as keyof typeof PAID_ROLE_PLAN] });
    }
  }

  errors.throwIfAny();
  return changes;
}
