import { formatMessage, resolveMessages, type WithMessages } from '../messages.js';
import { formatDecimal, toFiniteNumber } from './number.js';

/** The server's two property statuses (spec §3). */
export type PropertyStatus = 'Ongoing Project' | 'Completed Project';

/** Case, spaces, `-`, `_` and `+` do not matter: 'for-rent', 'FOR_RENT' and 'For Rent' are one. */
const normalize = (value: string) => value.trim().toLowerCase().replace(/[\s_+-]+/g, ' ');

/** Spellings of each status: the server's value, the legacy advert-type values the web app sent, and short forms. */
const STATUS_SPELLINGS: Record<string, PropertyStatus> = {
  'ongoing project': 'Ongoing Project',
  'completed project': 'Completed Project',
  'for rent': 'Ongoing Project',
  'for sale': 'Completed Project',
  ongoing: 'Ongoing Project',
  completed: 'Completed Project',
};

/**
 * The server's status for a loosely written one: 'For Rent' → 'Ongoing Project', 'For Sale' →
 * 'Completed Project' (spec §3), the plurals 'Ongoing Projects' / 'Completed Projects' of the
 * country links, any case and separator; undefined for anything else.
 */
export function propertyStatusValue(value: unknown): PropertyStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const key = normalize(value);
  return STATUS_SPELLINGS[key] ?? (key.endsWith('s') ? STATUS_SPELLINGS[key.slice(0, -1)] : undefined);
}

export interface PropertyStatusLabelOptions extends WithMessages {
  /** The plural form of the country-scoped links: 'Ongoing Projects', 'Completed Projects'. */
  plural?: boolean;
}

/**
 * The label of a property status (spec §3): 'For Rent' reads 'Ongoing Project', 'For Sale'
 * 'Completed Project', the server's own values pass through, and `plural` gives 'Ongoing Projects'
 * / 'Completed Projects'. An unknown status is shown as given (trimmed); a non-string gives ''.
 */
export function propertyStatusLabel(value: unknown, options: PropertyStatusLabelOptions = {}): string {
  const status = propertyStatusValue(value);
  if (!status) return typeof value === 'string' ? value.trim() : '';
  const messages = resolveMessages(options.messages);
  if (status === 'Ongoing Project') return options.plural ? messages.statusOngoingPlural : messages.statusOngoing;
  return options.plural ? messages.statusCompletedPlural : messages.statusCompleted;
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
