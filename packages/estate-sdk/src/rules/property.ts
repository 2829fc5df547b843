import { toCountryCode } from '../countries/countries.js';
import { propertyStatusValue } from '../format/property.js';
import { toFiniteNumber } from '../format/number.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { resolveMessages, type WithMessages } from '../messages.js';
import { checkFieldLimits } from './limits.js';
import { addIssue, fail, hasIssues, pass, type FieldIssues, type RuleResult } from './result.js';
import { isFileLike, trimmed, type FileLike } from './values.js';

/** The create-property form as a UI holds it: text as typed, numbers as typed or as numbers, files. */
export interface PropertyDraft<File extends FileLike = FileLike> {
  title?: string | null;
  description?: string | null;
  interior_features?: string | null;
  exterior_features?: string | null;
  country?: string | null;
  city?: string | null;
  postal_code?: string | null;
  street_address?: string | null;
  property_number?: string | number | null;
  property_status?: string | null;
  price?: string | number | null;
  tax?: string | number | null;
  plot_area?: string | number | null;
  total_floors?: string | number | null;
  bedrooms?: string | number | null;
  bathrooms?: string | number | null;
  advert_type?: string | null;
  property_type?: string | null;
  cover_photo?: File | null;
  photos?: readonly (File | null | undefined)[] | null;
  /** The pin (issue 22): both or neither; the public map rounds it unless `location_exact`. */
  latitude?: string | number | null;
  longitude?: string | number | null;
  location_exact?: boolean | null;
}

/** The create-property payload of spec §3, ready for `toFormData`. */
export interface PropertyPayload<File extends FileLike = FileLike> {
  title: string;
  description: string;
  interior_features: string;
  exterior_features: string;
  country: string;
  city: string;
  postal_code: string;
  street_address: string;
  property_status: string;
  /** A decimal with two places: '1250000.00'. */
  price: string;
  advert_type: string;
  property_type: string;
  total_floors: number;
  plot_area?: number;
  bedrooms?: number;
  bathrooms?: number;
  property_number?: number;
  tax?: number;
  latitude?: number;
  longitude?: number;
  location_exact?: boolean;
  cover_photo: File;
  photos: File[];
}

/** The fields the spec requires, in the order its message names them. */
export const PROPERTY_REQUIRED_FIELDS = ['price', 'country', 'property_type', 'advert_type', 'cover_photo', 'property_status'] as const;
export type PropertyRequiredField = (typeof PROPERTY_REQUIRED_FIELDS)[number];

export interface CreatePropertyContext extends WithMessages {
  /** A registered user with an access token (guests see the registration popup instead). */
  authenticated: boolean;
}

export type CreatePropertyResult<File extends FileLike = FileLike> = RuleResult<PropertyPayload<File>, 'property_needs_auth' | 'missing_fields' | 'invalid'>;

/**
 * The server's defaults for what the form leaves out (the contract's), read where they are used:
 * a module-level object reading them would be kept in every bundle, used or not.
 */
const defaults = () => FORM_FIELDS.createProperty;

const TEXT_FIELDS = ['title', 'description', 'interior_features', 'exterior_features', 'city', 'postal_code', 'street_address'] as const;
const OPTIONAL_NUMBERS = ['plot_area', 'bedrooms', 'bathrooms', 'property_number', 'tax'] as const;

/**
 * The create-property checks of spec §5. The user must be authenticated ('User must be
 * authenticated to create a property.', `property_needs_auth`), checked first since filling in the
 * form cannot fix it. Then Price, Country, Property Type, Advert Type, Cover Photo and Project Status
 * must be there, else the spec's one combined message (`missing_fields`; each missing field an
 * issue `required`). Then the limits the server's schema sets (the contract's
 * `FORM_FIELDS.createProperty`): text within its `maxLength`, at most `maxItems` photos, each file
 * within `maxBytes`; a problem there is `invalid`, its message the fields' texts joined. `issues`
 * always holds every problem found, by field.
 *
 * Normalising: text is trimmed; the price becomes a two-place decimal string and must be a number
 * above 0 (0, negative, NaN or text count as missing, as the form's falsy check did); the other
 * numbers become numbers, and one that is blank or not a number is left out for the server's
 * default; total_floors and property_type take the server's defaults (0, Other); a known country
 * code is upper-cased; a status alias ('For Rent' / 'For Sale') becomes its status ('Ongoing
 * Project' / 'Completed Project'); empty photo slots are dropped.
 */
export function checkCreateProperty<File extends FileLike>(
  draft: PropertyDraft<File>,
  context: CreatePropertyContext,
): CreatePropertyResult<File> {
  const messages = resolveMessages(context.messages);
  if (!context.authenticated) return fail('property_needs_auth', messages);

  const price = toFiniteNumber(draft.price);
  const country = trimmed(draft.country);
  const propertyType = trimmed(draft.property_type) || defaults().property_type.default;
  const advertType = trimmed(draft.advert_type);
  const status = trimmed(draft.property_status);
  const cover = isFileLike(draft.cover_photo) ? draft.cover_photo : undefined;
  const photos = (draft.photos ?? []).filter((photo): photo is File => isFileLike(photo));
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, trimmed(draft[field])])) as Pick<PropertyPayload, (typeof TEXT_FIELDS)[number]>;

  const present: Record<PropertyRequiredField, boolean> = {
    price: price !== undefined && price > 0,
    country: country !== '',
    property_type: true,
    advert_type: advertType !== '',
    cover_photo: cover !== undefined,
    property_status: status !== '',
  };
  const missing = PROPERTY_REQUIRED_FIELDS.filter((field) => !present[field]);
  const issues: FieldIssues<keyof PropertyPayload & string> = {};
  for (const field of missing) addIssue(issues, field, messages, 'required');
  checkFieldLimits('createProperty', { ...texts, cover_photo: cover, photos }, issues, messages);
  if (missing.length > 0 || price === undefined || !cover) return fail('missing_fields', messages, issues);
  if (hasIssues(issues)) return fail('invalid', messages, issues);

  const payload: PropertyPayload<File> = {
    ...texts,
    country: toCountryCode(country) ?? country,
    property_status: propertyStatusValue(status) ?? status,
    price: price.toFixed(2),
    advert_type: advertType,
    property_type: propertyType,
    total_floors: toFiniteNumber(draft.total_floors) ?? defaults().total_floors.default,
    cover_photo: cover,
    photos,
  };
  for (const field of OPTIONAL_NUMBERS) {
    const number = toFiniteNumber(draft[field]);
    if (number !== undefined) payload[field] = number;
  }
  // The pin goes whole or not at all (the server refuses half of one).
  const [latitude, longitude] = [toFiniteNumber(draft.latitude), toFiniteNumber(draft.longitude)];
  if (latitude !== undefined && longitude !== undefined) Object.assign(payload, { latitude, longitude, location_exact: draft.location_exact === true });
  return pass(payload);
}
