import { issue, type ErrorCode, type Issue } from '../lib/errors.js';
import { ADVERT_TYPES, PROPERTY_STATUS_ALIASES, PROPERTY_STATUSES, PROPERTY_TYPES } from '../schemas/property.js';

/** The three enumerated fields of a property, each read from forms, paths and query strings. */
export type ChoiceField = 'property_type' | 'advert_type' | 'property_status';

interface ChoiceSet {
  /** The 404 of a listing path naming none of the options. */
  unknown: ErrorCode;
  options: readonly string[];
  /** Other spellings that mean an option. */
  aliases: Readonly<Record<string, string>>;
}

const CHOICES: Record<ChoiceField, ChoiceSet> = {
  property_type: { unknown: 'not_a_property_type', options: PROPERTY_TYPES, aliases: {} },
  advert_type: { unknown: 'not_an_advert_type', options: ADVERT_TYPES, aliases: {} },
  property_status: {
    unknown: 'not_a_property_status',
    options: PROPERTY_STATUSES,
    aliases: PROPERTY_STATUS_ALIASES,
  },
};

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One spelling for `For Sale`, `for-sale`, `for_sale`, `FOR+SALE` and a left-over `For%20Sale`. */
function normalize(value: string): string {
  return decodeOnce(value).normalize('NFKC').trim().toLowerCase().replace(/[\s_+-]+/g, ' ');
}

const LOOKUP = Object.fromEntries(
  Object.entries(CHOICES).map(([field, set]) => {
    const table = new Map<string, string>();
    for (const option of set.options) table.set(normalize(option), option);
    for (const [alias, option] of Object.entries(set.aliases)) table.set(normalize(alias), option);
    return [field, table];
  }),
) as Record<ChoiceField, Map<string, string>>;

/**
 * The stored value a loosely written choice stands for, or undefined. Case, separators and a
 * plural `s` (`Ongoing Projects`, `Houses`) do not matter.
 */
export function matchChoice(field: ChoiceField, value: string): string | undefined {
  const key = normalize(value);
  const table = LOOKUP[field];
  return table.get(key) ?? (key.endsWith('s') ? table.get(key.slice(0, -1)) : undefined);
}

/** For a 404 on a listing path: what was asked for, and what exists. */
export function unknownChoice(field: ChoiceField, value: string): Issue {
  const { unknown, options } = CHOICES[field];
  return issue(unknown, { value, options: options.join(', ') });
}

/** For a field error in a form or a query string. */
export function invalidChoice(field: ChoiceField, value: string): Issue {
  return issue('invalid_choice_of', { value, options: CHOICES[field].options.join(', ') });
}
