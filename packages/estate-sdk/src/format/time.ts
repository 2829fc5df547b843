import { resolveMessages, type WithMessages } from '../messages.js';

/** A valid Date from a Date, an ISO (or other `Date.parse`-able) string, or epoch milliseconds. */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'string' && value.trim()) date = new Date(value.trim());
  else if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export interface RelativeTimeOptions extends WithMessages {
  /** The moment to measure from; the current time when absent. Injectable for tests and server rendering. */
  now?: Date | number;
  /** Passed to `Intl.RelativeTimeFormat`; 'en' by default. */
  locale?: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something was created (spec §2 property card): 'just now' under a minute, then
 * '5 minutes ago', '3 hours ago', '3 days ago', '2 weeks ago' (from 7 days), '4 months ago' (from
 * 30 days, months of 30 days), '2 years ago' (from 365 days); units are rounded down. A time in
 * the future reads 'just now': it can only be clock skew between the server and the device.
 * A missing or invalid time reads 'Unknown time'.
 */
export function formatRelativeTime(value: unknown, options: RelativeTimeOptions = {}): string {
  const messages = resolveMessages(options.messages);
  const date = toDate(value);
  const now = toDate(options.now ?? Date.now());
  if (!date || !now) return messages.unknownTime;
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < MINUTE) return messages.justNow;
  const format = new Intl.RelativeTimeFormat(options.locale ?? 'en', { numeric: 'always' });
  const ago = (amount: number, unit: Intl.RelativeTimeFormatUnit) => format.format(-Math.max(1, Math.floor(amount)), unit);
  if (seconds < HOUR) return ago(seconds / MINUTE, 'minute');
  if (seconds < DAY) return ago(seconds / HOUR, 'hour');
  const days = seconds / DAY;
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(days / 7, 'week');
  if (days < 365) return ago(days / 30, 'month');
  return ago(days / 365, 'year');
}

export interface PaymentDateOptions extends WithMessages {
  /** An IANA time zone such as 'Africa/Nairobi'; the runtime's own zone when absent. */
  timeZone?: string;
  /** The language of the month and day period; 'en-US' by default. */
  locale?: string;
}

/**
 * A payment's date as 'MMMM d, yyyy, h:mm a' (spec §2 checkout), e.g. 'November 22, 2026, 3:05 PM',
 * or 'N/A' when missing or invalid; in Swahili (`sw`, `sw-KE`) day first: '22 Novemba 2026, 3:05 PM'. Assembled from parts so that the runtime's own pattern (some
 * write 'at', some a narrow no-break space) does not leak in.
 */
export function formatPaymentDate(value: unknown, options: PaymentDateOptions = {}): string {
  const messages = resolveMessages(options.messages);
  const date = toDate(value);
  if (!date) return messages.notAvailable;
  const parts = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: options.timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const hour = part('hour').replace(/^0(?=\d)/, '');
  const minute = part('minute').padStart(2, '0');
  // Swahili writes the day first ('22 Novemba 2026, 3:05 PM', as CLDR's sw-KE does); the spec's English pattern otherwise.
  if (/^sw\b/i.test(options.locale ?? '')) return `${part('day')} ${part('month')} ${part('year')}, ${hour}:${minute} ${part('dayPeriod')}`;
  return `${part('month')} ${part('day')}, ${part('year')}, ${hour}:${minute} ${part('dayPeriod')}`;
}
