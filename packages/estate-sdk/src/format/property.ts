import type { PropertyStatus } from '../client/types.js';
import { PROPERTY_STATUS_ALIASES, PROPERTY_STATUSES } from '../generated/contract.js';
import { formatMessage, resolveMessages, type MessageKey, type WithMessages } from '../messages.js';
import { formatDecimal, toFiniteNumber } from './number.js';

/** Case, spaces, `-`, `_` and `+` do not matter: 'for-rent', 'FOR_RENT' and 'For Rent' are one (as on the server). */
const normalize = (value: string) => value.trim().toLowerCase().replace(/[\s_+-]+/g, ' ');

let statusSpellings: Map<string, PropertyStatus> | undefined;
/**
 * Every spelling of a status the server takes: its values and its aliases (the contract's
 * `PROPERTY_STATUS_ALIASES`). Made on first use: a bundle that never reads a status keeps neither
 * the table nor the lists it is made of.
 */
const spellings = () =>
  (statusSpellings ??= new Map<string, PropertyStatus>([
    ...PROPERTY_STATUSES.map((status) => [normalize(status), status] as const),
    ...Object.entries(PROPERTY_STATUS_ALIASES).map(([alias, status]) => [normalize(alias), status] as const),
  ]));

/**
 * The server's status for a loosely written one: 'For Rent' → 'Ongoing Project', 'For Sale' →
 * 'Completed Project' (spec §3), the plurals 'Ongoing Projects' / 'Completed Projects' of the
 * country links, any case and separator; undefined for anything else.
 */
export function propertyStatusValue(value: unknown): PropertyStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const key = normalize(value);
  return spellings().get(key) ?? (key.endsWith('s') ? spellings().get(key.slice(0, -1)) : undefined);
}

export interface PropertyStatusLabelOptions extends WithMessages {
  /** The plural form of the country-scoped links: 'Ongoing Projects', 'Completed Projects'. */
  plural?: boolean;
}

/** The label of each status; a status the server adds fails to compile here until it has one. */
const STATUS_LABELS: Record<PropertyStatus, Record<'one' | 'plural', MessageKey>> = {
  'Ongoing Project': { one: 'statusOngoing', plural: 'statusOngoingPlural' },
  'Completed Project': { one: 'statusCompleted', plural: 'statusCompletedPlural' },
};

/**
 * The label of a property status (spec §3): 'For Rent' reads 'Ongoing Project', 'For Sale'
 * 'Completed Project', the server's own values pass through, and `plural` gives 'Ongoing Projects'
 * / 'Completed Projects'. An unknown status is shown as given (trimmed); a non-string gives ''.
 */
export function propertyStatusLabel(value: unknown, options: PropertyStatusLabelOptions = {}): string {
  const status = propertyStatusValue(value);
  if (!status) return typeof value === 'string' ? value.trim() : '';
  return resolveMessages(options.messages)[STATUS_LABELS[status][options.plural ? 'plural' : 'one']];
}

/**
 * A plot area in square metres (spec §2, §9): '1,250 m²', '312.5 m²' (grouping, at most two
 * decimals, en-US). Numbers and decimal strings are accepted; anything else gives ''.
 */
export function formatPlotArea(value: unknown, options: WithMessages = {}): string {
  const area = toFiniteNumber(value);
  if (area === undefined) return '';
  return formatMessage(resolveMessages(options.messages).plotArea, { area: formatDecimal(area, 2) });
}
